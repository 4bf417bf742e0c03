/**
 * 25x25 grids through CDCL with the 25x25 settings (TUNABLES_BY_BOX) and with each optional search feature on top:
 * every answer must agree with the domain search's, and every solution must pass the rules check.
 */
import { describe, expect, it } from "vitest";
import { solveSudoku, type SudokuSolveOptions } from "../../../worker/core/sudoku/solve";
import { isSolutionOf } from "../../../worker/core/sudoku/verify";
import type { Grid } from "../../../worker/core/sudoku/grid";
import { looseGrid as grid } from "../../helpers/grid";

const ALPHABET = "123456789ABCDEFGHIJKLMNOP";

/** A solved 25x25 grid: the first solution of a grid whose first row alone is given. */
function solvedGrid(): Grid {
  const r = solveSudoku(grid(ALPHABET + ".".repeat(600)));
  expect(r.solutions.length).toBeGreaterThan(0);
  return r.solutions[0];
}

/** The solved grid with the cells where `keep` is false blanked out. */
function dug(solved: Grid, keep: (cell: number) => boolean): Grid {
  const cells = solved.cells.map((v, cell) => (keep(cell) ? v : 0));
  return { shape: solved.shape, cells };
}

const VARIANTS: [string, SudokuSolveOptions][] = [
  ["25x25 settings", {}],
  ["trail reuse", { tunables: { reuseTrail: true } }],
  ["middle tier", { tunables: { tier2Lbd: 6 } }],
  ["vivification", { tunables: { vivifyEffort: 0.5, vivifyLbd: 20, reduceFirst: 50, reduceIncrement: 10 } }],
  ["phase saving back on, with walks", { tunables: { phaseSaving: true, walkFirst: 100 } }],
];

describe("25x25 through CDCL", () => {
  const solved = solvedGrid();
  // A pseudo-random half of the cells (a unique puzzle), and a fifth of them (many solutions).
  const half = dug(solved, (cell) => (cell * 7919) % 100 < 50);
  const fifth = dug(solved, (cell) => (cell * 7919) % 100 < 20);

  it.each(VARIANTS)("%s: agrees with the domain search on a half-filled and a fifth-filled grid", (_, options) => {
    for (const puzzle of [half, fifth]) {
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

  it("proves the half-filled grid unique and finds two solutions of the fifth-filled one", () => {
    expect(solveSudoku(half, { engine: "cdcl" }).status).toBe("unique");
    expect(solveSudoku(fifth, { engine: "cdcl" }).status).toBe("multiple");
  });
});
