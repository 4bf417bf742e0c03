import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Problem, SolveResponse } from "../../../worker/core/api";
import { generatePuzzle } from "../../../worker/core/sudoku/generate";
import { formatGrid, parseGrid } from "../../../worker/core/sudoku/grid-text";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import { cellName } from "../../../worker/core/sudoku/shape";
import { bruteSolutions, line, randomSolved, uniquePuzzle } from "../../helpers/boxed-brute";

const CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

const postJson = (body: unknown) => SELF.fetch("http://x/api/solve", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** The givens whose removal alone leaves the puzzle unique, one solve each. */
function removable(text: string): string[] {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { shape, cells } = parsed.value;
  const out: string[] = [];
  for (let cell = 0; cell < cells.length; cell++) {
    if (cells[cell] === 0) continue;
    const without = cells.slice();
    without[cell] = 0;
    if (solveSudoku({ shape, cells: without }).status === "unique") out.push(cellName(shape, cell));
  }
  return out;
}

describe("/api/solve with minimality=true", () => {
  it("names the givens of a puzzle that could each go alone, as one solve per removal finds them", async () => {
    const res = await SELF.fetch(`http://x/api/solve?puzzle=${CLASSIC}&minimality=true`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SolveResponse;
    const expected = removable(CLASSIC);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.status).toBe("unique");
    expect(body.minimality).toEqual({ minimal: false, redundant: expected, checked: 30, givens: 30 });
    expect(res.headers.get("cache-control")).toContain("max-age");
  });

  it("runs beside a certificate on one budget: both come, and stats.work counts both", async () => {
    const both = (await (await postJson({ puzzle: CLASSIC, certificate: true, minimality: true })).json()) as SolveResponse;
    const certificate = (await (await postJson({ puzzle: CLASSIC, certificate: true })).json()) as SolveResponse;
    const minimality = (await (await postJson({ puzzle: CLASSIC, minimality: true })).json()) as SolveResponse;
    const plain = (await (await postJson({ puzzle: CLASSIC })).json()) as SolveResponse;
    expect(both.certificate?.check).toBe("verified");
    expect(both.minimality).toEqual(minimality.minimality);
    // The solve once, then each extra's own work: the searches are deterministic, so the sum is exact.
    expect(both.stats.work).toBe(plain.stats.work + (certificate.stats.work - plain.stats.work) + (minimality.stats.work - plain.stats.work));
  });

  it("calls a dug puzzle minimal, by POST, and counts the check's work in stats.work", async () => {
    const made = generatePuzzle({ box: 3, seed: 11, grade: false });
    const puzzle = formatGrid(made.puzzle);
    const plain = (await (await postJson({ puzzle })).json()) as SolveResponse;
    const body = (await (await postJson({ puzzle, minimality: true })).json()) as SolveResponse;
    expect(body.minimality).toEqual({ minimal: true, redundant: [], checked: made.clues, givens: made.clues });
    expect(plain.minimality).toBeUndefined();
    expect(body.stats.work).toBeGreaterThan(plain.stats.work);
  });

  it("says why nothing was checked on a 25×25, and checks nothing on a puzzle that is not unique", async () => {
    // A solved 25×25 by the usual pattern, one cell left open: unique at once, too large to check.
    const big = Array.from({ length: 625 }, (_, i) => {
      const [r, c] = [Math.floor(i / 25), i % 25];
      return ((r % 5) * 5 + Math.floor(r / 5) + c) % 25;
    });
    const text = big.map((v, i) => (i === 0 ? "." : String.fromCharCode(v < 9 ? 49 + v : 56 + v))).join("");
    const large = (await (await postJson({ puzzle: text, minimality: true })).json()) as SolveResponse;
    expect(large.status).toBe("unique");
    expect(large.minimality).toEqual({ minimal: null, redundant: [], checked: 0, givens: 624, error: "Minimality is checked up to 16×16 here; this grid is 25×25." });
    const open = (await (await postJson({ puzzle: ".".repeat(81), minimality: true })).json()) as SolveResponse;
    expect(open.status).toBe("multiple");
    expect(open.minimality).toBeUndefined();
  });

  for (const n of [6, 8, 12]) {
    it(`checks a ${n}×${n} with rectangular boxes, as brute force finds its removable givens`, async () => {
      // Dug to a minimum, then two cells given back: those two at least could go again.
      const solution = randomSolved(n, n);
      const cells = uniquePuzzle(n, solution, n, n >= 12 ? Math.floor(n * n * 0.55) : 0);
      const open = [...cells.keys()].filter((i) => cells[i] === 0);
      for (const i of [open[0], open[open.length - 1]]) cells[i] = solution[i];
      const expected: string[] = [];
      for (let i = 0; i < cells.length; i++) {
        if (cells[i] === 0) continue;
        const without = cells.slice();
        without[i] = 0;
        if (bruteSolutions(n, without, 2).length === 1) expected.push(`r${Math.floor(i / n) + 1}c${(i % n) + 1}`);
      }
      const body = (await (await postJson({ puzzle: line(cells), minimality: true })).json()) as SolveResponse;
      expect(body.status).toBe("unique");
      const givens = cells.filter((v) => v !== 0).length;
      expect(body.minimality).toEqual({ minimal: false, redundant: expected, checked: givens, givens });
      expect(expected.length).toBeGreaterThanOrEqual(2);
    });
  }

  it("refuses minimality for an f-puzzles variant, naming the field", async () => {
    const res = await postJson({ fpuzzles: { size: 4, grid: [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]] }, minimality: true });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as Problem;
    expect(problem.errors).toEqual([{ field: "body.minimality", message: "is given for classic puzzles only: send the puzzle's digits as `puzzle`" }]);
  });
});
