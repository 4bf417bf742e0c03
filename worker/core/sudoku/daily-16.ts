/**
 * The daily 16x16: a pure function of (date, recipe), versioned like the classic days (daily-recipe.ts) so a
 * published day never changes. Generation is paid from a fixed work budget, and work counts are deterministic, so
 * every instance makes the same puzzle for a date; the canary detects code that no longer does.
 *
 * When the canary test (test/core/sudoku/daily-16.test.ts) fails after a generator or grader change: add a recipe
 * with the next version and a `since` after every published day, and mark the older ones `retired: true`.
 */
import type { Difficulty, Symmetry } from "../api";
import { seedFromDay } from "../rng";
import { FIRST_DAY, fingerprintDaily, type DailyPuzzle } from "./daily-recipe";
import { generatePuzzle } from "./generate";
import { gradePuzzle } from "./grade";
import { formatGrid } from "./grid-text";

export interface Daily16Recipe {
  version: number;
  since: string;
  difficulty: Difficulty;
  symmetry: Symmetry;
  attempts: number;
  /** Work units for the whole generation (grid, digs, gradings). A literal: a recalibration must not change a day. */
  work: number;
  retired?: boolean;
  canary: { date: string; fingerprint: string };
}

/**
 * Version 1: hard, no symmetry, 32 attempts within 60 million work units. Measured over 60 days: hard reached on
 * every one (median 12 M units, largest 42 M); with rotational symmetry 2 days in 20 fell back to medium. The canary
 * is a day that took 6 attempts, so a change anywhere in the attempt loop shows, not only in the first dig.
 */
export const DAILY_16_RECIPES: readonly Daily16Recipe[] = [
  { version: 1, since: FIRST_DAY, difficulty: "hard", symmetry: "none", attempts: 32, work: 60_000_000, canary: { date: "2026-01-08", fingerprint: "i8mxo9-zf5h8c" } },
];

export function recipe16For(date: string, recipes: readonly Daily16Recipe[] = DAILY_16_RECIPES): Daily16Recipe | undefined {
  let found: Daily16Recipe | undefined;
  for (const recipe of recipes) if (recipe.since <= date) found = recipe;
  return found;
}

/** The day's 16x16, shaped as a classic day (so the site plays it like one). Fields in a fixed order. */
export function makeDaily16(date: string, recipe: Daily16Recipe): DailyPuzzle {
  const made = generatePuzzle({
    box: 4, difficulty: recipe.difficulty, seed: seedFromDay(date, `16x16:v${recipe.version}`), symmetry: recipe.symmetry,
    maxAttempts: recipe.attempts, totalWork: recipe.work,
  });
  return {
    date,
    difficulty: recipe.difficulty,
    size: made.puzzle.shape.size,
    puzzle: formatGrid(made.puzzle),
    grade: made.grade ?? gradePuzzle(made.puzzle),
    seed: `daily:16x16:v${recipe.version}:${date}`,
    recipe: recipe.version,
  };
}

export function recipe16Reproduces(recipe: Daily16Recipe): boolean {
  if (recipe.retired) return false;
  return fingerprintDaily(makeDaily16(recipe.canary.date, recipe)) === recipe.canary.fingerprint;
}
