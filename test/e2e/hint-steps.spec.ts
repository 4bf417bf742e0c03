/**
 * The game's helpers as a player meets them: a hint whose step only removes candidates, keyboard focus through the
 * hint ladder and the pad's Undo and Redo, and the mistake counter, which counts each (cell, digit) once.
 */
import { expect, test, type Page } from "./fixtures";
import { cell, clashingDigit, dailyPuzzle, solutionOf, waitForBoard, wrongButLegal } from "./helpers";

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

/** Check judges entries once the solution is known; until then Reveal cell waits too. */
const solutionKnown = (page: Page) => expect(page.getByRole("button", { name: "Reveal cell" })).toBeEnabled();

/** The digits an empty cell's row, column and box allow. */
function candidates(puzzle: string, at: number): string[] {
  const sees = (j: number) =>
    Math.floor(j / 9) === Math.floor(at / 9) || j % 9 === at % 9 || (Math.floor(j / 27) === Math.floor(at / 27) && Math.floor((j % 9) / 3) === Math.floor((at % 9) / 3));
  const taken = new Set(Array.from(puzzle).filter((ch, j) => ch !== "." && sees(j)));
  return ["1", "2", "3", "4", "5", "6", "7", "8", "9"].filter((d) => !taken.has(d));
}

test("a hint step that only removes a candidate strikes it out, and Apply step writes the notes without it", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "expert");
  const solution = await solutionOf(request, puzzle);
  // An empty cell with a candidate that is not its digit (not a naked single).
  const at = Array.from(puzzle).findIndex((ch, i) => ch === "." && candidates(puzzle, i).length > 1);
  const name = `r${Math.floor(at / 9) + 1}c${(at % 9) + 1}`;
  const allowed = candidates(puzzle, at);
  const removed = allowed.find((d) => d !== solution[at])!;
  // The server's answer stands in for a locked-candidates step on whatever puzzle is today's.
  const asked: unknown[] = [];
  await page.route("**/api/hint", async (route) => {
    const body = route.request().postDataJSON() as { detail: string; notes: unknown };
    asked.push(body.notes);
    const full = body.detail === "full" ? { cells: ["r9c9"], placements: [], eliminations: [{ cell: name, values: [Number(removed)] }] } : {};
    await route.fulfill({ json: { kind: "step", detail: body.detail, text: `Pointing, at ${body.detail}.`, technique: "pointing", houses: ["box 9"], ...full } });
  });
  await page.goto("/?d=expert");
  await waitForBoard(page);
  for (const [press, next] of [["Hint", "Show cells"], ["Show cells", "Show step"], ["Show step", "Step shown"]]) {
    await page.getByRole("button", { name: press, exact: true }).click();
    await expect(page.getByRole("button", { name: next })).toBeVisible();
  }
  const target = cell(page, Math.floor(at / 9) + 1, (at % 9) + 1);
  await expect(target).toHaveClass(/\btarget\b/);
  await expect(target).toHaveAttribute("aria-label", new RegExp(`, the step removes ${removed}$`));
  await expect(target.locator(".notes span.removed")).toHaveText(removed);
  await page.getByRole("button", { name: "Apply step" }).click();
  await expect(page.getByRole("status")).toContainText(`Took ${removed} from ${name} out of the notes.`);
  const left = allowed.filter((d) => d !== removed).join(" ");
  await expect(target).toHaveAttribute("aria-label", new RegExp(`empty, notes ${left}$`));
  // The ladder starts over, and the next hint is asked with those notes.
  await page.getByRole("button", { name: "Hint", exact: true }).click();
  await expect(page.getByRole("button", { name: "Show cells" })).toBeVisible();
  expect(asked.at(-1)).toEqual({ [name]: allowed.filter((d) => d !== removed).map(Number) });
});

test("by keyboard, the hint ladder keeps focus to its top rung, and Apply step hands it back to the hint button", async ({ page }) => {
  await page.goto("/?d=easy");
  await waitForBoard(page);
  await page.getByRole("button", { name: "Hint", exact: true }).focus();
  for (const next of ["Show cells", "Show step", "Step shown"]) {
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: next })).toBeFocused();
  }
  await page.keyboard.press("Tab");
  expect(await focusedText(page)).toBe("Apply step");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Step applied");
  await expect(page.getByRole("button", { name: "Hint", exact: true })).toBeFocused();
});

test("by keyboard, Undo and Redo keep focus when they run out of moves", async ({ page }) => {
  await page.goto("/play?size=9&d=easy&seed=qa1");
  await waitForBoard(page);
  const empty = page.getByRole("gridcell", { name: /, empty$/ }).first();
  await empty.click();
  await page.keyboard.press("5");
  const undo = page.getByRole("button", { name: /Undo/ });
  await undo.focus();
  await page.keyboard.press("Enter");
  await expect(undo).toBeDisabled();
  await expect(undo).toBeFocused();
  const redo = page.getByRole("button", { name: /Redo/ });
  await redo.focus();
  await page.keyboard.press("Enter");
  await expect(redo).toBeDisabled();
  await expect(redo).toBeFocused();
});

test("a digit that clashes visibly counts once, however often it is checked, erased and typed again", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "easy");
  await page.goto("/?d=easy");
  await waitForBoard(page);
  const at = puzzle.indexOf(".");
  await cell(page, Math.floor(at / 9) + 1, (at % 9) + 1).click();
  const digit = clashingDigit(puzzle, at);
  await page.keyboard.press(digit);
  await expect(page.getByText("Mistakes: 1")).toBeVisible();
  await solutionKnown(page);
  await page.getByRole("button", { name: "✓ Check" }).click();
  await expect(page.getByRole("status")).toContainText("is wrong");
  await cell(page, Math.floor(at / 9) + 1, (at % 9) + 1).click();
  await page.keyboard.press("Backspace");
  await page.keyboard.press(digit);
  await page.getByRole("button", { name: "✓ Check" }).click();
  await expect(page.getByText("Mistakes: 1")).toBeVisible();
});

test("a wrong digit a check counted is not counted again after a reload", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "hard");
  const solution = await solutionOf(request, puzzle);
  await page.goto("/?d=hard");
  await waitForBoard(page);
  const { at, digit } = wrongButLegal(puzzle, solution);
  await cell(page, Math.floor(at / 9) + 1, (at % 9) + 1).click();
  await page.keyboard.press(digit);
  await solutionKnown(page);
  await page.getByRole("button", { name: "✓ Check" }).click();
  await expect(page.getByText("Mistakes: 1")).toBeVisible();
  await page.reload();
  await waitForBoard(page);
  await solutionKnown(page);
  await page.getByRole("button", { name: "✓ Check" }).click();
  await expect(page.getByRole("status")).toContainText("is wrong");
  await expect(page.getByText("Mistakes: 1")).toBeVisible();
});

test("Check with no entries says there is nothing to check yet", async ({ page }) => {
  await page.goto("/play?size=9&d=easy&seed=qa1");
  await waitForBoard(page);
  await solutionKnown(page);
  await page.getByRole("button", { name: "✓ Check" }).click();
  await expect(page.getByRole("status")).toHaveText("You have no entries yet, so there is nothing to check.");
});
