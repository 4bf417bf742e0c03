/**
 * The SAT core as an oracle for the hint engine: the unique solution of a puzzle and the search effort it took.
 * Used when no technique applies (an honest fallback), to check a player's entries, and by the grader.
 */
import type { Grid } from "../grid";
import type { OracleAnswer } from "./explain";

/** The unique solution and its search effort, or null when the puzzle has no solution or several. */
export function solutionOracle(grid: Grid): OracleAnswer | null {
  void grid;
  return null; // replaced by the SAT core's solveSudoku once it lands
}
