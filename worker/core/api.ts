/**
 * JSON shapes of the HTTP API, shared by the Worker (which produces them) and the site (which consumes them).
 * Types only: nothing here runs, so both sides can import it without pulling in an engine.
 *
 * Conventions: cells are named r3c7 (1-based), grids travel as one line of characters ('.' for empty, 1-9 then
 * A-P above 9), SAT literals travel in DIMACS form (±k), dates are "YYYY-MM-DD" (UTC).
 */

import type { Difficulty } from "./sudoku/difficulty";
import type { Symmetry } from "./sudoku/symmetry";

// The Sudoku domain owns its vocabulary; the API only re-exports it.
export { DIFFICULTIES, type Difficulty } from "./sudoku/difficulty";
export { SYMMETRIES, type Symmetry } from "./sudoku/symmetry";

// Shapes every route shares (statistics, the budget's advice, problem details) live in api-common.ts.
export * from "./api-common";
import type { HintDetail, SearchStats, UnknownAdvice } from "./api-common";

// ── Sudoku ──────────────────────────────────────────────────────────────────────────────────────────────────

export type SudokuStatus = "unique" | "multiple" | "none" | "unknown";

/** The grader's verdict (worker/core/sudoku/grade.ts): a named level and scores. */
export interface GradeJson {
  level: Difficulty;
  /** Sum of step scores (HoDoKu-style). */
  score: number;
  /** Sudoku Explainer-style rating of the hardest step (1.0 … 10; 7.0 and above: forcing chains or search). */
  rating: number;
  /** Hardest technique needed ("solver" when logic alone did not finish, "none" for a full grid). */
  hardest: string;
  /** How often each technique was used. */
  counts: Record<string, number>;
  /** True when the techniques alone filled the grid. */
  solvedByLogic: boolean;
  /** SAT search effort (decisions + conflicts) when search was needed. */
  searchEffort?: number;
}

/** One step of a logical solution log. */
export interface StepJson {
  technique: string;
  /** One sentence for people: "Hidden single: in box 5, only r5c4 can be 7." */
  text: string;
  placements: { cell: string; value: number }[];
  eliminations: { cell: string; values: number[] }[];
  houses: string[];
  cells: string[];
}

export interface SolveResponse {
  status: SudokuStatus;
  /** Side length N (4, 9, 16 or 25). */
  size: number;
  puzzle: string;
  /** The unique solution, or the first one found when there are several. */
  solution?: string;
  /** When status is "multiple": a second, different solution (proof of non-uniqueness). */
  otherSolution?: string;
  /** With count=k: every solution found, up to k, and how many; `complete` when that is all of them. */
  solutions?: string[];
  count?: { solutions: number; complete: boolean; limit: number };
  stats: SearchStats;
  /** With steps=true: the logical solution log. */
  steps?: StepJson[];
  grade?: GradeJson;
  /** With certificate=true on a unique puzzle (up to 16×16): the CNF and DRAT proof that no other solution exists. */
  certificate?: CertificateResponse;
  /** With minimality=true on a unique classic puzzle up to 16×16 (rectangular boxes included): is every given needed? */
  minimality?: MinimalityResponse;
  unknown?: UnknownAdvice;
  /** Variant puzzles (sent as f-puzzles JSON): the rule kinds the puzzle uses, e.g. ["killer", "thermo"]. */
  rules?: string[];
  /** Variant puzzles with status "multiple": the cells where `solution` and `otherSolution` differ. */
  differingCells?: string[];
  /** Variant puzzles with status "none": rule instances and givens that already contradict each other (or the houses alone, HOUSES_LABEL). */
  conflict?: VariantConflict;
  /** Why no conflict could be named (the budget ran out in that search). */
  conflictUnknown?: string;
}

export interface VariantConflict {
  /** Each member in words: "given r1c2=4", "killer cage 3 at r1c1, r1c2". */
  members: string[];
  /** True when removing any one member was shown to leave a solvable puzzle. */
  minimal: boolean;
}

export interface MinimalityResponse {
  /** True: every given is needed. False: `redundant` names givens that are not. Null: undecided (see `error`, or the budget ran out). */
  minimal: boolean | null;
  /** Givens (cell names) each of which could be left out alone, the puzzle staying unique; two of them together may not. */
  redundant: string[];
  /** Givens settled within the budget, and all of them. */
  checked: number;
  givens: number;
  /** Why nothing was checked (grid too large, rectangular boxes). */
  error?: string;
}

export interface CertificateResponse {
  /** DIMACS: rules, givens and a clause excluding the solution. Empty when `error` is set. */
  cnf: string;
  /** DRAT refutation of `cnf` (drat-trim reads it). */
  proof: string;
  steps: number;
  /** "verified" by the built-in RUP checker, or "unknown" when its budget ran out. */
  check: "verified" | "unknown";
  /** Why no certificate could be made (grid too large, budget spent). */
  error?: string;
}

