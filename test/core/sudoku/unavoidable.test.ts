import { describe, expect, it } from "vitest";
import { UnavoidableSets } from "../../../worker/core/sudoku/unavoidable";
import { Digger } from "../../../worker/core/sudoku/dig";
import { randomSolvedGrid } from "../../../worker/core/sudoku/generate";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import { shapeOfBox } from "../../../worker/core/sudoku/shape";
import { createRng } from "../../../worker/core/rng";

const shape = shapeOfBox(3);
const clueWords = (cells: Uint8Array) => {
  const words = new Uint32Array(3);
  cells.forEach((v, c) => {
    if (v !== 0) words[c >> 5] |= 1 << (c & 31);
  });
  return words;
};

describe("UnavoidableSets", () => {
  it("a second solution's differences are emptied exactly when the puzzle has no clue in them", () => {
    const digger = new Digger(shape);
    let recorded = 0;
    for (let seed = 0; seed < 10; seed++) {
      const rng = createRng(seed);
      const grid = randomSolvedGrid(3, rng).cells;
      const minimal = digger.dig(grid, rng);
      const sets = new UnavoidableSets(81, 81);
      sets.use(grid);
      for (let cell = 0; cell < 81; cell++) {
        if (minimal[cell] === 0) continue;
        const fewer = minimal.slice();
        fewer[cell] = 0;
        // Checked by the CDCL engine: the puzzle is minimal, so each removal lets another solution in.
        const r = solveSudoku({ shape, cells: fewer }, { engine: "cdcl", limit: 2 });
        expect(r.status).toBe("multiple");
        const other = r.solutions!.find((s) => s.cells.some((v, i) => v !== grid[i]))!.cells;
        sets.add(other);
        recorded++;
        expect(sets.emptied(cell, clueWords(fewer))).toBe(true);
        // With the clue back the puzzle is unique, so every set recorded so far holds one of its clues.
        for (let c = 0; c < 81; c++) expect(sets.emptied(c, clueWords(minimal)), `seed ${seed} cell ${c}`).toBe(false);
      }
      // Another grid starts with no sets.
      sets.use(randomSolvedGrid(3, createRng(100 + seed)).cells);
      for (let c = 0; c < 81; c++) expect(sets.emptied(c, new Uint32Array(3))).toBe(false);
    }
    expect(recorded).toBeGreaterThan(200);
  });

  it("digging one grid again gives the same puzzles as a digger that never saw it, each minimal and unique (CDCL)", () => {
    for (const symmetry of ["none", "rotational"] as const) {
      const grid = randomSolvedGrid(3, createRng(symmetry === "none" ? 7 : 8)).cells;
      const seasoned = new Digger(shape);
      let sparedWork = 0;
      for (let order = 0; order < 8; order++) {
        const before = seasoned.stats.work;
        const again = seasoned.dig(grid, createRng(1000 + order), { symmetry });
        const freshDigger = new Digger(shape);
        const fresh = freshDigger.dig(grid, createRng(1000 + order), { symmetry });
        expect(Array.from(again), `${symmetry} order ${order}`).toEqual(Array.from(fresh));
        expect(solveSudoku({ shape, cells: again }, { engine: "cdcl" }).status).toBe("unique");
        sparedWork += freshDigger.stats.work - (seasoned.stats.work - before);
      }
      // The sets of the earlier digs decided removals that the fresh digger had to search for.
      expect(sparedWork).toBeGreaterThan(0);
    }
  });
});
