/**
 * Public surface of the SAT core: parse, solve (every SAT answer checked by an independent model checker; with
 * `proof`, every CDCL UNSAT answer's proof checked by an independent RUP checker), count models, extract an UNSAT
 * core, and format answers. Other modules import from here, not from the engines.
 */
import { exhausted, remainingBudget, type Budget } from "../budget";
import { verifyModel } from "./check-model";
import { checkProof } from "./check-proof";
import { CdclSolver, solveCdcl } from "./cdcl";
import { solveDpll } from "./dpll";
import { solveDpllOptimized } from "./dpll-optimized";
import { addStats, emptyStats, mkLit, type Cnf, type Engine, type Model, type SolveResult, type SolveStats } from "./types";

export { parseDimacs, DEFAULT_DIMACS_LIMITS, type DimacsError, type DimacsLimits, type DimacsWarning, type ParsedCnf } from "./dimacs";
export { formatClauseListing, formatDimacs } from "./dimacs-format";
export { verifyModel, type ModelCheck } from "./check-model";
export { checkProof } from "./check-proof";
export { PROOF_ADD, PROOF_DELETE, proofSteps, type ProofCheck } from "./proof";
export { describeProofCheck, formatCompetition, formatDrat, formatRes, formatValueLines, modelToDimacs, resultToJson, EXIT_CODE, type SolveJson } from "./output";
export { addStats, emptyStats, mkLit, toDimacs } from "./types";
export type { Cnf, Engine, Lit, Model, SolveResult, SolveStats, SatStatus, Var } from "./types";
export { CdclSolver, type CdclOptions, type CdclTunables } from "./cdcl";

export interface SolveOptions {
  /** Engine to run; CDCL unless asked otherwise. */
  engine?: Engine;
  budget?: Budget;
  /** Seed for the CDCL engine's random choices (reproducible runs). */
  seed?: number;
  /** CDCL: start from random phases instead of all-false (the Sudoku generator's randomisation). */
  randomInitialPhase?: boolean;
  /**
   * CDCL: record a clausal proof and, on UNSAT, check it with the independent checker within what is left of the
   * budget (result.proof, result.proofCheck). A proof the checker refutes is an engine bug and throws.
   */
  proof?: boolean;
}

/** True when the formula contains an empty clause (then it is UNSAT without search). */
function hasEmptyClause(cnf: Cnf): boolean {
  for (const clause of cnf.clauses) if (clause.length === 0) return true;
  return false;
}

/**
 * Decides `cnf`. A SAT answer is checked with verifyModel before it is returned; a model that fails the check is
 * an engine bug and throws.
 * @example solve(parsed, { engine: "cdcl", budget: budgetFromMs(500) }).status // "SAT" | "UNSAT" | "UNKNOWN"
 */
export function solve(cnf: Cnf, options: SolveOptions = {}): SolveResult {
  const engine = options.engine ?? "cdcl";
  if (options.proof && engine !== "cdcl") throw new RangeError("proofs come from the cdcl engine");
  if (hasEmptyClause(cnf)) {
    // The formula holds the empty clause itself: the one-step proof derives it again.
    if (!options.proof) return { status: "UNSAT", stats: emptyStats() };
    return { status: "UNSAT", stats: emptyStats(), proof: Int32Array.of(0, 0), proofCheck: { verdict: "verified", steps: 1, work: 0 } };
  }
  const result =
    engine === "dpll"
      ? solveDpll(cnf, { budget: options.budget })
      : engine === "dpll-opt"
      ? solveDpllOptimized(cnf, { budget: options.budget })
      : solveCdcl(cnf, { budget: options.budget, seed: options.seed, randomInitialPhase: options.randomInitialPhase, proof: options.proof });
  if (result.status === "UNSAT" && result.proof) {
    const check = checkProof(cnf, result.proof, options.budget ? remainingBudget(options.budget, result.stats) : {});
    if (check.verdict === "refuted") throw new Error(`bug: the cdcl engine's proof fails the check: ${check.message}`);
    result.proofCheck = check;
  }
  if (result.status === "SAT") {
    const check = verifyModel(cnf, result.model);
    if (!check.ok) throw new Error(`bug: the ${engine} engine returned a model that fails the check: ${check.message}`);
  }
  return result;
}

/**
 * Tracks the solver's statistics across several incremental solve() calls, whether the engine reports them per
 * call or cumulatively (a cumulative counter never shrinks, so the difference is the per-call share).
 */
