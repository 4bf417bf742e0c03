import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DailyPuzzle } from "../../../worker/core/sudoku/daily-recipe";
import { createDaily16Archive } from "../../../worker/store/daily-16-archive";
import { createDailyStore, daily16Key, dailyKey } from "../../../worker/store/daily-store";
import { DAILY_16_RECIPES } from "../../../worker/core/sudoku/daily-16";
import { faultyKv } from "./kv-faults";

const sample: DailyPuzzle = {
  date: "2026-04-15",
  difficulty: "hard",
  size: 16,
  puzzle: ".".repeat(256),
  grade: { level: "hard", score: 10, rating: 3.5, hardest: "naked-pair", counts: {}, solvedByLogic: true },
  seed: "daily:16x16:v1:2026-04-15",
  recipe: 1,
};
const quiet = { warn: () => {} };

describe("daily store: the 16x16 entry", () => {
  it("keys the 16x16 beside the classic days of the same date", () => {
    expect(daily16Key("2026-04-15")).toBe("daily:v1:2026-04-15:16x16");
    expect(daily16Key("2026-04-15").startsWith(dailyKey("2026-04-15", "easy").replace(/easy$/, ""))).toBe(true);
  });

  it("reads back what it wrote and never replaces it", async () => {
    const store = createDailyStore(env.KV);
    expect(await store.get16(sample.date)).toEqual({ ok: true, value: null });
    expect(await store.create16(sample)).toEqual({ ok: true, value: "written" });
    expect(await store.create16({ ...sample, recipe: 2 })).toEqual({ ok: true, value: "exists" });
    expect(await store.get16(sample.date)).toEqual({ ok: true, value: sample });
  });

  it("reports an entry that is not a daily 16x16 (wrong date, size, recipe or shape) as corrupt", async () => {
    const store = createDailyStore(env.KV);
    for (const [date, text] of [
      ["2026-04-16", JSON.stringify({ ...sample, date: "2026-04-17" })],
      ["2026-04-18", JSON.stringify({ ...sample, date: "2026-04-18", size: 9, puzzle: ".".repeat(81) })],
      ["2026-04-19", JSON.stringify({ ...sample, date: "2026-04-19", recipe: 0 })],
      ["2026-04-20", JSON.stringify({ ...sample, date: "2026-04-20", puzzle: "...." })],
      ["2026-04-21", "not json"],
    ]) {
      await env.KV.put(daily16Key(date), text);
      const got = await store.get16(date);
      expect(got.ok ? "read" : got.error.kind, date).toBe("store-corrupt");
    }
  });
});

describe("daily 16x16 archive", () => {
  const drifted = [{ ...DAILY_16_RECIPES[0], canary: { ...DAILY_16_RECIPES[0].canary, fingerprint: "0-0" } }];

  it("refuses to make a day its code cannot reproduce, and writes nothing", async () => {
    const spy = faultyKv(env.KV);
    const archive = createDaily16Archive(spy.kv, { recipes: drifted, ...quiet });
    expect(await archive.prepare("2026-04-22")).toBe("refused");
    const read = await archive.read("2026-04-22");
    expect(read.ok ? "served" : read.error.kind).toBe("daily-unavailable");
    expect(spy.puts).toEqual([]);
  });

  it("refuses a day before its first recipe", async () => {
    const archive = createDaily16Archive(env.KV, { recipes: [{ ...DAILY_16_RECIPES[0], since: "2026-05-01" }], ...quiet });
    expect(await archive.prepare("2026-04-30")).toBe("refused");
  });

  it("serves a day remade without writing when KV fails a read, and leaves it as it is when preparing", async () => {
    const down = faultyKv(env.KV, { reads: "throw" });
    const archive = createDaily16Archive(down.kv, quiet);
    expect(await archive.prepare("2026-04-23")).toBe("failed");
    const read = await archive.read("2026-04-23");
    expect(read.ok && read.value.source).toBe("generated");
    expect(down.puts).toEqual([]);
  });
});
