/**
 * Model counting up to a limit by enumeration: solve, block the model found, solve again on the same incremental
 * CDCL solver. Every piece of work is charged to the one budget: each solve() call's own counters (the solver
 * reports per call, so they are summed as they are) plus the bookkeeping between calls, which on wide formulas
 * costs more than the search (loading the clauses, checking each model, copying it, adding its blocking clause).
 */
import { exhausted, remainingBudget, type Budget } from "../budget";
import { verifyModel } from "./check-model";
import { CdclSolver } from "./cdcl";
import { addStats, emptyStats, mkLit, type Cnf, type Model, type SolveStats } from "./types";

export interface ModelCount {
  /** Models found (each verified, pairwise different). */
  count: number;
  /** "exact": all models enumerated; "at-least": stopped at the limit; "unknown": the budget ran out first. */
  kind: "exact" | "at-least" | "unknown";
  models: Model[];
  /** Summed over every solver call, plus the bookkeeping work (see modelOverhead). */
  stats: SolveStats;
}

export interface CountOptions {
  seed?: number;
  /** Called with each solver call's own statistics, in order (for accounting checks). */
  onSolve?: (stats: SolveStats) => void;
}

/** Total literal occurrences: the cost of loading the formula or checking one model against it. */
export function literalCount(cnf: Cnf): number {
  let total = 0;
  for (const clause of cnf.clauses) total += clause.length;
  return total;
}

/** Work units charged per model found: check it (every literal), copy it and build its blocking clause (n each). */
export const modelOverhead = (cnf: Cnf, literals = literalCount(cnf)): number => literals + 2 * cnf.numVars;

/**
 * Counts models up to `limit`. Distinct models differ on some variable, so each blocking clause (over all
 * variables) removes exactly one model. The reported work never exceeds the budget by more than one solver
 * call's overshoot plus one model's bookkeeping.
 */
export function countModels(cnf: Cnf, limit: number, budget: Budget = {}, options: CountOptions = {}): ModelCount {
  const { seed, onSolve } = options;
  const stats = emptyStats();
  const models: Model[] = [];
  const done = (kind: ModelCount["kind"]): ModelCount => ({ count: models.length, kind, models, stats });
  for (const clause of cnf.clauses) if (clause.length === 0) return done("exact");
  if (limit <= 0) return done("at-least");

  const literals = literalCount(cnf);
  stats.work += literals;
  const solver = new CdclSolver(cnf.numVars, seed === undefined ? {} : { seed });
  for (const clause of cnf.clauses) if (!solver.addClause(Array.from(clause))) return done("exact");
  const perModel = modelOverhead(cnf, literals);
  while (models.length < limit) {
    if (exhausted(budget, stats.work, stats.conflicts, stats.decisions)) return done("unknown");
    const result = solver.solve({ budget: remainingBudget(budget, stats) });
    onSolve?.(result.stats);
    addStats(stats, result.stats);
    if (result.status === "UNKNOWN") return done("unknown");
    if (result.status === "UNSAT") return done("exact");
    stats.work += perModel;
    const model = result.model.slice(0, cnf.numVars);
    const check = verifyModel(cnf, model);
    if (!check.ok) throw new Error(`bug: countModels got a model that fails the check: ${check.message}`);
    models.push(model);
    const blocking = new Array<number>(cnf.numVars);
    for (let v = 0; v < cnf.numVars; v++) blocking[v] = mkLit(v, model[v] === 1);
    if (!solver.addClause(blocking)) return done("exact");
  }
  return done("at-least");
}
