/**
 * solve(): one formula, one engine, one budget. Every SAT answer is checked by the independent model checker;
 * with `proof`, every CDCL UNSAT answer's proof is checked by the independent RUP checker within what is left of
 * the budget.
 */
import { remainingBudget } from "../budget";
import { verifyModel } from "./check-model";
import { checkProof } from "./check-proof";
import { solveCdcl, type CdclRunOptions } from "./load";
import { solveDpll } from "./dpll";
import { solveDpllOptimized } from "./dpll-optimized";
import { emptyStats, type Cnf, type Engine, type SolveResult } from "./types";

export interface SolveOptions extends CdclRunOptions {
  /** Engine to run; CDCL unless asked otherwise. */
  engine?: Engine;
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
      ? solveDpll(cnf, { budget: options.budget, progress: options.progress })
      : engine === "dpll-opt"
      ? solveDpllOptimized(cnf, { budget: options.budget, progress: options.progress })
      : solveCdcl(cnf, options);
  if (result.status === "UNSAT" && result.proof) {
    const progress = options.progress;
    // The check reports as the search did, its work added to the search's, so a long certificate keeps showing life.
    const checking = progress && { every: progress.every, report: (work: number) => progress.report({ ...result.stats, work: result.stats.work + work }, "check") };
    const check = checkProof(cnf, result.proof, options.budget ? remainingBudget(options.budget, result.stats) : {}, checking);
    if (check.verdict === "refuted") throw new Error(`bug: the cdcl engine's proof fails the check: ${check.message}`);
    result.proofCheck = check;
  }
  if (result.status === "SAT") {
    const check = verifyModel(cnf, result.model);
    if (!check.ok) throw new Error(`bug: the ${engine} engine returned a model that fails the check: ${check.message}`);
  }
  return result;
}
