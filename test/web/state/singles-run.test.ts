import { describe, expect, it } from "vitest";
import { createRng } from "../../../worker/core/rng";
import { shapeOfBoxes, shapeOfSize, type Shape } from "../../../worker/core/sudoku/shape";
import { candidateMasks } from "../../../web/state/board-logic";
import { singlesRun } from "../../../web/state/singles-run";
import { variantGameRules } from "../../../web/state/variant-link";
import type { VariantPuzzle } from "../../../worker/core/sudoku/variants/model";
import { PUZZLE_9, SOLUTION_9, values } from "../helpers";

const classic = (shape: Shape) => (cells: Uint8Array) => candidateMasks(shape, cells);

/** Every solved grid of `shape`, by plain backtracking (4×4: 288 of them; 6×6 is too many and is not asked). */
function allSolved(shape: Shape): Uint8Array[] {
  const grids: Uint8Array[] = [];
  const cells = new Uint8Array(shape.cells);
  const fill = (cell: number): void => {
    if (cell === shape.cells) return void grids.push(cells.slice());
    for (let v = 1; v <= shape.size; v++) {
      if (shape.peers[cell].some((peer) => cells[peer] === v)) continue;
      cells[cell] = v;
      fill(cell + 1);
      cells[cell] = 0;
    }
  };
  fill(0);
  return grids;
}

/** After a run, no naked or hidden single is left in the position it reached. */
function singlesLeft(shape: Shape, cells: Uint8Array): number {
  const masks = candidateMasks(shape, cells);
  let left = 0;
  for (let cell = 0; cell < shape.cells; cell++) if (cells[cell] === 0 && (masks[cell] & (masks[cell] - 1)) === 0) left++;
  for (const house of shape.houses) {
    for (let v = 1; v <= shape.size; v++) {
      if (house.some((cell) => cells[cell] === v)) continue;
      if (house.filter((cell) => cells[cell] === 0 && masks[cell] & (1 << (v - 1))).length === 1) left++;
    }
  }
  return left;
}

