import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GridVerifyResponse, HintResponse, Problem, SolveResponse } from "../../../worker/core/api";
import { checkProof, parseDimacs } from "../../../worker/core/sat/index";
import { dratToTrace } from "../../core/sat/gen/drat";
import { bruteSolutions, line, randomSolved, uniquePuzzle } from "../../helpers/boxed-brute";

/** A unique puzzle of side n dug by brute force (large sides keep more givens), and its solution. */
function boxedPuzzle(n: number, seed: number): { puzzle: Uint8Array; solution: Uint8Array } {
  const solution = randomSolved(n, seed);
  return { puzzle: uniquePuzzle(n, solution, seed, n >= 12 ? Math.floor(n * n * 0.55) : 0), solution };
}

const post = (path: string, body: unknown) =>
  SELF.fetch(`http://x${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("/api/solve on classic grids with rectangular boxes", () => {
  it("proves a 6x6 unique by GET, with brute force's solution and no rules list", async () => {
    const { puzzle, solution } = boxedPuzzle(6, 1);
    const res = await SELF.fetch(`http://x/api/solve?puzzle=${line(puzzle)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SolveResponse;
    expect(body).toMatchObject({ status: "unique", size: 6, puzzle: line(puzzle), solution: line(solution) });
    expect(body.rules).toBeUndefined();
    expect(body.stats.budgetMs).toBe(500);
    expect(res.headers.get("cache-control")).toContain("max-age");
  });

  for (const n of [8, 10, 12, 15]) {
    it(`proves a ${n}x${n} unique by POST`, async () => {
      const { puzzle, solution } = boxedPuzzle(n, n);
      const body = (await (await post("/api/solve", { puzzle: line(puzzle) })).json()) as SolveResponse;
      expect(body).toMatchObject({ status: "unique", size: n, solution: line(solution) });
    });
  }

  it("gives two real solutions and where they differ when a needed given is missing", async () => {
    const { puzzle } = boxedPuzzle(6, 2);
    puzzle[puzzle.findIndex((v) => v !== 0)] = 0;
    const body = (await (await post("/api/solve", { puzzle: line(puzzle) })).json()) as SolveResponse;
    expect(body.status).toBe("multiple");
    const brute = new Set(bruteSolutions(6, puzzle, 1000).map(line));
    expect(brute.has(body.solution!)).toBe(true);
    expect(brute.has(body.otherSolution!)).toBe(true);
    const differ = [...body.solution!].flatMap((ch, i) => (ch === body.otherSolution![i] ? [] : [`r${Math.floor(i / 6) + 1}c${(i % 6) + 1}`]));
    expect(body.differingCells).toEqual(differ);
  });

  it("says none, naming givens that contradict each other, when no house clashes but nothing fits", async () => {
    // 1 2 3 | . . .  in the first row and a 4 at r2c4 and 5 at r2c5 and 6 at r2c6 leave r2c1..3 to 1-3, which
    // the first box already holds.
    const cells = new Uint8Array(36);
    [1, 2, 3].forEach((v, i) => (cells[i] = v));
    [4, 5, 6].forEach((v, i) => (cells[6 + 3 + i] = v));
    expect(bruteSolutions(6, cells, 1)).toHaveLength(0);
    const body = (await (await post("/api/solve", { puzzle: line(cells) })).json()) as SolveResponse;
    expect(body.status).toBe("none");
    expect(body.conflict?.members.length).toBeGreaterThan(0);
  });

  it("gives the classic solution log and grade, every step agreeing with brute force's solution, by GET and POST", async () => {
    for (const [n, seed] of [[6, 3], [8, 5], [10, 6]] as const) {
      const solution = randomSolved(n, seed);
      const puzzle = uniquePuzzle(n, solution, seed);
      const got = await SELF.fetch(`http://x/api/solve?puzzle=${line(puzzle)}&steps=true`);
      expect(got.status).toBe(200);
      const body = (await got.json()) as SolveResponse;
      expect(body).toMatchObject({ status: "unique", solution: line(solution) });
      expect(body.grade?.level).toBeDefined();
      const index = (name: string) => {
        const [r, col] = name.slice(1).split("c").map(Number);
        return (r - 1) * n + col - 1;
      };
      // Each placement is the solution's value, no elimination takes it away, and the placements fill the grid.
      const filled = puzzle.slice();
      for (const step of body.steps!) {
        for (const { cell, value } of step.placements) {
          expect(value, `${n} ${step.technique} ${cell}`).toBe(solution[index(cell)]);
          filled[index(cell)] = value;
        }
        for (const { cell, values } of step.eliminations) expect(values, `${n} ${step.technique} ${cell}`).not.toContain(solution[index(cell)]);
        expect(step.text.length).toBeGreaterThan(0);
      }
      expect(line(filled)).toBe(line(solution));
      // A box is named by its number among the rectangles, as rows and columns are.
      expect(body.steps!.some((step) => step.houses.some((h) => /^box \d+$/.test(h)))).toBe(true);
    }
    const { puzzle } = boxedPuzzle(6, 3);
    const posted = (await (await post("/api/solve", { puzzle: line(puzzle), steps: true })).json()) as SolveResponse;
    expect(posted.steps?.length).toBeGreaterThan(0);
  });

  it("adds a uniqueness certificate that the core's checker re-verifies, up to 9x9; past that it says how", async () => {
    const { puzzle, solution } = boxedPuzzle(6, 4);
    const body = (await (await post("/api/solve", { puzzle: line(puzzle), certificate: true })).json()) as SolveResponse;
    expect(body.certificate).toMatchObject({ check: "verified" });
    const cnf = parseDimacs(body.certificate!.cnf);
    if (!cnf.ok) throw new Error(cnf.error.message);
    expect(checkProof(cnf.value, dratToTrace(body.certificate!.proof)).verdict).toBe("verified");
    expect(body.certificate!.cnf).toContain(`c solution: ${line(solution)}`);
    const ten = boxedPuzzle(10, 4);
    const large = (await (await post("/api/solve", { puzzle: line(ten.puzzle), certificate: true })).json()) as SolveResponse;
    expect(large.status).toBe("unique");
    expect(large.certificate?.error).toBe("Certificates for puzzles with rectangular boxes are made here up to 9x9; for this one run: npm run sudoku -- solve PUZZLE --certificate PREFIX");
  });

  it("names every readable size when the cell count fits none", async () => {
    const res = await SELF.fetch(`http://x/api/solve?puzzle=${".".repeat(49)}`);
    expect(res.status).toBe(400);
    const problem = (await res.json()) as Problem;
    expect(problem).toMatchObject({ kind: "bad-grid", field: "query.puzzle" });
    expect(problem.detail).toContain("36 (6x6), 64 (8x8), 81 (9x9), 100 (10x10), 144 (12x12)");
  });

  it("names both cells of two equal givens in one 2x3 box", async () => {
    const cells = new Uint8Array(36);
    cells[0] = 3;
    cells[8] = 3;
    const problem = (await (await post("/api/solve", { puzzle: line(cells) })).json()) as Problem;
    expect(problem).toMatchObject({ kind: "givens-conflict", cell: "r2c3", detail: "two 3s in box 1: r1c1 and r2c3" });
  });
});

