import { expect, test } from "./fixtures";
import { seriousAxeFindings } from "./axe-serious";
import { shoot } from "./helpers";

test("the technique page's worked X-Wing opens on the board, where the hint names it and links back to the lesson", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/learn");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solving techniques");
  await expect(page).toHaveTitle("Solving techniques · SAT Sudoku");
  await page.getByRole("navigation", { name: "Techniques" }).getByRole("link", { name: "X-Wing" }).click();
  const lesson = page.locator("section#x-wing");
  await expect(lesson.getByRole("img", { name: "A worked X-Wing on a 9×9 board" })).toBeInViewport();
  await shoot(page, "learn-x-wing");
  await lesson.getByRole("link", { name: "Open this position on the board" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shared puzzle");
  await expect(page.getByRole("gridcell").first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.getByRole("status").filter({ hasText: "X-Wing" })).toBeVisible();
  // The hint's own link, beside its message (the practice note above the board has one too).
  await page.getByRole("region", { name: /^Shared 9×9 puzzle/ }).getByRole("link", { name: "How X-Wing works" }).click();
  await expect(page).toHaveURL(/\/learn#x-wing$/);
  // The page is loaded on demand, after the browser looked for #x-wing: it must still open at the lesson.
  await expect(page.getByRole("heading", { level: 3, name: "X-Wing" })).toBeInViewport();
  await expect(page.getByRole("img", { name: "A worked X-Wing on a 9×9 board" }).locator(".cell")).toHaveCount(81);
  expect(errors).toEqual([]);
});

test("a link to a lesson opens the page at that lesson, with its board drawn, and boards further on are drawn on the way", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/learn#x-chain");
  await expect(page.getByRole("heading", { level: 3, name: "X-Chain" })).toBeInViewport();
  const board = (name: string) => page.getByRole("img", { name: `A worked ${name} on a 9×9 board` });
  await expect(board("X-Chain").locator(".cell")).toHaveCount(81);
  await expect(board("X-Chain").locator("svg.chain-overlay line")).not.toHaveCount(0);
  // Far from the screen a board is an empty frame of its full size, so the page does not jump as it is drawn.
  expect(await board("Full house").locator(".cell").count()).toBe(0);
  const frame = await board("Full house").boundingBox();
  expect(frame!.width).toBeGreaterThan(300);
  expect(Math.abs(frame!.height - frame!.width)).toBeLessThan(2);
  await page.getByRole("heading", { level: 3, name: "Full house" }).scrollIntoViewIfNeeded();
  await expect(board("Full house").locator(".cell")).toHaveCount(81);
  await page.screenshot({ path: "test-results/screens/learn-x-chain-phone.png" });
});

test("a practice button asks the server for a new board where the technique is the easiest step, and the hint agrees", async ({ page }) => {
  await page.goto("/learn#xy-wing");
  await page.locator("section#xy-wing").getByRole("button", { name: "Practise XY-Wing on a new board" }).click();
  await expect(page).toHaveURL(/\/p\/[.1-9]{81}\?practice=xy-wing$/, { timeout: 30_000 });
  await expect(page.getByRole("gridcell").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Practice: the easiest step on this board is an XY-Wing.")).toBeVisible();
  // The board came with its candidates as notes: an empty cell shows them.
  expect(await page.getByRole("gridcell", { name: /, empty, notes \d( \d)+$/ }).count()).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Look for an XY-Wing" })).toBeVisible();
  await shoot(page, "practice-xy-wing");
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole("button", { name: "Another board" }).click();
  await expect(page).toHaveURL(/\/p\/[.1-9]{81}\?practice=xy-wing$/, { timeout: 30_000 });
});

test("the technique page has no serious axe finding, light or dark, and fits a phone without sideways scrolling", async ({ page }) => {
  // axe reads every candidate of 22 boards: about 15–20 s a pass on this machine.
  test.setTimeout(180_000);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const viewport of [{ width: 390, height: 844 }, { width: 844, height: 390 }, { width: 1280, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.goto("/learn");
      await expect(page.getByRole("img").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shoot(page, `learn-${viewport.width}x${viewport.height}-${colorScheme}`);
    }
    // Boards are drawn as they near the screen, and all of them for printing: so, for axe to read every one.
    await page.evaluate(() => dispatchEvent(new Event("beforeprint")));
    await expect(page.getByRole("img", { name: "A worked Forcing chain on a 9×9 board" }).locator(".cell")).toHaveCount(81);
    expect(await seriousAxeFindings(page)).toEqual([]);
  }
});
