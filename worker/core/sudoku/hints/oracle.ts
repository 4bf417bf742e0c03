/**
 * The SAT core as an oracle for the hint engine: the unique solution of a puzzle and the search effort it took.
 * Used when no technique applies (an honest fallback), to check a player's entries, and by the grader.
 */
import type { Budget } from "../../budget";
import type { Grid } from "../grid";
import { solveSudoku } from "../solve";
import { solveBoxedGrid } from "../variants/boxed";
import type { OracleAnswer } from "./explain";

/**
 * The unique solution and its search effort (decisions + conflicts), or null when there is none or several. A grid
 * with rectangular boxes goes to the variant engine, the one that solves those (the classic engines take square boxes).
 */
export function solutionOracle(grid: Grid, budget?: Budget): OracleAnswer | null {
  const solved = grid.shape.box === 0 ? solveBoxedGrid(grid, budget ? { budget } : {}) : solveSudoku(grid, budget ? { limit: 2, budget } : { limit: 2 });
  if (solved.status !== "unique" || !solved.solution) return null;
  return { solution: solved.solution.cells, searchEffort: solved.stats.decisions + solved.stats.conflicts };
}
