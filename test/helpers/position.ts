/** Checks shared by the tests of boards shown mid-solve (the technique page's examples, practice boards). */
import { expect } from "vitest";
import { bit, type Candidates } from "../../worker/core/sudoku/candidates";
import type { Grid } from "../../worker/core/sudoku/grid";
import type { Deduction } from "../../worker/core/sudoku/hints/hint";
import { solveSudoku } from "../../worker/core/sudoku/solve";

/**
 * Asserts that `position` can stand on `puzzle`'s way to its one solution (proved unique by the solver) and that
 * `step` is sound there: the givens kept, every placed digit the solution's, every empty cell still holding the
 * solution's digit as a candidate; the step places only solution digits and removes only present candidates that
 * are not. Returns the solution.
 */
export function expectSoundPosition(puzzle: Grid, position: Candidates, step: Deduction): Uint8Array {
  const solved = solveSudoku(puzzle, { limit: 2 });
  expect(solved.status).toBe("unique");
  const solution = solved.solution!.cells;
  const { values, masks } = position;
  for (let cell = 0; cell < puzzle.shape.cells; cell++) {
    if (puzzle.cells[cell]) expect(values[cell]).toBe(puzzle.cells[cell]);
    if (values[cell]) expect(values[cell]).toBe(solution[cell]);
    else expect(masks[cell] & bit(solution[cell])).not.toBe(0);
  }
  expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
  for (const p of step.placements) expect(p.value).toBe(solution[p.cell]);
  for (const e of step.eliminations) {
    expect(e.value).not.toBe(solution[e.cell]);
    expect(masks[e.cell] & bit(e.value)).not.toBe(0);
  }
  return solution;
}
