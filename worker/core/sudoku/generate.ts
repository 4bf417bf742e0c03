/**
 * Seeded puzzle generation: a random solved grid from the SAT engine, clues dug out while the solution stays
 * unique (dig.ts), and generate-and-grade to reach a difficulty. Everything follows from the seed, so a seed
 * derived from a date gives the same puzzle everywhere (for the same work limits). Work is bounded: a budget per
 * refutation, a limit on attempts and optionally a total for all digging; when no attempt reaches the requested
 * level, the closest one is returned with its true grade.
 */
import type { Budget } from "../budget";
import { createRng, type Rng } from "../rng";
import { DIFFICULTIES, type Difficulty } from "./difficulty";
import type { Symmetry } from "./symmetry";
import { shapeOfBox, type Shape } from "./shape";
import type { Grid } from "./grid";
import { solveSudoku } from "./solve";
import { Digger, countClues, type DigOptions, type DigStats } from "./dig";
import { gradePuzzle, type Grade } from "./grade";
import { refill, refillUntil } from "./generate-refill";
import { randomSolvedGrid, SolvedGridMaker } from "./solved-grid";
import { OutOfWork, WorkMeter } from "./work-meter";

export { randomSolvedGrid };

/** Search effort measured for grading stops here; beyond it the puzzle is extreme either way. */
const GRADE_SEARCH_WORK = 20_000_000;

export interface GenerateOptions {
  box: number;
  difficulty?: Difficulty;
  seed: number;
  symmetry?: Symmetry;
  /** Dig until this many clues remain (or no clue can go); default: a minimal puzzle (9x9 and smaller). */
  targetClues?: number;
  /** Work budget for each uniqueness refutation while digging. */
  budget?: Budget;
  /**
   * Work units for all the digging together. Once spent, the current dig stops (its puzzle is still unique, with
   * more clues) and no new attempt starts; the best attempt so far is returned. Default: no total limit.
   */
  totalWork?: number;
  /** Attempts at reaching the difficulty (default ATTEMPTS_BY_BOX); each attempt is a new dig (9x9: of a new grid). */
  maxAttempts?: number;
  /** Skip grading (faster; `grade` is then absent). */
  grade?: boolean;
  /**
   * "classic": the generator as it was before graded digging (grids by CDCL, generate-and-grade with every
   * technique, no clues given back), kept so days already published stay reproducible (daily-recipe.ts).
   * Default "graded".
   */
  method?: "graded" | "classic";
  /** Told as each attempt starts, with the work spent before it: a caller that waits can say how far it got. */
  onAttempt?: (report: AttemptReport) => void;
}

export interface AttemptReport {
  /** 1 for the first. */
  attempt: number;
  /** The most there may be; the level is usually reached sooner. */
  maxAttempts: number;
  /** Work units spent before this attempt, of the generation's total. */
  spent: number;
}

export interface GeneratedPuzzle {
  puzzle: Grid;
  solution: Grid;
  clues: number;
  seed: number;
  symmetry: Symmetry;
  grade?: Grade;
  /** Attempts it took (1 when no difficulty was asked for). */
  attempts: number;
  dig: DigStats;
  /** Work units charged in all (grids, digs, gradings), comparable with `totalWork`. */
  work: number;
}

/** Default clue targets where a minimal dig is too slow: about half the cells for 25x25. */
function defaultTarget(shape: Shape): number {
  return shape.box === 5 ? Math.round(shape.cells * 0.5) : shape.box === 4 ? Math.round(shape.cells * 0.4) : 0;
}

const REFILL_ORDERS = 3;

/**
 * When giving clues back steps from too hard straight to too easy, expert tries this many other orbits in place of
 * the last one (without symmetry, with): measured over 200 seeds, 3 cut expert's attempts from 6.0 to 4.6 for 0.3
 * more gradings per puzzle, and 6 with rotational symmetry from 12.9 to 10.5 for 0.3 more; for hard it cost
 * more gradings than the attempts it saved.
 */
const EXPERT_SWAPS: readonly [number, number] = [3, 6];

const rank = (level: Difficulty): number => DIFFICULTIES.indexOf(level);

/**
 * How each level is dug. Easy and medium dig as far as a fast rule set still solves the puzzle (singles; singles
 * and locked candidates), so the level is reached by construction and no uniqueness search is needed. On large
 * grids "hard" digs as far as all naked and hidden subsets still solve it. The other levels dig with uniqueness
 * checks to a minimal puzzle (or the size's clue target), then grade, then give clues back if it came out harder
 * than asked (see refill).
 */
