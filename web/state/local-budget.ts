/**
 * What the page and a solving worker say to each other, and the budget a solve in the browser gets. The page sends
 * the input text and the work budget; the worker answers in the API's own shape for that input (SolveResponse for
 * a Sudoku, SatResponse for a formula), so the page shows it with the report the server's answer uses.
 */
import { budgetFromMs } from "../../worker/core/budget";
import type { UnknownAdvice } from "../../worker/core/api-common";
import { WORK_UNITS_PER_MS_BY_ENGINE } from "../../worker/core/calibration";

/**
 * CPU milliseconds a solve in this browser may use: about 17 minutes on the reference machine, 40 G work units at
 * the CDCL engine's calibrated rate. Minimal 25×25 puzzles need 2–40 s today, so this leaves a wide margin for slower
 * devices, and a tab left solving a hopeless input still stops by itself.
 */
export const LOCAL_SOLVE_BUDGET_MS = 1_000_000;

/** The work units that budget is worth (what the search counts; it never reads a clock). */
export const LOCAL_SOLVE_WORK = budgetFromMs(LOCAL_SOLVE_BUDGET_MS).work ?? 0;

/** The budget in ms that `work` units stand for, as the API reports it beside the work (stats.budgetMs). */
export const budgetMsOf = (work: number): number => Math.round(work / WORK_UNITS_PER_MS_BY_ENGINE.cdcl);

export interface LocalSolveRequest {
  /** The puzzle or the DIMACS text. */
  input: string;
  /** Work units; LOCAL_SOLVE_WORK unless a test asks for less. */
  work: number;
}

/** The verdict with the solve's own time, or why there is none. */
export type LocalSolveReply<A> = { ok: true; answer: A; ms: number } | { ok: false; message: string };

/** What to do when even the browser's budget of `work` units ran out: the command line has no limit. */
export function browserBudgetSpent(work: number, command: string): UnknownAdvice {
  return {
    reason: "budget",
    message: `Even this browser's budget of ${work.toLocaleString("en-US")} work units ran out. The command line solves without a limit: ${command}`,
    command,
  };
}

/** A thrown error inside a worker is a bug, not an answer: the page says the solve failed instead of waiting. */
export function failure(error: unknown): { ok: false; message: string } {
  return { ok: false, message: `The solver failed: ${error instanceof Error ? error.message : String(error)}` };
}
