/**
 * Seeded puzzle generation: a random solved grid from the SAT engine, clues dug out while the solution stays
 * unique (dig.ts), and generate-and-grade to reach a difficulty. Everything follows from the seed, so a seed
 * derived from a date gives the same puzzle everywhere (for the same work limits). Work is bounded: a budget per
 * refutation, a limit on attempts and optionally a total for all digging; when no attempt reaches the requested
 * level, the closest one is returned with its true grade.
 */
import type { Budget } from "../budget";
import { createRng, type Rng } from "../rng";
import { CdclSolver } from "../sat/index";
import { DIFFICULTIES, type Difficulty } from "./difficulty";
import { symmetryOrbit, type Symmetry } from "./symmetry";
import { shapeOfBox, type Shape } from "./shape";
import type { Grid } from "./grid";
import { ReducedEncoding } from "./encode";
import { SinglesPropagator } from "./singles";
import { BitsetDpll } from "./bitset-dpll";
import { isSolutionOf } from "./verify";
import { solveSudoku } from "./solve";
import { Digger, countClues, type DigOptions, type DigStats } from "./dig";
import { gradePuzzle, type Grade } from "./grade";

/** Search effort measured for grading stops here; beyond it the puzzle is extreme either way. */
const GRADE_SEARCH_BUDGET: Budget = { work: 20_000_000 };

/** Completing the seeded diagonal boxes to a full grid is easy at any size; a run this long means a bad seeding. */
const GRID_SEARCH_BUDGET: Budget = { work: 50_000_000 };

/**
 * A random solved grid. Las Vegas seeding: the diagonal boxes (which never see each other) get
 * random permutations, the rest is solved by CDCL with random initial phases and a seeded rng; a seeding that
 * turns out unsolvable (cannot happen with diagonal boxes alone, but the loop keeps it honest) is retried.
 */
export function randomSolvedGrid(box: number, rng: Rng, classic = false): Grid {
  const shape = shapeOfBox(box);
  const { size } = shape;
  const singles = new SinglesPropagator(shape);
  const encoding = new ReducedEncoding(shape);
  for (let attempt = 0; attempt < 100; attempt++) {
    const cells = new Uint8Array(shape.cells);
    for (let b = 0; b < box; b++) {
      const values = rng.shuffle(Array.from({ length: size }, (_, i) => i + 1));
      for (let k = 0; k < size; k++) {
        const r = b * box + Math.floor(k / box);
        const c = b * box + (k % box);
        cells[r * size + c] = values[k];
      }
    }
    if (!singles.load(cells)) continue;
    const outcome = singles.propagate();
    if (outcome === "contradiction") continue;
    let out: Uint8Array = singles.values.slice();
    if (outcome === "open" && box <= 3 && !classic) {
      // Small grids: the bitset DPLL completes the seeded boxes in microseconds (no solver to build).
      const found = new BitsetDpll(shape).run(singles, 1, Infinity, GRID_SEARCH_BUDGET);
      if (found.solutions.length === 0) continue;
      out = found.solutions[0];
    } else if (outcome === "open") {
      encoding.number(singles);
      const solver = new CdclSolver(encoding.numVars, { seed: rng.fork(), randomInitialPhase: true });
      if (!encoding.emit(solver)) continue;
      const result = solver.solve({ budget: GRID_SEARCH_BUDGET });
      if (result.status !== "SAT") continue;
      encoding.decode((x) => solver.modelValue(x), out);
    }
    const grid: Grid = { shape, cells: out };
    if (!isSolutionOf({ shape, cells }, grid)) throw new Error("bug: a generated grid failed the rules check");
    return grid;
  }
  throw new Error("bug: no solved grid after 100 seedings");
}

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
  /** Attempts at reaching the difficulty (default 24); each attempt is a new grid and a new dig. */
  maxAttempts?: number;
  /** Skip grading (faster; `grade` is then absent). */
  grade?: boolean;
  /**
   * "classic": the generator as it was before graded digging (grids by CDCL, generate-and-grade with every
   * technique, no clues given back), kept so days already published stay reproducible (daily-recipe.ts).
   * Default "graded".
   */
  method?: "graded" | "classic";
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
}

/** Default clue targets where a minimal dig is too slow: about half the cells for 25x25. */
function defaultTarget(shape: Shape): number {
  return shape.box === 5 ? Math.round(shape.cells * 0.5) : shape.box === 4 ? Math.round(shape.cells * 0.4) : 0;
}

const REFILL_ORDERS = 3;

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

/** The levels offered per box size: every level on 9x9; on 16x16 and 25x25 those the generator reaches reliably. */
export const LEVELS_BY_BOX: Readonly<Record<number, readonly Difficulty[]>> = {
  2: ["easy"],
  3: DIFFICULTIES,
  4: ["easy", "medium", "hard"],
  // Hard on 25x25 needs a uniqueness-checked dig and several gradings of a 625-cell grid: minutes, not offered.
  5: ["easy", "medium"],
};

/**
 * A puzzle that graded harder than wanted gets clues back from its solution (whole symmetry orbits, in a seeded
 * order): a binary search for the fewest added orbits that bring the grade down to the wanted level or below.
 * Adding clues keeps the solution unique. Returns the puzzle and grade found, or undefined when the search
 * stepped over the level (from harder straight to easier).
 */
