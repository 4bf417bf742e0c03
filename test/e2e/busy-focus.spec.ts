/**
 * A keyboard user presses a button whose work goes to the server: the button keeps focus while it runs (a disabled
 * one would drop it to the top of the page), so the next Enter and Tab go on from there; and the answer is said.
 */
import { expect, test } from "./fixtures";
import { waitForBoard } from "./helpers";

const focusedText = (page: import("@playwright/test").Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

test("/sat: Solve keeps focus through the request, and the verdict is said in a live region", async ({ page }) => {
  await page.goto("/sat");
  await page.getByRole("textbox", { name: "DIMACS CNF" }).fill("p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n");
  await page.getByRole("button", { name: "Solve", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Answer: unsatisfiable, and the proof passed the check." })).toBeAttached();
  expect(await focusedText(page)).toBe("Solve");
  await page.keyboard.press("Tab");
  expect(await focusedText(page)).toBe("Compare engines");
});

test("/enter: Check uniqueness keeps focus through the request", async ({ page }) => {
  await page.goto("/enter");
  await page.getByRole("button", { name: "Check uniqueness" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^Checked: / })).toBeVisible();
  expect(await focusedText(page)).toBe("Check uniqueness");
});

test("a game's Hint keeps focus through the request, so Enter climbs the ladder", async ({ page }) => {
  await page.goto("/?d=easy");
  await waitForBoard(page);
  await page.getByRole("button", { name: "Hint", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Show cells" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Show step" })).toBeFocused();
});
