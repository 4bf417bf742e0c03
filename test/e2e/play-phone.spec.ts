import { expect, test, type Locator, type Page } from "./fixtures";
import { shootForReadme, waitForBoard } from "./helpers";

test.use({ hasTouch: true, isMobile: true, colorScheme: "dark" });

/** With the board scrolled to the top, the board and the pad's digits lie inside the viewport, and targets are 44 px. */
async function expectFits(page: Page, width: number, height: number) {
  await page.getByRole("grid").evaluate((el) => el.scrollIntoView({ block: "start" }));
  const board = (await page.getByRole("grid").boundingBox())!;
  expect(board.width).toBeGreaterThan(200);
  expect(board.x + board.width).toBeLessThanOrEqual(width);
  expect(board.y + board.height).toBeLessThanOrEqual(height);
  for (const button of await page.getByRole("group", { name: "Number pad" }).getByRole("button").all()) {
    const box = (await button.boundingBox())!;
    expect(box.y + box.height, await button.getAttribute("aria-label") ?? "").toBeLessThanOrEqual(height);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
}

for (const [label, width, height] of [["portrait", 390, 844], ["landscape", 844, 390], ["small portrait", 360, 640], ["small landscape", 640, 360]] as const) {
  test(`daily on a phone, ${label} ${width}x${height}: board and pad fit without scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/?d=easy");
    await waitForBoard(page);
    await expectFits(page, width, height);
    if (label === "portrait" || label === "landscape") await shootForReadme(page, `daily-phone-${label}-dark`);
  });
}

test("25x25 on a phone: a note says it is best on a larger screen, and the board scrolls at a tappable size", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/enter");
  await page.getByRole("combobox").first().selectOption("25");
  await expect(page.getByText("25×25 is best on a larger screen")).toBeVisible();
  const cellBox = (await page.getByRole("gridcell").first().boundingBox())!;
  expect(cellBox.width).toBeGreaterThanOrEqual(26);
  const scroller = page.locator(".board-scroll");
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // The last cell is reachable: scroll to it and type.
  await page.getByRole("gridcell", { name: /^row 25, column 25,/ }).click();
  await page.keyboard.press("P");
  await expect(page.getByRole("gridcell", { name: /^row 25, column 25,/ })).toHaveAttribute("aria-label", /, P$/);
});

for (const [label, width, height, scrolls] of [["portrait", 390, 844, false], ["small portrait", 360, 640, true], ["landscape", 844, 390, false]] as const) {
  test(`16x16 on a phone, ${label} ${width}x${height}: every cell is a 24 px target and the page itself never scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/play?size=16&d=easy&seed=phone");
    await waitForBoard(page);
    for (const name of [/^row 1, column 1,/, /^row 16, column 16,/]) {
      const box = (await page.getByRole("gridcell", { name }).boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const scroller = page.locator(".board-scroll");
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(scrolls);
    const note = page.getByText("16×16 needs a little more width than there is here");
    if (scrolls) await expect(note).toBeVisible();
    else await expect(note).toBeHidden();
    // The last cell is reachable: it scrolls into view when tapped, and takes a digit.
    await page.getByRole("gridcell", { name: /^row 16, column 16,/ }).click();
    await page.keyboard.press("G");
    await expect(page.getByRole("gridcell", { name: /^row 16, column 16,/ })).toHaveAttribute("aria-label", /, G$/);
  });
}

/**
 * Today's easy puzzle on a phone of this size, Hint tapped as a thumb meets it (scrolled just far enough that the
 * button sits at the bottom of the screen); the line the answer is written in.
 */
async function tapHintAtTheBottom(page: Page, width: number, height: number): Promise<Locator> {
  await page.setViewportSize({ width, height });
  await page.goto("/?d=easy");
  await waitForBoard(page);
  const hint = page.getByRole("button", { name: "Hint", exact: true });
  await hint.evaluate((el) => el.scrollIntoView({ block: "end" }));
  await hint.tap();
  return page.locator("p.message");
}

test("on an upright phone a hint's words are brought into sight under the button pressed, with the button still in view", async ({ page }) => {
  const line = await tapHintAtTheBottom(page, 390, 844);
  await expect(line).toHaveText(/\S/);
  await expect(line).toBeInViewport();
  await expect(page.getByRole("button", { name: "Show cells" })).toBeInViewport();
});

test("on a phone on its side a hint's words are brought into sight, though the relabelled button pushes them down", async ({ page }) => {
  const line = await tapHintAtTheBottom(page, 844, 390);
  await expect(line).not.toHaveText(/^(Thinking…)?$/);
  // All of it, to the last of its lines (a pixel's fraction aside): the line is measured after the answer is in it.
  await expect(async () => {
    const box = (await line.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(390 + 1);
  }).toPass({ timeout: 5_000 });
  await expect(page.getByRole("button", { name: "Show cells" })).toBeInViewport();
});

test("on a phone on its side a game opens with the whole board on screen, the clock and the pad beside it", async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  for (const path of ["/?d=easy", "/play?variant=killer&seed=side"]) {
    await page.goto(path);
    await waitForBoard(page);
    const board = (await page.getByRole("grid").boundingBox())!;
    expect(board.y, path).toBeGreaterThanOrEqual(0);
    expect(board.y + board.height, path).toBeLessThanOrEqual(390);
    await expect(page.getByText(/^Time \d+:\d\d/)).toBeInViewport();
    await expect(page.getByRole("button", { name: "Enter 9" })).toBeInViewport();
  }
  // The heading and its tabs are one swipe up.
  await page.evaluate(() => scrollTo(0, 0));
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
});

test("on a phone on its side, a tab tapped at the top opens its puzzle with the tabs still in sight", async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto("/?d=easy");
  await waitForBoard(page);
  await page.evaluate(() => scrollTo(0, 0));
  await page.getByRole("navigation", { name: "Difficulty" }).getByRole("link", { name: "hard" }).tap();
  await expect(page).toHaveURL(/\?d=hard$/);
  await waitForBoard(page);
  await expect(page.getByRole("navigation", { name: "Difficulty" })).toBeInViewport();
});

test("on a phone on its side, finishing a puzzle brings the Solved panel into sight", async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto("/?d=easy");
  await waitForBoard(page);
  await page.getByRole("button", { name: "Place singles" }).tap();
  await expect(page.getByRole("region", { name: "Finished" }).getByRole("heading", { name: "Solved!" })).toBeInViewport();
});

test("turning a phone on its side while the board is in sight fits the board to the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/?d=easy");
  await waitForBoard(page);
  await page.setViewportSize({ width: 844, height: 390 });
  await expect(async () => {
    const board = (await page.getByRole("grid").boundingBox())!;
    expect(board.y).toBeGreaterThanOrEqual(0);
    expect(board.y + board.height).toBeLessThanOrEqual(390);
  }).toPass({ timeout: 5_000 });
});
