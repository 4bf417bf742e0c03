import { describe, expect, it } from "vitest";
import { createRng, type Rng } from "../../../../worker/core/rng";
import { checkVariant } from "../../../../worker/core/sudoku/variants/check";
import { fromFpuzzles } from "../../../../worker/core/sudoku/variants/fpuzzles";
import { toFpuzzles } from "../../../../worker/core/sudoku/variants/fpuzzles-export";
import type { Rule, VariantPuzzle } from "../../../../worker/core/sudoku/variants/model";
import { solveVariant } from "../../../../worker/core/sudoku/variants/solve";
import { validateVariant } from "../../../../worker/core/sudoku/variants/validate";
import { bruteCount } from "./brute";
import { randomGrid } from "./small-puzzles";

type Arrow = Extract<Rule, { kind: "arrow" }>;

const empty = (n: number) => Array.from({ length: n }, () => Array.from({ length: n }, () => ({})));

/** Brute force and the SAT encoding count the same solutions (a limit above any count here). */
function agree(puzzle: VariantPuzzle): number {
  expect(validateVariant(puzzle)).toMatchObject({ ok: true });
  const sat = solveVariant(puzzle, { limit: 400 });
  expect(sat.complete).toBe(true);
  const brute = bruteCount(puzzle, 401);
  expect(sat.solutions.length).toBe(brute);
  return brute;
}

/** A 2-cell pill at a random spot and a king-step line of `len` cells leaving from beside it. */
function randomPillArrow(rng: Rng, n: number, len: number): Arrow | null {
  const across = rng.int(2) === 0;
  const r = rng.int(across ? n : n - 1);
  const c = rng.int(across ? n - 1 : n);
  const pill = [r * n + c, across ? r * n + c + 1 : (r + 1) * n + c];
  const line: number[] = [];
  let from = pill[rng.int(2)];
  while (line.length < len) {
    const options: number[] = [];
    for (const dr of [-1, 0, 1]) for (const dc of [-1, 0, 1]) {
      const rr = Math.floor(from / n) + dr;
      const cc = (from % n) + dc;
      const cell = rr * n + cc;
      if (rr >= 0 && rr < n && cc >= 0 && cc < n && !pill.includes(cell) && !line.includes(cell)) options.push(cell);
    }
    if (options.length === 0) return null;
    from = options[rng.int(options.length)];
    line.push(from);
  }
  return { kind: "arrow", circle: pill[0], line, pill };
}

describe("pill arrows (a circle over several cells, read as a number)", () => {
  it("the encoding agrees with brute force on random 4x4 pills", () => {
    const rng = createRng(5);
    let solvable = 0;
    for (let t = 0; t < 16; t++) {
      const arrow = randomPillArrow(rng, 4, 3 + rng.int(3));
      if (!arrow) continue;
      if (agree({ size: 4, givens: new Uint8Array(16), rules: [arrow] }) > 0) solvable++;
    }
    expect(solvable).toBeGreaterThan(2);
  });

  it("the encoding agrees with brute force on 6x6 pills read off a known grid, with half the grid given", () => {
    const rng = createRng(6);
    let tried = 0;
    for (let t = 0; t < 5000 && tried < 6; t++) {
      const grid = randomGrid({ size: 6, givens: new Uint8Array(36), rules: [] }, rng)!;
      const arrow = randomPillArrow(rng, 6, 2 + rng.int(3));
      if (!arrow) continue;
      const number = grid[arrow.pill![0]] * 10 + grid[arrow.pill![1]];
      if (arrow.line.reduce((s, cell) => s + grid[cell], 0) !== number) continue;
      tried++;
      const givens = Uint8Array.from(grid, (v, cell) => (rng.int(2) === 0 && !arrow.pill!.includes(cell) ? v : 0));
      expect(agree({ size: 6, givens, rules: [arrow] })).toBeGreaterThan(0);
      // With a thermometer along the pill as well (its digits must then rise), the two still agree.
      agree({ size: 6, givens, rules: [arrow, { kind: "thermo", cells: [arrow.pill![0], arrow.pill![1]] }] });
    }
    expect(tried).toBe(6);
  });

  it("the independent checker reads the pill in reading order and judges it once filled", () => {
    const puzzle: VariantPuzzle = { size: 4, givens: new Uint8Array(16), rules: [{ kind: "arrow", circle: 0, pill: [0, 1], line: [5, 6, 7, 11] }] };
    const grid = new Uint8Array(16);
    grid[0] = 1;
    grid[1] = 2;
    [grid[5], grid[6], grid[7], grid[11]] = [3, 4, 3, 2]; // 12
    expect(checkVariant(puzzle, grid).filter((v) => v.rule === "arrow")).toEqual([]);
    grid[11] = 1; // 11, but the pill reads 12
    expect(checkVariant(puzzle, grid).filter((v) => v.rule === "arrow")).toEqual([
      { rule: "arrow", cells: ["r1c1", "r1c2", "r2c2", "r2c3", "r2c4", "r3c4"], message: "the arrow adds up to 11, the pill holds 12" },
    ]);
    grid[0] = 0;
    expect(checkVariant(puzzle, grid).filter((v) => v.rule === "arrow")).toEqual([]);
  });

  it("imports an f-puzzles pill in reading order whatever order its cells are listed in, and exports it back", () => {
    const json = { size: 9, grid: empty(9), arrow: [{ cells: ["R1C2", "R1C1"], lines: [["R1C2", "R2C3", "R3C3", "R4C3"]] }] };
    const read = fromFpuzzles(json);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.rules).toEqual([{ kind: "arrow", circle: 0, pill: [0, 1], line: [11, 20, 29] }]);
    const out = toFpuzzles(read.value);
    expect(out.arrow).toEqual([{ cells: ["R1C1", "R1C2"], lines: [["R1C2", "R2C3", "R3C3", "R4C3"]] }]);
    const again = fromFpuzzles(out);
    expect(again.ok && again.value.rules).toEqual(read.value.rules);
  });

  it("refuses pills it cannot read, naming why and where", () => {
    const arrow = (size: number, cells: string[], line: string[]) => fromFpuzzles({ size, grid: empty(size), arrow: [{ cells, lines: [line] }] });
    expect(arrow(16, ["R1C1", "R1C2"], ["R1C2", "R2C3"])).toMatchObject({ ok: false, error: { kind: "bad-fpuzzles", cell: "R1C1", message: expect.stringMatching(/boards up to 9×9/) } });
    expect(arrow(9, ["R1C1", "R1C2", "R1C3", "R1C4"], ["R1C4", "R2C5"])).toMatchObject({ ok: false, error: { message: expect.stringMatching(/a pill covers 2\.\.3 cells/) } });
    expect(arrow(9, ["R1C1", "R1C3"], ["R1C3", "R2C4"])).toMatchObject({ ok: false, error: { message: expect.stringMatching(/orthogonal neighbours/), cell: "R1C3" } });
    expect(arrow(9, ["R1C1", "R1C2"], ["R5C5", "R6C6"])).toMatchObject({ ok: false, error: { message: expect.stringMatching(/start beside the pill/), cell: "R5C5" } });
  });
});
