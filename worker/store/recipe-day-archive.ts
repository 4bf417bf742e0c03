/**
 * A write-once archive for one daily kind made by a versioned recipe (the killer, the 16x16), under the same promise
 * as the classic days (daily-archive.ts): a stored day is served as stored and never replaced; a missing day is
 * remade only by its date's recipe while this code still reproduces that recipe's canary; only a clean miss leads
 * to a write, so after a failed read the day is served unwritten. Concurrent first reads of one day in one isolate
 * share one generation and one write, as the classic days' do.
 */
import { err, ok, type Result } from "../core/result";
import type { ArchiveError, ArchiveOptions, PrepareOutcome } from "./daily-archive";
import type { CreateOutcome, StoreError } from "./daily-store";
import { sharedReads } from "./in-flight";

export interface ServedDay<T> {
  daily: T;
  source: "store" | "generated";
}

export interface RecipeDayArchive<T> {
  read(date: string): Promise<Result<ServedDay<T>, ArchiveError>>;
  prepare(date: string): Promise<PrepareOutcome>;
}

/** What an archive of one kind needs: its name in messages, its store entries and its recipe book. */
export interface RecipeDayKind<T, R extends object> {
  /** "daily killer", "daily 16x16": starts every warning and error message, and keeps kinds apart in flight. */
  name: string;
  /** The namespace the days live in: reads share a generation only when they would read the same entry. */
  kv: KVNamespace;
  get(date: string): Promise<Result<T | null, StoreError>>;
  create(day: T): Promise<Result<CreateOutcome, StoreError>>;
  recipeFor(date: string): R | undefined;
  reproduces(recipe: R): boolean;
  make(date: string, recipe: R): T;
}

/** A canary check costs one generation, so each recipe object is checked once per isolate. */
const reproducible = new WeakMap<object, boolean>();

/** Concurrent first reads of one kind's day in one isolate share one generation and one write. */
const shared = sharedReads<Result<ServedDay<unknown>, ArchiveError>>();

export function createRecipeDayArchive<T, R extends object>(kind: RecipeDayKind<T, R>, options: Pick<ArchiveOptions, "warn" | "defer"> = {}): RecipeDayArchive<T> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const usable = (date: string): R | undefined => {
    const recipe = kind.recipeFor(date);
    if (!recipe) return undefined;
    let known = reproducible.get(recipe);
    if (known === undefined) reproducible.set(recipe, (known = kind.reproduces(recipe)));
    return known ? recipe : undefined;
  };

  async function readOnce(date: string): Promise<Result<ServedDay<T>, ArchiveError>> {
    const got = await kind.get(date);
    if (got.ok && got.value) return ok({ daily: got.value, source: "store" });
    if (!got.ok) warn(`${kind.name} ${date}: ${got.error.message}; serving it remade, writing nothing`);
    const recipe = usable(date);
    if (!recipe) {
      return err({ kind: "daily-unavailable", message: `The ${kind.name} of ${date} cannot be read from the archive right now, and this code cannot remake it exactly; try again later.` });
    }
    const made = kind.make(date, recipe);
    if (got.ok) {
      const write = kind.create(made).then((created) => {
        if (!created.ok) warn(`${kind.name} ${date}: ${created.error.message}`);
      });
      if (options.defer) options.defer(write);
      else await write;
    }
    return ok({ daily: made, source: "generated" });
  }

  return {
    read: (date) => shared(kind.kv, `${kind.name}:${date}`, () => readOnce(date), options.defer) as Promise<Result<ServedDay<T>, ArchiveError>>,

    async prepare(date) {
      const got = await kind.get(date);
      if (got.ok && got.value) return "kept";
      if (!got.ok) {
        warn(`${kind.name} ${date}: ${got.error.message}; left as it is`);
        return "failed";
      }
      const recipe = usable(date);
      if (!recipe) {
        warn(`${kind.name} ${date}: no recipe this code reproduces covers it; not made`);
        return "refused";
      }
      const created = await kind.create(kind.make(date, recipe));
      if (!created.ok) {
        warn(`${kind.name} ${date}: ${created.error.message}`);
        return "failed";
      }
      return created.value === "written" ? "written" : "kept";
    },
  };
}
