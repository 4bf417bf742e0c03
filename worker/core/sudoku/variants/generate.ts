/**
 * Seeded generation of variant puzzles: killer (cages alone, or cages over part of the grid plus givens), jigsaw
 * (a random region layout, layout.ts), X-Sudoku (both diagonals), and sandwich, little killer and line puzzles
 * (thermometers, arrows, whispers, renban, entropic and region sum lines; their clues read off the solution,
 * clue-rules.ts), and classic grids with rectangular boxes (kind "classic", graded by the techniques:
 * technique-rating.ts). Each starts from a random solution of its structural rules (CDCL with random initial phases;
 * a classic grid's from the bitset DPLL, boxed-search.ts), then:
 * - givens are dug out one cell (or one symmetric pair) at a time while an incremental uniqueness oracle proves
 *   "no other solution" (generate-search.ts; for a classic grid the bitset DPLL first, boxed-search.ts);
 * - a killer without givens starts from random cages and splits the cage at a cell where two solutions differ
 *   until the cages alone fix the grid.
 * All randomness comes from the seed; all search is paid from one work budget. When the budget ends a dig early,
 * the puzzle is still unique, only with more givens.
 */
import type { SolveStats } from "../../sat/index";
import { createRng, type Rng } from "../../rng";
import { DIFFICULTIES, type Difficulty } from "../difficulty";
import { BOXED_CLASSIC_SIDES, sidesInWords } from "../offered-levels";
import { LINE_KINDS, linesOff, littleKillerClues, sandwichClues, type LineKind } from "./clue-rules";
import { Spending, dig, randomSolution } from "./generate-search";
import { BoxedDigOracle, randomBoxedGrid } from "./boxed-search";
import { randomCages, randomJigsawRegions, splitCage } from "./layout";
import { regionsOf, type Rule, type VariantPuzzle } from "./model";
import { differingCells, solveVariant } from "./solve";
import { cappedGrade, finalTechniqueGrade, isUnpaid } from "./technique-rating";
import { CLASSIC_AIM, VARIANT_AIM, aimAt, type Made, type Rater, type VariantRating } from "./level-aim";

export type { VariantRating };

export type VariantKind = "killer" | "jigsaw" | "x" | "sandwich" | "little-killer" | LineKind;

/**
 * What the generator makes: a variant, or "classic", a puzzle with no rule beyond rows, columns and the standard
 * boxes, which is how a grid with rectangular boxes (a 6×6) is made: the classic generator takes square boxes only.
 */
export type GeneratorKind = VariantKind | "classic";

/** What a generated puzzle of each kind is called in its title ("Sandwich 7"). */
export const VARIANT_TITLES: Record<VariantKind, string> = {
  killer: "Killer",
  jigsaw: "Jigsaw",
  x: "X-Sudoku",
  sandwich: "Sandwich",
  "little-killer": "Little killer",
  thermo: "Thermo",
  arrow: "Arrow",
  whispers: "Whispers",
  renban: "Renban",
  entropic: "Entropic",
  "region-sum": "Region sum",
};

/** Sides a variant is generated on: the small boards for learning a rule, 9×9 for playing it. */
export const VARIANT_SIZES = [4, 6, 9] as const;

/**
 * Lines (or little killer diagonals) a puzzle gets before its givens are dug: ten on 9×9, fewer by area on smaller
 * boards (fewer still when the grid offers no more).
 */
const linesFor = (size: number): number => Math.max(2, Math.round((10 * size * size) / 81));

/**
 * The seed text of a variant asked for with `seed`, as the API and the command line derive it: 9×9 puzzles keep
 * the form they were first published with, other sizes name theirs.
 */
export const variantSeedText = (kind: GeneratorKind, size: number, seed: string): string => (size === 9 ? `${kind}:${seed}` : `${kind}:${size}x${size}:${seed}`);

