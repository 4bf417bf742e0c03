/**
 * A level the API's budget cannot reach, made in the visitor's browser: the menu says where it is made, the page
 * says what it is doing while the worker digs, and the puzzle that arrives is the generator's own for that seed, at
 * that level, unique by the server's proof.
 */
import { expect, test } from "./fixtures";
import { seriousAxeFindings } from "./axe-serious";
import { cellLabels, solutionOf } from "./helpers";
import { classicGenerateAnswer } from "../../worker/core/sudoku/generate-answer";
import { browserMadeLevel } from "../../worker/core/sudoku/offered-levels";

/** The puzzle on the board, in the API's one-line form, from the cells' accessible names. */
async function boardPuzzle(page: import("@playwright/test").Page): Promise<string> {
  const labels = await cellLabels(page);
  return labels.map((label) => (/, given/.test(label) ? /^row \d+, column \d+, (\w)/.exec(label)![1] : ".")).join("");
}

test("25×25 expert is made in this browser: the same puzzle as the generator's for the seed, graded expert, unique", async ({ page, request }) => {
  const seed = "x1";
  await page.goto(`/play?size=25&d=expert&seed=${seed}`);
  const making = page.getByText("Making a 25×25 expert puzzle in this browser");
  const grade = page.getByText(/graded expert \(hardest step: .*\) · seed x1 · made in this browser in \d+\.\d s/);
  // The status line shows until the worker answers (on a fast machine it may already have gone).
  await expect(making.or(grade)).toBeVisible();
  await expect(grade).toBeVisible({ timeout: 60_000 });
  await expect(making).toBeHidden();
  await expect(page.getByRole("combobox", { name: "Difficulty" })).toHaveValue("expert");
  expect(await page.getByRole("combobox", { name: "Difficulty" }).locator("option").allTextContents()).toEqual(["easy", "medium", "hard", "expert (made in this browser)"]);
  await expect(page.getByRole("alert")).toHaveCount(0);

  const made = browserMadeLevel(25, "expert")!;
  const expected = classicGenerateAnswer({ size: 25, level: "expert", seed, symmetry: "rotational", work: made.work, attempts: made.attempts });
  const shown = await boardPuzzle(page);
  expect(shown).toBe(expected.puzzle);
  await expect(page.getByText(`${expected.clues} clues · graded expert`)).toBeVisible();
  expect(await solutionOf(request, shown)).toHaveLength(625);
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test("choosing another level while a browser-made puzzle is being dug ends that job: the board shows the level chosen last", async ({ page }) => {
  await page.goto("/play?size=25&d=expert&seed=switch");
  await expect(page.getByText(/Making a 25×25 expert puzzle in this browser|graded/)).toBeVisible();
  await page.getByRole("combobox", { name: "Difficulty" }).selectOption("medium");
  await expect(page.getByText(/graded medium \(hardest step: /)).toBeVisible({ timeout: 60_000 });
  // Long enough for the expert job to have finished had it not been ended: the medium puzzle stays.
  await page.waitForTimeout(4_000);
  await expect(page.getByText(/graded medium/)).toBeVisible();
  await expect(page.getByText(/made in this browser in/)).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Difficulty" })).toHaveValue("medium");
});
