/**
 * Per-request work budgets. A request may ask for `budget_ms`; the server caps it at MAX_BUDGET_MS and uses
 * DEFAULT_BUDGET_MS when none is given (both from wrangler.toml [vars]). Milliseconds become work units through
 * budgetFromMs at the engine's measured rate (core/calibration.ts): the search never reads a clock (PLATFORM.md,
 * section 2).
 */
import type { SearchStats, UnknownAdvice } from "../core/api";
import type { ErrorValue } from "./problem";
import { budgetFromMs, type Budget } from "../core/budget";
import { WORK_UNITS_PER_MS_BY_ENGINE, type CalibratedEngine } from "../core/calibration";

/** Used when the vars are missing or not numbers (a misconfigured deploy must not run unbounded). */
const FALLBACK_DEFAULT_MS = 500;
const FALLBACK_MAX_MS = 2000;

export interface BudgetConfig {
  MAX_BUDGET_MS?: string;
  DEFAULT_BUDGET_MS?: string;
}

export interface RequestBudget {
  /** Milliseconds granted (after the cap). */
  ms: number;
  budget: Budget;
  /** Work units granted. */
  work: number;
}

function positive(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * The budget for one request: requested ms (or the default), never above the configured maximum, in the work
 * units of the engine that will run (the Sudoku searches run on CDCL).
 */
export function requestBudget(env: BudgetConfig, requestedMs?: number, engine: CalibratedEngine = "cdcl"): RequestBudget {
  const max = positive(env.MAX_BUDGET_MS, FALLBACK_MAX_MS);
  const fallback = Math.min(positive(env.DEFAULT_BUDGET_MS, FALLBACK_DEFAULT_MS), max);
  const ms = Math.min(requestedMs ?? fallback, max);
  const budget = budgetFromMs(ms, engine);
  return { ms, budget, work: budget.work ?? 0 };
}

/**
 * The budget for a search on a Sudoku grid. Without `budget_ms`, a grid above 9x9 gets the cap rather than the
 * default: a minimal 16x16 or 25x25 can need all of it, and an UNKNOWN at the default followed by a retry at the
 * cap costs the caller more than the cap once. A 9x9 never comes near the default.
 */
export function gridBudget(env: BudgetConfig, requestedMs: number | undefined, size: number): RequestBudget {
  return requestBudget(env, requestedMs ?? (size > 9 ? maxBudgetMs(env) : undefined));
}

/** Search counters as the API reports them, with the budget they ran under. */
export function searchStats(
  stats: { decisions: number; propagations: number; conflicts: number; work: number; learnt?: number; restarts?: number },
  granted: RequestBudget,
): SearchStats {
  const out: SearchStats = {
    decisions: stats.decisions,
    propagations: stats.propagations,
    conflicts: stats.conflicts,
    work: stats.work,
    budgetWork: granted.work,
    budgetMs: granted.ms,
  };
  if (stats.learnt !== undefined) out.learnt = stats.learnt;
  if (stats.restarts !== undefined) out.restarts = stats.restarts;
  return out;
}

/**
 * What an honest UNKNOWN says: the budget ran out, and how to get an answer anyway. `tip`: a sentence of advice for
 * this input; `browser`: an address of the site that keeps solving this input on the user's own device; `command`:
 * the local run of the same search, when the request's options shape it (else the plain command for `what`).
 */
export function unknownAdvice(
  granted: RequestBudget,
  what: "sat" | "sudoku",
  maxMs: number,
  { tip, browser, command = what === "sat" ? "npm run sat -- FILE.cnf" : "npm run sudoku -- solve PUZZLE" }: { tip?: string; browser?: string; command?: string } = {},
): UnknownAdvice {
  const raise = granted.ms < maxMs ? ` Retry with budget_ms up to ${maxMs}, or run` : " Run";
  // The address goes in brackets and the command stays last, so neither gets a full stop that a copy would take along.
  const inBrowser = browser ? ` Keep solving it in a browser, without the server's limit (${browser}).` : "";
  const advice: UnknownAdvice = {
    reason: "budget",
    message: `The work budget of ${granted.ms} ms (${granted.work} work units) ran out before an answer.${tip ? ` ${tip}` : ""}${inBrowser}${raise} it locally without a limit: ${command}`,
    command,
  };
  if (browser) advice.browser = browser;
  return advice;
}

/** What an UNSAT answer says when the core search after it ran out of the request's budget. */
export function coreUnknownMessage(granted: RequestBudget, solveWork: number, maxMs: number): string {
  const share = Math.round((100 * solveWork) / Math.max(1, granted.work));
  const raise = granted.ms < maxMs ? ` Retry with budget_ms up to ${maxMs}: a core takes more search than the answer.` : "";
  return `No unsatisfiable core: the budget of ${granted.ms} ms ran out in the core search (the solve used ${share}% of it).${raise}`;
}

/** The configured cap, for messages. */
export function maxBudgetMs(env: BudgetConfig): number {
  return positive(env.MAX_BUDGET_MS, FALLBACK_MAX_MS);
}

/** Work units that `ms` of fixed work (parsing) is worth at `engine`'s rate; fractions of a millisecond count. */
export function fixedWork(ms: number, engine: CalibratedEngine = "cdcl"): number {
  return Math.ceil(ms * WORK_UNITS_PER_MS_BY_ENGINE[engine]);
}

/** The search budget left of a request's grant after `spent` work units of fixed work. */
export function afterFixedWork(granted: RequestBudget, spent: number): Budget {
  return { work: Math.max(0, granted.work - spent) };
}

/**
 * The 422 for a granted budget below `least` ms, the cost of work a request cannot cut short (a full grid, a
 * solver build), naming the budget that would do; undefined when the budget covers it.
 */
export function belowFixedCost(granted: RequestBudget, least: number, subject: string, why: string, field: "query.budget_ms" | "body.budget_ms"): ErrorValue | undefined {
  if (granted.ms >= least) return undefined;
  return { kind: "budget-too-small", message: `${subject} needs budget_ms=${least} or more (${why}).`, limit: least, unit: "ms", field };
}
