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
import type { Symmetry } from "./symmetry";
import { shapeOfBox, type Shape } from "./shape";
import type { Grid } from "./grid";
import { ReducedEncoding } from "./encode";
import { SinglesPropagator } from "./singles";
import { isSolutionOf } from "./verify";
import { solveSudoku } from "./solve";
import { Digger, countClues, type DigStats } from "./dig";
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
export function randomSolvedGrid(box: number, rng: Rng): Grid {
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
    const out = singles.values.slice();
    if (outcome === "open") {
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

const rank = (level: Difficulty): number => DIFFICULTIES.indexOf(level);

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
  const checkBudget = opts.budget ?? { conflicts: 20_000 };
  const doGrade = opts.grade ?? true;
  let best: GeneratedPuzzle | undefined;
  const totalWork = opts.totalWork ?? Infinity;
  let attempts = 0;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1 && digger.stats.work >= totalWork) break;
    attempts = attempt;
    const solution = randomSolvedGrid(shape.box, createRng(rng.fork()));
    const digRng = createRng(rng.fork());
    // Easy puzzles are dug so that singles alone keep solving them; the rest dig to minimal or to the target.
    const cells = digger.dig(solution.cells, digRng, {
      symmetry,
      targetClues: opts.targetClues ?? defaultTarget(shape),
      checkBudget,
      singlesOnly: wanted === "easy",
      workLimit: totalWork,
    });
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
    if (doGrade && (wanted || shape.box <= 3)) {
      // The solution is known; the solver runs only if logic stalls, to measure the search effort.
      const oracle = () => {
        // Only the effort is wanted (the solution is known), so a budget-cut search still measures "a lot".
        const solved = solveSudoku(puzzle, { budget: GRADE_SEARCH_BUDGET, limit: 2 });
        return { solution: solution.cells, searchEffort: solved.stats.decisions + solved.stats.conflicts };
      };
      candidate.grade = gradePuzzle(puzzle, { oracle });
    }
    if (!wanted || !candidate.grade) return candidate;
    const distance = Math.abs(rank(candidate.grade.level) - rank(wanted));
    if (distance === 0) return candidate;
    if (!best || distance < Math.abs(rank(best.grade!.level) - rank(wanted))) best = candidate;
  }
  return { ...best!, attempts, dig: { ...digger.stats } };
}
