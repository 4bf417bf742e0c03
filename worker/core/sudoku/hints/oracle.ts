/**
 * The SAT core as an oracle for the hint engine: the unique solution of a puzzle and the search effort it took.
 * Used when no technique applies (an honest fallback), to check a player's entries, and by the grader.
 */
import type { Budget } from "../../budget";
import type { Grid } from "../grid";
import { solveGrid } from "../solve-grid";
import type { OracleAnswer } from "./explain";

/**
 * The unique solution and its search effort (decisions + conflicts), or null when there is none or several, from the
 * engine that takes the grid's shape (rectangular boxes go to the variant engine).
 */
export function solutionOracle(grid: Grid, budget?: Budget): OracleAnswer | null {
  const solved = solveGrid(grid, { budget });
  if (solved.status !== "unique" || !solved.solution) return null;
  return { solution: solved.solution.cells, searchEffort: solved.stats.decisions + solved.stats.conflicts };
}
