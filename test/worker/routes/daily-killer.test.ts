import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DailyKillerResponse, Problem } from "../../../worker/core/api";
import { createApp } from "../../../worker/app";
import { DAILY_KILLER_RECIPES, makeDailyKiller } from "../../../worker/core/sudoku/variants/daily-killer";
import { fromFpuzzles } from "../../../worker/core/sudoku/variants/fpuzzles";
import { dailyKillerKey } from "../../../worker/store/daily-store";
import { readFpuzzlesText } from "../../../worker/variants/fpuzzles-link";
import { utcDay } from "../../../worker/core/calendar";
import { faultyKv } from "../store/kv-faults";

const v1 = DAILY_KILLER_RECIPES[0];

async function getKiller(path: string, kv: KVNamespace = env.KV): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await createApp().request(path, {}, { ...env, KV: kv }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("GET /api/daily/:date/killer", () => {
  it("makes the day's killer on a miss, stores it once, then serves the same puzzle from KV", async () => {
    const spy = faultyKv(env.KV);
    const first = await getKiller("/api/daily/2026-02-03/killer", spy.kv);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const made = (await first.json()) as DailyKillerResponse;
    expect(made).toMatchObject({ ...makeDailyKiller("2026-02-03", v1), source: "generated" });
    const second = await getKiller("/api/daily/2026-02-03/killer", spy.kv);
    expect((await second.json()) as DailyKillerResponse).toEqual({ ...made, source: "store" });
    expect(spy.puts).toEqual([dailyKillerKey("2026-02-03")]);
    expect(JSON.parse((await env.KV.get(dailyKillerKey("2026-02-03"))) ?? "null")).toEqual(makeDailyKiller("2026-02-03", v1));
  });

  it("carries a load string that decodes to the day's cages", async () => {
    const body = (await (await SELF.fetch("http://x/api/daily/2026-02-04/killer")).json()) as DailyKillerResponse;
    const json = readFpuzzlesText(body.load);
    if (!json.ok) throw new Error(json.error.message);
    expect(json.value).toEqual(body.fpuzzles);
    const puzzle = fromFpuzzles(json.value);
    expect(puzzle.ok && puzzle.value.rules.filter((r) => r.kind === "killer").length).toBeGreaterThan(9);
  });

  it("serves a stored day as stored, even one unlike what this code makes, and never rewrites it", async () => {
    const other = { ...makeDailyKiller("2026-02-05", v1), level: "extreme" };
    await env.KV.put(dailyKillerKey("2026-02-05"), JSON.stringify(other));
    const spy = faultyKv(env.KV);
    const body = (await (await getKiller("/api/daily/2026-02-05/killer", spy.kv)).json()) as DailyKillerResponse;
    expect(body).toMatchObject({ level: "extreme", source: "store" });
    expect(spy.puts).toEqual([]);
  });

  it("serves the day's killer without writing while KV is down for reads", async () => {
    const down = faultyKv(env.KV, { reads: "throw" });
    const res = await getKiller("/api/daily/2026-02-06/killer", down.kv);
    expect(res.status).toBe(200);
    expect((await res.json()) as DailyKillerResponse).toMatchObject({ ...makeDailyKiller("2026-02-06", v1), source: "generated" });
    expect(down.puts).toEqual([]);
    expect(await env.KV.get(dailyKillerKey("2026-02-06"))).toBeNull();
  });

  it("rejects a day that is not a calendar day or outside the archive", async () => {
    const bad = await SELF.fetch("http://x/api/daily/2026-02-30/killer");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Problem).field).toBe("path.date");
    const early = await SELF.fetch("http://x/api/daily/2025-12-31/killer");
    expect(early.status).toBe(422);
    await early.arrayBuffer();
  });
});

describe("GET /api/daily/killer", () => {
  it("answers today's killer without a date: the dated address's puzzle, cached for minutes since the day turns", async () => {
    const today = utcDay(Date.now());
    const res = await getKiller("/api/daily/killer");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const body = (await res.json()) as DailyKillerResponse;
    expect(body.date).toBe(today);
    const dated = (await (await getKiller(`/api/daily/${today}/killer`)).json()) as DailyKillerResponse;
    expect(dated.fpuzzles).toEqual(body.fpuzzles);
    expect(dated.load).toBe(body.load);
  });

  it("answers 304 to its own ETag", async () => {
    const first = await getKiller("/api/daily/killer");
    await first.arrayBuffer();
    const ctx = createExecutionContext();
    const second = await createApp().request("/api/daily/killer", { headers: { "if-none-match": first.headers.get("etag")! } }, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(second.status).toBe(304);
  });
});
