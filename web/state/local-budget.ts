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
 * the CDCL engine's calibrated rate. Minimal 25×25 puzzles need 0.1–21 s today, so this leaves a wide margin for slower
 * devices, and a tab left solving a hopeless input still stops by itself.
 */
export const LOCAL_SOLVE_BUDGET_MS = 1_000_000;

/** The work units that budget is worth (what the search counts; it never reads a clock). */
export const LOCAL_SOLVE_WORK = budgetFromMs(LOCAL_SOLVE_BUDGET_MS).work ?? 0;

/** The budget in ms that `work` units stand for, as the API reports it beside the work (stats.budgetMs). */
export const budgetMsOf = (work: number): number => Math.round(work / WORK_UNITS_PER_MS_BY_ENGINE.cdcl);

/**
 * The most numbers a proof recorded in this browser may hold (the engine's trace: two per step, then the step's
 * literals). 8 M numbers are 32 MB as the trace, which the worker holds several times over at its peak (the engine's
 * growing buffer, the finished trace, the checker's copy of every added clause, the DRAT text to download): a proof
 * of 7.2 M numbers (10 pigeons in 9 holes, 20 MB of DRAT) raised a Node process's memory by about 140 MB through
 * search, check and DRAT text, which a phone's tab can still give a worker. A search whose proof would outgrow the
 * limit stops as UNKNOWN with reason "proof-limit" instead of building a proof nobody here could check.
 */
export const LOCAL_PROOF_LIMIT = 8_000_000;

/**
 * Work units the proof checker may spend on a proof from this browser, its own budget after the search's: 10 G,
 * about four minutes at the engine's calibrated rate. Checking cost about as much work as the search that wrote
 * the proof on the formulas measured (9 and 10 pigeons: 0.83 and 1.05 times), and the largest of them, near
 * LOCAL_PROOF_LIMIT, took 0.17 G to check: a check that runs out means an unusual proof, not a tight budget.
 */
export const LOCAL_CHECK_WORK = 10_000_000_000;

export interface LocalSolveRequest {
  /** The puzzle or the DIMACS text. */
  input: string;
  /** Work units; LOCAL_SOLVE_WORK unless a test asks for less. */
  work: number;
  /**
   * For a uniqueness certificate instead of a solve: the solution this browser found for the puzzle `input`; the
   * worker proves that no other exists.
   */
  solution?: string;
  /** Proof size limit in numbers; LOCAL_PROOF_LIMIT unless a test asks for less. */
  proofLimit?: number;
  /** The proof checker's work units; LOCAL_CHECK_WORK unless a test asks for less. */
  checkWork?: number;
}

/** The verdict with the solve's own time, or why there is none. */
export type LocalSolveReply<A> = { ok: true; answer: A; ms: number } | { ok: false; message: string };

/** What a running solve posts now and then before its reply: the search's counters so far, or that its proof is being checked. */
export interface LocalSolveProgress {
  progress: { work: number; conflicts: number; phase: "search" | "check" };
}

/** Everything a solving worker posts: progress while it searches, then one reply. */
export type LocalSolveMessage<A> = LocalSolveReply<A> | LocalSolveProgress;

/** The engine reports every this many work units (about 0.1 s); the worker posts at most PROGRESS_POST_MS apart. */
export const LOCAL_PROGRESS_EVERY = 4_000_000;
export const PROGRESS_POST_MS = 500;

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
