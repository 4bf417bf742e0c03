import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DailyArchiveResponse, DailyResponse, Problem } from "../../../worker/core/api";
import { createApp } from "../../../worker/app";
import { utcDay } from "../../../worker/core/calendar";
import { DAILY_RECIPES, makeDaily } from "../../../worker/core/sudoku/daily-recipe";
import { statusOf, toProblem } from "../../../worker/http/problem";
import { dailyKey } from "../../../worker/store/daily-store";

const today = utcDay(Date.now());
const v1 = DAILY_RECIPES[0];

/** A KV namespace whose every call fails, like a KV outage. */
const brokenKv = {
  get: () => Promise.reject(new Error("KV is down")),
  put: () => Promise.reject(new Error("KV is down")),
  list: () => Promise.reject(new Error("KV is down")),
} as unknown as KVNamespace;

async function getDaily(path: string, kv: KVNamespace = env.KV): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await createApp().request(path, {}, { ...env, KV: kv }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("GET /api/daily", () => {
  it("makes today's puzzle on a miss, stores it, then serves it from KV", async () => {
    const first = await SELF.fetch("http://x/api/daily?difficulty=easy");
    expect(first.status).toBe(200);
    const made = (await first.json()) as DailyResponse;
    expect(made).toMatchObject({ date: today, difficulty: "easy", size: 9, source: "generated" });
    expect(made.puzzle).toMatch(/^[1-9.]{81}$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");
    const second = (await (await SELF.fetch("http://x/api/daily?difficulty=easy")).json()) as DailyResponse;
    expect(second).toEqual({ ...made, source: "store" });
    expect(JSON.parse((await env.KV.get(dailyKey(today, "easy"))) ?? "null")).toMatchObject({ puzzle: made.puzzle });
  });

  it("answers 304 to a matching If-None-Match, whichever path served the first copy", async () => {
    const first = await SELF.fetch("http://x/api/daily?difficulty=easy");
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^"[0-9a-z-]+"$/);
    await first.arrayBuffer();
    const again = await SELF.fetch("http://x/api/daily?difficulty=easy", { headers: { "If-None-Match": tag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(tag);
    const other = await SELF.fetch("http://x/api/daily?difficulty=easy", { headers: { "If-None-Match": '"other"' } });
    expect(other.status).toBe(200);
  });

  it("serves a past day as immutable, identical to the puzzle made from its seed", async () => {
    const res = await SELF.fetch("http://x/api/daily/2026-01-05?difficulty=medium");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = (await res.json()) as DailyResponse;
    expect(body).toEqual({ ...makeDaily("2026-01-05", "medium", v1), source: "generated" });
    expect(body.seed).toBe("daily:2026-01-05:medium");
  });

  it("returns the same puzzle when KV misses and when KV throws", async () => {
    const fromMiss = (await (await getDaily("/api/daily/2026-01-06?difficulty=hard")).json()) as DailyResponse;
    const fromOutage = await getDaily("/api/daily/2026-01-06?difficulty=hard", brokenKv);
    expect(fromOutage.status).toBe(200);
    const body = (await fromOutage.json()) as DailyResponse;
    expect(body.puzzle).toBe(fromMiss.puzzle);
    expect(body.source).toBe("generated");
  });

  it("serves a stored day exactly as stored, even one this code would make differently, and never rewrites it", async () => {
    const stored = { ...makeDaily("2026-01-20", "easy", v1), puzzle: `5${".".repeat(80)}`, recipe: 0 };
    const text = JSON.stringify(stored);
    await env.KV.put(dailyKey("2026-01-20", "easy"), text);
    const res = await SELF.fetch("http://x/api/daily/2026-01-20?difficulty=easy");
    expect(await res.json()).toEqual({ ...stored, source: "store" });
    expect(await env.KV.get(dailyKey("2026-01-20", "easy"))).toBe(text);
  });

  it("writes nothing while KV reads fail, and answers with the day's recipe", async () => {
    const res = await getDaily("/api/daily/2026-01-22?difficulty=medium", brokenKv);
    expect(((await res.json()) as DailyResponse).recipe).toBe(1);
    expect(await env.KV.get(dailyKey("2026-01-22", "medium"))).toBeNull();
  });

  it("gives concurrent first requests for a day one puzzle, the one it stores", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => SELF.fetch("http://x/api/daily/2026-01-21?difficulty=expert")));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as DailyResponse[];
    expect(new Set(bodies.map((b) => b.puzzle)).size).toBe(1);
    const stored = JSON.parse((await env.KV.get(dailyKey("2026-01-21", "expert"))) ?? "null") as DailyResponse;
    expect(stored.puzzle).toBe(bodies[0].puzzle);
  });

  it("maps a day the archive cannot give to 503, a problem a client can retry", () => {
    expect(statusOf("daily-unavailable")).toBe(503);
    expect(toProblem({ kind: "daily-unavailable", message: "try again" })).toMatchObject({ status: 503, title: "Daily puzzle unavailable" });
  });

  it("lists an archive range, one puzzle per day in order", async () => {
    const res = await SELF.fetch("http://x/api/daily?from=2026-01-10&to=2026-01-12&difficulty=easy");
    expect(res.status).toBe(200);
    const body = (await res.json()) as DailyArchiveResponse;
    expect(body.days.map((d) => d.date)).toEqual(["2026-01-10", "2026-01-11", "2026-01-12"]);
    expect(new Set(body.days.map((d) => d.puzzle)).size).toBe(3);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("rejects days that are not calendar days, out of range, or a range too long", async () => {
    const cases: [string, number, string][] = [
      ["/api/daily/2026-02-30", 400, "invalid-request"],
      ["/api/daily/26-1-1", 400, "invalid-request"],
      ["/api/daily/2019-12-31", 422, "date-out-of-range"],
      ["/api/daily/2999-01-01", 422, "date-out-of-range"],
      ["/api/daily?from=2026-01-01&to=2026-03-01", 422, "range-too-long"],
      ["/api/daily?from=2026-01-10&to=2026-01-09", 422, "date-out-of-range"],
      ["/api/daily?to=2026-01-09", 400, "invalid-request"],
      ["/api/daily?difficulty=impossible", 400, "invalid-request"],
    ];
    for (const [path, status, kind] of cases) {
      const res = await SELF.fetch(`http://x${path}`);
      expect(res.status, path).toBe(status);
      expect(((await res.json()) as Problem).kind, path).toBe(kind);
    }
  });
});