function refill(
  puzzle: Grid,
  solution: Grid,
  wanted: Difficulty,
  symmetry: Symmetry,
  rng: Rng,
  grade: (p: Grid) => Grade,
  pool?: Uint8Array,
): { puzzle: Grid; grade: Grade } | undefined {
  const { shape } = puzzle;
  const seen = new Uint8Array(shape.cells);
  const orbits: number[][] = [];
  for (let cell = 0; cell < shape.cells; cell++) {
    if (puzzle.cells[cell] !== 0 || seen[cell] || (pool && pool[cell] === 0)) continue;
    const orbit = symmetryOrbit(shape, symmetry, cell);
    for (const c of orbit) seen[c] = 1;
    orbits.push(orbit);
  }
  rng.shuffle(orbits);
  const withOrbits = (k: number): Grid => {
    const cells = puzzle.cells.slice();
    for (let i = 0; i < k; i++) for (const c of orbits[i]) cells[c] = solution.cells[c];
    return { shape, cells };
  };
  let lo = 0;
  let hi = orbits.length;
  let found: { puzzle: Grid; grade: Grade } | undefined;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const p = withOrbits(mid);
    const g = grade(p);
    if (rank(g.level) <= rank(wanted)) {
      hi = mid;
      found = { puzzle: p, grade: g };
    } else lo = mid;
  }
  return found && found.grade.level === wanted ? found : undefined;
}

/**
 * Generates a puzzle with exactly one solution, reproducible from `seed`.
 * @example generatePuzzle({ box: 3, difficulty: "medium", seed: seedFromDay("2026-08-22") }).puzzle
 */
export function generatePuzzle(opts: GenerateOptions): GeneratedPuzzle {
  const shape = shapeOfBox(opts.box);
  const rng = createRng(opts.seed);
  const symmetry = opts.symmetry ?? "none";
  const digger = new Digger(shape);
  const wanted = opts.difficulty;
  const maxAttempts = wanted ? Math.max(1, opts.maxAttempts ?? 24) : 1;
  const doGrade = opts.grade ?? true;
  let best: GeneratedPuzzle | undefined;
  const totalWork = opts.totalWork ?? Infinity;
  const classic = opts.method === "classic";
  const plan = classic ? classicPlan(shape, wanted, opts) : digPlan(shape, wanted, opts);
  let attempts = 0;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1 && digger.stats.work >= totalWork) break;
    attempts = attempt;
    const solution = randomSolvedGrid(shape.box, createRng(rng.fork()), classic);
    const digRng = createRng(rng.fork());
    const cells = digger.dig(solution.cells, digRng, plan);
    const puzzle: Grid = { shape, cells };
    const candidate: GeneratedPuzzle = {
      puzzle,
      solution,
      clues: countClues(cells),
      seed: opts.seed,
      symmetry,
      attempts: attempt,
      dig: { ...digger.stats },
    };
    if (!doGrade || !(wanted || shape.box <= 3)) return candidate;
    // Grading stops at the wanted level's techniques: anything they cannot finish is "harder than asked".
    const grade = (p: Grid): Grade =>
      gradePuzzle(p, {
        maxLevel: classic ? undefined : wanted,
        // The solution is known; the solver runs only if logic stalls, to measure the search effort (a
        // budget-cut search still measures "a lot").
        oracle: () => {
          const solved = solveSudoku(p, { budget: GRADE_SEARCH_BUDGET, limit: 2 });
          return { solution: solution.cells, searchEffort: solved.stats.decisions + solved.stats.conflicts };
        },
      });
    candidate.grade = grade(puzzle);
    if (!wanted) return candidate;
    let pool: Uint8Array | undefined;
    if (plan.solvableBy && rank(candidate.grade.level) < rank(wanted)) {
      // Large grids, "hard": the rules' dig came out too easy. Dig on with uniqueness checks, then give back
      // only clues of that second dig, so the search runs between a too-easy and a too-hard puzzle.
      pool = cells;
      const deeper = digger.dig(solution.cells, createRng(rng.fork()), { ...plan, solvableBy: undefined, from: cells, targetClues: countClues(cells) - shape.size });
      candidate.puzzle = { shape, cells: deeper };
      candidate.clues = countClues(deeper);
      candidate.grade = grade(candidate.puzzle);
    }
    // A few seeded orders of giving clues back: one order often steps from too hard straight to too easy.
    for (let order = 0; !classic && order < REFILL_ORDERS && rank(candidate.grade.level) > rank(wanted); order++) {
      const easier = refill(candidate.puzzle, solution, wanted, symmetry, createRng(rng.fork()), grade, pool);
      if (easier) return { ...candidate, puzzle: easier.puzzle, grade: easier.grade, clues: countClues(easier.puzzle) };
    }
    if (candidate.grade.level === wanted) return candidate;
    // A miss is kept with its true grade (the limited one only knows it is harder than asked).
    if (!classic && candidate.grade.level === "extreme" && wanted !== "extreme") candidate.grade = gradePuzzle(candidate.puzzle);
    const distance = Math.abs(rank(candidate.grade.level) - rank(wanted));
    if (!best || distance < Math.abs(rank(best.grade!.level) - rank(wanted))) best = candidate;
  }
  return { ...best!, attempts, dig: { ...digger.stats } };
}
