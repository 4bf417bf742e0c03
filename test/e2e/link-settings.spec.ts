import type { Response } from "@playwright/test";
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

test("a link with ?help=off plays without the helpers, never fetches the solution, and passes the setting on", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const puzzle = await dailyPuzzle(request, "easy");
  const solution = ((await (await request.get(`/api/solve?puzzle=${puzzle}`)).json()) as { solution: string }).solution;
  const answers: string[] = [];
  const record = async (r: Response) => {
    if (new URL(r.url()).pathname.startsWith("/api/")) answers.push(await r.text());
  };
  page.on("response", record);
  await page.goto(`/p/${puzzle}?help=off`);
  await waitForBoard(page);
  await expect(page.getByText("This puzzle is played without help, as its link or page asks")).toBeVisible();
  await expect(page.getByRole("button", { name: "Hint", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reveal all" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Open in SudokuWiki" })).toHaveCount(0);
  await expect.poll(() => answers.some((a) => a.includes('"status":"unique"'))).toBe(true);
  expect(answers.filter((a) => a.includes(solution))).toEqual([]);
  expect(await shotsWithDarkPhoneAxe(page, "link-help-off")).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Copy link with my progress" }).click();
  expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).search).toBe("?help=off");

  // Without the setting, the same puzzle has its helpers back.
  page.off("response", record);
  await page.goto(`/p/${puzzle}`);
  await waitForBoard(page);
  await expect(page.getByRole("button", { name: "Hint", exact: true })).toBeVisible();
});

test("the daily page's links to the day's killer and 16×16 carry its link settings on", async ({ page }) => {
  await page.goto("/?help=off&timer=off");
  await waitForBoard(page);
  await expect(page.getByRole("link", { name: "Today’s killer" })).toHaveAttribute("href", /^\/v\?load=[^&]+&timer=off&help=off$/);
  await expect(page.getByRole("link", { name: "Today’s 16×16" })).toHaveAttribute("href", /^\/p\/[^?]+\?daily16=\d{4}-\d\d-\d\d&timer=off&help=off$/);
});
