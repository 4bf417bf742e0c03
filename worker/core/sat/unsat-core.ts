/**
 * A small UNSAT core. Each clause i gets a selector variable s_i and is added as (C_i ∨ ¬s_i); solving under the
 * assumptions s_i = true and reading the failed assumptions gives a core. The core is then shrunk by deletion:
 * drop a clause, and if the rest is still UNSAT keep it dropped (taking the solver's smaller failed set), while
 * the budget lasts. Every solver call's statistics are summed as reported (the solver counts per call), and the
 * bookkeeping around the calls (loading the clauses, building each candidate set) is charged as work too.
 */
import { exhausted, remainingBudget, type Budget } from "../budget";
import { CdclSolver } from "./cdcl";
import { addStats, emptyStats, mkLit, type Cnf, type SolveResult, type SolveStats } from "./types";

export type CoreResult =
  | {
      status: "UNSAT";
      /** 0-based indices into cnf.clauses of a subset that is unsatisfiable on its own. */
      clauses: number[];
      /** Original 1-based clause numbers of that subset. */
      origins: number[];
      /** 1-based source lines (0 when unknown). */
      lines: number[];
      /** True when removing any one core clause was shown to make it satisfiable (within the budget). */
      minimal: boolean;
      stats: SolveStats;
    }
  | { status: "SAT" | "UNKNOWN"; stats: SolveStats };

export interface CoreOptions {
  /** Called with each solver call's own statistics, in order (for accounting checks). */
  onSolve?: (stats: SolveStats) => void;
}

export function unsatCore(cnf: Cnf, budget: Budget = {}, options: CoreOptions = {}): CoreResult {
  const stats = emptyStats();
  const describe = (indices: number[], minimal: boolean): CoreResult => ({
    status: "UNSAT",
    clauses: indices,
    origins: indices.map((i) => (cnf.origin ? cnf.origin[i] : i + 1)),
    lines: indices.map((i) => (cnf.lines ? cnf.lines[i] : 0)),
    minimal,
    stats,
  });
  for (let i = 0; i < cnf.clauses.length; i++) if (cnf.clauses[i].length === 0) return describe([i], true);

  const n = cnf.numVars;
  const solver = new CdclSolver(n + cnf.clauses.length);
  const selector = (i: number): number => mkLit(n + i);
  for (let i = 0; i < cnf.clauses.length; i++) {
    const clause = cnf.clauses[i];
    stats.work += clause.length + 1;
    solver.addClause([...Array.from(clause), selector(i) ^ 1]);
  }
  /** Clause indices of a failed-assumption set, restricted to `allowed` (sorted); `fallback` when there is none. */
  const clausesOf = (failed: readonly number[] | undefined, allowed: number[]): number[] => {
    if (!failed) return allowed;
    const inAllowed = new Set(allowed);
    const picked = new Set<number>();
    for (const lit of failed) {
      const i = (lit >> 1) - n;
      if (inAllowed.has(i)) picked.add(i);
    }
    stats.work += allowed.length + failed.length;
    return [...picked].sort((a, b) => a - b);
  };
  const run = (indices: number[]): SolveResult => {
    // Building the assumptions and the solver's walk over them cost one unit per clause.
    stats.work += indices.length;
    const result = solver.solve({ assumptions: indices.map(selector), budget: remainingBudget(budget, stats) });
    options.onSolve?.(result.stats);
    addStats(stats, result.stats);
    return result;
  };

  const all = cnf.clauses.map((_, i) => i);
  if (exhausted(budget, stats.work, stats.conflicts, stats.decisions)) return { status: "UNKNOWN", stats };
  const first = run(all);
  if (first.status !== "UNSAT") return { status: first.status, stats };
  let core = clausesOf(first.failedAssumptions, all);
  if (core.length === 0) core = all;

  // Deletion-based shrinking: try each clause once, in order.
  let minimal = true;
  for (let k = 0; k < core.length; ) {
    if (exhausted(budget, stats.work, stats.conflicts, stats.decisions)) {
      minimal = false;
      break;
    }
    stats.work += core.length;
    const without = core.filter((_, j) => j !== k);
    const result = run(without);
    if (result.status === "UNSAT") {
      core = clausesOf(result.failedAssumptions, without);
      if (core.length === 0) core = without;
      // The clause at position k is gone; the next candidate now sits at k (or earlier, if the failed set shrank).
      k = Math.min(k, core.length);
    } else if (result.status === "SAT") {
      k++;
    } else {
      minimal = false;
      break;
    }
  }
  return describe(core, minimal);
}
