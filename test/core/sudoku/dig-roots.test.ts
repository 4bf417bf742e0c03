import { describe, expect, it } from "vitest";
import { BitsetDpll } from "../../../worker/core/sudoku/bitset-dpll";
import { Digger } from "../../../worker/core/sudoku/dig";
import { DigRoots } from "../../../worker/core/sudoku/dig-roots";
import { randomSolvedGrid } from "../../../worker/core/sudoku/generate";
import { shapeOfBox } from "../../../worker/core/sudoku/shape";
import { symmetryOrbit } from "../../../worker/core/sudoku/symmetry";
import { isSolutionOf } from "../../../worker/core/sudoku/verify";
import { createRng } from "../../../worker/core/rng";
import { SOLVED_4X4, bruteSolutions } from "./brute4";

/** The state of `clues` (cells of `solution`) built from scratch, one placement after another. */
function freshState(search: BitsetDpll, solution: Uint8Array, clues: Iterable<number>): Int32Array {
  const s = search.emptyState();
  for (const c of clues) expect(search.place(s, c, solution[c])).toBe(true);
  return s;
}

describe("DigRoots: the kept propagated states of a dig", () => {
  for (const symmetry of ["none", "rotational"] as const) {
    it(`gives at every position exactly the state of that puzzle built from scratch (9x9, ${symmetry})`, () => {
      const shape = shapeOfBox(3);
      const search = new BitsetDpll(shape);
      const roots = new DigRoots(search, shape.cells);
      for (let seed = 0; seed < 6; seed++) {
        const rng = createRng(seed);
        const solution = randomSolvedGrid(3, rng).cells;
        const seen = new Uint8Array(81);
        const units: number[][] = [];
        for (const cell of rng.shuffle(Array.from({ length: 81 }, (_, i) => i))) {
          if (seen[cell]) continue;
          const orbit = symmetryOrbit(shape, symmetry, cell);
          for (const c of orbit) seen[c] = 1;
          units.push(orbit);
        }
        roots.begin(units, solution, []);
        const kept: number[] = [];
        units.forEach((unit, i) => {
          const later = units.slice(i + 1).flat();
          const root = roots.root(i);
          // A state starts with the values and the candidate masks of the cells (the position masks of a value once
          // placed in a house are left stale, so they depend on the order of placement and are not compared).
          const fresh = freshState(search, solution, [...kept, ...later]);
          expect(Array.from(root.subarray(0, 162)), `seed ${seed} position ${i}`).toEqual(Array.from(fresh.subarray(0, 162)));
          // Keep about a third of the orbits, so both the pending clues and the rebuilds are exercised.
          if (rng.int(3) === 0) {
            kept.push(...unit);
            roots.keep(i, unit);
          }
        });
      }
    });
  }
});

describe("rules digs from the kept states", () => {
  for (const rules of ["singles", "locked"] as const) {
    it(`${rules}: the rules solve the dug puzzle, and stall once any further orbit goes (checked by the propagators alone)`, () => {
      const shape = shapeOfBox(3);
      const digger = new Digger(shape);
      const judge = new Digger(shape);
      for (let seed = 0; seed < 12; seed++) {
        const rng = createRng(seed);
        const symmetry = seed % 2 ? "rotational" : "none";
        const solution = randomSolvedGrid(3, rng).cells;
        const puzzle = digger.dig(solution, rng, rules === "singles" ? { symmetry, singlesOnly: true } : { symmetry, solvableBy: "locked" });
        expect(judge.fixedBy(puzzle, rules)).toBe(true);
        for (let cell = 0; cell < 81; cell++) {
          if (puzzle[cell] === 0) continue;
          const fewer = puzzle.slice();
          for (const c of symmetryOrbit(shape, symmetry, cell)) fewer[c] = 0;
          expect(judge.fixedBy(fewer, rules), `seed ${seed} cell ${cell}`).toBe(false);
        }
      }
    });
  }
});

describe("BitsetDpll.searchExcluding", () => {
  it("finds a solution with the cell changed exactly when brute force over all 288 4x4 grids does", () => {
    const shape = shapeOfBox(2);
    const search = new BitsetDpll(shape);
    const rng = createRng(5);
    let found = 0;
    for (let trial = 0; trial < 3000; trial++) {
      const solution = SOLVED_4X4[rng.int(SOLVED_4X4.length)];
      const givens = solution.map((v) => (rng.int(3) === 0 ? v : 0));
      const cell = rng.int(16);
      givens[cell] = 0;
      const value = 1 + rng.int(4);
      const prefer = rng.int(2) === 0 ? solution : undefined;
      const root = freshState(search, solution, Array.from(givens).flatMap((v, i) => (v ? [i] : [])));
      const before = root.slice();
      const outcome = search.searchExcluding(root, cell, value, Infinity, undefined, prefer);
      expect(outcome.finished).toBe(true);
      const expected = bruteSolutions(givens).some((g) => g[cell] !== value);
      expect(outcome.solutions.length > 0, `trial ${trial}`).toBe(expected);
      for (const t of outcome.solutions) {
        expect(isSolutionOf({ shape, cells: givens }, { shape, cells: t })).toBe(true);
        expect(t[cell]).not.toBe(value);
      }
      expect(Array.from(root)).toEqual(Array.from(before));
      if (expected) found++;
    }
    // Both answers occur often, so neither side of the comparison is vacuous.
    expect(found).toBeGreaterThan(300);
    expect(found).toBeLessThan(2700);
  });

  it("with a preferred solution, finds solutions that differ from it in fewer cells (the digger's unavoidable sets)", () => {
    const shape = shapeOfBox(3);
    const search = new BitsetDpll(shape);
    const rng = createRng(10);
    let nearTotal = 0;
    let plainTotal = 0;
    let checked = 0;
    for (let trial = 0; checked < 40; trial++) {
      const solution = randomSolvedGrid(3, createRng(100 + trial)).cells;
      const givens = solution.map((v) => (rng.int(3) === 0 ? v : 0));
      const cell = givens.findIndex((v) => v === 0);
      const root = freshState(search, solution, Array.from(givens).flatMap((v, i) => (v ? [i] : [])));
      const near = search.searchExcluding(root, cell, solution[cell], Infinity, undefined, solution);
      const plain = search.searchExcluding(root, cell, solution[cell], Infinity);
      expect(near.solutions.length).toBe(plain.solutions.length);
      if (near.solutions.length === 0) continue;
      const differs = (t: Uint8Array) => t.reduce((n, v, i) => n + (v !== solution[i] ? 1 : 0), 0);
      nearTotal += differs(near.solutions[0]);
      plainTotal += differs(plain.solutions[0]);
      checked++;
    }
    expect(nearTotal).toBeLessThan(plainTotal);
  });
});
