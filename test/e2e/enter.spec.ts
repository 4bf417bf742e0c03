import { expect, test } from "./fixtures";
import { cell } from "./helpers";
import { formatGrid } from "../../worker/core/sudoku/grid-text";
import { generatePuzzle } from "../../worker/core/sudoku/generate";
import { valueToChar } from "../../worker/core/sudoku/grid";

// A full 4×4 grid with a "deadly rectangle" blanked: r1c1/r1c3/r2c1/r2c3 can hold 1,3 / 3,1 either way round.
const TWO_SOLUTIONS = ".2.4.4.221434321";

test("entering a puzzle with two solutions is told so, with the setter's assistant", async ({ page }) => {
  await page.goto("/enter");
  await page.getByRole("textbox", { name: "Puzzle text" }).fill(TWO_SOLUTIONS);
  await page.getByRole("button", { name: "Load text" }).click();
  await expect(cell(page, 4, 4)).toHaveAttribute("aria-label", /, 1$/);
  await page.getByRole("button", { name: "Check uniqueness" }).click();
  const verdict = page.getByRole("region", { name: "Solver verdict" });
  // The check counts up to ten solutions: this grid's deadly rectangle allows exactly two.
  await expect(verdict).toContainText("more than one solution (exactly 2 solutions)");
  await expect(page.getByText("Checked: exactly 2 solutions. The details are below.")).toBeVisible();
  await expect(verdict).toContainText("differ in 4 cells");
  // An edit makes both the report and the line beside the buttons go quiet: neither is about this grid any more.
  await cell(page, 4, 4).click();
  await page.keyboard.press("Delete");
  const status = page.getByRole("region", { name: "Puzzle editor" }).getByRole("status");
  await expect(status).toHaveText("");
  await expect(page.getByText("The puzzle changed since the last check, so that answer is hidden.")).toBeVisible();
  await cell(page, 4, 4).click();
  await page.keyboard.press("1");
  await expect(status).toHaveText("Checked: exactly 2 solutions. The details are below.");
  await expect(page.locator(".cell.hint")).toHaveCount(4);
  await page.getByRole("button", { name: "Add it and re-check" }).click();
  await expect(verdict).toContainText("Exactly one solution");
  // The pressed button went away with the old verdict: focus is on the cell that got the given, and the line beside
  // the buttons says what the check found.
  await expect(page.locator("[role=gridcell]:focus")).toHaveAttribute("aria-label", /^row \d+, column \d+, \d$/);
  await expect(page.getByRole("region", { name: "Puzzle editor" }).getByRole("status")).toHaveText("Checked: exactly one solution. The details are below.");

  // The unique puzzle can be proved: two files to hand to drat-trim.
  await page.getByRole("button", { name: "Get a uniqueness certificate" }).click();
  const certificate = page.getByRole("group", { name: "Uniqueness certificate" });
  await expect(certificate).toContainText("verified by our RUP checker");
  const download = page.waitForEvent("download");
  await certificate.getByRole("link", { name: "puzzle.drat" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("puzzle.drat");
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString("utf8")).toMatch(/(^|\n)0\n$/);
  await expect(certificate.getByRole("link", { name: "puzzle.cnf" })).toHaveAttribute("download", "puzzle.cnf");
});

test("typing a puzzle moves on by itself, 0 . and Space leave cells empty, and the solution waits behind a button", async ({ page }) => {
  await page.goto("/enter");
  await page.getByRole("combobox").selectOption("4");
  await cell(page, 1, 1).click();
  // 16 keystrokes for 16 cells: ".2.4" ".4.2" "2143" "4321" written with every kind of blank.
  for (const key of ["0", "2", ".", "4", " ", "4", "0", "2", "2", "1", "4", "3", "4", "3", "2", "1"]) await page.keyboard.press(key);
  const labels = await page.getByRole("gridcell").evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label")!.split(", ").slice(2).join("")));
  expect(labels.map((l) => (l === "empty" ? "." : l)).join("")).toBe(".2.4.4.221434321");
  await expect(cell(page, 1, 1)).toBeFocused(); // wrapped round to the first cell
  await page.getByRole("button", { name: "Check uniqueness" }).click();
  const verdict = page.getByRole("region", { name: "Solver verdict" });
  await expect(verdict).toContainText("more than one solution");
  await expect(verdict.getByRole("table")).toHaveCount(0);
  await verdict.getByRole("button", { name: "Show both solutions" }).click();
  await expect(verdict.getByRole("table", { name: "Solution" })).toHaveCount(2);
  // The same button hides them again, and keyboard focus stays on it throughout.
  const hide = verdict.getByRole("button", { name: "Hide both solutions" });
  await expect(hide).toBeFocused();
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Enter");
  await expect(verdict.getByRole("table")).toHaveCount(0);
  await expect(verdict.getByRole("button", { name: "Show both solutions" })).toBeFocused();
});

test("solving an easy puzzle says what the solver did instead of '0 decisions, 0 conflicts'", async ({ page }) => {
  await page.goto("/enter");
  // The field starts at the most the server grants: an easy puzzle spends milliseconds of it, a hard 25x25 needs it all.
  await expect(page.getByRole("spinbutton", { name: "Budget (ms)" })).toHaveValue("2000");
  await page.getByRole("textbox", { name: "Puzzle text" }).fill("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  await page.getByRole("button", { name: "Load text" }).click();
  await page.getByRole("button", { name: "Check uniqueness" }).click();
  const verdict = page.getByRole("region", { name: "Solver verdict" });
  await expect(verdict).toContainText("Exactly one solution");
  await expect(verdict.getByRole("table")).toHaveCount(0);
  const line = verdict.locator(".stats-line");
  await expect(line).not.toContainText("0 decisions");
  // This classic falls to singles, so the SAT search never starts.
  await expect(line).toHaveText("Decided by forced moves alone (singles) before any search: no guessing was needed.");
  await verdict.getByRole("button", { name: "Show the solution" }).click();
  await expect(verdict.getByRole("table", { name: "Solution" })).toBeVisible();
});

test("what came of pasted text is said under the Load text button, not beside the editor far above", async ({ page }) => {
  await page.goto("/enter");
  const importer = page.getByRole("region", { name: "Paste or import" });
  const editor = page.getByRole("region", { name: "Puzzle editor" });
  await importer.getByRole("textbox", { name: "Puzzle text" }).fill("not a puzzle");
  await importer.getByRole("button", { name: "Load text" }).click();
  await expect(importer.getByRole("status")).toContainText("Could not read that puzzle");
  await expect(editor.getByRole("status")).toHaveText("");
  await importer.getByRole("textbox", { name: "Puzzle text" }).fill(TWO_SOLUTIONS);
  await importer.getByRole("button", { name: "Load text" }).click();
  await expect(importer.getByRole("status")).toHaveText("Loaded a 4×4 puzzle. It is in the editor above.");
  await expect(cell(page, 4, 4)).toHaveAttribute("aria-label", /, 1$/);
  // Givens that clash are a typo to fix on the grid: loaded with the clash marked, and kept across a reload.
  await importer.getByRole("textbox", { name: "Puzzle text" }).fill("11".padEnd(16, "."));
  await importer.getByRole("button", { name: "Load text" }).click();
  await expect(importer.getByRole("status")).toContainText("Loaded a 4×4 puzzle whose givens clash (two 1s in row 1: r1c1 and r1c2)");
  await expect(cell(page, 1, 2)).toHaveAttribute("aria-label", /, 1, conflict/);
  await page.reload();
  await expect(cell(page, 1, 2)).toHaveAttribute("aria-label", /, 1, conflict/);
  // Play it names the clash instead of opening a link that could only say it holds no puzzle.
  await page.getByRole("button", { name: "Play it" }).click();
  await expect(page.getByText("Fix the givens before playing: two 1s in row 1: r1c1 and r1c2.")).toBeVisible();
  await expect(page).toHaveURL(/\/enter/);
});

test("a hexadoku pasted in 0-F is read with 0 as 1, says so, and checks as the same puzzle written in 1-G", async ({ page }) => {
  const made = generatePuzzle({ box: 4, seed: 5, grade: false });
  const hexadoku = formatGrid(made.puzzle, "pretty", "zero-based");
  await page.goto("/enter");
  const importer = page.getByRole("region", { name: "Paste or import" });
  await importer.getByRole("textbox", { name: "Puzzle text" }).fill(hexadoku);
  await importer.getByRole("button", { name: "Load text" }).click();
  await expect(importer.getByRole("status")).toHaveText("Loaded a 16×16 puzzle. Read as 0 to F with 0 as 1, shown here as 1 to G. It is in the editor above.");
  const first = made.puzzle.cells.findIndex((v) => v !== 0);
  await expect(cell(page, Math.floor(first / 16) + 1, (first % 16) + 1)).toHaveAttribute("aria-label", new RegExp(`, ${valueToChar(made.puzzle.cells[first])}$`));
  await page.getByRole("button", { name: "Check uniqueness" }).click();
  await expect(page.getByRole("region", { name: "Solver verdict" })).toContainText("Exactly one solution");
});

test("a collection pasted from a file, each grid in rows under a title, offers its puzzles and loads the one picked", async ({ page }) => {
  await page.goto("/enter");
  const importer = page.getByRole("region", { name: "Paste or import" });
  // Two 4×4 puzzles written one row a line, as Project Euler writes its 9×9s; the second starts with a 3.
  const collection = ["Grid 01", "1.3.", "....", "....", "...4", "Grid 02", "3...", "..1.", ".4..", "...2"].join("\n");
  await importer.getByRole("textbox", { name: "Puzzle text" }).fill(collection);
  await importer.getByRole("button", { name: "Load text" }).click();
  await expect(importer.getByRole("status")).toHaveText("This text holds 2 puzzles. Loaded puzzle 1, from line 2. It is in the editor above.");
  await expect(cell(page, 1, 1)).toHaveAttribute("aria-label", /, 1$/);
  await importer.getByRole("spinbutton", { name: /Puzzle/ }).fill("2");
  await importer.getByRole("button", { name: "Load puzzle" }).click();
  await expect(importer.getByRole("status")).toHaveText("Loaded puzzle 2 of 2, from line 7. It is in the editor above.");
  await expect(cell(page, 1, 1)).toHaveAttribute("aria-label", /, 3$/);
  await expect(cell(page, 4, 4)).toHaveAttribute("aria-label", /, 2$/);
});

test("a setter learns which givens are not needed, sees them marked, and trims one with a click", async ({ page }) => {
  // The classic example: unique, with givens to spare.
  await page.goto("/enter?p=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  await expect(page.getByText("✓ Exactly one solution: a valid puzzle.")).toBeVisible();
  const group = page.getByRole("group", { name: "Minimality" });
  await group.getByRole("button", { name: "Is every given needed?" }).click();
  await expect(group.getByRole("status")).toHaveText(/^Not minimal: \d+ of the 30 givens could each be left out alone and the puzzle would stay unique: r1c1, /);
  const marked = await page.locator(".cell.hint").count();
  expect(marked).toBeGreaterThan(5);
  // Removing one re-checks at once: the verdict and the list are about the puzzle now on the grid.
  await group.getByRole("button", { name: "Remove r1c1 and re-check" }).click();
  await expect(page.getByRole("group", { name: "Minimality" }).getByRole("status")).toHaveText(/^Not minimal: \d+ of the 29 givens /);
  await expect(cell(page, 1, 1)).toHaveAttribute("aria-label", /empty/);
  // An edit hides the answer and its marks: they belonged to the puzzle before it.
  await cell(page, 9, 1).click();
  await page.keyboard.press("1");
  await expect(page.getByRole("group", { name: "Minimality" })).toHaveCount(0);
  await expect(page.locator(".cell.hint")).toHaveCount(0);
});

test("trimming removes givens one at a time until every one left is needed, and Undo puts them back", async ({ page, request }) => {
  await page.goto("/enter?p=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  await page.getByRole("group", { name: "Minimality" }).getByRole("button", { name: "Is every given needed?" }).click();
  await page.getByRole("button", { name: "Trim to a minimal puzzle" }).click();
  const said = page.getByText(/^Removed (\d+) givens \(.+\); Undo puts them back one by one\. Minimal now: each of the (\d+) givens is needed\.$/);
  await expect(said).toBeVisible({ timeout: 30_000 });
  const [, removed, left] = (await said.textContent())!.match(/^Removed (\d+) .* each of the (\d+) givens/)!;
  expect(Number(removed) + Number(left)).toBe(30);
  await expect(page.getByRole("group", { name: "Minimality" }).getByRole("status")).toHaveText(/^✓ Minimal: each of the \d+ givens is needed;/);
  // The grid the page kept really is minimal, as the API says of it on its own.
  const draft = await page.evaluate(() => localStorage.getItem("sudoku:draft"));
  const checked = await (await request.post("/api/solve", { data: { puzzle: draft, minimality: true } })).json();
  expect(checked).toMatchObject({ status: "unique", minimality: { minimal: true, givens: Number(left) } });
  // Each removal is a move: one Undo gives one given back, and the answer about the trimmed grid goes with it.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("group", { name: "Minimality" })).toHaveCount(0);
  expect(((await page.evaluate(() => localStorage.getItem("sudoku:draft"))) ?? "").replace(/\./g, "")).toHaveLength(Number(left) + 1);
});

test("a symmetric pattern can be trimmed keeping its symmetry: givens go with their partners until no pair can", async ({ page, request }) => {
  // The classic example's 30 givens sit in a pattern that a half turn maps onto itself.
  await page.goto("/enter?p=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  const group = page.getByRole("group", { name: "Minimality" });
  await group.getByRole("button", { name: "Is every given needed?" }).click();
  await group.getByRole("checkbox", { name: "keep the pattern's rotational symmetry" }).check();
  await group.getByRole("button", { name: "Trim to a minimal puzzle" }).click();
  const said = page.getByText(/^Removed (\d+) givens \(.+\); Undo puts them back one by one\. No given can go with its rotational partner and the puzzle stay unique; \d+ could still go alone, breaking the symmetry\.$/);
  await expect(said).toBeVisible({ timeout: 30_000 });
  const draft = (await page.evaluate(() => localStorage.getItem("sudoku:draft")))!;
  const givens = [...draft].flatMap((ch, i) => (ch === "." ? [] : [i]));
  expect(Number((await said.textContent())!.match(/^Removed (\d+)/)![1])).toBe(30 - givens.length);
  // The pattern kept its half-turn symmetry, the puzzle is unique, and no pair (or the centre) can go as one.
  expect(givens.every((i) => draft[80 - i] !== ".")).toBe(true);
  expect(await (await request.get(`/api/solve?puzzle=${draft}`)).json()).toMatchObject({ status: "unique" });
  for (const i of givens.filter((g) => g <= 80 - g)) {
    const without = [...draft];
    without[i] = without[80 - i] = ".";
    const answer = await (await request.get(`/api/solve?puzzle=${without.join("")}`)).json();
    expect(answer.status, `r${Math.floor(i / 9) + 1}c${(i % 9) + 1} and its partner`).toBe("multiple");
  }
});

test("trimming a 16×16 with many givens to spare shows its progress and stops at Stop, keeping what it removed", async ({ page, request }) => {
  const made = await (await request.get("/api/generate?size=16&difficulty=easy&seed=trim&solution=true")).json();
  // Every other open cell given back from the solution: far more givens than the puzzle needs.
  const puzzle = [...made.puzzle].map((ch: string, i: number) => (ch === "." && i % 2 === 0 ? made.solution[i] : ch)).join("");
  await page.goto(`/enter?p=${puzzle}`);
  await page.getByRole("group", { name: "Minimality" }).getByRole("button", { name: "Is every given needed?" }).click();
  await page.getByRole("button", { name: "Trim to a minimal puzzle" }).click();
  await expect(page.getByText(/^Trimming: removed \d+ so far/)).toBeVisible();
  await page.getByRole("button", { name: "Stop trimming" }).click();
  await expect(page.getByText(/^Removed \d+ givens? \(.+\); Undo puts them back one by one\. Stopped\.$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Stop trimming" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Check uniqueness" })).toBeEnabled();
});

test("Clear empties a grid typed into, and loading the same text again puts back the loaded puzzle", async ({ page }) => {
  await page.goto("/enter");
  await page.getByRole("button", { name: "Clear" }).click();
  // Typed into a grid that is already empty as a draft: the draft is the same text before and after.
  await cell(page, 1, 1).click();
  await page.keyboard.type("123");
  await expect(cell(page, 1, 3)).toHaveAttribute("aria-label", /, 3$/);
  await page.getByRole("button", { name: "Clear" }).click();
  for (const col of [1, 2, 3]) await expect(cell(page, 1, col)).toHaveAttribute("aria-label", /, empty$/);

  const classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  await page.getByRole("textbox", { name: "Puzzle text" }).fill(classic);
  await page.getByRole("button", { name: "Load text" }).click();
  await cell(page, 1, 3).click();
  await page.keyboard.press("4");
  await expect(cell(page, 1, 3)).toHaveAttribute("aria-label", /, 4$/);
  await page.getByRole("button", { name: "Load text" }).click();
  await expect(cell(page, 1, 3)).toHaveAttribute("aria-label", /, empty$/);
  expect(await page.evaluate(() => localStorage.getItem("sudoku:draft"))).toBe(classic);
});

test("an 8×8 is said with its article, and a trim by keyboard keeps focus: on Stop while it runs, then on what it did", async ({ page, request }) => {
  const made = (await (await request.get("/api/generate?size=8&seed=an-8")).json()) as { puzzle: string };
  await page.goto("/enter");
  await page.getByRole("textbox", { name: "Puzzle text" }).fill(made.puzzle);
  await page.getByRole("button", { name: "Load text" }).click();
  await expect(page.getByText("Loaded an 8×8 puzzle.")).toBeVisible();
  await expect(page.getByText(/^An 8×8 grid has 2×4 boxes/)).toBeVisible();

  await page.goto("/enter?p=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  await page.getByRole("group", { name: "Minimality" }).getByRole("button", { name: "Is every given needed?" }).click();
  await page.getByRole("button", { name: "Trim to a minimal puzzle" }).focus();
  await page.keyboard.press("Enter");
  const said = page.getByText(/^Removed \d+ givens .* Minimal now: each of the \d+ givens is needed\.$/);
  await expect(said).toBeVisible({ timeout: 30_000 });
  await expect(said).toBeFocused();
});
