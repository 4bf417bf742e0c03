import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Daily16Response, Problem } from "../../../worker/core/api";
import { createApp } from "../../../worker/app";
import { utcDay } from "../../../worker/core/calendar";
import { DAILY_16_RECIPES, makeDaily16 } from "../../../worker/core/sudoku/daily-16";
import { parseGrid } from "../../../worker/core/sudoku/grid-text";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import { createDaily16Routes } from "../../../worker/routes/daily-16";
import { daily16Key } from "../../../worker/store/daily-store";
import { faultyKv } from "../store/kv-faults";

const v1 = DAILY_16_RECIPES[0];

async function get16(path: string, kv: KVNamespace = env.KV): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await createApp().request(path, {}, { ...env, KV: kv }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("GET /api/daily/:date/16", () => {
  it("makes the day's 16x16 on a miss, stores it once, then serves the same puzzle from KV", async () => {
    const spy = faultyKv(env.KV);
    const first = await get16("/api/daily/2026-02-03/16", spy.kv);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const made = (await first.json()) as Daily16Response;
    expect(made).toEqual({ ...makeDaily16("2026-02-03", v1), source: "generated" });
    expect(made).toMatchObject({ size: 16, difficulty: "hard", recipe: 1 });
    const grid = parseGrid(made.puzzle);
    expect(grid.ok && solveSudoku(grid.value, { limit: 2 }).status).toBe("unique");
    const second = await get16("/api/daily/2026-02-03/16", spy.kv);
    expect((await second.json()) as Daily16Response).toEqual({ ...made, source: "store" });
    expect(spy.puts).toEqual([daily16Key("2026-02-03")]);
  });

  it("serves a stored day as stored and never rewrites it", async () => {
    const other = { ...makeDaily16("2026-02-05", v1), grade: { ...makeDaily16("2026-02-05", v1).grade, level: "medium" } };
    await env.KV.put(daily16Key("2026-02-05"), JSON.stringify(other));
    const spy = faultyKv(env.KV);
    const body = (await (await get16("/api/daily/2026-02-05/16", spy.kv)).json()) as Daily16Response;
    expect(body).toEqual({ ...other, source: "store" });
    expect(spy.puts).toEqual([]);
  });

  it("answers a missing day 503 with Retry-After when this code cannot remake its recipe, and writes nothing", async () => {
    const drifted = createDaily16Routes([{ ...v1, canary: { ...v1.canary, fingerprint: "0-0" } }]);
    const spy = faultyKv(env.KV);
    const res = await drifted.request("/api/daily/2026-02-07/16", {}, { ...env, KV: spy.kv });
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.headers.get("retry-after")).not.toBeNull();
    const body = (await res.json()) as Problem;
    expect(body).toMatchObject({ status: 503, title: "Daily puzzle unavailable" });
    expect(body.detail).toContain("2026-02-07");
    expect(spy.puts).toEqual([]);
  });

  it("still serves a stored day when the recipe can no longer be remade", async () => {
    const stored = makeDaily16("2026-02-08", v1);
    await env.KV.put(daily16Key("2026-02-08"), JSON.stringify(stored));
    const drifted = createDaily16Routes([{ ...v1, retired: true }]);
    const res = await drifted.request("/api/daily/2026-02-08/16", {}, env);
    expect(res.status).toBe(200);
    expect((await res.json()) as Daily16Response).toEqual({ ...stored, source: "store" });
  });

  it("rejects a day that is not a calendar day (400) or outside the archive (422), naming the field", async () => {
    const bad = await SELF.fetch("http://x/api/daily/2026-02-30/16");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Problem).field).toBe("path.date");
    const early = await SELF.fetch("http://x/api/daily/2025-12-31/16");
    expect(early.status).toBe(422);
    expect(((await early.json()) as Problem).field).toBe("path.date");
  });
});

describe("GET /api/daily/16", () => {
  it("answers today's 16x16 without a date: the dated address's puzzle, cached for minutes since the day turns", async () => {
    const today = utcDay(Date.now());
    const res = await get16("/api/daily/16");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const body = (await res.json()) as Daily16Response;
    expect(body).toMatchObject({ date: today, size: 16 });
    const dated = (await (await get16(`/api/daily/${today}/16`)).json()) as Daily16Response;
    expect(dated.puzzle).toBe(body.puzzle);
  });

  it("answers 304 to its own ETag", async () => {
    const first = await get16("/api/daily/16");
    await first.arrayBuffer();
    const ctx = createExecutionContext();
    const second = await createApp().request("/api/daily/16", { headers: { "if-none-match": first.headers.get("etag")! } }, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(second.status).toBe(304);
  });
});
