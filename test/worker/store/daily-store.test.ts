import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDailyStore, dailyKey, type StoredDaily } from "../../../worker/store/daily-store";

const sample: StoredDaily = {
  date: "2026-03-14",
  difficulty: "hard",
  size: 9,
  puzzle: "1".repeat(81),
  grade: { level: "hard", score: 42, rating: 3.2, hardest: "x-wing", counts: { "x-wing": 1 }, solvedByLogic: true },
  seed: "daily:2026-03-14:hard",
};

/** A KV namespace whose every call fails, like a KV outage. */
const brokenKv = {
  get: () => Promise.reject(new Error("KV is down")),
  put: () => Promise.reject(new Error("KV is down")),
  list: () => Promise.reject(new Error("KV is down")),
} as unknown as KVNamespace;

describe("daily store", () => {
  it("keys a puzzle by version, date and difficulty", () => {
    expect(dailyKey("2026-03-14", "hard")).toBe("daily:v1:2026-03-14:hard");
  });

  it("reads back exactly what it wrote", async () => {
    const store = createDailyStore(env.KV);
    expect(await store.put(sample)).toEqual({ ok: true, value: undefined });
    expect(await store.get("2026-03-14", "hard")).toEqual({ ok: true, value: sample });
    expect(await store.has("2026-03-14", "hard")).toEqual({ ok: true, value: true });
    const meta = await env.KV.getWithMetadata(dailyKey("2026-03-14", "hard"));
    expect(meta.metadata).toEqual({ size: 9, level: "hard" });
  });

  it("reports a miss as an empty value, not an error", async () => {
    const store = createDailyStore(env.KV);
    expect(await store.get("2026-03-15", "easy")).toEqual({ ok: true, value: null });
    expect(await store.has("2026-03-15", "easy")).toEqual({ ok: true, value: false });
  });

  it("reports an entry of the wrong shape as corrupt", async () => {
    await env.KV.put(dailyKey("2026-03-16", "easy"), JSON.stringify({ date: "2026-03-16" }));
    await env.KV.put(dailyKey("2026-03-17", "easy"), "{not json");
    const store = createDailyStore(env.KV);
    for (const date of ["2026-03-16", "2026-03-17"]) {
      const got = await store.get(date, "easy");
      expect(got.ok).toBe(false);
      if (!got.ok) expect(got.error.kind).toBe("store-corrupt");
    }
  });

  it("turns a throwing KV into error values on every call", async () => {
    const store = createDailyStore(brokenKv);
    for (const got of [await store.get("2026-03-14", "hard"), await store.put(sample), await store.has("2026-03-14", "hard")]) {
      expect(got.ok).toBe(false);
      if (!got.ok) {
        expect(got.error.kind).toBe("store-unavailable");
        expect(got.error.message).toContain("KV is down");
      }
    }
  });
});
