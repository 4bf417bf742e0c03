/**
 * A CDCL solver built from clauses known in advance: the watch lists are planned from all of them first
 * (watch-plan.ts), then the clauses are added. Callers that build a solver per question (the variant engines
 * build several per request) pay for the build in memory and time; `literals` lets them charge it to a budget.
 * `solveCdcl` decides a whole formula this way with a fresh solver.
 */
import { remainingBudget, type Budget } from "../budget";
import { CdclSolver, type CdclOptions, type CdclTunables } from "./cdcl";
import { emptyStats, type Cnf, type Lit, type PreprocessingReport, type Progress, type SolveResult } from "./types";
import { eachClause, type ClauseList } from "./flat-clauses";
import { extendModel, simplifyFormula, type SimplifiedFormula } from "./simplify";
import { WatchPlanner } from "./watch-plan";

export interface LoadedSolver {
  solver: CdclSolver;
  /** False when the clauses are contradictory by unit propagation alone (every later solve answers UNSAT). */
  consistent: boolean;
  /** Literals read while loading (twice each: planning and adding). */
  literals: number;
}

/** `plan: false` skips the watch plan (small formulas, whose lists fit their first allocation anyway). */
export function loadedSolver(
  numVars: number,
  lists: readonly ClauseList[],
  options: Partial<CdclOptions> = {},
  plan = true,
): LoadedSolver {
  const solver = new CdclSolver(numVars, options);
  let literals = 0;
  if (plan) {
    const planner = new WatchPlanner(numVars);
    for (const list of lists) {
      eachClause(list, (clause) => {
        planner.addClause(clause);
        literals += clause.length;
      });
    }
    solver.reserveWatches(planner.counts);
  } else {
    for (const list of lists) eachClause(list, (clause) => void (literals += clause.length));
  }
  let consistent = true;
  for (const list of lists) {
    eachClause(list, (clause) => (consistent = solver.addClause(clause)));
    if (!consistent) break;
  }
  return { solver, consistent, literals: 2 * literals };
}

/** Formulas with at least this many clauses get their watch lists laid out before the clauses are added. */
const PLAN_WATCHES_FROM = 10_000;

/** What one whole-formula CDCL run takes (solve() passes them on; the DPLL engines read budget and progress). */
export interface CdclRunOptions {
  budget?: Budget;
  /** Called every `progress.every` work units of the search with its counters so far (not during the proof check). */
  progress?: Progress;
  /** Seed for the CDCL engine's random choices (reproducible runs). */
  seed?: number;
  /** CDCL: start from random phases instead of all-false (the Sudoku generator's randomisation). */
  randomInitialPhase?: boolean;
  /** CDCL: settings on top of the engine's defaults (a caller that knows the formula's family, e.g. a 25x25 Sudoku). */
  tunables?: Partial<CdclTunables>;
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
  /**
   * CDCL: subsumption, strengthening and bounded variable elimination before the search (simplify.ts). Off by
   * default: it decides hard industrial formulas sooner (bmc), but on formulas the search settles in a few million
   * units its own pass costs more than the search (test/bench/RESULTS.md, 2026-11-27).
   */
  preprocess?: boolean;
}

/**
 * Work the preprocessing may spend: about what a full pass costs on industrial formulas (40–55 units per literal
 * on the bmc family), and at most a fifth of a budget, so that a formula it cannot shrink loses little.
 */
function preprocessWork(literals: number, budget: Budget | undefined): number {
  const passes = 60 * literals + 100_000;
  return budget?.work === undefined ? passes : Math.min(passes, Math.floor(budget.work / 5));
}

/**
 * Decides a formula with a fresh CdclSolver, after preprocessing (simplify.ts) when `preprocess` is set: a model is
 * then extended to the eliminated variables, and a proof starts with the preprocessing's steps.
 * @example solveCdcl({ numVars: 2, clauses: [Int32Array.of(0, 2), Int32Array.of(1)] }).status // "SAT"
 */
export function solveCdcl(cnf: Cnf, opts: CdclRunOptions = {}): SolveResult {
  let literals = 0;
  for (const clause of cnf.clauses) literals += clause.length;
  const proofLimit = opts.proofLimit ?? Infinity;
  const overflow = opts.proofOverflow ?? "stop";
  let proof = opts.proof ?? false;
  let pre = opts.preprocess === true ? simplifyFormula(cnf.numVars, cnf.clauses, { maxWork: preprocessWork(literals, opts.budget), proof }) : undefined;
  const report = pre && reportOf(cnf.clauses.length, pre);
  const reported = (result: SolveResult): SolveResult => (report ? { ...result, preprocessing: report } : result);
  // Its work is counted whatever becomes of the preprocessing below.
  const spent = { work: pre?.work ?? 0, conflicts: 0, decisions: 0 };
  let dropped = false;
  // The preprocessing's own proof must leave room for the search's: past half the limit, a proof that may be dropped
  // is dropped, and one that must be kept leaves the formula as it was.
  if (pre?.proof && pre.proof.length > proofLimit / 2) {
    if (overflow === "drop") {
      pre = { ...pre, proof: null };
      proof = false;
      dropped = true;
    } else {
      pre = undefined;
      if (report) Object.assign(report, { applied: false, clausesAfter: cnf.clauses.length });
    }
  }
  if (pre?.unsat) {
    const stats = { ...emptyStats(), work: spent.work };
    if (pre.proof) return reported({ status: "UNSAT", stats, proof: pre.proof });
    return reported(dropped ? { status: "UNSAT", stats, proofDropped: true } : { status: "UNSAT", stats });
  }
  const clauses = pre?.clauses ?? cnf.clauses;
  const clauseCount = pre ? pre.clauses.count : cnf.clauses.length;
  const { solver } = loadedSolver(
    cnf.numVars,
    [clauses],
    {
      ...opts.tunables,
      seed: opts.seed ?? 0,
      randomInitialPhase: opts.randomInitialPhase ?? false,
      proof,
      proofLimit: proofLimit - (pre?.proof?.length ?? 0),
      proofOverflow: overflow,
    },
    clauseCount >= PLAN_WATCHES_FROM,
  );
  const budget = opts.budget && remainingBudget(opts.budget, spent);
  const progress = opts.progress && spent.work > 0 ? withOffset(opts.progress, spent.work) : opts.progress;
  // A formula found contradictory while loading answers UNSAT at once (and ends its proof).
  const result = solver.solve({ budget, progress });
  result.stats.work += spent.work;
  if (result.status === "SAT") {
    if (pre) extendModel(result.model, pre.eliminated);
    return reported(result);
  }
  if (result.status !== "UNSAT") return reported(result);
  const trace = solver.proofTrace();
  if (trace !== null) return reported({ ...result, proof: pre?.proof ? concat(pre.proof, trace) : trace });
  return reported(solver.proofDropped || dropped ? { ...result, proofDropped: true } : result);
}

/** What a caller is told of the pass: the clause counts around it, what it removed, its work. */
function reportOf(clausesBefore: number, pre: SimplifiedFormula): PreprocessingReport {
  return {
    clausesBefore,
    clausesAfter: pre.unsat ? 0 : pre.clauses.count,
    eliminatedVars: pre.eliminatedVars,
    subsumed: pre.subsumed,
    strengthened: pre.strengthened,
    work: pre.work,
    applied: true,
  };
}

/** The search's progress reports with the preprocessing's work added, so the counters never step back. */
function withOffset(progress: Progress, work: number): Progress {
  return { every: progress.every, report: (stats, phase) => progress.report({ ...stats, work: stats.work + work }, phase) };
}

function concat(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
