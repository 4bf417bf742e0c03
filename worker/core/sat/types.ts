/**
 * Integers are the data model (MiniSat SolverTypes.h): Var is 0..n-1, Lit = 2*v + (negative ? 1 : 0).
 * The ±k form of DIMACS exists only in dimacs.ts and in the output formatters.
 */
export type Var = number;
export type Lit = number;
/** Offset of a clause in the clause arena. */
export type CRef = number;

export const mkLit = (v: Var, negative = false): Lit => (v << 1) | (negative ? 1 : 0);
export const negate = (l: Lit): Lit => l ^ 1;
export const varOf = (l: Lit): Var => l >> 1;
export const isNeg = (l: Lit): boolean => (l & 1) === 1;
/** DIMACS integer (±k, k ≥ 1) to literal. */
export const fromDimacs = (k: number): Lit => (k > 0 ? (k - 1) << 1 : (((-k) - 1) << 1) | 1);
/** Literal to DIMACS integer. */
export const toDimacs = (l: Lit): number => ((l & 1) === 1 ? -((l >> 1) + 1) : (l >> 1) + 1);

/** Truth values in Int8Array-backed assignments. */
export const TRUE = 1;
export const FALSE = -1;
export const UNDEF = 0;

/**
 * A formula in conjunctive normal form, after parsing and normalisation (duplicate literals merged,
 * tautologies dropped). `origin[i]` is the 1-based index of clause i in the source (for cores and listings);
 * `lines[i]` its 1-based starting line in the DIMACS text (0 when built in code).
 */
export interface Cnf {
  numVars: number;
  clauses: Int32Array[];
  origin?: Int32Array;
  lines?: Int32Array;
  /** Clause count the source declared (DIMACS header), when there was one. */
  declaredClauses?: number;
  /** Free-text comments (without the leading "c "), e.g. the Sudoku puzzle an encoding came from. */
  comments?: string[];
}

/** A total assignment: model[v] is TRUE (1) or FALSE (-1). */
export type Model = Int8Array;

export type SatStatus = "SAT" | "UNSAT" | "UNKNOWN";
/** "cdcl": the default, modern engine; "dpll-opt": DPLL with occurrence lists and Jeroslow–Wang branching; "dpll": the plain baseline. */
export const ENGINES = ["cdcl", "dpll-opt", "dpll"] as const;
export type Engine = (typeof ENGINES)[number];

export interface SolveStats {
  decisions: number;
  /**
   * Assigned literals whose consequences were worked out: cdcl and dpll-opt count as MiniSat does (literals still
   * queued when a conflict is found are not counted); dpll counts every assignment, decisions included.
   */
  propagations: number;
  conflicts: number;
  learnt: number;
  restarts: number;
  /** Work units spent (see budget.ts). */
  work: number;
}

/**
 * A caller's window on a long search: the engine calls `report` with its counters so far each time about `every`
 * more work units have been spent (checked where the budget is, so no clock is read; the caller may read one).
 */
export interface Progress {
  every: number;
  /** "check": the proof checker's replay after the search (stats.work then counts the search and the check so far). */
  report(stats: Readonly<SolveStats>, phase?: "search" | "check"): void;
}

/** Adds one run's counters to a running total (several solver calls reported as one). */
export function addStats(total: SolveStats, part: SolveStats): void {
  total.decisions += part.decisions;
  total.propagations += part.propagations;
  total.conflicts += part.conflicts;
  total.learnt += part.learnt;
  total.restarts += part.restarts;
  total.work += part.work;
}

export type { ProofCheck } from "./proof";
import type { ProofCheck } from "./proof";

/** What the preprocessing (simplify.ts) did before the search, on a solve that asked for it. */
export interface PreprocessingReport {
  /** Clauses the search was given before and after the pass. */
  clausesBefore: number;
  clausesAfter: number;
  /** Variables eliminated by resolution (their values are restored in a model before it is checked). */
  eliminatedVars: number;
  /** Clauses removed because a shorter clause implies them. */
  subsumed: number;
  /** Clauses shortened by self-subsuming resolution. */
  strengthened: number;
  /** Work units the pass spent (included in the answer's stats.work). */
  work: number;
  /**
   * False when the pass's result was set aside: its proof steps would have left the search no room under the proof
   * limit. The search then ran on the formula as given; the pass's work still counts.
   */
  applied: boolean;
}

export type SolveResult = (
  | { status: "SAT"; model: Model; stats: SolveStats }
  | {
      status: "UNSAT";
      stats: SolveStats;
      /** With assumptions: a subset of the assumptions that is already inconsistent with the formula. */
      failedAssumptions?: Lit[];
      /** When a proof was asked for: the clausal proof ([0 add | 1 delete, size, ...lits] per step). */
      proof?: Int32Array;
      /** The independent checker's verdict on `proof` (check-proof.ts). */
      proofCheck?: ProofCheck;
      /**
       * A proof was asked for with proofOverflow "drop" and outgrew its limit, so the search went on without it:
       * this answer has no proof to check.
       */
      proofDropped?: true;
    }
  | { status: "UNKNOWN"; reason: UnknownReason; stats: SolveStats }
) & {
  /** Present when preprocessing was asked for (CDCL only). */
  preprocessing?: PreprocessingReport;
};

/**
 * Why a search stopped without an answer: its work budget ran out, or (CDCL recording a proof) the proof reached
 * the size it was allowed, a memory bound set by whoever has to hold and send the proof.
 */
export type UnknownReason = "budget" | "proof-limit";

export function emptyStats(): SolveStats {
  return { decisions: 0, propagations: 0, conflicts: 0, learnt: 0, restarts: 0, work: 0 };
}
