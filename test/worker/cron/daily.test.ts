import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DIFFICULTIES, type DailyResponse } from "../../../worker/core/api";
import { addDays, DAYS_AHEAD, isCalendarDay, makeDaily, utcDay } from "../../../worker/cron/daily";
import worker from "../../../worker/index";

describe("daily cron", () => {
  it("writes every difficulty for the scheduled day and the next days, then serves them from KV", async () => {
    const now = Date.now();
    const today = utcDay(now);
    const controller = createScheduledController({ scheduledTime: new Date(now), cron: "5 0 * * *" });
    const ctx = createExecutionContext();
    worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    const keys = (await env.KV.list({ prefix: "daily:v1:" })).keys.map((k) => k.name).sort();
    const expected = [];
    for (let ahead = 0; ahead <= DAYS_AHEAD; ahead++) for (const d of DIFFICULTIES) expected.push(`daily:v1:${addDays(today, ahead)}:${d}`);
    expect(keys).toEqual(expected.sort());
    const served = (await (await SELF.fetch("http://x/api/daily?difficulty=hard")).json()) as DailyResponse;
    expect(served).toEqual({ ...makeDaily(today, "hard"), source: "store" });
  });

  it("makes the same puzzle for the same day every time, and different ones for different days", () => {
    expect(makeDaily("2026-02-01", "medium")).toEqual(makeDaily("2026-02-01", "medium"));
    expect(makeDaily("2026-02-01", "medium").puzzle).not.toBe(makeDaily("2026-02-02", "medium").puzzle);
  });

  it("does calendar arithmetic in UTC", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(utcDay(Date.UTC(2026, 4, 1, 23, 59))).toBe("2026-05-01");
  });
});