/** GET /api/practice: a board where the chosen technique is the easiest step (status "found"), or none within the budget. */
export interface PracticeResponse {
  status: "found" | "unknown";
  technique: string;
  /** The technique's name in words: "X-Wing". */
  name: string;
  /** The technique's level (the tier of the hints' table it belongs to). */
  level: Difficulty;
  seed: string;
  /** Puzzles generated to find the position. */
  attempts: number;
  /** Work units spent, in the budget's units. */
  work: number;
  /** The puzzle's givens (found only). */
  puzzle?: string;
  /** The board in candidate notation: a digit placed, `{…}` an empty cell's candidates, rows apart by spaces (found only). */
  position?: string;
  /** The step the technique takes there, in words (found only): the exercise's answer. */
  answer?: string;
  /** Only when unknown: what to try next. */
  note?: string;
}

export interface GenerateResponse {
  puzzle: string;
  size: number;
  difficulty: Difficulty;
  symmetry: Symmetry;
  /** The seed that reproduces this puzzle with the same size, difficulty and symmetry. */
  seed: string;
  clues: number;
  grade: GradeJson;
  /**
   * Work units the whole generation spent, in the budget's units: for a classic puzzle the full grid, every dig and
   * every grading; for a variant every search and every solver build at its measured cost (not just the final solve
   * that `grade` rates).
   */
  work: number;
  /**
   * Only when the puzzle's level is not the difficulty asked for (a level its size does not offer, or one that no
   * attempt within the budget reached): the level asked, and a sentence saying why and how to get it.
   */
  asked?: Difficulty;
  note?: string;
  /** Only with solution=true. */
  solution?: string;
  /** With variant=…: which variant, the puzzle as f-puzzles JSON and as an f-puzzles link. */
  variant?: VariantKind;
  fpuzzles?: Record<string, unknown>;
  link?: string;
}

/** Variant puzzles the generator makes. */
export const VARIANT_KINDS = ["killer", "jigsaw", "x", "sandwich", "little-killer", "thermo", "arrow", "whispers", "renban", "entropic", "region-sum"] as const;
export type VariantKind = (typeof VARIANT_KINDS)[number];

/** Two or more equal values in one house. */
export interface RuleConflict {
  cell: string;
  value: number;
  /** The other cells in the same house with the same value. */
  with: string[];
  house: string;
}

export interface GridVerifyResponse {
  mode: "grid";
  size: number;
  /** Every cell filled. */
  complete: boolean;
  /** Complete, no conflicts, and equal to the unique solution. */
  correct: boolean;
  conflicts: RuleConflict[];
  /** Entries (not givens) that differ from the unique solution; the expected value only with reveal=true. */
  wrong: { cell: string; value: number; expected?: number }[];
  /** Whether the givens have exactly one solution. */
  solutionStatus: SudokuStatus;
  stats?: SearchStats;
  /** With explain=true: why the entries (or the one named by `cell`) cannot all be right. */
  explanation?: WrongExplanationResponse;
}

/** A contradiction chain: premises (entries), forced steps, and the break they lead to; cells by name. */
export interface WrongExplanationResponse {
  status: "consistent" | "contradiction" | "unknown";
  premises: string[];
  steps: { cell: string; value: number; because: string[]; text: string }[];
  contradiction?: { kind: "empty-cell" | "missing-digit" | "clash"; cells: string[]; house?: string; because: string[]; text: string };
  text: string;
}

export interface CnfVerifyResponse {
  mode: "cnf";
  satisfied: boolean;
  /** The first clause the model falsifies: its 1-based number, source line and literals. */
  falsified?: { clause: number; line: number; literals: number[] };
  /** Variables the model leaves unassigned (when the model is partial). */
  unassigned?: number[];
}

export type VerifyResponse = GridVerifyResponse | CnfVerifyResponse;

export interface HintResponse {
  /**
   * "wrong-entry": an entry contradicts the solution (fix that first); "step": the next logical step;
   * "search": no known technique applies, the solver supplies a placement; "solved": nothing left to do;
   * "invalid": the givens have no or several solutions, so no honest hint exists; "unknown": the work budget ran
   * out before the solution was known (see `unknown`).
   */
  kind: "wrong-entry" | "step" | "search" | "solved" | "invalid" | "unknown";
  detail: HintDetail;
  /** One sentence at the requested detail level. */
  text: string;
  technique?: string;
  /** Area the step looks at (houses), present at every detail level. */
  houses?: string[];
  /** Cells to highlight (from detail "cells" on). */
  cells?: string[];
  /** What the step does (detail "full" only, or the wrong entry's cell). */
  placements?: { cell: string; value: number }[];
  eliminations?: { cell: string; values: number[] }[];
  /** Variant hints: cells of the cited rules and filled cells, to highlight beside `cells`. */
  area?: string[];
  /** Variant hints: the cited rule instances in words ("the killer cage at r4c4 (sum 13)"). */
  rules?: string[];
  /** Variant hints on a wrong entry: the sentence alone that says why the explained entry cannot be right. */
  reason?: string;
  unknown?: UnknownAdvice;
}