describe("/api/hint on classic grids with rectangular boxes", () => {
  it("gives a forced cell whose digit is the solution's, then catches a wrong entry", async () => {
    const { puzzle, solution } = boxedPuzzle(6, 5);
    const full = (await (await post("/api/hint", { puzzle: line(puzzle), detail: "full" })).json()) as HintResponse;
    expect(full.kind).toBe("step");
    const [placed] = full.placements!;
    const [r, c] = placed.cell.slice(1).split("c").map(Number);
    const cell = (r - 1) * 6 + (c - 1);
    expect(puzzle[cell]).toBe(0);
    expect(placed.value).toBe(solution[cell]);
    const entries = new Uint8Array(36);
    entries[cell] = (solution[cell] % 6) + 1;
    const wrong = (await (await post("/api/hint", { puzzle: line(puzzle), entries: line(entries), detail: "full" })).json()) as HintResponse;
    expect(wrong).toMatchObject({ kind: "wrong-entry", cells: [placed.cell] });
  });

  it("climbs the classic ladder on a 12x12: the technique alone, then its cells, then the step, which agrees with brute force", async () => {
    const { puzzle, solution } = boxedPuzzle(12, 4);
    const ask = (detail: string) => post("/api/hint", { puzzle: line(puzzle), detail }).then((r) => r.json() as Promise<HintResponse>);
    const [technique, cells, full] = [await ask("technique"), await ask("cells"), await ask("full")];
    expect(technique.kind).toBe("step");
    expect(technique.technique).toBeDefined();
    expect(technique.cells).toBeUndefined();
    expect(cells).toMatchObject({ kind: "step", technique: technique.technique });
    expect(cells.cells!.length).toBeGreaterThan(0);
    expect(full.technique).toBe(technique.technique);
    const index = (name: string) => {
      const [r, col] = name.slice(1).split("c").map(Number);
      return (r - 1) * 12 + col - 1;
    };
    for (const { cell, value } of full.placements ?? []) expect(value).toBe(solution[index(cell)]);
    for (const { cell, values } of full.eliminations ?? []) expect(values).not.toContain(solution[index(cell)]);
    expect((full.placements ?? []).length + (full.eliminations ?? []).length).toBeGreaterThan(0);
  });
});

