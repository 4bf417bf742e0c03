/**
 * Classic grids whose boxes are rectangles (a 6×6 has 2×3 boxes, see BOXED_SIDES): the classic engines take square
 * boxes only, so these are solved here as variant puzzles with no rules, and the answers come back as grids.
 */
import type { Grid } from "../grid";
import type { VariantPuzzle } from "./model";
import { solveVariant, type VariantSolveOptions, type VariantStats, type VariantStatus } from "./solve";

/** The grid as the variant engine takes it: its side, its givens and no rules (its boxes are the standard ones). */
export function boxedPuzzle(grid: Grid): VariantPuzzle {
  return { size: grid.shape.size, givens: grid.cells, rules: [] };
}

export interface BoxedSolution {
  status: VariantStatus;
  /** The first solution found, on the grid's shape. */
  solution?: Grid;
  solutions: Grid[];
  complete: boolean;
  stats: VariantStats;
}

/** Solves and proves uniqueness (counts to `limit`, 2 by default) under the options' work budget. */
export function solveBoxedGrid(grid: Grid, opts: VariantSolveOptions = {}): BoxedSolution {
  const r = solveVariant(boxedPuzzle(grid), opts);
  const solutions = r.solutions.map((cells) => ({ shape: grid.shape, cells }));
  return { status: r.status, solution: solutions[0], solutions, complete: r.complete, stats: r.stats };
}