describe("placing singles", () => {
  it("solves a puzzle that singles alone solve, with the one solution", () => {
    const shape = shapeOfSize(9)!;
    const run = singlesRun(shape, values(PUZZLE_9), classic(shape));
    expect(run.contradiction).toBeNull();
    const cells = values(PUZZLE_9);
    for (const { cell, value } of run.placements) cells[cell] = value;
    expect(Array.from(cells).join("")).toBe(SOLUTION_9);
  });

  it("places on 400 random 4×4 positions only digits every completion has, and finds a contradiction only where none exists", () => {
    const shape = shapeOfSize(4)!;
    const solved = allSolved(shape);
    expect(solved).toHaveLength(288);
    const rng = createRng(20261207);
    let placed = 0;
    let broken = 0;
    for (let trial = 0; trial < 400; trial++) {
      // A position: some cells of a solved grid, and now and then a digit that does not belong (a player's mistake).
      const base = solved[rng.int(solved.length)];
      const cells = new Uint8Array(shape.cells);
      for (let cell = 0; cell < shape.cells; cell++) if (rng.next() < 0.3) cells[cell] = base[cell];
      if (rng.next() < 0.3) cells[rng.int(shape.cells)] = 1 + rng.int(shape.size);
      const completions = solved.filter((grid) => cells.every((v, i) => v === 0 || grid[i] === v));
      const run = singlesRun(shape, cells, classic(shape));
      if (run.contradiction !== null) {
        broken++;
        expect(completions, run.contradiction).toHaveLength(0);
        expect(run.placements).toEqual([]);
        continue;
      }
      for (const { cell, value } of run.placements) {
        expect(cells[cell]).toBe(0);
        for (const grid of completions) expect(grid[cell]).toBe(value);
      }
      placed += run.placements.length;
      if (completions.length > 0) {
        const reached = cells.slice();
        for (const { cell, value } of run.placements) reached[cell] = value;
        expect(singlesLeft(shape, reached)).toBe(0);
      }
    }
    expect(placed).toBeGreaterThan(400);
    expect(broken).toBeGreaterThan(10);
  });

  it("reads the houses of a 6×6's 2×3 boxes", () => {
    const shape = shapeOfBoxes(6)!;
    // Row 1 short of its 6; the box of r1c6 (rows 1-2, columns 4-6) short of it too.
    const cells = new Uint8Array(36);
    cells.set([1, 2, 3, 4, 5], 0);
    const run = singlesRun(shape, cells, classic(shape));
    expect(run.contradiction).toBeNull();
    expect(run.placements).toContainEqual({ cell: 5, value: 6 });
  });

  it("says where a wrong position breaks down and places nothing", () => {
    const shape = shapeOfSize(4)!;
    // r1c1 sees 1, 2, 3 in its row and 4 in its column: no digit is left for it.
    const run = singlesRun(shape, values(".123" + "4..." + "...." + "...."), classic(shape));
    expect(run).toEqual({ placements: [], contradiction: "r1c1 has no digit left" });
    // Two hidden singles for one cell: 1 fits only r1c1 in row 1, and 2 only r1c1 in column 1.
    const both = singlesRun(shape, values("...." + "..12" + ".12." + ".2.."), classic(shape));
    expect(both).toEqual({ placements: [], contradiction: "r1c1 would need both 1 and 2" });
    // The 1 in r2c2 shuts both open cells of row 1 out of 1.
    expect(singlesRun(shape, values("..34" + ".1.." + "...." + "...."), classic(shape)).contradiction).toBe("no cell of row 1 can take 1");
  });

  it("places nothing in a position with no single", () => {
    const shape = shapeOfSize(9)!;
    expect(singlesRun(shape, new Uint8Array(81), classic(shape))).toEqual({ placements: [], contradiction: null });
  });

  describe("under a variant's rules", () => {
    const shape = shapeOfSize(4)!;
    const xSudoku: VariantPuzzle = { size: 4, givens: new Uint8Array(16), rules: [{ kind: "diagonal", which: "main" }, { kind: "diagonal", which: "anti" }] };
    const onDiagonals = (grid: Uint8Array) => [[0, 5, 10, 15], [3, 6, 9, 12]].every((line) => new Set(line.map((cell) => grid[cell])).size === 4);

    it("finds hidden singles on an X-Sudoku's diagonals, and places only digits every completion has", () => {
      const rules = variantGameRules(xSudoku);
      const solved = allSolved(shape).filter(onDiagonals);
      expect(solved.length).toBeGreaterThan(0);
      const rng = createRng(1207);
      let onlyByDiagonal = 0;
      for (let trial = 0; trial < 300; trial++) {
        const base = solved[rng.int(solved.length)];
        const cells = new Uint8Array(shape.cells);
        for (let cell = 0; cell < shape.cells; cell++) if (rng.next() < 0.25) cells[cell] = base[cell];
        const completions = solved.filter((grid) => cells.every((v, i) => v === 0 || grid[i] === v));
        const run = singlesRun(shape, cells, rules.candidates, rules.singlesRules);
        if (run.contradiction !== null) {
          expect(completions, run.contradiction).toHaveLength(0);
          continue;
        }
        for (const { cell, value } of run.placements) for (const grid of completions) expect(grid[cell]).toBe(value);
        const withoutDiagonals = singlesRun(shape, cells, rules.candidates, { ...rules.singlesRules, houses: [] });
        if (run.placements.length > withoutDiagonals.placements.length) onlyByDiagonal++;
      }
      expect(onlyByDiagonal).toBeGreaterThan(5);
    });

    it("names a diagonal that has no place left for a digit", () => {
      const rules = variantGameRules(xSudoku);
      // r1c2's 1 shuts out r1c1 and r2c2 (row, box), r3c4's shuts out r3c3 and r4c4 (row, column and box).
      const run = singlesRun(shape, values(".1.." + "...." + "...1" + "...."), rules.candidates, rules.singlesRules);
      expect(run).toEqual({ placements: [], contradiction: "no cell of the diagonal from r1c1 to r4c4 can take 1" });
    });

    it("places nothing when two singles of one round break a rule together", () => {
      // r1c1 and r2c3 can each take only 1, and a cage joins them: placed together they would repeat it.
      const caged: VariantPuzzle = { size: 4, givens: new Uint8Array(16), rules: [{ kind: "killer", cells: [0, 6] }] };
      const rules = variantGameRules(caged);
      const position = values(".234" + "34.2" + "...." + "....");
      expect(singlesRun(shape, position, rules.candidates, rules.singlesRules)).toEqual({ placements: [], contradiction: "1 appears twice in a killer cage: r1c1, r2c3" });
    });

    it("leaves a break the position already had to the player, and still places", () => {
      const caged: VariantPuzzle = { size: 4, givens: new Uint8Array(16), rules: [{ kind: "killer", cells: [0, 9] }] };
      const rules = variantGameRules(caged);
      // r1c1 and r3c2 repeat 1 in their cage already; row 1's last cell is still a single.
      const run = singlesRun(shape, values("123." + "...." + ".1.." + "...."), rules.candidates, rules.singlesRules);
      expect(run.contradiction).toBeNull();
      expect(run.placements).toContainEqual({ cell: 3, value: 4 });
    });
  });
});