describe("/api/verify on classic grids with rectangular boxes", () => {
  it("reports a clash in a 2x3 box and an entry that is not the solution's, and accepts the solution", async () => {
    const { puzzle, solution } = boxedPuzzle(6, 6);
    // Two equal entries in the first box's open cells (different rows and columns), one of them wrong.
    const open = [0, 1, 2, 6, 7, 8].filter((cell) => puzzle[cell] === 0);
    const pair = open.flatMap((a) => open.map((b) => [a, b])).find(([a, b]) => a < b && Math.floor(a / 6) !== Math.floor(b / 6) && a % 6 !== b % 6);
    expect(pair).toBeDefined();
    const [a, b] = pair!;
    const entries = new Uint8Array(36);
    entries[a] = solution[a];
    entries[b] = solution[a];
    const res = await post("/api/verify", { puzzle: line(puzzle), entries: line(entries), reveal: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as GridVerifyResponse;
    const name = (cell: number) => `r${Math.floor(cell / 6) + 1}c${(cell % 6) + 1}`;
    expect(body).toMatchObject({ mode: "grid", size: 6, complete: false, correct: false, solutionStatus: "unique" });
    expect(body.conflicts).toEqual([{ cell: name(b), value: solution[a], with: [name(a)], house: "box 1" }]);
    expect(body.wrong).toEqual([{ cell: name(b), value: solution[a], expected: solution[b] }]);
    const done = (await (await post("/api/verify", { puzzle: line(puzzle), entries: line(solution) })).json()) as GridVerifyResponse;
    expect(done).toMatchObject({ complete: true, correct: true, conflicts: [], wrong: [] });
  });

  it("explains why an entry that clashes with no house cannot be right, as on square boxes", async () => {
    for (const [n, seed] of [[6, 6], [10, 7]] as const) {
      const { puzzle, solution } = boxedPuzzle(n, seed);
      const peers = (cell: number) => Array.from({ length: n * n }, (_, i) => i).filter((i) => i !== cell && (Math.floor(i / n) === Math.floor(cell / n) || i % n === cell % n));
      // The first open cell and wrong value that no given in its row or column holds (brute force: then no solution).
      const cell = puzzle.findIndex((v) => v === 0);
      const value = Array.from({ length: n }, (_, i) => i + 1).find((v) => v !== solution[cell] && !peers(cell).some((i) => puzzle[i] === v) && bruteSolutions(n, Object.assign(puzzle.slice(), { [cell]: v }), 1).length === 0)!;
      expect(value).toBeDefined();
      const entries = new Uint8Array(n * n);
      entries[cell] = value;
      const name = `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`;
      const res = await post("/api/verify", { puzzle: line(puzzle), entries: line(entries), explain: true, cell: name });
      expect(res.status).toBe(200);
      const body = (await res.json()) as GridVerifyResponse;
      expect(body.explanation).toMatchObject({ status: "contradiction" });
      expect(body.explanation!.premises).toContain(name);
      expect(body.explanation!.text).toMatch(new RegExp(`^${name} = ${value} cannot be right`));
    }
  });
});
