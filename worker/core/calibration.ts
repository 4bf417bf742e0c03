/**
 * How far one CPU millisecond goes on the reference machine (2-core KVM Xeon, Node 20, code bundled and warm as
 * a Worker isolate runs it), measured by `npm run bench -- calibrate` (figures and date in test/bench/RESULTS.md).
 * A budget in milliseconds becomes work units through this table, per engine, so that asking for 2 s gives about
 * 2 s of search. This file is the one owner of those figures: the API, the CLI and the benches all read them here.
 */

/** Engines with a calibrated rate; the Sudoku search runs on the CDCL engine and uses its rate. */
export type CalibratedEngine = "cdcl" | "dpll-opt" | "dpll";

/** Work units (see budget.ts) per CPU millisecond, by engine (median over the calibration formulas). */
export const WORK_UNITS_PER_MS_BY_ENGINE: Readonly<Record<CalibratedEngine, number>> = {
  cdcl: 40_000,
  "dpll-opt": 150_000,
  dpll: 70_000,
};

/**
 * Work units charged per literal read while encoding a variant puzzle and loading a solver with it (the hint
 * builds two beside its uniqueness proof): measured on the 16×16 Sudoku X hint, where three builds cost about as
 * much CPU as ten times their literals in search units.
 */
export const BUILD_UNITS_PER_LITERAL = 10;

/** DIMACS bytes the parser reads per CPU millisecond (a 4 MB formula). */
export const PARSE_BYTES_PER_MS = 17_000;

/**
 * The divisor of a request's granted units for the variant generator. With rules, its budget counts only its solvers'
 * own work (the count the versioned daily killer recipes were made with) while building a solver per uniqueness
 * question costs CPU too: a puzzle with rules (a killer's cage sums are large encodings) measured 5,000–15,000
 * counted units per CPU ms against the 40,000 a budget assumes. A classic grid with rectangular boxes pays its
 * builds inside its budget at their measured price, and measured 41,000–90,000 counted units per CPU ms (8×8 to
 * 15×15, bundled, every level): its units are the budget's own.
 */
export const VARIANT_GENERATION_DIVISOR = { withRules: 5, boxesOnly: 1 } as const;
