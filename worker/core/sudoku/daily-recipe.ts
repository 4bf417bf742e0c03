/**
 * The daily puzzles: a pure function of (date, difficulty, recipe), so any instance (the cron, or a request that
 * found nothing in the store) makes the identical puzzle.
 *
 * A published day must never change, yet the generator and grader keep improving. So the recipe is versioned and
 * chosen by DATE, never by "whatever the code does today": each recipe covers the days from its `since` to the
 * next recipe's. Every recipe carries a canary (one day's puzzle, fingerprinted); `recipeReproduces` regenerates
 * it, and a recipe whose canary no longer matches is not used to regenerate a day, since the result could differ
 * from what was published.
 *
 * When a change to the generator, the grader or the parameters below alters the canary (test/core/sudoku/
 * daily-recipe.test.ts fails):
 *   1. add a recipe with the next version and a `since` after every day already published (the cron stores
 *      days ahead, so at least a few days after the deploy), with its canary;
 *   2. mark the older recipes `retired: true`: their days are then served only from the store, never remade.
 */
import type { DailyResponse, Difficulty, Symmetry } from "../api";
import { seedFromDay, seedFromString } from "../rng";
import { gradePuzzle } from "./grade";
import { generatePuzzle } from "./generate";
import { formatGrid } from "./grid-text";

/** The first day of the archive. */
export const FIRST_DAY = "2026-01-01";

/** A day's puzzle as the archive keeps it: the response minus where it came from. */
export type DailyPuzzle = Omit<DailyResponse, "source">;

export interface DailyRecipe {
  version: number;
  /** First day (YYYY-MM-DD) this recipe makes; it covers every day up to the next recipe's `since`. */
  since: string;
  box: number;
  symmetry: Symmetry;
  /** Attempts at the day's difficulty. */
  attempts: number;
  /** Set once the code no longer reproduces this recipe: its days come from the store only. */
  retired?: boolean;
  /** One day this recipe made, fingerprinted (see fingerprintDaily), to detect that the code drifted from it. */
  canary: { date: string; difficulty: Difficulty; fingerprint: string };
}

/**
 * Newest last; `since` strictly increasing. Version 1 is classic 9x9 with rotational symmetry, as in newspapers,
 * dug by the classic method: over the 60 days from 2026-12-15 it reached medium on 54, expert on 47 and extreme on
 * 44, so a day's expert was often graded hard. Version 2 digs by the graded method (generate.ts), which aims at the
 * level: 60 of 60 days at every level, median 0.5–6.6 ms a puzzle (test/bench/RESULTS.md, session twenty-two). It
 * starts a week after the day it was made, past every day the cron (two days ahead) could have published before.
 */
export const DAILY_RECIPES: readonly DailyRecipe[] = [
  {
    version: 1,
    since: FIRST_DAY,
    box: 3,
    symmetry: "rotational",
    attempts: 24,
    canary: { date: FIRST_DAY, difficulty: "hard", fingerprint: "1nvm00g-18egmeg" },
  },
  {
    version: 2,
    since: "2026-12-15",
    box: 3,
    symmetry: "rotational",
    attempts: 96,
    canary: { date: "2026-12-15", difficulty: "expert", fingerprint: "14p1306-e2reh9" },
  },
];

/** The recipe that makes `date`'s puzzles: the last one whose `since` is not after it (undefined before the first). */
export function recipeFor(date: string, recipes: readonly DailyRecipe[] = DAILY_RECIPES): DailyRecipe | undefined {
  let found: DailyRecipe | undefined;
  for (const recipe of recipes) if (recipe.since <= date) found = recipe;
  return found;
}

/**
 * The seed text reported to clients, so anyone can regenerate the day with the generator. Version 1 keeps the
 * form it was published with.
 */
export function dailySeedText(date: string, difficulty: Difficulty, version: number): string {
  return version === 1 ? `daily:${date}:${difficulty}` : `daily:v${version}:${date}:${difficulty}`;
}

/** The day's puzzle made by `recipe` from the date's seed alone. Fields in a fixed order, so equal days serialize equally. */
export function makeDaily(date: string, difficulty: Difficulty, recipe: DailyRecipe): DailyPuzzle {
  const salt = recipe.version === 1 ? difficulty : `v${recipe.version}:${difficulty}`;
  // Version 1 was published with the classic generator; later versions may use the graded one.
  const method = recipe.version === 1 ? "classic" : "graded";
  const made = generatePuzzle({ box: recipe.box, difficulty, seed: seedFromDay(date, salt), symmetry: recipe.symmetry, maxAttempts: recipe.attempts, method });
  return {
    date,
    difficulty,
    size: made.puzzle.shape.size,
    puzzle: formatGrid(made.puzzle),
    grade: made.grade ?? gradePuzzle(made.puzzle),
    seed: dailySeedText(date, difficulty, recipe.version),
    recipe: recipe.version,
  };
}

/**
 * A short fingerprint of everything a day publishes (puzzle and grade included), for the canaries of every daily
 * recipe book (classic, 16x16, killer): the day as JSON, hashed twice.
 */
export function fingerprintDaily(daily: object): string {
  const text = JSON.stringify(daily);
  return `${seedFromString(text).toString(36)}-${seedFromString(`${text.length}:${text}`).toString(36)}`;
}

/** True when this code still makes the recipe's canary day exactly as it was published. */
export function recipeReproduces(recipe: DailyRecipe): boolean {
  if (recipe.retired) return false;
  const { date, difficulty, fingerprint } = recipe.canary;
  return fingerprintDaily(makeDaily(date, difficulty, recipe)) === fingerprint;
}
