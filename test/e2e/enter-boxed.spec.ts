/**
 * Grids whose boxes are rectangles (6×6 with 2×3 boxes, 12×12 with 3×4): entered on /enter, checked by the server's
 * variant engine, then played on the variant board, where a /p/ link of such a grid leads too, and a generated 6×6.
 */
import { expect, test } from "./fixtures";
import { seriousAxeFindings } from "./axe-serious";
import { cell, shoot } from "./helpers";

const SIX = "...2.35..4....4..........3..1...6.45";
const SIX_SOLUTION = "641253523461354126162534435612216345";

test("a 6x6 typed on /enter is proven unique and played on the variant board with its 2x3 boxes", async ({ page }) => {
  await page.goto("/enter");
  // Every side the site reads is offered empty: the square ones and those with rectangular boxes.
  await expect(page.getByRole("combobox", { name: "New empty grid" }).locator("option")).toHaveText(["4×4", "6×6", "8×8", "9×9", "10×10", "12×12", "14×14", "15×15", "16×16", "25×25"]);
  await page.getByRole("combobox", { name: "New empty grid" }).selectOption("6");
  await expect(page.getByRole("gridcell")).toHaveCount(36);
  await cell(page, 1, 1).click();
  for (const ch of SIX) await page.keyboard.press(ch === "." ? "0" : ch);
  await page.getByRole("button", { name: "Check uniqueness" }).click();
  const verdict = page.getByRole("region", { name: "Solver verdict" });
  await expect(verdict).toContainText("Exactly one solution");
  await expect(page.getByText("A 6×6 grid has 2×3 boxes")).toBeVisible();
  await verdict.getByRole("button", { name: "Show the solution" }).click();
  const table = verdict.getByRole("table", { name: "Solution" });
  await expect(table.locator("tbody td")).toHaveText([...SIX_SOLUTION]);
  // Box edges after the third column and after every second row.
  await expect(table.locator("tbody tr").nth(1)).toHaveClass("edge-b");
  await expect(table.locator("tbody tr").nth(2)).not.toHaveClass("edge-b");
  await expect(table.locator("tbody tr").first().locator("td").nth(2)).toHaveClass(/edge-r/);
  // Its certificate is made in this browser, as for any grid with rectangular boxes.
  await verdict.getByRole("button", { name: "Get a uniqueness certificate" }).click();
  await expect(verdict.getByRole("group", { name: "Uniqueness certificate" })).toContainText("verified by our RUP checker");
  // The techniques read its 2×3 boxes as houses: the log solves it step by step, naming boxes among the houses.
  await page.getByRole("button", { name: "Solve with log" }).click();
  const log = verdict.locator("details", { hasText: "Logical solution log" });
  await expect(log.locator("summary")).toHaveText("Logical solution log (26 steps)");
  await expect(log.locator("ol.log li").nth(3)).toHaveText("Full house: r2c6 is the last empty cell in box 2, so it is 1.");
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shoot(page, "enter-6x6");

  await page.getByRole("button", { name: "Play it" }).click();
  await expect(page).toHaveURL(/\/v\?load=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("6×6 Sudoku");
  await expect(page.getByRole("gridcell")).toHaveCount(36);
  // Rows, columns and boxes are all its rules, so the candidate helpers and "why" stay on.
  await page.getByRole("button", { name: "Fill candidates" }).click();
  // The classic hint ladder, on its 2×3 boxes: where to look, then the cell.
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Look for" })).toHaveText("Look for a naked single in row 1, column 3 and box 1.");
  await page.getByRole("button", { name: "Show cells" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Naked single" })).toHaveText("Naked single: look at r1c3.");
  // r1c1 is 6; a 1 there repeats nothing in its row, column or 2×3 box, and "why" shows it cannot be right.
  await cell(page, 1, 1).click();
  await page.keyboard.press("1");
  await page.getByRole("button", { name: "Why is this wrong?" }).click();
  await expect(page.getByRole("status").filter({ hasText: "cannot be right" })).toContainText("r1c1 = 1 cannot be right");
  await expect(page.locator(".cell.wrong")).toHaveCount(1);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shoot(page, "play-6x6");
});

test("a /p/ link of a 12x12 opens on the variant board with its progress, and the board draws 3x4 boxes", async ({ page }) => {
  const twelve = await page.request.get(`/api/solve?puzzle=${".".repeat(143)}1`);
  const { solution } = (await twelve.json()) as { solution: string };
  // A puzzle from that solution: two cells of every three kept along the diagonals (unique, and quick to prove).
  const puzzle = [...solution].map((ch, i) => ((Math.floor(i / 12) + (i % 12)) % 3 === 0 ? "." : ch)).join("");
  const checked = await page.request.get(`/api/solve?puzzle=${puzzle}`);
  expect(((await checked.json()) as { status: string }).status).toBe("unique");
  await page.goto(`/p/${puzzle}#e=${solution[0]}${".".repeat(143)}`);
  // The board reads the fragment once and then drops it from the address, as /p/ does.
  await expect(page).toHaveURL(/\/v\?load=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("12×12 Sudoku");
  await expect(page.getByRole("gridcell")).toHaveCount(144);
  await expect(cell(page, 1, 1)).toHaveAttribute("aria-label", new RegExp(`, ${solution[0]}$`));
  // Thick edges after columns 4 and 8, and after rows 3, 6 and 9.
  await expect(cell(page, 1, 4)).toHaveClass(/edge-r/);
  await expect(cell(page, 1, 5)).not.toHaveClass(/edge-r/);
  await expect(cell(page, 3, 1)).toHaveClass(/edge-b/);
  await expect(cell(page, 4, 1)).not.toHaveClass(/edge-b/);
});

test("the play page makes a classic 6x6 and plays it on its 2x3 boxes, its link reproduces it, and a 12x12 and a 15x15 come at the technique levels asked", async ({ page }) => {
  await page.goto("/play?size=9&d=easy&seed=six");
  await page.getByRole("combobox", { name: "Size" }).selectOption("6");
  await expect(page).toHaveURL(/\/play\?size=6&d=easy&seed=/);
  await expect(page.getByRole("combobox", { name: "Difficulty" }).locator("option")).toHaveText(["easy", "medium", "hard", "expert"]);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("6×6 Sudoku");
  await expect(page.getByRole("gridcell")).toHaveCount(36);
  await expect(page.getByText(/clues · graded easy \(hardest step: (Full house|Naked single|Hidden single)\)/)).toBeVisible();
  const givens = await page.locator(".cell.given").count();
  expect(givens).toBeGreaterThan(0);
  // The same address makes the same puzzle.
  const labels = await page.getByRole("gridcell").evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label")));
  await page.reload();
  await expect(page.getByRole("gridcell")).toHaveCount(36);
  await expect.poll(() => page.getByRole("gridcell").evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label")))).toEqual(labels);
  expect(await seriousAxeFindings(page)).toEqual([]);
  // The larger rectangular sizes are offered too, with the levels they reach.
  const sizes = page.getByRole("combobox", { name: "Size" });
  await expect(sizes.locator("option")).toHaveText(["4×4", "6×6", "8×8", "9×9", "10×10", "12×12", "14×14", "15×15", "16×16", "25×25"]);
  await sizes.selectOption("12");
  await expect(page.getByRole("combobox", { name: "Difficulty" }).locator("option")).toHaveText(["easy", "medium", "hard", "expert", "extreme"]);
  // The level chosen before (easy) carries over; medium is one choice away.
  await expect(page).toHaveURL(/\/play\?size=12&d=easy&seed=/);
  await page.getByRole("combobox", { name: "Difficulty" }).selectOption("medium");
  await expect(page).toHaveURL(/\/play\?size=12&d=medium&seed=/);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("12×12 Sudoku");
  await expect(page.getByRole("gridcell")).toHaveCount(144);
  await expect(page.getByText("A 12×12 has 3×4 boxes; its level is that of the hardest technique it needs, as its hints name them.")).toBeVisible();
  await expect(page.getByText(/clues · graded medium \(hardest step: (Locked candidates|Naked|Hidden)/)).toBeVisible();
  // The largest, 15×15 with 3×5 boxes, at expert.
  await sizes.selectOption("15");
  await expect(page.getByRole("combobox", { name: "Difficulty" }).locator("option")).toHaveText(["easy", "medium", "hard", "expert", "extreme"]);
  await page.getByRole("combobox", { name: "Difficulty" }).selectOption("expert");
  await expect(page).toHaveURL(/\/play\?size=15&d=expert&seed=/);
  await expect(page.getByRole("gridcell")).toHaveCount(225);
  await expect(page.getByText("A 15×15 has 3×5 boxes; its level is that of the hardest technique it needs, as its hints name them.")).toBeVisible();
  await expect(page.getByText(/clues · graded expert \(hardest step: /)).toBeVisible({ timeout: 30_000 });
});
