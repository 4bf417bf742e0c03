/**
 * The daily 16x16's write-once archive (recipe-day-archive.ts): served as stored, remade only by its date's recipe
 * while this code still reproduces that recipe's canary.
 */
import type { DailyPuzzle } from "../core/sudoku/daily-recipe";
import { DAILY_16_RECIPES, makeDaily16, recipe16For, recipe16Reproduces, type Daily16Recipe } from "../core/sudoku/daily-16";
import type { ArchiveOptions } from "./daily-archive";
import { createDailyStore } from "./daily-store";
import { createRecipeDayArchive, type RecipeDayArchive } from "./recipe-day-archive";

export interface Daily16ArchiveOptions extends Omit<ArchiveOptions, "recipes"> {
  recipes?: readonly Daily16Recipe[];
}

export function createDaily16Archive(kv: KVNamespace, options: Daily16ArchiveOptions = {}): RecipeDayArchive<DailyPuzzle> {
  const store = createDailyStore(kv);
  const recipes = options.recipes ?? DAILY_16_RECIPES;
  return createRecipeDayArchive<DailyPuzzle, Daily16Recipe>(
    {
      name: "daily 16x16",
      kv,
      get: (date) => store.get16(date),
      create: (day) => store.create16(day),
      recipeFor: (date) => recipe16For(date, recipes),
      reproduces: recipe16Reproduces,
      make: makeDaily16,
    },
    options,
  );
}
