/**
 * 25x25 grids through CDCL with the 25x25 settings (TUNABLES_BY_BOX) and with each optional search feature on top:
 * every answer must agree with the domain search's, and every solution must pass the rules check.
 */
import { describe, expect, it } from "vitest";
import { solveSudoku, type SudokuSolveOptions } from "../../../worker/core/sudoku/solve";
import { isSolutionOf } from "../../../worker/core/sudoku/verify";
import type { Grid } from "../../../worker/core/sudoku/grid";
import { generatePuzzle } from "../../../worker/core/sudoku/generate";

/** A generated 25x25 puzzle (unique by construction), and the same with every seventh cell's clue removed. */
function puzzles(): [Grid, Grid] {
  const unique = generatePuzzle({ box: 5, seed: 2 }).puzzle;
  const cells = unique.cells.map((v, cell) => (cell % 7 === 0 ? 0 : v));
  return [unique, { shape: unique.shape, cells }];
}

const VARIANTS: [string, SudokuSolveOptions][] = [
  ["25x25 settings", {}],
  ["trail reuse off", { tunables: { reuseTrail: false } }],
  ["middle tier", { tunables: { tier2Lbd: 6 } }],
  ["vivification", { tunables: { vivifyEffort: 0.5, vivifyLbd: 20, reduceFirst: 50, reduceIncrement: 10 } }],
  ["phase saving back on, with walks", { tunables: { phaseSaving: true, walkFirst: 100 } }],
];

describe("25x25 through CDCL", () => {
  const [unique, fewer] = puzzles();

  it.each(VARIANTS)("%s: agrees with the domain search on a generated puzzle and on it with fewer clues", (_, options) => {
    for (const puzzle of [unique, fewer]) {
      const reference = solveSudoku(puzzle, { engine: "domain" });
      expect(["unique", "multiple"]).toContain(reference.status);
      const r = solveSudoku(puzzle, { ...options, engine: "cdcl", seed: 3 });
      expect(r.stats.engine).toBe("cdcl");
      expect(r.status).toBe(reference.status);
      for (const s of r.solutions) expect(isSolutionOf(puzzle, s)).toBe(true);
      if (r.status === "unique") expect(Array.from(r.solution!.cells)).toEqual(Array.from(reference.solution!.cells));
      else expect(Array.from(r.solutions[0].cells)).not.toEqual(Array.from(r.solutions[1].cells));
    }
  });

  it("proves the generated puzzle unique after conflicts, not by propagation alone", () => {
    const r = solveSudoku(unique, { engine: "cdcl" });
    expect(r.status).toBe("unique");
    expect(r.stats.conflicts).toBeGreaterThan(0);
  });
});
