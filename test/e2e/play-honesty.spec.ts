import { expect, test } from "./fixtures";
import { cell, clashingDigit, dailyPuzzle, solutionOf, waitForBoard, wrongButLegal } from "./helpers";

const cellOf = (page: import("@playwright/test").Page, i: number) => cell(page, Math.floor(i / 9) + 1, (i % 9) + 1);

test("reveal all finishes the game as assisted: no solve, no streak, no best time, and the shared text says so", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await dailyPuzzle(request, "hard");
  await page.goto("/?d=hard");
  await waitForBoard(page);
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.getByText("Hints: 1")).toBeVisible();
  page.on("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Reveal all" }).click();
  const done = page.getByRole("region", { name: "Finished" });
  await expect(done).toContainText(/\d+ revealed/);
  await expect(done).toContainText("sets no best time and extends no streak");
  const stats = page.getByLabel("Statistics");
  await expect(stats).toContainText("Solved: 0 · Assisted: 1 · Current streak: 0 · Best streak: 0");
  await done.getByRole("button", { name: "Copy result" }).click();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toMatch(/· 1 hint · \d+ revealed\n/);
  expect(text).toContain("Assisted: not counted for streaks or times");
  expect(text).not.toContain("streak\n");
});

test("the mistakes counter counts visible conflicts and failed checks, never a silent wrong digit", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "medium");
  const solution = await solutionOf(request, puzzle);
  await page.goto("/?d=medium");
  await waitForBoard(page);
  const first = wrongButLegal(puzzle, solution);
  await cellOf(page, first.at).click();
  await page.keyboard.press(first.digit);
  await expect(page.getByText("Mistakes: 0")).toBeVisible();
  await expect(cellOf(page, first.at)).not.toHaveAttribute("aria-label", /wrong/);

  // A hint while an entry is wrong says so first, leaves the entry alone and costs no hint (it is a failed check).
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.getByRole("status")).toContainText("does not match the solution; fix it first.");
  await expect(page.getByText("Hints: 0")).toBeVisible();
  await expect(page.getByText("Mistakes: 1")).toBeVisible();
  await expect(cellOf(page, first.at)).toHaveAttribute("aria-label", new RegExp(`, ${first.digit}, wrong$`));

  // Checking finds the same wrong digit: it is not counted twice.
  await page.getByRole("button", { name: "✓ Check" }).click();
  await expect(page.getByText("Mistakes: 1")).toBeVisible();
  await expect(cellOf(page, first.at)).toHaveAttribute("aria-label", /, wrong$/);
  await page.getByRole("button", { name: "✓ Check" }).click();
  await expect(page.getByText("Mistakes: 1")).toBeVisible();

  // A digit that repeats a given in its row counts at once, and its label says it conflicts.
  const other = Array.from(puzzle).findIndex((ch, i) => ch === "." && i !== first.at);
  await cellOf(page, other).click();
  await page.keyboard.press(clashingDigit(puzzle, other));
  await expect(page.getByText("Mistakes: 2")).toBeVisible();
  await expect(cellOf(page, other)).toHaveAttribute("aria-label", /, conflict/);
  await page.keyboard.press("Backspace");

  // Opt-in: wrong digits marked and counted as soon as they are placed.
  await page.getByRole("checkbox", { name: "Mark wrong digits at once" }).check();
  const second = wrongButLegal(puzzle, solution, first.at + 1);
  await cellOf(page, second.at).click();
  await page.keyboard.press(second.digit);
  await expect(page.getByText("Mistakes: 3")).toBeVisible();
  await expect(cellOf(page, second.at)).toHaveAttribute("aria-label", /, wrong$/);
});
