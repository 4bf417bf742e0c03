import { expect, test } from "@playwright/test";
import { cell, cellLabels, dailyPuzzle, solutionOf, waitForBoard } from "./helpers";

test("a shared link round trip opens the same grid with the sender's progress", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const puzzle = await dailyPuzzle(request, "easy");
  const solution = await solutionOf(request, puzzle);
  await page.goto(`/p/${puzzle}`);
  await waitForBoard(page);
  const first = puzzle.indexOf(".");
  await cell(page, Math.floor(first / 9) + 1, (first % 9) + 1).click();
  await page.keyboard.press(solution[first]);
  const before = await cellLabels(page);

  await page.getByRole("button", { name: "Copy link with my progress" }).click();
  await expect(page.getByRole("button", { name: "✓ Copied" })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain(`/p/${puzzle}#e=`);

  const other = await context.browser()!.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await waitForBoard(fresh);
  expect(await cellLabels(fresh)).toEqual(before);
  // The fragment is consumed: the address loses it, and a reload resumes the saved game.
  await expect(fresh).toHaveURL(new RegExp(`/p/${puzzle.replaceAll(".", "\\.")}$`));
  await fresh.reload();
  await waitForBoard(fresh);
  expect(await cellLabels(fresh)).toEqual(before);
  await other.close();
});

test("a link with a broken puzzle says what is wrong", async ({ page }) => {
  await page.goto("/p/55..");
  await expect(page.getByRole("alert")).toContainText("does not hold a valid puzzle");
});
