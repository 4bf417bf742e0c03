import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DAILY_RECIPES, fingerprintDaily, makeDaily, type DailyRecipe } from "../../../worker/core/sudoku/daily-recipe";
import { createDailyArchive, type ArchiveOptions } from "../../../worker/store/daily-archive";
import { dailyKey } from "../../../worker/store/daily-store";
import { faultyKv } from "./kv-faults";

const v1 = DAILY_RECIPES[0];

/** A new recipe as a developer would add it: its canary fingerprinted from what this code makes. */
function recipe(version: number, since: string, attempts: number): DailyRecipe {
  const draft: DailyRecipe = { ...v1, version, since, attempts, canary: { date: since, difficulty: "easy", fingerprint: "" } };
  return { ...draft, canary: { ...draft.canary, fingerprint: fingerprintDaily(makeDaily(since, "easy", draft)) } };
}

/** After a generator change: version 1 retired (no longer reproducible), version 2 from December. */
const changedCode: readonly DailyRecipe[] = [{ ...v1, retired: true }, recipe(2, "2026-12-01", 8)];

function archive(kv: KVNamespace, recipes: readonly DailyRecipe[] = DAILY_RECIPES, warnings: string[] = []) {
  const options: ArchiveOptions = { recipes, warn: (message) => warnings.push(message) };
  return createDailyArchive(kv, options);
}

