import { describe, expect, it } from "vitest";
import { givensNeeded, MAX_MINIMALITY_SIZE } from "../../../worker/core/sudoku/minimality";
import { generatePuzzle } from "../../../worker/core/sudoku/generate";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import { cellName } from "../../../worker/core/sudoku/shape";
import { emptyGrid, type Grid } from "../../../worker/core/sudoku/grid";
import { bruteSolutions, SOLVED_4X4 } from "./brute4";
import { grid } from "../../helpers/grid";

/** Givens whose removal keeps the puzzle unique, asked one removal at a time of `unique` (brute force or the solver). */
function redundantByRemoval(puzzle: Grid, unique: (cells: Uint8Array) => boolean): string[] {
  const out: string[] = [];
  for (let cell = 0; cell < puzzle.cells.length; cell++) {
    if (puzzle.cells[cell] === 0) continue;
    const without = puzzle.cells.slice();
    without[cell] = 0;
    if (unique(without)) out.push(cellName(puzzle.shape, cell));
  }
  return out;
}

const shape4 = emptyGrid(2).shape;

describe("givensNeeded", () => {
  it("names exactly the givens that brute force finds removable, on 4×4 puzzles with givens to spare", () => {
    let random = 7;
    const next = () => (random = (random * 1103515245 + 12345) % 2147483648) / 2147483648;
    let notMinimal = 0;
    for (let trial = 0; trial < 60; trial++) {
      const solution = SOLVED_4X4[Math.floor(next() * SOLVED_4X4.length)];
      // Keep each cell with probability one half, then add givens back until the puzzle is unique.
      const cells = solution.map((v) => (next() < 0.5 ? v : 0));
      for (let cell = 0; bruteSolutions(cells).length > 1; cell++) cells[cell] = solution[cell];
      const puzzle: Grid = { shape: shape4, cells };
      const found = givensNeeded(puzzle, { shape: shape4, cells: solution });
      if (!found.ok) throw new Error(found.error.message);
      const expected = redundantByRemoval(puzzle, (without) => bruteSolutions(without).length === 1);
      expect(found.value.redundant, puzzle.cells.join("")).toEqual(expected);
      expect(found.value).toMatchObject({ minimal: expected.length === 0, checked: found.value.givens, givens: cells.filter((v) => v !== 0).length });
      if (expected.length > 0) notMinimal++;
    }
    // Both answers occur: the check is not always "minimal" nor always "not".
    expect(notMinimal).toBeGreaterThan(5);
    expect(notMinimal).toBeLessThan(60);
  });

  it("calls a dug 9×9 puzzle minimal, and names a given added to it as redundant, as the solver finds one removal at a time", () => {
    for (const seed of [1, 2, 3]) {
      const made = generatePuzzle({ box: 3, seed, grade: false });
      const told: number[] = [];
      const minimal = givensNeeded(made.puzzle, made.solution, {}, { onSettled: (settled, givens) => told.push(settled / givens) });
      expect(minimal.ok && minimal.value).toMatchObject({ minimal: true, redundant: [], checked: minimal.ok ? minimal.value.givens : -1 });
      // One report per question, each settling one more given of a minimal puzzle, the last all of them.
      expect(told).toHaveLength(made.clues);
      expect(told.at(-1)).toBe(1);
      const extra = made.puzzle.cells.findIndex((v) => v === 0);
      const padded: Grid = { shape: made.puzzle.shape, cells: made.puzzle.cells.slice() };
      padded.cells[extra] = made.solution.cells[extra];
      const found = givensNeeded(padded, made.solution);
      expect(found.ok && found.value.minimal).toBe(false);
      expect(found.ok && found.value.redundant).toContain(cellName(padded.shape, extra));
      expect(found.ok && found.value.redundant).toEqual(redundantByRemoval(padded, (without) => solveSudoku({ shape: padded.shape, cells: without }).status === "unique"));
    }
  });

  it("stops at the budget with what it settled, and says undecided when that holds no redundant given", () => {
    const made = generatePuzzle({ box: 3, seed: 4, grade: false });
    const spent = { work: 0 };
    const cut = givensNeeded(made.puzzle, made.solution, { work: 1 }, { spent, buildUnitsPerLiteral: 1 });
    expect(cut.ok && cut.value).toMatchObject({ minimal: null, redundant: [], checked: 0 });
    expect(spent.work).toBeGreaterThan(10_000);
    const whole = givensNeeded(made.puzzle, made.solution);
    expect(whole.ok && whole.value.minimal).toBe(true);
  });

  it("refuses a grid larger than its limit, saying the limit", () => {
    const big = emptyGrid(5);
    const found = givensNeeded(big, big);
    expect(found).toEqual({ ok: false, error: { kind: "too-large", message: `Minimality is checked up to ${MAX_MINIMALITY_SIZE}×${MAX_MINIMALITY_SIZE} here; this grid is 25×25.` } });
  });

  it("works on a 16×16 puzzle dug only to 140 clues: the givens it calls removable are, by the solver", () => {
    const made = generatePuzzle({ box: 4, seed: 5, grade: false, targetClues: 140 });
    const found = givensNeeded(made.puzzle, made.solution);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.value.checked).toBe(found.value.givens);
    expect(found.value.minimal).toBe(false);
    expect(found.value.redundant.length).toBeGreaterThan(5);
    // Each name it gives really can go: the solver proves the puzzle without it unique.
    for (const name of found.value.redundant.slice(0, 5)) {
      const without = made.puzzle.cells.slice();
      const [r, c] = name.slice(1).split("c").map(Number);
      without[(r - 1) * 16 + (c - 1)] = 0;
      expect(solveSudoku({ shape: made.puzzle.shape, cells: without }).status, name).toBe("unique");
    }
  });
});
