/**
 * The daily archive as the routes and the cron see it: the store first, the day's recipe when the store has
 * nothing to give. Its promise is that a published day never changes:
 * - a stored day is served as stored and never replaced (the store can only create);
 * - a day is remade only by its date's recipe, and only while this code still reproduces that recipe (its canary
 *   matches), so a regenerated day is the day that was, or would have been, published;
 * - only a clean miss leads to a write; after a failed or unreadable read the day is served but nothing is written,
 *   because the key may hold a day this instance cannot see.
 * When neither the store nor a trustworthy recipe can give the day, the answer is "unavailable", never a new puzzle.
 */
import type { Difficulty } from "../core/api";
import { err, ok, type Result } from "../core/result";
import { DAILY_RECIPES, makeDaily, recipeFor, recipeReproduces, type DailyPuzzle, type DailyRecipe } from "../core/sudoku/daily-recipe";
import { createDailyStore } from "./daily-store";
import { sharedReads } from "./in-flight";

export interface ServedDaily {
  daily: DailyPuzzle;
  source: "store" | "generated";
}

export interface ArchiveError {
  kind: "daily-unavailable";
  message: string;
}

/** What preparing a day did: wrote it, kept what was there, could not reach the store, or had no recipe to trust. */
export type PrepareOutcome = "written" | "kept" | "failed" | "refused";

export interface ArchiveOptions {
  /** The recipe book (tests pass their own to simulate a code change). */
  recipes?: readonly DailyRecipe[];
  warn?: (message: string) => void;
  /**
   * Runs a background write (the Worker passes ctx.waitUntil); by default the write is awaited before answering.
   * It also keeps a shared read alive for the requests that wait on it (in-flight.ts).
   */
  defer?: (write: Promise<unknown>) => void;
}

export interface DailyArchive {
  read(date: string, difficulty: Difficulty): Promise<Result<ServedDaily, ArchiveError>>;
  prepare(date: string, difficulty: Difficulty): Promise<PrepareOutcome>;
}

/** Canary checks cost one generation, so each recipe object is checked once per isolate. */
const reproducible = new WeakMap<DailyRecipe, boolean>();

function trusted(recipe: DailyRecipe): boolean {
  let known = reproducible.get(recipe);
  if (known === undefined) {
    known = recipeReproduces(recipe);
    reproducible.set(recipe, known);
  }
  return known;
}

/** Concurrent first reads of one day and difficulty in one isolate share one generation and one write. */
const shared = sharedReads<Result<ServedDaily, ArchiveError>>();

export function createDailyArchive(kv: KVNamespace, options: ArchiveOptions = {}): DailyArchive {
  const store = createDailyStore(kv);
  const recipes = options.recipes ?? DAILY_RECIPES;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const defer = options.defer;

  async function readOnce(date: string, difficulty: Difficulty): Promise<Result<ServedDaily, ArchiveError>> {
    const name = `${date}/${difficulty}`;
    const got = await store.get(date, difficulty);
    if (got.ok && got.value) return ok({ daily: got.value, source: "store" });
    if (!got.ok) warn(`daily ${name}: ${got.error.message}; serving it remade, writing nothing`);
    const recipe = recipeFor(date, recipes);
    if (!recipe || !trusted(recipe)) {
      const why = recipe ? `recipe ${recipe.version}, which this code no longer reproduces` : "no recipe";
      return err({ kind: "daily-unavailable", message: `The puzzle of ${date} (${difficulty}) cannot be read from the archive right now, and it was made by ${why}; try again later.` });
    }
    const made = makeDaily(date, difficulty, recipe);
    if (got.ok) {
      const write = store.create(made).then((created) => {
        if (!created.ok) warn(`daily ${name}: ${created.error.message}`);
      });
      if (defer) defer(write);
      else await write;
    }
    return ok({ daily: made, source: "generated" });
  }

  return {
    read: (date, difficulty) => shared(kv, `${date}:${difficulty}`, () => readOnce(date, difficulty), defer),

    async prepare(date, difficulty) {
      const name = `${date}/${difficulty}`;
      const recipe = recipeFor(date, recipes);
      const got = await store.get(date, difficulty);
      if (got.ok && got.value) {
        if (recipe && got.value.recipe !== 0 && got.value.recipe !== recipe.version) {
          warn(`daily ${name}: stored by recipe ${got.value.recipe}, but the recipe book gives ${recipe.version} for that day; kept as stored`);
        }
        return "kept";
      }
      if (!got.ok) {
        warn(`daily ${name}: ${got.error.message}; left as it is`);
        return "failed";
      }
      if (!recipe || !trusted(recipe)) {
        warn(`daily ${name}: ${recipe ? `recipe ${recipe.version} no longer reproduces` : "no recipe covers it"}; not made`);
        return "refused";
      }
      const created = await store.create(makeDaily(date, difficulty, recipe));
      if (!created.ok) {
        warn(`daily ${name}: ${created.error.message}`);
        return "failed";
      }
      return created.value === "written" ? "written" : "kept";
    },
  };
}
