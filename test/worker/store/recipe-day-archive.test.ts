import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { err, ok, type Result } from "../../../worker/core/result";
import { makeDailyKiller, DAILY_KILLER_RECIPES } from "../../../worker/core/sudoku/variants/daily-killer";
import { createDailyKillerArchive } from "../../../worker/store/daily-killer-archive";
import { dailyKillerKey, type CreateOutcome, type StoreError } from "../../../worker/store/daily-store";
import { createRecipeDayArchive, type RecipeDayKind } from "../../../worker/store/recipe-day-archive";
import { faultyKv } from "./kv-faults";

interface Day {
  date: string;
  made: number;
}

/** A kind whose store is a Map and whose generation is counted; `store` may be told to fail reads, `make` to throw. */
function countingKind(name: string, kv: KVNamespace, faults: { reads?: "throw"; makes?: "throw" } = {}) {
  const stored = new Map<string, Day>();
  const counts = { gets: 0, makes: 0, creates: 0 };
  const kind: RecipeDayKind<Day, { version: number }> = {
    name,
    kv,
    async get(date): Promise<Result<Day | null, StoreError>> {
      counts.gets++;
      // A real KV read yields to the event loop; so does this one, which lets concurrent reads overlap.
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (faults.reads === "throw") return err({ kind: "store-unavailable", message: "KV is down for reads" });
      return ok(stored.get(date) ?? null);
    },
    async create(day): Promise<Result<CreateOutcome, StoreError>> {
      counts.creates++;
      if (stored.has(day.date)) return ok("exists");
      stored.set(day.date, day);
      return ok("written");
    },
    recipeFor: () => recipe,
    reproduces: () => true,
    make(date) {
      counts.makes++;
      if (faults.makes === "throw") throw new Error(`generation of ${date} failed`);
      return { date, made: counts.makes };
    },
  };
  return { kind, counts, stored, faults };
}
const recipe = { version: 1 };
const quiet = { warn: () => {} };
const fakeKv = () => ({}) as KVNamespace;

describe("recipe day archive: concurrent first reads of a missing day", () => {
  it("share one generation and one write, and all get the same day", async () => {
    const { kind, counts, stored } = countingKind("daily test", fakeKv());
    const archive = createRecipeDayArchive(kind, quiet);
    const reads = await Promise.all(Array.from({ length: 6 }, () => archive.read("2026-05-01")));
    expect(counts).toEqual({ gets: 1, makes: 1, creates: 1 });
    expect(reads.map((r) => r.ok && r.value)).toEqual(Array(6).fill({ daily: { date: "2026-05-01", made: 1 }, source: "generated" }));
    expect(stored.get("2026-05-01")).toEqual({ date: "2026-05-01", made: 1 });
  });

  it("share across archive objects (one per request), and forget the read once it settles", async () => {
    const kv = fakeKv();
    const { kind, counts } = countingKind("daily test", kv);
    const first = await Promise.all(Array.from({ length: 4 }, () => createRecipeDayArchive({ ...kind }, quiet).read("2026-05-02")));
    expect(counts).toEqual({ gets: 1, makes: 1, creates: 1 });
    expect(first.every((r) => r.ok && r.value.source === "generated")).toBe(true);
    const later = await createRecipeDayArchive({ ...kind }, quiet).read("2026-05-02");
    expect(later.ok && later.value).toEqual({ daily: { date: "2026-05-02", made: 1 }, source: "store" });
    expect(counts).toEqual({ gets: 2, makes: 1, creates: 1 });
  });

  it("keep different days, kinds and namespaces apart", async () => {
    const kv = fakeKv();
    const a = countingKind("daily killer", kv);
    const b = countingKind("daily 16x16", kv);
    const c = countingKind("daily killer", fakeKv());
    await Promise.all([
      createRecipeDayArchive(a.kind, quiet).read("2026-05-03"),
      createRecipeDayArchive(a.kind, quiet).read("2026-05-04"),
      createRecipeDayArchive(b.kind, quiet).read("2026-05-03"),
      createRecipeDayArchive(c.kind, quiet).read("2026-05-03"),
    ]);
    expect([a.counts.makes, b.counts.makes, c.counts.makes]).toEqual([2, 1, 1]);
  });

  it("share a failed generation, but do not keep it: the next read makes the day again", async () => {
    const { kind, counts, faults, stored } = countingKind("daily test", fakeKv(), { makes: "throw" });
    const archive = createRecipeDayArchive(kind, quiet);
    const failed = await Promise.allSettled(Array.from({ length: 3 }, () => archive.read("2026-05-05")));
    expect(failed.map((r) => r.status === "rejected" && String(r.reason))).toEqual(Array(3).fill("Error: generation of 2026-05-05 failed"));
    expect(counts.makes).toBe(1);
    faults.makes = undefined;
    const again = await archive.read("2026-05-05");
    expect(again.ok && again.value.source).toBe("generated");
    expect(counts).toEqual({ gets: 2, makes: 2, creates: 1 });
    expect(stored.has("2026-05-05")).toBe(true);
  });

  it("do not keep a day served unwritten after a failed store read: once the store answers, the day is written", async () => {
    const { kind, counts, faults, stored } = countingKind("daily test", fakeKv(), { reads: "throw" });
    const archive = createRecipeDayArchive(kind, quiet);
    const during = await Promise.all(Array.from({ length: 3 }, () => archive.read("2026-05-06")));
    expect(during.every((r) => r.ok && r.value.source === "generated")).toBe(true);
    expect(counts).toEqual({ gets: 1, makes: 1, creates: 0 });
    faults.reads = undefined;
    await archive.read("2026-05-06");
    expect(counts).toEqual({ gets: 2, makes: 2, creates: 1 });
    expect(stored.has("2026-05-06")).toBe(true);
  });

  it("make a real killer day once for concurrent requests and write it once", async () => {
    const spy = faultyKv(env.KV);
    const reads = await Promise.all(Array.from({ length: 5 }, () => createDailyKillerArchive(spy.kv, quiet).read("2026-05-07")));
    const expected = makeDailyKiller("2026-05-07", DAILY_KILLER_RECIPES[0]);
    expect(reads.map((r) => r.ok && r.value.daily)).toEqual(Array(5).fill(expected));
    expect(spy.puts).toEqual([dailyKillerKey("2026-05-07")]);
  });
});