/** Why `kind` cannot be generated on a side of `size`, or undefined when it can. */
export function variantSizeProblem(kind: GeneratorKind, size: number): string | undefined {
  if (kind === "classic") return BOXED_CLASSIC_SIDES.includes(size) ? undefined : `Classic puzzles with rectangular boxes are generated ${sidesInWords(BOXED_CLASSIC_SIDES)}, not ${size}×${size}.`;
  if (!(VARIANT_SIZES as readonly number[]).includes(size)) return `Variant puzzles are generated 4×4, 6×6 or 9×9, not ${size}×${size}.`;
  if (kind === "entropic" && size % 3 !== 0) return `Entropic lines need digits that split into three equal thirds: a side of 6 or 9, not ${size}.`;
  return undefined;
}

export interface VariantGenerateOptions {
  kind: GeneratorKind;
  seed: number;
  /** Side of the board, one of VARIANT_SIZES (default 9). */
  size?: number;
  /**
   * A level to aim at (default none: the seed's first puzzle, whatever it rates). The dig keeps givens whose removal
   * would be too hard for the level (stepConflicts), digits are given back to a puzzle that still rates harder, one
   * that rates easier is drawn again, a bounded number of times (level-aim.ts: VARIANT_AIM, CLASSIC_AIM for kind
   * "classic"), and the hardest not above the level is kept.
   */
  level?: Difficulty;
  /** Killer only: cages over about half the grid, the rest fixed by givens (default: cages alone). */
  givens?: boolean;
  /** Dig cells in rotationally symmetric pairs (default: every kind but killer, whose cages carry no pattern). */
  symmetric?: boolean;
  /**
   * Work one rating's solve may take (default RATING_WORK); past it the puzzle rates extreme. It is paid beside
   * `totalWork`, since a puzzle already made must be rated to be returned. (Kind "classic" is rated by techniques
   * inside `totalWork`; only its final uniqueness check runs beside it.)
   */
  ratingWork?: number;
  /**
   * Work for all the searching together (default 40 million units, about 1 s). Kind "classic" also pays its
   * gradings and its solver builds from it, at least minimumClassicWork(size).
   */
  totalWork?: number;
}


export interface GeneratedVariant {
  puzzle: VariantPuzzle;
  solution: Uint8Array;
  rating: VariantRating;
  /** What the budget saw: every search, and solver builds at one unit per literal where they were charged at all. */
  stats: SolveStats;
  /**
   * What the whole generation really cost, in budget units: every search, and every solver build at its measured
   * cost (BUILD_UNITS_PER_LITERAL). The budget itself keeps the cheaper count above, the calibration the versioned
   * daily killer recipes were made with, so that a published day is remade exactly.
   */
  work: number;
}

/** Jigsaw layouts drawn before giving up; with a few in a hundred unsolvable, 20 failing in a row does not happen. */
const MAX_LAYOUTS = 20;
const DEFAULT_WORK = 40_000_000;
/** A rating's solve: the hardest generated variant seen (a little killer, 7,026 conflicts) took 9.5 M units. */
const RATING_WORK = 100_000_000;

const isLineKind = (kind: GeneratorKind): kind is LineKind => (LINE_KINDS as readonly string[]).includes(kind);

const cageRule = (cells: number[], solution: Uint8Array): Rule => ({ kind: "killer", cells, sum: cells.reduce((s, c) => s + solution[c], 0) });

/** Cages alone: split cages where two solutions differ until the solution is the only one. */
function killerCagesOnly(size: number, solution: Uint8Array, rng: Rng, spend: Spending): Rule[] {
  let cages = randomCages(size, solution, rng, 5);
  for (let round = 0; round < size * size; round++) {
    // Each question builds a solver, work its budget does not see: once the budget is spent, ask no more.
    if (spend.left().work === 0) break;
    const puzzle: VariantPuzzle = { size, givens: new Uint8Array(size * size), rules: cages.map((c) => cageRule(c, solution)) };
    const r = solveVariant(puzzle, { budget: spend.left(), seed: rng.fork() });
    spend.addSolve(r.stats);
    if (r.status === "unique") return puzzle.rules;
    const at = r.status === "multiple" ? differingCells(r.solutions[0], r.solutions[1])[0] : -1;
    const index = at >= 0 ? cages.findIndex((c) => c.includes(at)) : cages.reduce((best, c, i) => (c.length > cages[best].length ? i : best), 0);
    const cell = at >= 0 ? at : cages[index][0];
    cages = [...cages.slice(0, index), ...splitCage(size, cages[index], cell), ...cages.slice(index + 1)];
  }
  // Every cage a single cell: the sums are the solution itself.
  return Array.from(solution, (_, cell) => cageRule([cell], solution));
}

