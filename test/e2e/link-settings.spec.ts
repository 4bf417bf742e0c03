import { expect, test } from "./fixtures";
import { shotsWithDarkPhoneAxe } from "./axe-serious";
import { cell, dailyPuzzle, waitForBoard } from "./helpers";

test("a link with ?conflicts=off plays without conflict marks, passes the setting on, and leaves the player's own settings alone", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const puzzle = await dailyPuzzle(request, "easy");
  // An empty cell and a digit given elsewhere in its row: entering it there breaks a rule anyone can see.
  const row = [...Array(9).keys()].find((r) => /\./.test(puzzle.slice(r * 9, r * 9 + 9)) && /[1-9]/.test(puzzle.slice(r * 9, r * 9 + 9)))!;
  const line = puzzle.slice(row * 9, row * 9 + 9);
  const col = line.indexOf(".");
  const clash = line.match(/[1-9]/)![0];
  const target = () => cell(page, row + 1, col + 1);

  await page.goto(`/p/${puzzle}?conflicts=off`);
  await waitForBoard(page);
  await target().click();
  await page.keyboard.press(clash);
  await expect(target()).toHaveAttribute("aria-label", `row ${row + 1}, column ${col + 1}, ${clash}`);
  await expect(page.getByRole("checkbox", { name: "Show conflicts" })).not.toBeChecked();
  await expect(page.getByText("This puzzle's link sets conflict marks off, for this game only")).toBeVisible();
  expect(await shotsWithDarkPhoneAxe(page, "link-settings")).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("button", { name: "Copy link with my progress" }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).search).toBe("?conflicts=off");

  // The same puzzle without the setting in its address: the saved game, with the player's conflict marks.
  await page.goto(`/p/${puzzle}`);
  await waitForBoard(page);
  await expect(target()).toHaveAttribute("aria-label", `row ${row + 1}, column ${col + 1}, ${clash}, conflict`);
  await expect(page.getByRole("checkbox", { name: "Show conflicts" })).toBeChecked();
  await expect(page.getByText(/link sets/)).toHaveCount(0);
});