function digPlan(shape: Shape, wanted: Difficulty | undefined, opts: GenerateOptions): DigOptions {
  const base: DigOptions = { symmetry: opts.symmetry ?? "none", checkBudget: opts.budget ?? { conflicts: 20_000 }, workLimit: opts.totalWork ?? Infinity };
  if (wanted === "easy") return { ...base, singlesOnly: true };
  if (wanted === "medium") return { ...base, solvableBy: "locked" };
  if (wanted === "hard" && shape.box >= 4) return { ...base, solvableBy: "subsets" };
  return { ...base, targetClues: opts.targetClues ?? defaultTarget(shape) };
}

/** The plan of the classic method: easy digs while singles solve, every other level to minimal or the target. */
function classicPlan(shape: Shape, wanted: Difficulty | undefined, opts: GenerateOptions): DigOptions {
  const base: DigOptions = { symmetry: opts.symmetry ?? "none", checkBudget: opts.budget ?? { conflicts: 20_000 }, workLimit: opts.totalWork ?? Infinity };
  return wanted === "easy" ? { ...base, singlesOnly: true } : { ...base, targetClues: opts.targetClues ?? defaultTarget(shape) };
}

/**
 * Attempts at reaching a level, by box size (the default of maxAttempts; the work budget bounds them all together).
 * 9x9: an attempt (a dig of the same grid, usually turned away by singles) is under a millisecond, and rotational
 * puzzles reach extreme about one time in 17. On 16x16 a "hard" is reached about one attempt in five, on 25x25
 * nearly always at the first.
 */
export const ATTEMPTS_BY_BOX: Readonly<Record<number, number>> = { 2: 24, 3: 96, 4: 32, 5: 4 };

/**
 * Work kept back from digging so that a puzzle can still be graded: the first grading at the wanted level and,
 * for a miss, one full grading. Largest charges measured (grade-cost.ts): 9x9 1.9 M (a full grading with forcing
 * chains), 16x16 0.55 M (hard), 25x25 1.1 M (medium).
 */
const GRADE_RESERVE: Readonly<Record<number, number>> = { 2: 20_000, 3: 2_000_000, 4: 2_000_000, 5: 6_000_000 };

/**
 * A 16x16 aimed at extreme keeps more back: its full grading tries forcing chains across 256 cells and then a
 * search, 5.4 M units at the median and 14.4 M at most over 60 generated extreme puzzles (test/bench/RESULTS.md).
 */
const EXTREME_GRADE_RESERVE: Readonly<Partial<Record<number, number>>> = { 4: 16_000_000 };

const gradeReserve = (box: number, wanted: Difficulty | undefined): number => (wanted === "extreme" ? EXTREME_GRADE_RESERVE[box] : undefined) ?? GRADE_RESERVE[box];

/** A new attempt starts only with this much left: its grid (25x25: up to 5.4 M), a useful dig and the reserve. */
const ATTEMPT_FLOOR: Readonly<Record<number, number>> = { 2: 40_000, 3: 2_400_000, 4: 4_000_000, 5: 14_000_000 };

/**
 * The least total work a generation of box size `box` can honour: a full grid is never cut short, and the first
 * dig needs room to make a puzzle at all; aimed at `level`, its grading reserve must fit too. The API refuses smaller
 * budgets up front.
 */
export function minimumGenerateWork(box: number, level?: Difficulty): number {
  return ATTEMPT_FLOOR[box] + gradeReserve(box, level) - GRADE_RESERVE[box];
}

/**
 * Rules that, when they alone fix every cell, show a puzzle is easier than the level: singles are easy; singles and
 * locked candidates at most medium; all-different on 9x9 (every naked and hidden subset, which in a house of nine
 * is one of at most four cells) at most hard, or expert by score only. Such a puzzle is turned away, or accepted
 * as "no harder than wanted" while giving clues back, without a grading (the rules cost a fraction of one).
 */
const TOO_EASY_IF: Readonly<Record<Difficulty, "singles" | "locked" | "subsets" | undefined>> = {
  easy: undefined,
  medium: "singles",
  hard: "locked",
  expert: "subsets",
  extreme: "subsets",
};