/** The empty puzzle of `kind` (for jigsaw, a random region layout that admits a grid) and a random grid for it. */
function structureWithSolution(kind: VariantGenerateOptions["kind"], size: number, rng: Rng, spend: Spending): { puzzle: VariantPuzzle; solution: Uint8Array } {
  const blank = new Uint8Array(size * size);
  const layouts = kind === "jigsaw" ? MAX_LAYOUTS : 1;
  for (let attempt = 0; attempt < layouts; attempt++) {
    const puzzle: VariantPuzzle =
      kind === "jigsaw"
        ? { size, givens: blank, regions: randomJigsawRegions(size, rng), rules: [] }
        : kind === "x"
        ? { size, givens: blank, rules: [{ kind: "diagonal", which: "main" }, { kind: "diagonal", which: "anti" }] }
        : { size, givens: blank, rules: [] };
    // Some random region layouts admit no grid at all (a few in a hundred): then another layout is drawn.
    const solution = (kind === "classic" ? randomBoxedGrid(size, rng, spend) : undefined) ?? randomSolution(puzzle, rng, spend);
    if (solution) return { puzzle, solution };
  }
  throw new Error(`bug: no ${kind} grid found in ${layouts} layout(s)`);
}

/** Digs in rotationally symmetric pairs: as asked, else every kind but killer, whose cages carry no pattern. */
const symmetricDig = (opts: VariantGenerateOptions): boolean => opts.symmetric ?? opts.kind !== "killer";

export function generateVariant(opts: VariantGenerateOptions): GeneratedVariant {
  const rng = createRng(opts.seed);
  // A classic grid with rectangular boxes is graded by techniques, aimed harder, and its budget pays every solver
  // build at its measured price (its many attempts build many solvers).
  const classic = opts.kind === "classic";
  const spend = new Spending(opts.totalWork ?? DEFAULT_WORK, classic);
  const n = opts.size ?? 9;
  const problem = variantSizeProblem(opts.kind, n);
  if (problem) throw new RangeError(problem);
  const target = opts.level;
  const ratingWork = opts.ratingWork ?? RATING_WORK;
  const rate: Rater = classic
    ? (puzzle, solution) => {
        const grade = cappedGrade(puzzle, solution, spend, target);
        return { level: grade.level, conflicts: 0, decisions: 0, grade, unpaid: isUnpaid(grade) };
      }
    : (puzzle, solution) => rated(puzzle, solution, spend, ratingWork);
  // Dug in symmetric pairs, a puzzle gets its givens back in pairs too (level aim, the singles fallback).
  const pairs = symmetricDig(opts);
  let made = makeOne(opts, n, rng, spend, rate);
  if (target !== undefined) {
    const draw = (): Made => makeOne(opts, n, rng, spend, rate);
    made = aimAt(made, target, draw, rng, spend, rate, classic ? CLASSIC_AIM : VARIANT_AIM, pairs);
  }
  if (classic) {
    const { puzzle, grade, conflicts, decisions } = finalTechniqueGrade(made.puzzle, made.solution, spend, made.rating.grade!, target, rng, pairs);
    made = { ...made, puzzle, rating: { level: grade.level, conflicts, decisions, grade } };
  }
  return { ...made, stats: spend.stats, work: spend.measured() };
}

/**
 * Aiming at a level, the dig keeps a given whose removal needs more conflicts than the level allows (5 for easy,
 * whose own limit is 0) to prove "no other solution" with what the oracle learnt so far: such a removal would rate
 * the puzzle past the level anyway. Undefined for extreme, which has no limit.
 */
const stepConflicts = (level: Difficulty): number | undefined => (level === "extreme" ? undefined : Math.max(5, MOST_CONFLICTS[level]));

