/**
 * The daily killer's write-once archive (recipe-day-archive.ts): served as stored, remade only by its date's recipe
 * while this code still reproduces that recipe's canary.
 */
import {
  DAILY_KILLER_RECIPES, killerRecipeFor, killerRecipeReproduces, makeDailyKiller, type DailyKiller, type DailyKillerRecipe,
} from "../core/sudoku/variants/daily-killer";
import type { ArchiveOptions } from "./daily-archive";
import { createDailyStore } from "./daily-store";
import { createRecipeDayArchive, type RecipeDayArchive, type ServedDay } from "./recipe-day-archive";

export type ServedKiller = ServedDay<DailyKiller>;

export interface KillerArchiveOptions extends Omit<ArchiveOptions, "recipes"> {
  recipes?: readonly DailyKillerRecipe[];
}

export type DailyKillerArchive = RecipeDayArchive<DailyKiller>;

export function createDailyKillerArchive(kv: KVNamespace, options: KillerArchiveOptions = {}): DailyKillerArchive {
  const store = createDailyStore(kv);
  const recipes = options.recipes ?? DAILY_KILLER_RECIPES;
  return createRecipeDayArchive<DailyKiller, DailyKillerRecipe>(
    {
      name: "daily killer",
      kv,
      get: (date) => store.getKiller(date),
      create: (day) => store.createKiller(day),
      recipeFor: (date) => killerRecipeFor(date, recipes),
      reproduces: killerRecipeReproduces,
      make: makeDailyKiller,
    },
    options,
  );
}
