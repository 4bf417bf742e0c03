import { describe, expect, it } from "vitest";
import { createRng } from "../../../../worker/core/rng";
import { BOXED_CLASSIC_SIDES } from "../../../../worker/core/sudoku/offered-levels";
import { BoxedDigOracle, randomBoxedGrid } from "../../../../worker/core/sudoku/variants/boxed-search";
import { Spending, UniquenessOracle, type DigOracle } from "../../../../worker/core/sudoku/variants/generate-search";
import { checkVariant } from "../../../../worker/core/sudoku/variants/check";
import type { VariantPuzzle } from "../../../../worker/core/sudoku/variants/model";
import { bruteCount } from "./brute";

const classic = (size: number, givens: Uint8Array = new Uint8Array(size * size)): VariantPuzzle => ({ size, givens, rules: [] });

/** Digs `solution` as the generator does, one random cell at a time, asking `oracle` and `truth` at every step. */
function digBoth(size: number, solution: Uint8Array, seed: number, oracle: DigOracle, truth: (givens: Uint8Array) => boolean): { steps: number; removed: number } {
  const spend = new Spending(1e12);
  const given = new Set(Array.from({ length: size * size }, (_, i) => i));
  let removed = 0;
  let steps = 0;
  for (const cell of createRng(seed).shuffle([...given])) {
    const rest = [...given].filter((c) => c !== cell);
    const verdict = oracle.unique(rest, [cell], spend);
    const givens = new Uint8Array(size * size);
    for (const c of rest) givens[c] = solution[c];
    expect(verdict, `step ${steps}, cell ${cell}`).toBe(truth(givens));
    steps++;
    if (verdict) {
      given.delete(cell);
      removed++;
    }
  }
  return { steps, removed };
}

describe("randomBoxedGrid", () => {
  it("fills every side with rectangular boxes with a valid grid, the same for a seed and different across seeds", () => {
    for (const size of BOXED_CLASSIC_SIDES) {
      const grids = [1, 2, 3].map((seed) => randomBoxedGrid(size, createRng(seed), new Spending(1e9)));
      for (const grid of grids) {
        expect(grid, `${size}×${size}`).toBeDefined();
        expect(checkVariant(classic(size, grid!), grid!), `${size}×${size}`).toEqual([]);
        expect(grid!.every((v) => v >= 1 && v <= size)).toBe(true);
      }
      expect(randomBoxedGrid(size, createRng(1), new Spending(1e9))).toEqual(grids[0]);
      expect(grids[1]).not.toEqual(grids[0]);
      expect(grids[2]).not.toEqual(grids[1]);
    }
  });

  it("charges its search to the budget, and gives up when there is none", () => {
    const spend = new Spending(1e9);
    randomBoxedGrid(8, createRng(4), spend);
    expect(spend.stats.work).toBeGreaterThan(64);
    expect(randomBoxedGrid(8, createRng(4), new Spending(0))).toBeUndefined();
  });
});

describe("BoxedDigOracle", () => {
  it("answers every step of a 6×6 dig as brute-force counting does", () => {
    for (const seed of [1, 2, 3]) {
      const solution = randomBoxedGrid(6, createRng(seed), new Spending(1e9))!;
      const { removed } = digBoth(6, solution, seed, new BoxedDigOracle(classic(6), solution, seed), (givens) => bruteCount(classic(6, givens), 2) === 1);
      // A minimal 6×6 keeps about 8–12 of its 36 cells: the dig went deep enough for the searches to branch.
      expect(removed).toBeGreaterThan(20);
    }
  });

  it("answers every step of an 8×8 and a 12×12 dig as the CDCL oracle does, with and without its node limit", () => {
    for (const size of [8, 12]) {
      const solution = randomBoxedGrid(size, createRng(size), new Spending(1e9))!;
      const cdcl = new UniquenessOracle(classic(size), solution, 5, new Spending(1e12));
      const spend = new Spending(1e12);
      const truth = (givens: Uint8Array): boolean => cdcl.unique([...givens.keys()].filter((c) => givens[c] !== 0), [], spend) === true;
      digBoth(size, solution, size, new BoxedDigOracle(classic(size), solution, 7), truth);
      // With no decisions allowed every search that branches goes to CDCL; the verdicts stay the same.
      digBoth(size, solution, size, new BoxedDigOracle(classic(size), solution, 7, 0), truth);
    }
  });

  it("answers null when a step's node limit or the budget runs out, and never a guess", () => {
    const solution = randomBoxedGrid(6, createRng(9), new Spending(1e9))!;
    const oracle = new BoxedDigOracle(classic(6), solution, 9);
    const all = Array.from({ length: 36 }, (_, i) => i);
    // Every cell but one given: forced by its peers, no search needed.
    expect(oracle.unique(all.slice(1), [0], new Spending(1e9), 0)).toBe(true);
    // No givens at all: many grids, found by the search within a generous limit, none within a step limit of 0.
    expect(oracle.unique([], all, new Spending(1e9))).toBe(false);
    expect(oracle.unique([], all, new Spending(1e9), 0)).toBeNull();
    expect(oracle.unique([], all, new Spending(0))).toBeNull();
  });
});
