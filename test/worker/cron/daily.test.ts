import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DIFFICULTIES, type DailyResponse } from "../../../worker/core/api";
import { addDays, utcDay } from "../../../worker/core/calendar";
import { DAILY_RECIPES, makeDaily } from "../../../worker/core/sudoku/daily-recipe";
import { DAYS_AHEAD, prepareDailies } from "../../../worker/cron/daily";
import worker from "../../../worker/index";
import { daily16Key, dailyKey, dailyKillerKey } from "../../../worker/store/daily-store";
import { DAILY_16_RECIPES, makeDaily16 } from "../../../worker/core/sudoku/daily-16";
import { DAILY_KILLER_RECIPES, makeDailyKiller } from "../../../worker/core/sudoku/variants/daily-killer";
import { faultyKv } from "../store/kv-faults";

const v1 = DAILY_RECIPES[0];
const quiet = { warn: () => {} };
/** Each day: every difficulty, the killer and the 16x16. */
const PER_DAY = DIFFICULTIES.length + 2;

async function runCron(time: number): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(time), cron: "5 0 * * *" });
  const ctx = createExecutionContext();
  worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("daily cron", () => {
  it("writes every difficulty for the scheduled day and the next days, then serves them from KV", async () => {
    const now = Date.now();
    const today = utcDay(now);
    await runCron(now);
    const keys = (await env.KV.list({ prefix: "daily:v1:" })).keys.map((k) => k.name).sort();
    const expected = [];
    for (let ahead = 0; ahead <= DAYS_AHEAD; ahead++) {
      for (const d of DIFFICULTIES) expected.push(dailyKey(addDays(today, ahead), d));
      expected.push(dailyKillerKey(addDays(today, ahead)), daily16Key(addDays(today, ahead)));
    }
    expect(keys).toEqual(expected.sort());
    const served = (await (await SELF.fetch("http://x/api/daily?difficulty=hard")).json()) as DailyResponse;
    expect(served).toEqual({ ...makeDaily(today, "hard", v1), source: "store" });
    const killer = (await (await SELF.fetch(`http://x/api/daily/${today}/killer`)).json()) as { source: string };
    expect(killer).toMatchObject({ ...makeDailyKiller(today, DAILY_KILLER_RECIPES[0]), source: "store" });
    const sixteen = (await (await SELF.fetch("http://x/api/daily/16")).json()) as DailyResponse;
    expect(sixteen).toEqual({ ...makeDaily16(today, DAILY_16_RECIPES[0]), source: "store" });
  });

  it("changes nothing when it runs twice: the second run writes no key and the entries keep their bytes", async () => {
    const time = Date.UTC(2026, 5, 10, 0, 5);
    const first = await prepareDailies(env.KV, time, quiet);
    expect(first.written).toHaveLength((DAYS_AHEAD + 1) * PER_DAY);
    const keyOf = (name: string) => {
      const [date, kind] = name.split("/");
      return kind === "killer" ? dailyKillerKey(date) : kind === "16" ? daily16Key(date) : dailyKey(date, kind as "easy");
    };
    const before = await Promise.all(first.written.map((name) => env.KV.get(keyOf(name))));
    const spy = faultyKv(env.KV);
    const second = await prepareDailies(spy.kv, time, quiet);
    expect(second).toEqual({ written: [], kept: first.written, failed: [], refused: [] });
    expect(spy.puts).toEqual([]);
    const after = await Promise.all(first.written.map((name) => env.KV.get(keyOf(name))));
    expect(after).toEqual(before);
  });

  it("keeps a day that is already stored, even one unlike what this code makes", async () => {
    const time = Date.UTC(2026, 6, 1);
    const other = JSON.stringify({ ...makeDaily("2026-07-01", "easy", v1), puzzle: `7${".".repeat(80)}` });
    await env.KV.put(dailyKey("2026-07-01", "easy"), other);
    const report = await prepareDailies(env.KV, time, quiet);
    expect(report.kept).toEqual(["2026-07-01/easy"]);
    expect(await env.KV.get(dailyKey("2026-07-01", "easy"))).toBe(other);
  });

  it("writes nothing while KV is down for reads, and reports every day as failed", async () => {
    const down = faultyKv(env.KV, { reads: "throw" });
    const report = await prepareDailies(down.kv, Date.UTC(2026, 7, 1), quiet);
    expect(report.failed).toHaveLength((DAYS_AHEAD + 1) * PER_DAY);
    expect(down.puts).toEqual([]);
  });

  it("reports failed writes while KV is down for writes, and stores the days on the next run", async () => {
    const time = Date.UTC(2026, 8, 1);
    const down = faultyKv(env.KV, { writes: "throw" });
    const report = await prepareDailies(down.kv, time, quiet);
    expect(report.failed).toHaveLength((DAYS_AHEAD + 1) * PER_DAY);
    const next = await prepareDailies(env.KV, time, quiet);
    expect(next.written).toEqual(report.failed);
  });
});
