import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Problem, SolveResponse } from "../../../worker/core/api";
import published from "../../fixtures/variants/published.json";

const CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const KILLER = published.find((e) => e.name.startsWith("Killer sudoku"))!;

function post(body: unknown) {
  return SELF.fetch("http://x/api/solve", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** No solved grid anywhere in the answer: not as a field, and not as text inside another one. */
function expectNoGrid(body: SolveResponse, solution: string): void {
  expect(body.solution).toBeUndefined();
  expect(body.otherSolution).toBeUndefined();
  expect(body.solutions).toBeUndefined();
  expect(JSON.stringify(body)).not.toContain(solution);
}

describe("/api/solve with solution=false", () => {
  it("gives a classic puzzle's verdict and statistics without its solution, by GET and by POST", async () => {
    const full = (await (await SELF.fetch(`http://x/api/solve?puzzle=${CLASSIC}`)).json()) as SolveResponse;
    for (const res of [await SELF.fetch(`http://x/api/solve?puzzle=${CLASSIC}&solution=false`), await post({ puzzle: CLASSIC, solution: false })]) {
      expect(res.status).toBe(200);
      const body = (await res.json()) as SolveResponse;
      expect(body).toMatchObject({ status: "unique", size: 9, puzzle: CLASSIC });
      expect(body.stats).toEqual(full.stats);
      expectNoGrid(body, full.solution!);
    }
  });

  it("keeps the count and the differing cells of a puzzle with several solutions", async () => {
    const body = (await (await post({ puzzle: "................", solution: false, count: 3 })).json()) as SolveResponse;
    expect(body.status).toBe("multiple");
    expect(body.count).toEqual({ solutions: 3, complete: false, limit: 3 });
    expect(body.differingCells?.length).toBeGreaterThan(0);
    expect(body.solution).toBeUndefined();
    expect(body.otherSolution).toBeUndefined();
    expect(body.solutions).toBeUndefined();
  });

  it("withholds a variant's solution and a 6×6's (solved as a variant with no rules)", async () => {
    const killer = (await (await post({ fpuzzles: KILLER.fpuzzles, solution: false })).json()) as SolveResponse;
    expect(killer).toMatchObject({ status: "unique", rules: ["killer"] });
    expectNoGrid(killer, KILLER.solution);
    const sixByTwoThree = ".....6..6.43.2...46...2.45.3..1.....";
    const sixFull = (await (await post({ puzzle: sixByTwoThree })).json()) as SolveResponse;
    expect(sixFull.status).toBe("unique");
    const six = (await (await post({ puzzle: sixByTwoThree, solution: false })).json()) as SolveResponse;
    expect(six.status).toBe("unique");
    expectNoGrid(six, sixFull.solution!);
  });

  it("refuses steps or a certificate beside it, naming the field, since both show the solution", async () => {
    for (const [res, field] of [
      [await SELF.fetch(`http://x/api/solve?puzzle=${CLASSIC}&solution=false&steps=true`), "query.steps"],
      [await post({ puzzle: CLASSIC, solution: false, certificate: true }), "body.certificate"],
      [await post({ fpuzzles: KILLER.fpuzzles, solution: false, certificate: true }), "body.certificate"],
    ] as const) {
      expect(res.status).toBe(400);
      const problem = (await res.json()) as Problem;
      expect(problem.field).toBe(field);
      expect(problem.detail).toContain("cannot go with solution=false");
    }
  });

  it("still answers in full with solution=true or without the field", async () => {
    const body = (await (await post({ puzzle: CLASSIC, solution: true })).json()) as SolveResponse;
    expect(body.solution).toMatch(/^[1-9]{81}$/);
  });
});
