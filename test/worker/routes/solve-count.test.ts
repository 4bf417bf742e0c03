import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Problem, SolveResponse } from "../../../worker/core/api";
import { bruteSolutions as brute4 } from "../../core/sudoku/brute4";
import { bruteSolutions, line, randomSolved } from "../../helpers/boxed-brute";

const postJson = (body: unknown) => SELF.fetch("http://x/api/solve", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("/api/solve with count=k", () => {
  it("lists exactly the solutions brute force finds on 4×4 puzzles with few givens, and says when that is all of them", async () => {
    let random = 3;
    const next = () => (random = (random * 1103515245 + 12345) % 2147483648) / 2147483648;
    const full = brute4(new Uint8Array(16))[17];
    for (let trial = 0; trial < 12; trial++) {
      const puzzle = Array.from(full, (v) => (next() < 0.3 ? v : 0));
      const expected = brute4(Uint8Array.from(puzzle)).map((s) => line(s)).sort();
      const res = await SELF.fetch(`http://x/api/solve?puzzle=${line(puzzle)}&count=100`);
      const body = (await res.json()) as SolveResponse;
      expect(body.count, line(puzzle)).toEqual({ solutions: Math.min(100, expected.length), complete: expected.length < 100, limit: 100 });
      if (expected.length < 100) expect([...body.solutions!].sort()).toEqual(expected);
      else for (const s of body.solutions!) expect(expected).toContain(s);
      expect(body.status).toBe(expected.length === 1 ? "unique" : "multiple");
    }
  });

  it("stops at k on the empty 4×4 (288 grids), every one listed different and valid", async () => {
    const body = (await (await postJson({ puzzle: ".".repeat(16), count: 50 })).json()) as SolveResponse;
    expect(body).toMatchObject({ status: "multiple", count: { solutions: 50, complete: false, limit: 50 } });
    expect(new Set(body.solutions).size).toBe(50);
    const all = new Set(brute4(new Uint8Array(16)).map((s) => line(s)));
    for (const s of body.solutions!) expect(all.has(s)).toBe(true);
  });

  it("counts a grid with rectangular boxes and an f-puzzles variant too", async () => {
    const solved = randomSolved(6, 9);
    const puzzle = Array.from(solved, (v, i) => (i % 3 === 0 ? v : 0));
    const expected = bruteSolutions(6, puzzle, 101).map((s) => line(s)).sort();
    const six = (await (await postJson({ puzzle: line(puzzle), count: 100 })).json()) as SolveResponse;
    expect(six.count).toEqual({ solutions: Math.min(100, expected.length), complete: expected.length < 100, limit: 100 });
    if (expected.length < 100) expect([...six.solutions!].sort()).toEqual(expected);
    const empty = { size: 4, grid: Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ({}))) };
    const variant = (await (await postJson({ fpuzzles: empty, count: 5 })).json()) as SolveResponse;
    expect(variant.count).toEqual({ solutions: 5, complete: false, limit: 5 });
    expect(new Set(variant.solutions).size).toBe(5);
  });

  it("keeps the answer as it was without count, and refuses a count outside 2 to 100, naming the field", async () => {
    const plain = (await (await postJson({ puzzle: ".".repeat(16) })).json()) as SolveResponse;
    expect(plain.solutions).toBeUndefined();
    expect(plain.count).toBeUndefined();
    expect(plain.otherSolution).toMatch(/^[1-4]{16}$/);
    for (const count of [1, 101]) {
      const res = await SELF.fetch(`http://x/api/solve?puzzle=${".".repeat(16)}&count=${count}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Problem).errors?.[0]?.field).toBe("query.count");
    }
    const body = await postJson({ puzzle: ".".repeat(16), count: 2.5 });
    expect(body.status).toBe(400);
    expect(((await body.json()) as Problem).errors?.[0]?.field).toBe("body.count");
  });
});
