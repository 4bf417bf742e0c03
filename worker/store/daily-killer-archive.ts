/**
 * The daily killer's archive, under the same promise as the classic days (daily-archive.ts): a stored day is served
 * as stored and never replaced; a missing day is remade only by its date's recipe while this code still reproduces
 * that recipe's canary; only a clean miss leads to a write, so after a failed read the day is served unwritten.
 */
import { err, ok, type Result } from "../core/result";
import {
  DAILY_KILLER_RECIPES, killerRecipeFor, killerRecipeReproduces, makeDailyKiller, type DailyKiller, type DailyKillerRecipe,
} from "../core/sudoku/variants/daily-killer";
import type { ArchiveError, ArchiveOptions, PrepareOutcome } from "./daily-archive";
import { createDailyStore } from "./daily-store";

export interface ServedKiller {
  daily: DailyKiller;
  source: "store" | "generated";
}

export interface KillerArchiveOptions extends Omit<ArchiveOptions, "recipes"> {
  recipes?: readonly DailyKillerRecipe[];
}

export interface DailyKillerArchive {
  read(date: string): Promise<Result<ServedKiller, ArchiveError>>;
  prepare(date: string): Promise<PrepareOutcome>;
}

/** A canary check costs one generation, so each recipe object is checked once per isolate. */
const reproducible = new WeakMap<DailyKillerRecipe, boolean>();

function trusted(recipe: DailyKillerRecipe): boolean {
  let known = reproducible.get(recipe);
  if (known === undefined) reproducible.set(recipe, (known = killerRecipeReproduces(recipe)));
  return known;
}

export function createDailyKillerArchive(kv: KVNamespace, options: KillerArchiveOptions = {}): DailyKillerArchive {
  const store = createDailyStore(kv);
  const recipes = options.recipes ?? DAILY_KILLER_RECIPES;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const usable = (date: string) => {
    const recipe = killerRecipeFor(date, recipes);
    return recipe && trusted(recipe) ? recipe : undefined;
  };

  return {
    async read(date) {
      const got = await store.getKiller(date);
      if (got.ok && got.value) return ok({ daily: got.value, source: "store" });
      if (!got.ok) warn(`daily killer ${date}: ${got.error.message}; serving it remade, writing nothing`);
      const recipe = usable(date);
      if (!recipe) {
        return err({ kind: "daily-unavailable", message: `The killer of ${date} cannot be read from the archive right now, and this code cannot remake it exactly; try again later.` });
      }
      const made = makeDailyKiller(date, recipe);
      if (got.ok) {
        const write = store.createKiller(made).then((created) => {
          if (!created.ok) warn(`daily killer ${date}: ${created.error.message}`);
        });
        if (options.defer) options.defer(write);
        else await write;
      }
      return ok({ daily: made, source: "generated" });
    },

    async prepare(date) {
      const got = await store.getKiller(date);
      if (got.ok && got.value) return "kept";
      if (!got.ok) {
        warn(`daily killer ${date}: ${got.error.message}; left as it is`);
        return "failed";
      }
      const recipe = usable(date);
      if (!recipe) {
        warn(`daily killer ${date}: no recipe this code reproduces covers it; not made`);
        return "refused";
      }
      const created = await store.createKiller(makeDailyKiller(date, recipe));
      if (!created.ok) {
        warn(`daily killer ${date}: ${created.error.message}`);
        return "failed";
      }
      return created.value === "written" ? "written" : "kept";
    },
  };
}
