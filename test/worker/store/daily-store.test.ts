import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DailyPuzzle } from "../../../worker/core/sudoku/daily-recipe";
import { createDailyStore, dailyKey } from "../../../worker/store/daily-store";

const sample: DailyPuzzle = {
  date: "2026-03-14",
  difficulty: "hard",
  size: 9,
  puzzle: "1".repeat(81),
  grade: { level: "hard", score: 42, rating: 3.2, hardest: "x-wing", counts: { "x-wing": 1 }, solvedByLogic: true },
  seed: "daily:2026-03-14:hard",
  recipe: 1,
};

/** A KV namespace whose every call fails, like a KV outage. */
const brokenKv = {
  get: () => Promise.reject(new Error("KV is down")),
  put: () => Promise.reject(new Error("KV is down")),
} as unknown as KVNamespace;

describe("daily store", () => {
  it("keys a puzzle by version, date and difficulty", () => {
    expect(dailyKey("2026-03-14", "hard")).toBe("daily:v1:2026-03-14:hard");
  });

  it("reads back exactly what it wrote", async () => {
    const store = createDailyStore(env.KV);
    expect(await store.create(sample)).toEqual({ ok: true, value: "written" });
    expect(await store.get("2026-03-14", "hard")).toEqual({ ok: true, value: sample });
    const meta = await env.KV.getWithMetadata(dailyKey("2026-03-14", "hard"));
    expect(meta.metadata).toEqual({ size: 9, level: "hard", recipe: 1 });
  });

  it("never replaces an entry, even a different or an unreadable one", async () => {
    const store = createDailyStore(env.KV);
    const other = { ...sample, date: "2026-03-18", seed: "other" };
    expect(await store.create(other)).toEqual({ ok: true, value: "written" });
    expect(await store.create({ ...other, puzzle: "2".repeat(81) })).toEqual({ ok: true, value: "exists" });
    expect(await store.get("2026-03-18", "hard")).toEqual({ ok: true, value: other });
    await env.KV.put(dailyKey("2026-03-19", "hard"), "garbage");
    expect(await store.create({ ...sample, date: "2026-03-19" })).toEqual({ ok: true, value: "exists" });
    expect(await env.KV.get(dailyKey("2026-03-19", "hard"))).toBe("garbage");
  });

  it("does not write when the read before the write fails", async () => {
    let puts = 0;
    const readsDown = { get: () => Promise.reject(new Error("KV is down")), put: () => { puts++; return Promise.resolve(); } } as unknown as KVNamespace;
    const created = await createDailyStore(readsDown).create(sample);
    expect(created.ok).toBe(false);
    expect(puts).toBe(0);
  });

  it("reports a miss as an empty value, not an error", async () => {
    const store = createDailyStore(env.KV);
    expect(await store.get("2026-03-15", "easy")).toEqual({ ok: true, value: null });
  });

  it("reports an entry of the wrong shape as corrupt", async () => {
    await env.KV.put(dailyKey("2026-03-16", "easy"), JSON.stringify({ date: "2026-03-16" }));
    await env.KV.put(dailyKey("2026-03-17", "easy"), "{not json");
    await env.KV.put(dailyKey("2026-03-20", "easy"), JSON.stringify({ ...sample, date: "2026-03-20", difficulty: "easy", puzzle: "1".repeat(80) }));
    await env.KV.put(dailyKey("2026-03-21", "easy"), JSON.stringify({ ...sample, date: "2026-03-21", difficulty: "easy", recipe: -1 }));
    const store = createDailyStore(env.KV);
    for (const date of ["2026-03-16", "2026-03-17", "2026-03-20", "2026-03-21"]) {
      const got = await store.get(date, "easy");
      expect(got.ok).toBe(false);
      if (!got.ok) expect(got.error.kind).toBe("store-corrupt");
    }
  });

  it("turns a throwing KV into error values on every call", async () => {
    const store = createDailyStore(brokenKv);
    for (const got of [await store.get("2026-03-14", "hard"), await store.create(sample)]) {
      expect(got.ok).toBe(false);
      if (!got.ok) {
        expect(got.error.kind).toBe("store-unavailable");
        expect(got.error.message).toContain("KV is down");
      }
    }
  });
});
