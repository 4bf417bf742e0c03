import { expect, test } from "./fixtures";
import { cell, waitForBoard } from "./helpers";

test("pause hides the board and stops the clock, also when the window loses focus", async ({ page }) => {
  await page.goto("/?d=easy");
  await waitForBoard(page);
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByRole("grid")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Paused" })).toBeVisible();
  const frozen = await page.getByRole("timer").textContent();
  await page.waitForTimeout(2200); // longer than the clock's 1 s tick
  expect(await page.getByRole("timer").textContent()).toBe(frozen);
  await page.getByRole("region", { name: "Paused" }).getByRole("button", { name: "Resume" }).click();
  await expect(page.getByRole("grid")).toBeVisible();
  // The pressed button went away with the cover; focus lands on the board, not at the top of the page.
  await expect(page.locator("[role=gridcell][tabindex='0']")).toBeFocused();

  await page.evaluate(() => window.dispatchEvent(new Event("blur")));
  await expect(page.getByRole("region", { name: "Paused" })).toBeVisible();
});

test("Home and End move along the row, a digit with no cell selected says what to do", async ({ page }) => {
  await page.goto("/?d=easy");
  await waitForBoard(page);
  await page.getByRole("button", { name: "Enter 5" }).click();
  await expect(page.getByRole("status")).toHaveText("Select a cell first, then tap a digit.");
  await cell(page, 4, 5).click();
  await page.keyboard.press("End");
  await expect(cell(page, 4, 9)).toBeFocused();
  await page.keyboard.press("Home");
  await expect(cell(page, 4, 1)).toBeFocused();
  await page.keyboard.press("Control+End");
  await expect(cell(page, 9, 9)).toBeFocused();
});

test("finishing is announced in the live region, and the pad's edit buttons switch off", async ({ page }) => {
  await page.goto("/?d=medium");
  await waitForBoard(page);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Reveal all" }).click();
  await expect(page.getByRole("status")).toContainText(/^Solved! Time \d+:\d\d · 0 mistakes · 0 hints · \d+ revealed\.$/);
  await expect(page.locator(".game.celebrate")).toHaveCount(1);
  await expect(page.getByRole("button", { name: /Notes/ })).toBeDisabled();
  await expect(page.getByRole("button", { name: /Erase/ })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Enter 1" })).toBeDisabled();
  await expect(page.getByRole("button", { name: /Pause/ })).toHaveCount(0);
});

test("each pad button's accessible name contains its visible text", async ({ page }) => {
  await page.goto("/?d=easy");
  await waitForBoard(page);
  const pad = page.getByRole("group", { name: "Number pad" });
  const namesAndTexts = () =>
    pad.locator("button").evaluateAll((buttons) => buttons.map((b) => [b.getAttribute("aria-label") ?? b.textContent ?? "", (b as HTMLElement).innerText.trim()]));
  // Nine digits, then Notes, Corner, Erase, Undo and Redo; in each entry mode the digits say what they write.
  for (const mode of ["value", "corner", "note"]) {
    if (mode === "corner") await pad.getByRole("button", { name: /Corner/, pressed: false }).click();
    if (mode === "note") await pad.getByRole("button", { name: /Notes/ }).click();
    const pairs = await namesAndTexts();
    expect(pairs.length).toBe(14);
    for (const [name, text] of pairs) expect(name.toLowerCase(), mode).toContain(text.toLowerCase());
  }
  await expect(pad.getByRole("button", { name: "Note 5" })).toBeVisible();
});

test("header links on /play go where they say, and /play keeps its seed and level in the address", async ({ page }) => {
  await page.goto("/play?size=9&d=hard&seed=nav24");
  await expect(page.getByText("seed nav24")).toBeVisible();
  for (const [link, path, heading] of [["Enter", "/enter", "Enter a puzzle"], ["API", "/api", null], ["Embed", "/widget", null], ["SAT solver", "/sat", null]] as const) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await page.waitForTimeout(300); // a bounce back would happen right after the new page's code arrives
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/play\?size=9&d=hard&seed=nav24$/);
    await expect(page.getByText("seed nav24")).toBeVisible();
  }
});