describe("daily archive (write-once)", () => {
  it("keeps a stored day through a code change: served as stored, and a KV miss gives 'unavailable', never a new puzzle", async () => {
    const first = await archive(env.KV).read("2026-03-01", "hard");
    expect(first.ok && first.value.source).toBe("generated");
    const storedText = await env.KV.get(dailyKey("2026-03-01", "hard"));
    expect(storedText).not.toBeNull();

    const missing = faultyKv(env.KV, { reads: "miss" });
    const afterChange = await archive(missing.kv, changedCode).read("2026-03-01", "hard");
    expect(afterChange.ok).toBe(false);
    if (!afterChange.ok) {
      expect(afterChange.error.kind).toBe("daily-unavailable");
      expect(afterChange.error.message).toContain("2026-03-01");
    }
    expect(missing.puts).toEqual([]);
    expect(await env.KV.get(dailyKey("2026-03-01", "hard"))).toBe(storedText);

    const served = await archive(env.KV, changedCode).read("2026-03-01", "hard");
    expect(served.ok && served.value).toEqual({ daily: JSON.parse(storedText ?? "null"), source: "store" });
    expect(served.ok && served.value.daily.recipe).toBe(1);
  });

  it("refuses to remake a day when the code drifted from its recipe without a new version (the canary no longer matches)", async () => {
    const drifted: DailyRecipe[] = [{ ...v1, attempts: 1 }];
    const spy = faultyKv(env.KV);
    const read = await archive(spy.kv, drifted).read("2026-03-02", "medium");
    expect(read.ok).toBe(false);
    expect(spy.puts).toEqual([]);
    const prepare = await archive(spy.kv, drifted).prepare("2026-03-02", "medium");
    expect(prepare).toBe("refused");
    expect(await env.KV.get(dailyKey("2026-03-02", "medium"))).toBeNull();
  });

  it("remakes a day byte for byte when its recipe is still reproduced after a new version is added", async () => {
    await archive(env.KV).read("2026-03-03", "easy");
    const storedText = await env.KV.get(dailyKey("2026-03-03", "easy"));
    const keptOld: DailyRecipe[] = [v1, recipe(2, "2026-12-01", 8)];
    const read = await archive(faultyKv(env.KV, { reads: "miss" }).kv, keptOld).read("2026-03-03", "easy");
    expect(read.ok && JSON.stringify(read.value.daily)).toBe(storedText);
    expect(read.ok && read.value.source).toBe("generated");
  });

  it("makes days from a new recipe's start with that recipe, and records it in the entry", async () => {
    const read = await archive(env.KV, changedCode).read("2026-12-02", "easy");
    expect(read.ok && read.value.daily).toMatchObject({ recipe: 2, seed: "daily:v2:2026-12-02:easy" });
    const stored = await env.KV.getWithMetadata(dailyKey("2026-12-02", "easy"));
    expect(JSON.parse(stored.value ?? "null")).toMatchObject({ recipe: 2 });
    expect(stored.metadata).toMatchObject({ recipe: 2 });
  });

  it("serves a corrupt entry's day remade, and never overwrites the entry", async () => {
    await env.KV.put(dailyKey("2026-03-04", "hard"), "{not json");
    const warnings: string[] = [];
    const spy = faultyKv(env.KV);
    const read = await archive(spy.kv, DAILY_RECIPES, warnings).read("2026-03-04", "hard");
    expect(read.ok && read.value).toEqual({ daily: makeDaily("2026-03-04", "hard", v1), source: "generated" });
    expect(await archive(spy.kv, DAILY_RECIPES, warnings).prepare("2026-03-04", "hard")).toBe("failed");
    expect(spy.puts).toEqual([]);
    expect(await env.KV.get(dailyKey("2026-03-04", "hard"))).toBe("{not json");
    expect(warnings.join("\n")).toContain("is not a daily puzzle");
  });

  it("serves a day while KV is down for reads, and writes nothing (the key may hold a day it cannot see)", async () => {
    const down = faultyKv(env.KV, { reads: "throw" });
    const warnings: string[] = [];
    const read = await archive(down.kv, DAILY_RECIPES, warnings).read("2026-03-05", "medium");
    expect(read.ok && read.value).toEqual({ daily: makeDaily("2026-03-05", "medium", v1), source: "generated" });
    expect(down.puts).toEqual([]);
    expect(await archive(down.kv).prepare("2026-03-05", "medium")).toBe("failed");
    expect(down.puts).toEqual([]);
    expect(warnings.join("\n")).toContain("KV is down for reads");
  });

  it("serves a day while KV is down for writes, then stores it once KV is back", async () => {
    const down = faultyKv(env.KV, { writes: "throw" });
    const warnings: string[] = [];
    const read = await archive(down.kv, DAILY_RECIPES, warnings).read("2026-03-06", "expert");
    expect(read.ok && read.value.source).toBe("generated");
    expect(down.puts).toEqual([dailyKey("2026-03-06", "expert")]);
    expect(warnings.join("\n")).toContain("KV is down for writes");
    expect(await env.KV.get(dailyKey("2026-03-06", "expert"))).toBeNull();
    const again = await archive(env.KV).read("2026-03-06", "expert");
    expect(again.ok && again.value.daily).toEqual(read.ok && read.value.daily);
    expect(JSON.parse((await env.KV.get(dailyKey("2026-03-06", "expert"))) ?? "null")).toEqual(read.ok && read.value.daily);
  });

  it("gives concurrent first requests one puzzle and writes it once", async () => {
    const spy = faultyKv(env.KV);
    const reads = await Promise.all(Array.from({ length: 6 }, () => archive(spy.kv).read("2026-03-07", "hard")));
    const puzzles = new Set(reads.map((r) => (r.ok ? r.value.daily.puzzle : "failed")));
    expect([...puzzles]).toEqual([makeDaily("2026-03-07", "hard", v1).puzzle]);
    expect(spy.puts).toEqual([dailyKey("2026-03-07", "hard")]);
  });

  it("hands a shared read to the starting request's keep-alive, once, so a waiter never hangs on a cancelled request", async () => {
    const spy = faultyKv(env.KV);
    const kept: { by: number; read: Promise<unknown> }[] = [];
    const reader = (by: number) => createDailyArchive(spy.kv, { defer: (read) => kept.push({ by, read }) });
    const reads = await Promise.all([0, 1, 2].map((by) => reader(by).read("2026-03-09", "medium")));
    expect(reads.every((r) => r.ok)).toBe(true);
    // Request 0 started the read: it keeps the read and its background write; requests 1 and 2 only wait.
    expect(kept.map((k) => k.by)).toEqual([0, 0]);
    await Promise.all(kept.map((k) => k.read));
    expect(spy.puts).toEqual([dailyKey("2026-03-09", "medium")]);
  });

  it("never replaces an entry that appeared after the miss (a racing writer got there first)", async () => {
    const other = { ...makeDaily("2026-03-08", "easy", v1), puzzle: `1${".".repeat(80)}` };
    const key = dailyKey("2026-03-08", "easy");
    const puts: string[] = [];
    let gets = 0;
    // This instance's first read misses; another instance writes the day before this one gets to create it.
    const racingKv = {
      async get(k: string, type: unknown) {
        if (k === key && gets++ === 0) {
          await env.KV.put(key, JSON.stringify(other));
          return null;
        }
        return env.KV.get(k, type as "text");
      },
      async put(k: string, value: string) {
        puts.push(k);
        return env.KV.put(k, value);
      },
    } as unknown as KVNamespace;
    const made = archive(racingKv);
    const read = await made.read("2026-03-08", "easy");
    expect(read.ok && read.value.source).toBe("generated");
    expect(puts).toEqual([]);
    expect(JSON.parse((await env.KV.get(dailyKey("2026-03-08", "easy"))) ?? "null")).toEqual(other);
  });

  it("reports entries stored before recipes were versioned as recipe 0, unchanged otherwise", async () => {
    const { recipe: _, ...legacy } = makeDaily("2026-03-09", "medium", v1);
    await env.KV.put(dailyKey("2026-03-09", "medium"), JSON.stringify(legacy));
    const read = await archive(env.KV).read("2026-03-09", "medium");
    expect(read.ok && read.value).toEqual({ daily: { ...legacy, recipe: 0 }, source: "store" });
  });

  it("has nothing to give before the first recipe's day", async () => {
    const read = await archive(env.KV).read("2025-12-31", "easy");
    expect(read.ok).toBe(false);
  });
});
