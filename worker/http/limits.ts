/**
 * Every limit the API enforces, in one place: sizes (bytes, variables, clauses), counts, and the largest response
 * each route may build. Each limit is checked before the work it bounds starts, and the problem a client gets
 * names the limit (problem.limit, problem.unit). The figures are chosen so that one request's peak heap growth
 * stays under half a deployed isolate's 128 MB (`npm run bench -- heap`, figures in test/bench/RESULTS.md).
 */
import { WORK_UNITS_PER_MS_BY_ENGINE } from "../core/calibration";
import { minimumGenerateWork } from "../core/sudoku/generate";
import { minimumClassicWork } from "../core/sudoku/variants/generate";
import { BOXED_CLASSIC_SIDES, hasSquareBoxes } from "../core/sudoku/offered-levels";
import type { Difficulty } from "../core/sudoku/difficulty";

/**
 * Largest DIMACS upload (bytes); the parser gets the same figure, so both guards agree. A parsed formula and the
 * engine's copy of it cost 15-30 times its text in memory, most of it per clause and per variable, so the clause
 * and variable counts are bounded too: with all four at their limits one request stays under 64 MB of heap
 * growth (`npm run bench -- heap`). The largest Sudoku encoding sent here, 16×16 extended, is 1.7 MB, 4,096
 * variables and 123,904 clauses; the command line reads formulas up to 64 MiB.
 */
export const MAX_CNF_BYTES = 2 * 1024 * 1024;
export const MAX_CNF_VARS = 50_000;
export const MAX_CNF_CLAUSES = 150_000;
export const MAX_CNF_LITERALS = 1_000_000;
/** The parser's limits, as parseDimacs takes them. */
export const CNF_LIMITS = { maxBytes: MAX_CNF_BYTES, maxVars: MAX_CNF_VARS, maxClauses: MAX_CNF_CLAUSES, maxLiterals: MAX_CNF_LITERALS };

/** Largest JSON body for the Sudoku routes (a 25×25 grid with notes is well under this). */
export const MAX_JSON_BYTES = 64 * 1024;
/** Largest body of POST /api/verify: a CNF and its model inside JSON. */
export const MAX_VERIFY_BYTES = MAX_CNF_BYTES + MAX_JSON_BYTES;
/**
 * Most arrays and objects one JSON body may open. Parsed JSON costs far more heap than its text (4 MB of nested
 * arrays became 46-60 MB), so the count is checked on the bytes before anything is parsed; a CNF with a model of
 * literals is one array, however long.
 */
export const MAX_JSON_CONTAINERS = 10_000;
/** Largest puzzle text (a 25×25 grid written with separators). */
export const MAX_PUZZLE_CHARS = 4096;
/** Longest compressed f-puzzles string accepted in a request. */
export const MAX_FPUZZLES_CHARS = 48 * 1024;

/** Most models `/api/sat?count=k` enumerates. */
export const MAX_COUNT = 1000;

/** Most solutions /api/solve counts and lists (`count`): 100 grids of 25×25 are 62,500 characters of answer. */
export const MAX_SOLVE_COUNT = 100;
/**
 * Most literals the models and blocking clauses of one count may hold (count × variables): each model is kept and
 * blocked by a clause over every variable, so this bounds the memory a count can take (4 MB of models, 16 MB of
 * clauses) whatever its budget.
 */
export const MAX_COUNT_LITERALS = 4_000_000;

/** Most clauses `format=listing` writes out; the rest are summarised in one line (the listing is for reading). */
export const MAX_LISTING_CLAUSES = 20_000;
/**
 * Most ints a Sudoku uniqueness certificate's proof trace may hold (about 7 MB of DRAT text on 16×16); the search
 * stops there, since the trace, its check and its text must fit in the isolate with everything else.
 */
export const MAX_CERTIFICATE_PROOF_INTS = 1_000_000;
/**
 * Largest variant board the API makes a certificate for: a 16×16 variant's solve and certificate together grew the
 * heap by 66 MB in `npm run bench -- heap` (its rules are encoded twice beside the classic clauses); the command
 * line makes them at any size.
 */
export const MAX_VARIANT_CERTIFICATE_SIZE = 9;
/** Largest DRAT proof text the API returns (bytes, estimated before formatting from the proof's literal count). */
export const MAX_PROOF_BYTES = 8 * 1024 * 1024;

/**
 * Smallest budget_ms a variant hint of each board size can honour: the hint encodes the puzzle and loads a solver
 * three times (uniqueness, probes, explanations) before it can stop, about 0.3 s of CPU on 16×16 (`npm run bench
 * -- variants`; RESULTS.md). Sizes not listed take any budget.
 */
export const MIN_VARIANT_HINT_BUDGET_MS: Readonly<Record<number, number>> = { 16: 500 };
/** The same for solving a variant puzzle: a 16×16's encoding and solver build take about 0.1–0.15 s of CPU. */
export const MIN_VARIANT_SOLVE_BUDGET_MS: Readonly<Record<number, number>> = { 16: 250 };

/**
 * Longest archive listing in one request. Each day missing from KV is regenerated (about 0.2 s of CPU in workerd
 * per 9×9 puzzle), so a week keeps a cold request near the default budget instead of seconds over it.
 */
export const MAX_ARCHIVE_DAYS = 7;

/**
 * Smallest budget_ms a generated classic puzzle of each size can honour: the full grid, a first dig and its grading
 * are work the budget cannot cut short (the generators' own floors, minimumGenerateWork for square boxes and
 * minimumClassicWork for rectangular ones), so a smaller budget is refused before any work starts.
 */
export const MIN_GENERATE_BUDGET_MS: Readonly<Record<number, number>> = Object.fromEntries([
  ...[2, 3, 4, 5].map((box) => [box * box, Math.ceil(minimumGenerateWork(box) / WORK_UNITS_PER_MS_BY_ENGINE.cdcl)]),
  ...BOXED_CLASSIC_SIDES.map((side) => [side, Math.ceil(minimumClassicWork(side) / WORK_UNITS_PER_MS_BY_ENGINE.cdcl)]),
]);

/** The same for one level: a 16x16 aimed at extreme keeps back more for its grading, so it needs more. */
export function minGenerateBudgetMs(size: number, level: Difficulty): number {
  if (!hasSquareBoxes(size)) return MIN_GENERATE_BUDGET_MS[size] ?? 1;
  return Math.ceil(minimumGenerateWork(Math.sqrt(size), level) / WORK_UNITS_PER_MS_BY_ENGINE.cdcl);
}