function statsMeter(): (reported: SolveStats, total: SolveStats) => void {
  let last: SolveStats | null = null;
  return (reported, total) => {
    const cumulative = last !== null && reported.propagations >= last.propagations && reported.work >= last.work && reported.decisions >= last.decisions;
    const part = cumulative && last ? diff(reported, last) : reported;
    last = { ...reported };
    addStats(total, part);
  };
}

function diff(a: SolveStats, b: SolveStats): SolveStats {
  return {
    decisions: a.decisions - b.decisions, propagations: a.propagations - b.propagations, conflicts: a.conflicts - b.conflicts,
    learnt: a.learnt - b.learnt, restarts: a.restarts - b.restarts, work: a.work - b.work,
  };
}

export interface ModelCount {
  /** Models found (each verified, pairwise different). */
  count: number;
  /** "exact": all models enumerated; "at-least": stopped at the limit; "unknown": the budget ran out first. */
  kind: "exact" | "at-least" | "unknown";
  models: Model[];
  stats: SolveStats;
}

/**
 * Counts models up to `limit` by solving, blocking each model found (a clause over all variables), and solving
 * again. Distinct models differ on some variable, so every blocking clause removes exactly one model.
 */
export function countModels(cnf: Cnf, limit: number, budget: Budget = {}, seed?: number): ModelCount {
  const stats = emptyStats();
  const models: Model[] = [];
  if (hasEmptyClause(cnf) || limit <= 0) return { count: 0, kind: hasEmptyClause(cnf) ? "exact" : "at-least", models, stats };
  const solver = new CdclSolver(cnf.numVars, seed === undefined ? {} : { seed });
  for (const clause of cnf.clauses) {
    if (!solver.addClause(Array.from(clause))) return { count: 0, kind: "exact", models, stats };
  }
  const meter = statsMeter();
  while (models.length < limit) {
    if (exhausted(budget, stats.work, stats.conflicts, stats.decisions)) return { count: models.length, kind: "unknown", models, stats };
    const result = solver.solve({ budget: remainingBudget(budget, stats) });
    meter(result.stats, stats);
    if (result.status === "UNKNOWN") return { count: models.length, kind: "unknown", models, stats };
    if (result.status === "UNSAT") return { count: models.length, kind: "exact", models, stats };
    const model = result.model.slice(0, cnf.numVars);
    const check = verifyModel(cnf, model);
    if (!check.ok) throw new Error(`bug: countModels got a model that fails the check: ${check.message}`);
    models.push(model);
    const blocking: number[] = [];
    for (let v = 0; v < cnf.numVars; v++) blocking.push(mkLit(v, model[v] === 1));
    if (!solver.addClause(blocking)) return { count: models.length, kind: "exact", models, stats };
  }
  return { count: models.length, kind: "at-least", models, stats };
}

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

/**
 * A small UNSAT core. Each clause i gets a selector variable s_i and is added as (C_i ∨ ¬s_i); solving under the
 * assumptions s_i = true and reading the failed assumptions gives a core. The core is then shrunk by deletion:
 * drop a clause, and if the rest is still UNSAT keep it dropped (taking the solver's smaller failed set), while
 * the budget lasts.
 */
export function unsatCore(cnf: Cnf, budget: Budget = {}): CoreResult {
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
    solver.addClause([...Array.from(cnf.clauses[i]), selector(i) ^ 1]);
  }
  const meter = statsMeter();
  const clausesOf = (failed: readonly number[] | undefined, fallback: number[]): number[] => {
    if (!failed) return fallback;
    const picked = new Set<number>();
    for (const lit of failed) {
      const i = (lit >> 1) - n;
      if (i >= 0 && i < cnf.clauses.length) picked.add(i);
    }
    return [...picked].sort((a, b) => a - b);
  };
  const run = (indices: number[]): SolveResult => {
    const result = solver.solve({ assumptions: indices.map(selector), budget: remainingBudget(budget, stats) });
    meter(result.stats, stats);
    return result;
  };

  const all = cnf.clauses.map((_, i) => i);
  const first = run(all);
  if (first.status !== "UNSAT") return { status: first.status, stats };
  let core = clausesOf(first.failedAssumptions, all);

  // Deletion-based shrinking: try each clause once, in order.
  let minimal = true;
  for (let k = 0; k < core.length; ) {
    if (exhausted(budget, stats.work, stats.conflicts, stats.decisions)) {
      minimal = false;
      break;
    }
    const without = core.filter((_, j) => j !== k);
    const result = run(without);
    if (result.status === "UNSAT") {
      core = clausesOf(result.failedAssumptions, without).filter((i) => without.includes(i));
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
