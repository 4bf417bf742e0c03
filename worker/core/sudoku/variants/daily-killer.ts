/**
 * The daily killer: a pure function of (date, recipe), versioned like the classic days (../daily-recipe.ts) so a
 * published day never changes. Generation is paid from a fixed work budget, and work counts are deterministic, so
 * the same date and recipe always make the same cages; the canary detects code that no longer does.
 *
 * When the canary test (test/core/sudoku/daily-killer.test.ts) fails after a generator change: add a recipe with
 * the next version and a `since` after every published day, and mark the older ones `retired: true`.
 */
import { seedFromDay } from "../../rng";
import { FIRST_DAY, fingerprintDaily } from "../daily-recipe";
import { toFpuzzles, type FpuzzlesJson } from "./fpuzzles-export";
import { generateVariant, type VariantRating } from "./generate";

export interface DailyKillerRecipe {
  version: number;
  since: string;
  /** Work units for the whole generation (cage splitting and uniqueness proofs). */
  work: number;
  retired?: boolean;
  canary: { date: string; fingerprint: string };
}

/** A day's killer as the archive keeps it. Fields in a fixed order, so equal days serialize equally. */
export interface DailyKiller {
  date: string;
  variant: "killer";
  size: number;
  level: VariantRating["level"];
  seed: string;
  recipe: number;
  fpuzzles: FpuzzlesJson;
}

/**
 * Version 1: cages alone, no givens. 20 million work units bound the generation (about 0.5 s at the calibrated CDCL
 * rate, core/calibration.ts; days so far need a few million). A literal, not derived from the calibration: a
 * recalibration must not change a published day.
 */
export const DAILY_KILLER_RECIPES: readonly DailyKillerRecipe[] = [
  { version: 1, since: FIRST_DAY, work: 20_000_000, canary: { date: FIRST_DAY, fingerprint: "1yyngmd-7ainc1" } },
];

export function killerRecipeFor(date: string, recipes: readonly DailyKillerRecipe[] = DAILY_KILLER_RECIPES): DailyKillerRecipe | undefined {
  let found: DailyKillerRecipe | undefined;
  for (const recipe of recipes) if (recipe.since <= date) found = recipe;
  return found;
}

export function makeDailyKiller(date: string, recipe: DailyKillerRecipe): DailyKiller {
  const seed = `daily:killer:v${recipe.version}:${date}`;
  const made = generateVariant({ kind: "killer", givens: false, seed: seedFromDay(date, `killer:v${recipe.version}`), totalWork: recipe.work });
  return {
    date,
    variant: "killer",
    size: made.puzzle.size,
    level: made.rating.level,
    seed,
    recipe: recipe.version,
    fpuzzles: toFpuzzles({ ...made.puzzle, title: `Daily killer ${date}` }),
  };
}

export function killerRecipeReproduces(recipe: DailyKillerRecipe): boolean {
  if (recipe.retired) return false;
  return fingerprintDaily(makeDailyKiller(recipe.canary.date, recipe)) === recipe.canary.fingerprint;
}
