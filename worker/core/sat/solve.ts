/**
 * solve(): one formula, one engine, one budget. Every SAT answer is checked by the independent model checker;
 * with `proof`, every CDCL UNSAT answer's proof is checked by the independent RUP checker within what is left of
 * the budget.
 */
import { remainingBudget, type Budget } from "../budget";
import { verifyModel } from "./check-model";
import { checkProof } from "./check-proof";
import { solveCdcl } from "./load";
import { solveDpll } from "./dpll";
import { solveDpllOptimized } from "./dpll-optimized";
import { emptyStats, type Cnf, type Engine, type SolveResult } from "./types";

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
  /** With `proof`: the most ints the proof may hold before the search stops with UNKNOWN "proof-limit". */
  proofLimit?: number;
  /**
   * With `proof`: "drop" lets the search go on without a proof past `proofLimit` (the UNSAT answer then has
   * `proofDropped` and no check) instead of stopping it; default "stop".
   */
  proofOverflow?: "stop" | "drop";
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
      : solveCdcl(cnf, { budget: options.budget, seed: options.seed, randomInitialPhase: options.randomInitialPhase, proof: options.proof, proofLimit: options.proofLimit, proofOverflow: options.proofOverflow });
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
