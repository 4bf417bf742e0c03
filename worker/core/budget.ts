/**
 * Work budgets. The Workers clock does not advance during synchronous code in production, so every search is
 * bounded by counted work, never by time (PLATFORM.md, section 2).
 *
 * One work unit is one clause or watch inspection during propagation (the dominant cost of both engines), and
 * conflict analysis adds one unit per literal it touches. budgetFromMs converts a CPU-millisecond allowance into
 * work units with the measured rate of the engine that will run (calibration.ts).
 */
import { WORK_UNITS_PER_MS_BY_ENGINE, type CalibratedEngine } from "./calibration";

export interface Budget {
  /** Maximum work units (see above). */
  work?: number;
  /** Maximum conflicts (CDCL) or backtracks (DPLL). */
  conflicts?: number;
  /** Maximum decisions. */
  decisions?: number;
}

/** The work budget that lasts about `ms` CPU milliseconds on the reference machine for `engine` (CDCL by default). */
export function budgetFromMs(ms: number, engine: CalibratedEngine = "cdcl"): Budget {
  const safeMs = Math.max(0, Math.floor(ms));
  return { work: safeMs * WORK_UNITS_PER_MS_BY_ENGINE[engine] };
}

export const UNLIMITED: Budget = {};

/** True when any counter has reached its limit. */
export function exhausted(budget: Budget, work: number, conflicts: number, decisions: number): boolean {
  return (
    (budget.work !== undefined && work >= budget.work) ||
    (budget.conflicts !== undefined && conflicts >= budget.conflicts) ||
    (budget.decisions !== undefined && decisions >= budget.decisions)
  );
}

/** What is left of `budget` after `spent` (a limit that was unset stays unset; nothing goes below zero). */
export function remainingBudget(budget: Budget, spent: { work: number; conflicts: number; decisions: number }): Budget {
  const left: Budget = {};
  if (budget.work !== undefined) left.work = Math.max(0, budget.work - spent.work);
  if (budget.conflicts !== undefined) left.conflicts = Math.max(0, budget.conflicts - spent.conflicts);
  if (budget.decisions !== undefined) left.decisions = Math.max(0, budget.decisions - spent.decisions);
  return left;
}
