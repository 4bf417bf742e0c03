import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GenerateResponse, Problem, SolveResponse } from "../../../worker/core/api";
import { fromFpuzzles } from "../../../worker/core/sudoku/variants/fpuzzles";
import { isVariantSolution } from "../../../worker/core/sudoku/variants/check";

const get = (query: string) => SELF.fetch(`http://x/api/generate?${query}`);

describe("GET /api/generate?variant=…", () => {
  for (const [variant, extra, rule] of [["killer", "", "killer"], ["killer", "&givens=true", "killer"], ["jigsaw", "", "jigsaw"], ["x", "", "diagonal"], ["sandwich", "", "sandwich"], ["thermo", "", "thermo"], ["arrow", "", "arrow"], ["whispers", "", "whispers"], ["renban", "", "renban"], ["entropic", "", "entropic"], ["region-sum", "", "region-sum"]] as const) {
    it(`makes a unique ${variant}${extra ? " with givens" : ""} that the solve route confirms, with its f-puzzles JSON and link`, async () => {
      const res = await get(`variant=${variant}${extra}&seed=s1&solution=true`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as GenerateResponse;
      expect(body).toMatchObject({ variant, size: 9, seed: "s1" });
      expect(body.link).toMatch(/^https:\/\/www\.f-puzzles\.com\/\?load=/);
      const puzzle = fromFpuzzles(body.fpuzzles);
      expect(puzzle.ok).toBe(true);
      if (!puzzle.ok) return;
      expect(isVariantSolution(puzzle.value, [...body.solution!].map(Number))).toBe(true);
      const solved = (await (await SELF.fetch("http://x/api/solve", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ fpuzzles: body.link }) })).json()) as SolveResponse;
      expect(solved.status).toBe("unique");
      expect(solved.solution).toBe(body.solution);
      expect(solved.rules).toContain(rule);
      if (variant === "killer" && !extra) expect(body.clues).toBe(0);
      if (extra) expect(body.clues).toBeGreaterThan(0);
      expect(body.grade.searchEffort).toBeGreaterThanOrEqual(0);
      // The generation made and solved this puzzle among much else, so it cost more than solving it alone.
      expect(body.work).toBeGreaterThan(solved.stats!.work);
    });
  }

  it("reports the killer's whole generation as its work, several times what its final solve costs", async () => {
    const body = (await (await get("variant=killer&seed=work")).json()) as GenerateResponse;
    const again = (await (await get("variant=killer&seed=work")).json()) as GenerateResponse;
    expect(again.work).toBe(body.work);
    const solved = (await (await SELF.fetch("http://x/api/solve", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ fpuzzles: body.link }) })).json()) as SolveResponse;
    expect(solved.status).toBe("unique");
    // The cages alone are split round after round, each round a solver built and a uniqueness search.
    expect(body.work).toBeGreaterThan(2 * solved.stats!.work);
  });

  it("gives the same puzzle for the same seed, and a different one for another", async () => {
    const a = (await (await get("variant=x&seed=same")).json()) as GenerateResponse;
    const b = (await (await get("variant=x&seed=same")).json()) as GenerateResponse;
    const c = (await (await get("variant=x&seed=other")).json()) as GenerateResponse;
    expect(b.puzzle).toBe(a.puzzle);
    expect(c.puzzle).not.toBe(a.puzzle);
  });

  it("rejects an unknown variant and a size other than 9", async () => {
    const bad = await get("variant=little-killer");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Problem).field).toBe("query.variant");
    const size = await get("variant=x&size=4");
    expect(size.status).toBe(422);
    expect((await size.json()) as Problem).toMatchObject({ kind: "unsupported-size", field: "query.size" });
  });
});
