/**
 * A CDCL solver built from clauses known in advance: the watch lists are planned from all of them first
 * (watch-plan.ts), then the clauses are added. Callers that build a solver per question (the variant engines
 * build several per request) pay for the build in memory and time; `literals` lets them charge it to a budget.
 */
import { CdclSolver, type CdclOptions } from "./cdcl";
import type { Lit } from "./types";
import { WatchPlanner } from "./watch-plan";

export interface LoadedSolver {
  solver: CdclSolver;
  /** False when the clauses are contradictory by unit propagation alone (every later solve answers UNSAT). */
  consistent: boolean;
  /** Literals read while loading (twice each: planning and adding). */
  literals: number;
}

export function loadedSolver(numVars: number, lists: readonly (readonly ArrayLike<Lit>[])[], options: Partial<CdclOptions> = {}): LoadedSolver {
  const solver = new CdclSolver(numVars, options);
  const planner = new WatchPlanner(numVars);
  let literals = 0;
  for (const list of lists) {
    for (const clause of list) {
      planner.addClause(clause);
      literals += clause.length;
    }
  }
  solver.reserveWatches(planner.counts);
  let consistent = true;
  for (const list of lists) {
    for (const clause of list) {
      if (!solver.addClause(clause)) {
        consistent = false;
        break;
      }
    }
    if (!consistent) break;
  }
  return { solver, consistent, literals: 2 * literals };
}
