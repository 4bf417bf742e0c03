/**
 * The only module that touches KV (ARCHITECTURE.md, convention 11). It owns the key scheme and turns every KV
 * failure into a value, because the daily puzzle is a pure function of its date: a caller that gets a miss or
 * an error simply regenerates the same puzzle. Nothing here may make a request fail.
 */
import type { DailyResponse, Difficulty } from "../core/api";
import { err, ok, type Result } from "../core/result";

/** What is stored: the response minus where it came from. */
export type StoredDaily = Omit<DailyResponse, "source">;

export interface StoreError {
  kind: "store-unavailable" | "store-corrupt";
  message: string;
}

/** Bump when StoredDaily changes shape: old entries are then simply misses. */
const KEY_VERSION = "v1";

/** daily:v1:2026-05-01:hard — date before difficulty, so a prefix lists one day's puzzles. */
export function dailyKey(date: string, difficulty: Difficulty): string {
  return `daily:${KEY_VERSION}:${date}:${difficulty}`;
}

function isStoredDaily(value: unknown, date: string, difficulty: Difficulty): value is StoredDaily {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.date === date && v.difficulty === difficulty && typeof v.puzzle === "string" && typeof v.size === "number" && typeof v.grade === "object" && v.grade !== null && typeof v.seed === "string";
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface DailyStore {
  get(date: string, difficulty: Difficulty): Promise<Result<StoredDaily | null, StoreError>>;
  put(daily: StoredDaily): Promise<Result<void, StoreError>>;
  has(date: string, difficulty: Difficulty): Promise<Result<boolean, StoreError>>;
}

export function createDailyStore(kv: KVNamespace): DailyStore {
  return {
    async get(date, difficulty) {
      let text: string | null;
      try {
        text = await kv.get(dailyKey(date, difficulty), "text");
      } catch (error) {
        return err({ kind: "store-unavailable", message: `KV read failed: ${describe(error)}` });
      }
      if (text === null) return ok(null);
      try {
        const value: unknown = JSON.parse(text);
        if (isStoredDaily(value, date, difficulty)) return ok(value);
      } catch {
        // fall through: a corrupt entry is reported, and the caller regenerates and overwrites it
      }
      return err({ kind: "store-corrupt", message: `KV entry ${dailyKey(date, difficulty)} is not a daily puzzle` });
    },

    async put(daily) {
      try {
        await kv.put(dailyKey(daily.date, daily.difficulty), JSON.stringify(daily), {
          metadata: { size: daily.size, level: daily.grade.level },
        });
        return ok(undefined);
      } catch (error) {
        return err({ kind: "store-unavailable", message: `KV write failed: ${describe(error)}` });
      }
    },

    async has(date, difficulty) {
      try {
        const list = await kv.list({ prefix: dailyKey(date, difficulty), limit: 1 });
        return ok(list.keys.some((key) => key.name === dailyKey(date, difficulty)));
      } catch (error) {
        return err({ kind: "store-unavailable", message: `KV list failed: ${describe(error)}` });
      }
    },
  };
}
