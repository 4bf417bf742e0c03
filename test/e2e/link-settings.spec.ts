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
  await expect(page.getByText(/This puzzle's link sets/)).toHaveCount(0);
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

test("a link with ?hints=1 allows one hint, keeps it spent after a reload, and leaves checks alone", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "easy");
  await page.goto(`/p/${puzzle}?hints=1`);
  await waitForBoard(page);
  await expect(page.getByText("This puzzle allows 1 hint, as its link or page asks.")).toBeVisible();
  await page.getByRole("button", { name: "Hint (1 left)" }).click();
  // The hint's later rungs are the same hint: they stay open after the allowance is spent.
  await page.getByRole("button", { name: "Show cells" }).click();
  await expect(page.getByRole("button", { name: "Show step" })).toBeVisible();
  await expect(page.getByText("Hints: 1")).toBeVisible();
  await page.reload();
  await waitForBoard(page);
  await expect(page.getByRole("button", { name: "Hint (0 left)" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "✓ Check" })).toBeEnabled();
});

test("the settings for the link are chosen in a form, and the copied link carries them", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const puzzle = await dailyPuzzle(request, "easy");
  await page.goto(`/p/${puzzle}?conflicts=off`);
  await waitForBoard(page);
  await page.getByText("Settings for the link").click();
  const options = page.locator(".link-options");
  await options.getByRole("combobox").nth(1).selectOption("hidden");
  await options.getByRole("combobox").nth(3).selectOption("3");
  await expect(options.getByText("conflicts=off&timer=off&hints=3")).toBeVisible();
  expect(await shotsWithDarkPhoneAxe(page, "link-options")).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Copy link with my progress" }).click();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.search).toBe("?conflicts=off&timer=off&hints=3");
  // Opened, the link plays as chosen.
  await page.goto(link.pathname + link.search);
  await waitForBoard(page);
  await expect(page.getByRole("button", { name: "Hint (3 left)" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Hide timer" })).toBeChecked();
});
