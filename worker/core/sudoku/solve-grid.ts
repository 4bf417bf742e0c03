/**
 * Any classic grid solved with a proof of uniqueness, by the engine that takes its shape: square boxes by the Sudoku
 * engines (solve.ts), rectangular ones (a 6×6's 2×3) by the variant engine as a puzzle with no rules (variants/boxed.ts).
 */
import type { Budget } from "../budget";
import type { Grid } from "./grid";
import { solveSudoku, type SudokuSolution } from "./solve";
import { solveBoxedGrid, type BoxedSolution } from "./variants/boxed";

export type GridSolution = SudokuSolution | BoxedSolution;

export interface GridSolveOptions {
  budget?: Budget;
  /** Rectangular boxes: work units charged per literal of the solver's build (see VariantSolveOptions). */
  buildUnitsPerLiteral?: number;
}

/** Unique, multiple (two solutions), none or unknown, up to two solutions, within the budget. */
export function solveGrid(grid: Grid, opts: GridSolveOptions = {}): GridSolution {
  const budget = opts.budget ? { budget: opts.budget } : {};
  return grid.shape.box === 0 ? solveBoxedGrid(grid, { ...budget, buildUnitsPerLiteral: opts.buildUnitsPerLiteral }) : solveSudoku(grid, { ...budget, limit: 2 });
}
