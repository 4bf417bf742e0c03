import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { HintResponse, PracticeResponse, Problem } from "../../../worker/core/api";

async function practice(query: string): Promise<[Response, PracticeResponse]> {
  const res = await SELF.fetch(`http://x/api/practice?${query}`);
  return [res, (await res.clone().json()) as PracticeResponse];
}

/** The position's placed digits (line form) and its candidates as /api/hint takes pencil marks. */
function readPosition(position: string): { entries: string; notes: Record<string, number[]> } {
  const tokens = position.replace(/\s+/g, "").match(/\{\d*\}|\d/g)!;
  expect(tokens).toHaveLength(81);
  const notes: Record<string, number[]> = {};
  const entries = tokens
    .map((token, cell) => {
      if (!token.startsWith("{")) return token;
      notes[`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`] = [...token.slice(1, -1)].map(Number);
      return ".";
    })
    .join("");
  return { entries, notes };
}

describe("GET /api/practice", () => {
  it("gives a board on which the hint names the technique, the same again for the same seed", async () => {
    const [res, made] = await practice("technique=xy-wing&seed=route");
    expect(res.status).toBe(200);
    expect(made).toMatchObject({ status: "found", technique: "xy-wing", name: "XY-Wing", level: "hard", seed: "route" });
    expect(made.puzzle).toMatch(/^[1-9.]{81}$/);
    expect(made.answer).toMatch(/^XY-Wing: pivot r\dc\d/);
    expect(made.work).toBeGreaterThan(0);
    expect(res.headers.get("cache-control")).toContain("max-age");
    const { entries, notes } = readPosition(made.position!);
    const hinted = await SELF.fetch("http://x/api/hint", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ puzzle: made.puzzle, entries, notes, detail: "full" }) });
    const hint = (await hinted.json()) as HintResponse;
    expect(hint).toMatchObject({ kind: "step", technique: "xy-wing", text: made.answer });
    const [, again] = await practice("technique=xy-wing&seed=route");
    expect(again).toEqual(made);
  });

  it("draws a seed when none is given, and says the answer must not be cached", async () => {
    const [res, made] = await practice("technique=naked-single");
    expect(made.status).toBe("found");
    expect(made.seed.length).toBeGreaterThan(0);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers unknown, with what to try, when the budget runs out first", async () => {
    const [res, made] = await practice("technique=bug-plus-one&seed=short&budget_ms=60");
    expect(res.status).toBe(200);
    expect(made).toMatchObject({ status: "unknown", technique: "bug-plus-one" });
    expect(made.note).toMatch(/^(The one puzzle generated within the budget did not need|None of the \d+ puzzles generated within the budget needed) a BUG\+1; ask again with another seed, or a larger budget_ms\.$/);
    expect(made.puzzle).toBeUndefined();
  });

  it("refuses a technique too rare to find, or unknown, naming the ones it offers", async () => {
    for (const technique of ["jellyfish", "hidden-quad", "naked-quad", "solver", "x_wing"]) {
      const res = await SELF.fetch(`http://x/api/practice?technique=${technique}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as Problem;
      expect(body.field).toBe("query.technique");
      expect(body.detail).toMatch(/must be one of full-house, .*forcing-chain \(a naked quad, a hidden quad or a Jellyfish turns up too seldom/);
    }
    const missing = await SELF.fetch("http://x/api/practice");
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Problem).field).toBe("query.technique");
  });

  it("refuses a budget below one generation's fixed cost, naming the least", async () => {
    const res = await SELF.fetch("http://x/api/practice?technique=x-wing&budget_ms=1");
    expect(res.status).toBe(422);
    const body = (await res.json()) as Problem;
    expect(body).toMatchObject({ kind: "budget-too-small", field: "query.budget_ms", unit: "ms" });
    expect(body.limit).toBeGreaterThan(1);
  });
});
