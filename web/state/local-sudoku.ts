/**
 * The browser's own answer for a Sudoku the server's budget could not settle: the same engine the API runs
 * (solveSudoku, which proves uniqueness and checks every solution with the rules checker), under a much larger work
 * budget, written in the API's SolveResponse shape.
 */
import type { SolveResponse } from "../../worker/core/api";
import { differingCells, type Grid } from "../../worker/core/sudoku/grid";
import { formatGrid, parseGrid } from "../../worker/core/sudoku/grid-text";
import { cellName } from "../../worker/core/sudoku/shape";
import type { Progress, SolveStats } from "../../worker/core/sat/index";
import { solveSudoku, type SudokuStatus } from "../../worker/core/sudoku/solve";
import { solveBoxedGrid } from "../../worker/core/sudoku/variants/boxed";
import { browserBudgetSpent, budgetMsOf, type LocalSolveReply, type LocalSolveRequest } from "./local-budget";

/** What either engine answers, in the terms this page reports. */
interface Verdict {
  status: SudokuStatus;
  solution?: Grid;
  solutions: Grid[];
  stats: SolveStats;
}

/** Solves the puzzle `input` with a budget of `work` units; `clock` times the solve (the engine never reads it). */
export function solveSudokuLocally({ input, work }: LocalSolveRequest, clock: () => number, progress?: Progress): LocalSolveReply<SolveResponse> {
  const parsed = parseGrid(input, { boxed: true });
  if (!parsed.ok) return { ok: false, message: `Could not read the puzzle: ${parsed.error.message}` };
  const grid = parsed.value;
  const started = clock();
  // Rectangular boxes (a 6×6) go to the variant engine, as the API sends them (it reports no progress).
  const solved: Verdict = grid.shape.box === 0 ? solveBoxedGrid(grid, { budget: { work } }) : solveSudoku(grid, { budget: { work }, limit: 2, progress });
  const ms = clock() - started;
  const { stats } = solved;
  const answer: SolveResponse = {
    status: solved.status,
    size: grid.shape.size,
    puzzle: formatGrid(grid),
    stats: {
      decisions: stats.decisions,
      propagations: stats.propagations,
      conflicts: stats.conflicts,
      work: stats.work,
      budgetWork: work,
      budgetMs: budgetMsOf(work),
    },
  };
  if (solved.solution) answer.solution = formatGrid(solved.solution);
  const second = solved.solutions[1];
  if (solved.status === "multiple" && second) {
    answer.otherSolution = formatGrid(second);
    answer.differingCells = differingCells(solved.solutions[0].cells, second.cells).map((cell) => cellName(grid.shape, cell));
  }
  if (solved.status === "unknown") {
    answer.unknown = browserBudgetSpent(work, "npm run sudoku -- solve PUZZLE");
  }
  return { ok: true, answer, ms };
}