/** A grade from techniques limited to a level that stalled says only "harder than that level". */
const limitedMiss = (grade: Grade, wanted: Difficulty, classic: boolean): boolean => !classic && grade.level === "extreme" && wanted !== "extreme";

/**
 * Generates a puzzle with exactly one solution, reproducible from `seed` (and `totalWork`: every piece of work is
 * counted, so the same seed and budget give the same puzzle anywhere).
 * @example generatePuzzle({ box: 3, difficulty: "medium", seed: seedFromDay("2026-08-22") }).puzzle
 */
export function generatePuzzle(opts: GenerateOptions): GeneratedPuzzle {
  const shape = shapeOfBox(opts.box);
  const rng = createRng(opts.seed);
  const symmetry = opts.symmetry ?? "none";
  const digger = new Digger(shape);
  const wanted = opts.difficulty;
  const maxAttempts = wanted ? Math.max(1, opts.maxAttempts ?? ATTEMPTS_BY_BOX[shape.box]) : 1;
  const doGrade = opts.grade ?? true;
  const meter = new WorkMeter(opts.totalWork ?? Infinity);
  const classic = opts.method === "classic";
  const plan = classic ? classicPlan(shape, wanted, opts) : digPlan(shape, wanted, opts);
  const reserve = doGrade && meter.limit < Infinity ? gradeReserve(shape.box, wanted) : 0;
  const attemptFloor = minimumGenerateWork(shape.box, wanted);
  const dig = (solution: Grid, digRng: Rng, options: DigOptions): Uint8Array => {
    const before = digger.stats.work;
    const cells = digger.dig(solution.cells, digRng, { ...options, workLimit: before + Math.max(0, meter.left - reserve) });
    meter.charge(digger.stats.work - before);
    return cells;
  };
  // `must`: the answer needs this grade, so it may draw on the reserve and is never abandoned (charged all the same).
  const grade = (p: Grid, solution: Grid, maxLevel: Difficulty | undefined, must: boolean): Grade => {
    // Work that may be abandoned stops short of the reserve, which stays for the grade the answer needs.
    const account = new WorkMeter(must ? Infinity : Math.max(0, meter.left - reserve));
    try {
      return gradePuzzle(p, {
        maxLevel,
        meter: account,
        // The solution is known; the solver runs only if logic stalls, to measure the search effort (a budget-cut
        // search still measures "a lot").
        oracle: () => {
          const work = Math.min(GRADE_SEARCH_WORK, must ? Math.max(meter.left, reserve) : account.left);
          const solved = solveSudoku(p, { budget: { work }, limit: 2 });
          account.charge(solved.stats.work);
          return { solution: solution.cells, searchEffort: solved.stats.decisions + solved.stats.conflicts };
        },
      });
    } finally {
      meter.charge(account.spent);
    }
  };
  /** True when the rules of `level`'s entry in TOO_EASY_IF fix the puzzle (false when no rules apply). */
  const fixedByRulesBelow = (cells: Uint8Array, level: Difficulty): boolean => {
    const rules = classic ? undefined : TOO_EASY_IF[level];
    if (!rules || (rules === "subsets" && shape.box !== 3)) return false;
    const before = digger.stats.work;
    // On 9x9 singles first: they fix most minimal puzzles (seven in ten with rotational symmetry) at a third of the
    // cost. Larger grids come from rules digs that singles never fix, so there it would only add work.
    const fixed = (shape.box <= 3 && rules !== "singles" && digger.fixedBy(cells, "singles")) || digger.fixedBy(cells, rules);
    meter.charge(digger.stats.work - before);
    return fixed;
  };
  /** A full grading of `made` paid from an account of `units`, charged to the meter; OutOfWork when they run out. */
  const regradeWithin = (made: GeneratedPuzzle, units: number): Grade => {
    const account = new WorkMeter(units);
    try {
      return gradePuzzle(made.puzzle, {
        meter: account,
        oracle: () => {
          const solved = solveSudoku(made.puzzle, { budget: { work: Math.min(GRADE_SEARCH_WORK, account.left) }, limit: 2 });
          account.charge(solved.stats.work);
          return { solution: made.solution.cells, searchEffort: solved.stats.decisions + solved.stats.conflicts };
        },
      });
    } finally {
      meter.charge(account.spent);
    }
  };
  let best: GeneratedPuzzle | undefined;
  /** The first attempt turned away as too easy without a grading: the answer if no attempt gets graded. */
  let spare: GeneratedPuzzle | undefined;
  let attempts = 0;
  let reused: Grid | undefined;
  const grids = new SolvedGridMaker(shape);
  const distance = (g: Grade): number => (limitedMiss(g, wanted!, classic) ? 1 : Math.abs(rank(g.level) - rank(wanted!)));
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1 && (meter.exhausted || (meter.limit < Infinity && meter.left < attemptFloor))) break;
    attempts = attempt;
    opts.onAttempt?.({ attempt, maxAttempts, spent: meter.spent });
    // Later attempts dig the same grid in a new order: a large grid costs more than its dig, and on 9x9 the digger
    // then knows the grid's unavoidable sets from the earlier digs (unavoidable.ts).
    const gridRng = createRng(rng.fork());
    const solution = reused ?? grids.make(gridRng, classic, meter);
    if (!classic) reused = solution;
    const cells = dig(solution, createRng(rng.fork()), plan);
    const candidate: GeneratedPuzzle = { puzzle: { shape, cells }, solution, clues: countClues(cells), seed: opts.seed, symmetry, attempts: attempt, dig: { ...digger.stats }, work: 0 };
    if (!doGrade || !(wanted || shape.box <= 3)) return { ...candidate, work: meter.spent };
    const limit = classic ? undefined : wanted;
    // A plainly too easy puzzle is turned away ungraded.
    if (wanted && fixedByRulesBelow(cells, wanted)) {
      spare ??= candidate;
      continue;
    }
    try {
      candidate.grade = grade(candidate.puzzle, solution, limit, best === undefined);
    } catch (error) {
      if (error instanceof OutOfWork) break;
      throw error;
    }
    if (!wanted) return { ...candidate, work: meter.spent };
    let outOfWork = false;
    try {
      // A few seeded orders of giving clues back: one order often steps from too hard straight to too easy.
      for (let order = 0; !classic && order < REFILL_ORDERS && rank(candidate.grade.level) > rank(wanted); order++) {
        const easier = refill(candidate.puzzle, solution, wanted, symmetry, createRng(rng.fork()), (p) => grade(p, solution, limit, false), undefined, wanted === "extreme" ? undefined : (p) => fixedByRulesBelow(p.cells, wanted), wanted === "expert" ? EXPERT_SWAPS[symmetry === "none" ? 0 : 1] : 0);
        if (easier) return { ...candidate, puzzle: easier.puzzle, grade: easier.grade, clues: countClues(easier.puzzle), dig: { ...digger.stats }, work: meter.spent };
      }
    } catch (error) {
      if (!(error instanceof OutOfWork)) throw error;
      outOfWork = true;
    }
    if (candidate.grade.level === wanted) return { ...candidate, dig: { ...digger.stats }, work: meter.spent };
    if (!best || distance(candidate.grade) < distance(best.grade!)) best = candidate;
    if (outOfWork) break;
  }
  if (!best && spare) {
    spare.grade = grade(spare.puzzle, spare.solution, classic ? undefined : wanted, true);
    best = spare;
  }
  let answer = best!;
  // A miss is returned with its true grade (the limited one only knows it is harder than asked). On large grids a
  // full grading can cost more than the budget has left; then a too-easy puzzle, whose grade is cheap, is returned.
  if (limitedMiss(answer.grade!, wanted!, classic)) {
    const canFallBack = meter.limit < Infinity && (spare !== undefined || shape.box >= 4);
    try {
      answer.grade = canFallBack ? regradeWithin(answer, meter.left - reserve / 2) : grade(answer.puzzle, answer.solution, undefined, true);
    } catch (error) {
      if (!(error instanceof OutOfWork)) throw error;
      if (spare) answer = spare;
      else {
        // No too-easy spare either: give clues back until singles and locked candidates fix it (cheap rules), so a
        // grading limited to medium, which is cheap and exact there, gives the true grade.
        const cells = refillUntil(answer.puzzle, answer.solution, symmetry, createRng(rng.fork()), (p) => fixedByRulesBelow(p.cells, "hard"));
        answer = { ...answer, puzzle: { shape, cells }, clues: countClues(cells) };
      }
      answer.grade = grade(answer.puzzle, answer.solution, "medium", true);
    }
  }
  return { ...answer, attempts, dig: { ...digger.stats }, work: meter.spent };
}
