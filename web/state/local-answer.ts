/**
 * The browser's own answer for a Sudoku the server's budget could not settle: the same engine the API runs
 * (solveSudoku, which proves uniqueness and checks every solution with the rules checker), under a much larger work
 * budget, written in the API's SolveResponse shape so the page shows it with the same report.
 */
import type { SolveResponse } from "../../worker/core/api";
import { budgetFromMs } from "../../worker/core/budget";
import { WORK_UNITS_PER_MS_BY_ENGINE } from "../../worker/core/calibration";
import { differingCells } from "../../worker/core/sudoku/grid";
import { formatGrid, parseGrid } from "../../worker/core/sudoku/grid-text";
import { cellName } from "../../worker/core/sudoku/shape";
import { solveSudoku } from "../../worker/core/sudoku/solve";

/**
 * CPU milliseconds a solve in this browser may use: about 17 minutes on the reference machine, 40 G work units at
 * the engine's calibrated rate. Minimal 25×25 puzzles need 2–40 s today, so this leaves a wide margin for slower
 * devices, and a tab left solving a hopeless puzzle still stops by itself.
 */
export const LOCAL_SOLVE_BUDGET_MS = 1_000_000;

/** The work units that budget is worth (what the search counts; it never reads a clock). */
export const LOCAL_SOLVE_WORK = budgetFromMs(LOCAL_SOLVE_BUDGET_MS).work ?? 0;

/** What the page sends the solving worker. */
export interface LocalSolveRequest {
  puzzle: string;
  /** Work units; LOCAL_SOLVE_WORK unless a test asks for less. */
  work: number;
}

/** What the solving worker answers: the verdict in the API's shape with the solve's own time, or why it could not. */
export type LocalSolveReply =
  | { ok: true; puzzle: string; answer: SolveResponse; ms: number }
  | { ok: false; puzzle: string; message: string };

/** Solves `puzzle` with a budget of `work` units; `clock` times the solve (the engine itself never reads it). */
export function solveLocally({ puzzle, work }: LocalSolveRequest, clock: () => number): LocalSolveReply {
  const parsed = parseGrid(puzzle);
  if (!parsed.ok) return { ok: false, puzzle, message: `Could not read the puzzle: ${parsed.error.message}` };
  const grid = parsed.value;
  const started = clock();
  const solved = solveSudoku(grid, { budget: { work }, limit: 2 });
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
      budgetMs: Math.round(work / WORK_UNITS_PER_MS_BY_ENGINE.cdcl),
    },
  };
  if (solved.solution) answer.solution = formatGrid(solved.solution);
  const second = solved.solutions[1];
  if (solved.status === "multiple" && second) {
    answer.otherSolution = formatGrid(second);
    answer.differingCells = differingCells(solved.solutions[0].cells, second.cells).map((cell) => cellName(grid.shape, cell));
  }
  if (solved.status === "unknown") {
    const command = "npm run sudoku -- solve PUZZLE";
    answer.unknown = {
      reason: "budget",
      message: `Even this browser's budget of ${work.toLocaleString("en-US")} work units ran out. The command line solves without a limit: ${command}`,
      command,
    };
  }
  return { ok: true, puzzle, answer, ms };
}
