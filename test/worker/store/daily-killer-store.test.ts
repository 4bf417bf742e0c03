import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DailyKiller } from "../../../worker/core/sudoku/variants/daily-killer";
import { createDailyStore, dailyKey, dailyKillerKey } from "../../../worker/store/daily-store";

const sample: DailyKiller = {
  date: "2026-03-15",
  variant: "killer",
  size: 9,
  level: "medium",
  seed: "daily:killer:v1:2026-03-15",
  recipe: 1,
  fpuzzles: { size: 9, killercage: [{ cells: ["R1C1", "R1C2"], value: "3" }] },
};

describe("daily store: the killer entry", () => {
  it("keys the killer beside the classic days of the same date", () => {
    expect(dailyKillerKey("2026-03-15")).toBe("daily:v1:2026-03-15:killer");
    expect(dailyKillerKey("2026-03-15").startsWith(dailyKey("2026-03-15", "easy").replace(/easy$/, ""))).toBe(true);
  });

  it("reads back what it wrote and never replaces it", async () => {
    const store = createDailyStore(env.KV);
    expect(await store.getKiller(sample.date)).toEqual({ ok: true, value: null });
    expect(await store.createKiller(sample)).toEqual({ ok: true, value: "written" });
    expect(await store.createKiller({ ...sample, level: "hard" })).toEqual({ ok: true, value: "exists" });
    expect(await store.getKiller(sample.date)).toEqual({ ok: true, value: sample });
  });

  it("reports an entry that is not a daily killer (wrong date, variant or shape) as corrupt", async () => {
    const store = createDailyStore(env.KV);
    for (const [date, text] of [
      ["2026-03-16", JSON.stringify({ ...sample, date: "2026-03-17" })],
      ["2026-03-18", JSON.stringify({ ...sample, date: "2026-03-18", variant: "jigsaw" })],
      ["2026-03-19", "not json"],
    ]) {
      await env.KV.put(dailyKillerKey(date), text);
      const got = await store.getKiller(date);
      expect(got.ok ? "read" : got.error.kind, date).toBe("store-corrupt");
    }
  });
});
