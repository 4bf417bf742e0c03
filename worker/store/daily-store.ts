/**
 * The only module that touches KV (ARCHITECTURE.md, convention 11). It owns the key scheme and turns every KV
 * failure into a value, so nothing here can make a request fail.
 *
 * The archive is write-once: there is no way to replace an entry. `create` writes only after reading the key and
 * finding nothing, and never after a failed read. KV has no conditional put, so two instances racing on the same
 * missing day can both write; they write the same bytes, because a day is only ever made by its date's recipe
 * (core/sudoku/daily-recipe.ts) and only when the code still reproduces that recipe.
 */
import type { Difficulty } from "../core/api";
import { err, ok, type Result } from "../core/result";
import type { DailyPuzzle } from "../core/sudoku/daily-recipe";
import type { DailyKiller } from "../core/sudoku/variants/daily-killer";

export interface StoreError {
  kind: "store-unavailable" | "store-corrupt";
  message: string;
}

/** What a create did: wrote the day, or found an entry already there and left it alone. */
export type CreateOutcome = "written" | "exists";

/** Bump when the stored JSON changes shape: old entries are then simply misses. */
const KEY_VERSION = "v1";
/** Entries written before recipes were versioned carry no recipe field; they are reported as recipe 0. */
const UNVERSIONED_RECIPE = 0;

/** daily:v1:2026-05-01:hard — date before difficulty, so a prefix lists one day's puzzles. */
export function dailyKey(date: string, difficulty: Difficulty): string {
  return `daily:${KEY_VERSION}:${date}:${difficulty}`;
}

/** daily:v1:2026-05-01:killer — beside the classic days, so the same prefix lists it with them. */
export function dailyKillerKey(date: string): string {
  return `daily:${KEY_VERSION}:${date}:killer`;
}

/** daily:v1:2026-05-01:16x16 — the day's 16x16 (core/sudoku/daily-16.ts), beside the other puzzles of the day. */
export function daily16Key(date: string): string {
  return `daily:${KEY_VERSION}:${date}:16x16`;
}

function asStoredKiller(value: unknown, date: string): DailyKiller | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const shaped = v.date === date && v.variant === "killer" && v.size === 9 && typeof v.level === "string" && typeof v.seed === "string" &&
    Number.isInteger(v.recipe) && typeof v.fpuzzles === "object" && v.fpuzzles !== null;
  return shaped ? (v as unknown as DailyKiller) : null;
}

function asStoredDaily(value: unknown, date: string, difficulty: Difficulty): DailyPuzzle | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const shaped = v.date === date && v.difficulty === difficulty && typeof v.puzzle === "string" && typeof v.size === "number" &&
    v.puzzle.length === v.size * v.size && typeof v.grade === "object" && v.grade !== null && typeof v.seed === "string";
  if (!shaped) return null;
  if (v.recipe === undefined) return { ...(v as unknown as DailyPuzzle), recipe: UNVERSIONED_RECIPE };
  return Number.isInteger(v.recipe) && (v.recipe as number) >= 0 ? (v as unknown as DailyPuzzle) : null;
}

function asStored16(value: unknown, date: string): DailyPuzzle | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const shaped = v.size === 16 && typeof v.difficulty === "string" && Number.isInteger(v.recipe) && (v.recipe as number) >= 1;
  return shaped ? asStoredDaily(value, date, v.difficulty as Difficulty) : null;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface DailyStore {
  /** The stored day, null on a miss, or an error when KV failed or the entry is not a daily puzzle. */
  get(date: string, difficulty: Difficulty): Promise<Result<DailyPuzzle | null, StoreError>>;
  /** Stores a day unless its key already holds something (even an unreadable entry, which is never replaced). */
  create(daily: DailyPuzzle): Promise<Result<CreateOutcome, StoreError>>;
  /** The same for the daily killer (core/sudoku/variants/daily-killer.ts). */
  getKiller(date: string): Promise<Result<DailyKiller | null, StoreError>>;
  createKiller(day: DailyKiller): Promise<Result<CreateOutcome, StoreError>>;
  /** The same for the daily 16x16 (core/sudoku/daily-16.ts). */
  get16(date: string): Promise<Result<DailyPuzzle | null, StoreError>>;
  create16(day: DailyPuzzle): Promise<Result<CreateOutcome, StoreError>>;
}

async function readEntry<T>(kv: KVNamespace, key: string, shape: (value: unknown) => T | null, what: string): Promise<Result<T | null, StoreError>> {
  let text: string | null;
  try {
    text = await kv.get(key, "text");
  } catch (error) {
    return err({ kind: "store-unavailable", message: `KV read of ${key} failed: ${describe(error)}` });
  }
  if (text === null) return ok(null);
  let stored: T | null = null;
  try {
    stored = shape(JSON.parse(text));
  } catch {
    // not JSON: reported as corrupt below
  }
  return stored ? ok(stored) : err({ kind: "store-corrupt", message: `KV entry ${key} is not ${what}` });
}

async function createEntry(kv: KVNamespace, key: string, value: unknown, metadata: Record<string, unknown>): Promise<Result<CreateOutcome, StoreError>> {
  try {
    if ((await kv.get(key, "text")) !== null) return ok("exists");
  } catch (error) {
    return err({ kind: "store-unavailable", message: `KV read of ${key} failed, so nothing was written: ${describe(error)}` });
  }
  try {
    await kv.put(key, JSON.stringify(value), { metadata });
    return ok("written");
  } catch (error) {
    return err({ kind: "store-unavailable", message: `KV write of ${key} failed: ${describe(error)}` });
  }
}

export function createDailyStore(kv: KVNamespace): DailyStore {
  return {
    get: (date, difficulty) => readEntry(kv, dailyKey(date, difficulty), (v) => asStoredDaily(v, date, difficulty), "a daily puzzle"),
    create: (daily) => createEntry(kv, dailyKey(daily.date, daily.difficulty), daily, { size: daily.size, level: daily.grade.level, recipe: daily.recipe }),
    getKiller: (date) => readEntry(kv, dailyKillerKey(date), (v) => asStoredKiller(v, date), "a daily killer"),
    createKiller: (day) => createEntry(kv, dailyKillerKey(day.date), day, { variant: day.variant, level: day.level, recipe: day.recipe }),
    get16: (date) => readEntry(kv, daily16Key(date), (v) => asStored16(v, date), "a daily 16x16"),
    create16: (day) => createEntry(kv, daily16Key(day.date), day, { size: day.size, level: day.grade.level, recipe: day.recipe }),
  };
}