// ── Daily puzzles ───────────────────────────────────────────────────────────────────────────────────────────

export interface DailyResponse {
  date: string;
  difficulty: Difficulty;
  size: number;
  puzzle: string;
  grade: GradeJson;
  seed: string;
  /** The version of the daily recipe that made it (0: stored before recipes were versioned). */
  recipe: number;
  /** Where it came from: the KV store, or regenerated from the date's seed (same puzzle either way). */
  source: "store" | "generated";
}

export interface DailyArchiveResponse {
  from: string;
  to: string;
  difficulty: Difficulty;
  days: DailyResponse[];
}

/** GET /api/daily/:date/16: the day's 16x16, shaped as a classic day, kept write-once beside the classic days. */
export type Daily16Response = DailyResponse;

/** GET /api/daily/:date/killer: the day's killer (cages alone), kept write-once beside the classic days. */
export interface DailyKillerResponse {
  date: string;
  variant: "killer";
  size: number;
  /** Search-effort level (the classic grader knows no cages). */
  level: Difficulty;
  seed: string;
  /** The version of the daily killer recipe that made it. */
  recipe: number;
  fpuzzles: Record<string, unknown>;
  /** The f-puzzles JSON compressed as in f-puzzles links: the site plays it at /v?load=<load>. */
  load: string;
  source: "store" | "generated";
}

// ── SAT ─────────────────────────────────────────────────────────────────────────────────────────────────────

// The SAT core owns its vocabulary; the API only re-exports it.
export type { SatStatus, Engine as SatEngine } from "./sat/index";
import type { PreprocessingReport, SatStatus, Engine as SatEngine } from "./sat/index";

/**
 * An UNKNOWN from the CDCL engine on at least this many clauses, without preprocess=true, suggests it: large
 * structured formulas (bounded model checking) are where it decides more within the same budget (test/bench/RESULTS.md).
 */
export const SUGGEST_PREPROCESS_FROM_CLAUSES = 10_000;

/**
 * Why an UNSAT answer was not checked: the engine records no proof (DPLL), a model count records none, the proof
 * outgrew what a request may hold, or the request's budget ran out during the check.
 */
export const UNCHECKED_REASONS = ["engine", "count", "proof-too-large", "budget"] as const;
export type UncheckedReason = (typeof UNCHECKED_REASONS)[number];

export interface SatResponse {
  status: SatStatus;
  engine: SatEngine;
  numVars: number;
  numClauses: number;
  /** When SAT: one DIMACS literal per variable, in variable order. */
  model?: number[];
  /**
   * When SAT: the model was checked against every clause by independent code. When UNSAT: true when the CDCL
   * engine's refutation was checked step by step by the independent RUP checker; false otherwise, with `unchecked`.
   */
  verified?: boolean;
  /** When UNSAT and not verified: why, in words (an engine without proofs, a count, a proof too large, the budget). */
  unchecked?: string;
  /** The same reason as a code, for clients that put it in their own words. */
  uncheckedReason?: UncheckedReason;
  stats: SearchStats;
  /** Parser warnings (clause-count mismatch, dropped tautologies, …). */
  warnings: string[];
  /** With count=k: models found (up to k) and whether that is all of them. */
  count?: { models: number; complete: boolean; limit: number };
  /** With core=true on UNSAT: a small unsatisfiable subset as clause numbers and source lines. */
  core?: { clause: number; line: number }[];
  /** With `core`: true when dropping any one of its clauses was shown to leave the rest satisfiable. */
  coreMinimal?: boolean;
  /** With core=true on UNSAT when the budget ran out before a core was found: that, in words. */
  coreUnknown?: string;
  /** With proof=true on UNSAT: the CDCL engine's refutation as DRAT text and the built-in checker's verdict. */
  proof?: SatProof;
  /** With preprocess=true: what the simplifier removed before the search. */
  preprocessing?: SatPreprocessing;
  unknown?: UnknownAdvice;
}

/** What preprocess=true did before the search (its work is part of stats.work): the engine's own report. */
export type SatPreprocessing = PreprocessingReport;

export interface SatProof {
  format: "drat";
  /** Proof steps (added and deleted clauses, ending with the empty clause). */
  steps: number;
  /** "verified": every step checked by the independent RUP checker; "unknown": the budget ran out first. */
  check: "verified" | "unknown";
  text: string;
}

// ── Misc ────────────────────────────────────────────────────────────────────────────────────────────────────

export interface HealthResponse {
  ok: true;
  service: string;
}