/**
 * What a classic grid with rectangular boxes costs before its budget can stop anything, in work units: its random
 * grid, the dig's solver, and the final uniqueness check and grading (the most over seeds 1–20 at easy and hard,
 * bundled). Twice that lets an easy puzzle dig to its end. Measured when grid and dig were CDCL's; the bitset
 * searches (boxed-search.ts) cost less, so from 10×10 up these now leave room to spare (RESULTS.md, 2026-11-27).
 */
const CLASSIC_FIXED_WORK: Readonly<Record<number, number>> = { 6: 160_000, 8: 510_000, 10: 1_230_000, 12: 2_620_000, 14: 4_750_000, 15: 6_310_000 };

/** The least total work a classic grid with rectangular boxes of side `size` can honour; the API refuses less up front. */
export const minimumClassicWork = (size: number): number => 2 * CLASSIC_FIXED_WORK[size];

/** One puzzle from the generator's next draws: the structure, its grid, its rules and its dig, proved unique and rated. */
function makeOne(opts: VariantGenerateOptions, n: number, rng: Rng, spend: Spending, rate: Rater): Made {
  const drawn = structureWithSolution(opts.kind, n, rng, spend);
  let puzzle = drawn.puzzle;
  const solution = drawn.solution;
  if (opts.kind === "killer" && !opts.givens) {
    puzzle = { ...puzzle, rules: killerCagesOnly(n, solution, rng, spend) };
  } else {
    if (opts.kind === "sandwich") puzzle = { ...puzzle, rules: sandwichClues(n, solution) };
    if (opts.kind === "little-killer") puzzle = { ...puzzle, rules: littleKillerClues(n, solution, rng, linesFor(n)) };
    if (isLineKind(opts.kind)) puzzle = { ...puzzle, rules: linesOff(opts.kind, n, solution, regionsOf(puzzle), rng, linesFor(n)) };
    if (opts.kind === "killer") {
      // Cages over about half of the grid; the givens dug below fix the rest.
      const cages = rng.shuffle(randomCages(n, solution, rng, 5));
      const kept: number[][] = [];
      let covered = 0;
      for (const cage of cages) {
        if (covered >= (n * n) / 2) break;
        kept.push(cage);
        covered += cage.length;
      }
      puzzle = { ...puzzle, rules: kept.map((c) => cageRule(c, solution)) };
    }
    const limit = opts.level === undefined ? undefined : stepConflicts(opts.level);
    const oracle = opts.kind === "classic" ? (seed: number) => new BoxedDigOracle(puzzle, solution, seed) : undefined;
    puzzle = { ...puzzle, givens: dig(puzzle, solution, rng, spend, symmetricDig(opts), limit, oracle) };
  }
  return { puzzle, solution, rating: rate(puzzle, solution) };
}

/**
 * The search-effort rating of a puzzle, its solve checking that `solution` is its one solution; a solve past
 * `ratingWork` rates extreme.
 */
function rated(puzzle: VariantPuzzle, solution: Uint8Array, spend: Spending, ratingWork: number): VariantRating {
  const final = solveVariant(puzzle, { seed: 0, budget: { work: ratingWork } });
  spend.addSolve(final.stats);
  // Past the rating's own budget the puzzle is extreme by any measure; it is unique already, since the dig (or the
  // cage splitting) proved it, and digits given back only narrow it.
  if (final.status === "unknown") return { ...rate(final.stats.conflicts, final.stats.decisions), level: "extreme" };
  if (final.status !== "unique" || final.solutions[0].some((v, i) => v !== solution[i])) throw new Error("bug: a generated variant is not unique");
  return rate(final.stats.conflicts, final.stats.decisions);
}

/** The most conflicts a solve and its uniqueness proof may take at each level (README, "Generation"). */
const MOST_CONFLICTS: Record<Difficulty, number> = { easy: 0, medium: 20, hard: 200, expert: 2000, extreme: Infinity };

function rate(conflicts: number, decisions: number): VariantRating {
  const level = DIFFICULTIES.find((l) => conflicts <= MOST_CONFLICTS[l])!;
  return { level, conflicts, decisions };
}
