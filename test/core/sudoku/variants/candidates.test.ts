import { describe, expect, it } from "vitest";
import { createRng } from "../../../../worker/core/rng";
import { variantCandidates } from "../../../../worker/core/sudoku/variants/candidates";
import { checkVariant } from "../../../../worker/core/sudoku/variants/check";
import type { Rule, VariantPuzzle } from "../../../../worker/core/sudoku/variants/model";
import { indexersAndLinesFrom, marksFrom, randomGrid, rulesFrom } from "./small-puzzles";

const cell9 = (r: number, c: number): number => (r - 1) * 9 + (c - 1);
const digits = (mask: number): number[] => Array.from({ length: 16 }, (_, i) => i + 1).filter((v) => mask & (1 << (v - 1)));
const empty9 = (rules: Rule[]): VariantPuzzle => ({ size: 9, givens: new Uint8Array(81), rules });

/** Per cell, the digits some completion of `known` holds there: brute force with the rules checker alone. */
function trueCandidates(puzzle: VariantPuzzle, known: Uint8Array): Uint32Array {
  const n = puzzle.size;
  const grid = Uint8Array.from(known);
  const seen = new Uint32Array(n * n);
  const walk = (cell: number): void => {
    if (cell === n * n) {
      for (let i = 0; i < n * n; i++) seen[i] |= 1 << (grid[i] - 1);
      return;
    }
    if (known[cell]) return walk(cell + 1);
    for (let v = 1; v <= n; v++) {
      grid[cell] = v;
      if (checkVariant(puzzle, grid).length === 0) walk(cell + 1);
    }
    grid[cell] = 0;
  };
  if (checkVariant(puzzle, grid).length === 0) walk(0);
  return seen;
}

describe("variant candidates: the digits each rule alone still allows", () => {
  it("a killer cage keeps only the digits of its sums: 3 in two cells is 1 and 2, 17 is 8 and 9", () => {
    const puzzle = empty9([
      { kind: "killer", cells: [cell9(1, 1), cell9(1, 2)], sum: 3 },
      { kind: "killer", cells: [cell9(5, 5), cell9(6, 5)], sum: 17 },
    ]);
    const { masks } = variantCandidates(puzzle, puzzle.givens);
    expect(digits(masks[cell9(1, 1)])).toEqual([1, 2]);
    expect(digits(masks[cell9(1, 2)])).toEqual([1, 2]);
    expect(digits(masks[cell9(5, 5)])).toEqual([8, 9]);
    // A cell outside the cages keeps every digit: the rules are read one at a time, never combined.
    expect(digits(masks[cell9(1, 3)])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("a five-cell cage of 15 keeps 1 to 5 in each cell, and a cage of 35 keeps 5 to 9, read to the end within the work", () => {
    const low = [1, 2, 3, 4, 5].map((c) => cell9(1, c));
    const high = [1, 2, 3, 4, 5].map((c) => cell9(9, c));
    const result = variantCandidates(empty9([{ kind: "killer", cells: low, sum: 15 }, { kind: "killer", cells: high, sum: 35 }]), new Uint8Array(81));
    expect(result.rulesSkipped).toBe(0);
    expect(low.map((cell) => digits(result.masks[cell]))).toEqual(low.map(() => [1, 2, 3, 4, 5]));
    expect(high.map((cell) => digits(result.masks[cell]))).toEqual(high.map(() => [5, 6, 7, 8, 9]));
  });

  it("a sandwich whose 1 and 9 are placed keeps between them only digits that can make its sum", () => {
    const values = new Uint8Array(81);
    values[cell9(1, 1)] = 1;
    values[cell9(1, 4)] = 9;
    const { masks, rulesSkipped } = variantCandidates(empty9([{ kind: "sandwich", line: "row", index: 0, sum: 5 }]), values);
    expect(rulesSkipped).toBe(0);
    expect(digits(masks[cell9(1, 2)])).toEqual([2, 3]);
    expect(digits(masks[cell9(1, 3)])).toEqual([2, 3]);
    // The clue covers the whole row, so its fillings keep the row's digits apart: 2 and 3 are taken between the crusts.
    expect(digits(masks[cell9(1, 5)])).toEqual([4, 5, 6, 7, 8]);
  });

  it("a sandwich read before any crust is placed: a sum of 35 puts 1 and 9 at the row's ends, a sum of 0 puts the 1 beside the 9", () => {
    const ends = variantCandidates(empty9([{ kind: "sandwich", line: "row", index: 0, sum: 35 }]), new Uint8Array(81));
    expect(ends.rulesSkipped).toBe(0);
    expect(digits(ends.masks[cell9(1, 1)])).toEqual([1, 9]);
    expect(digits(ends.masks[cell9(1, 9)])).toEqual([1, 9]);
    expect(digits(ends.masks[cell9(1, 5)])).toEqual([2, 3, 4, 5, 6, 7, 8]);
    // With 9 placed in r1c5, the 1 of a sum of 0 sits beside it.
    const values = new Uint8Array(81);
    values[cell9(1, 5)] = 9;
    const touching = variantCandidates(empty9([{ kind: "sandwich", line: "row", index: 0, sum: 0 }]), values);
    expect([1, 2, 3, 4, 6, 7, 8, 9].filter((c) => touching.masks[cell9(1, c)] & 1)).toEqual([4, 6]);
  });

  it("a thermometer along a whole row fixes each cell, and one of three cells keeps a band of digits", () => {
    const row = Array.from({ length: 9 }, (_, k) => cell9(1, k + 1));
    const short = [cell9(5, 1), cell9(5, 2), cell9(5, 3)];
    const { masks } = variantCandidates(empty9([{ kind: "thermo", cells: row }, { kind: "thermo", cells: short }]), new Uint8Array(81));
    expect(row.map((cell) => digits(masks[cell]))).toEqual(row.map((_, k) => [k + 1]));
    expect(short.map((cell) => digits(masks[cell]))).toEqual([[1, 2, 3, 4, 5, 6, 7], [2, 3, 4, 5, 6, 7, 8], [3, 4, 5, 6, 7, 8, 9]]);
  });

  it("placed digits count: a row's digit goes from its row, and a V beside a placed 1 leaves only 4", () => {
    const puzzle = empty9([{ kind: "xv", cells: [cell9(3, 1), cell9(3, 2)], sum: 5 }]);
    const values = new Uint8Array(81);
    values[cell9(3, 1)] = 1;
    values[cell9(1, 9)] = 7;
    const { masks } = variantCandidates(puzzle, values);
    expect(digits(masks[cell9(3, 2)])).toEqual([4]);
    expect(masks[cell9(3, 1)]).toBe(0);
    expect(digits(masks[cell9(1, 1)])).not.toContain(7);
    expect(digits(masks[cell9(9, 9)])).not.toContain(7);
    expect(digits(masks[cell9(2, 8)])).not.toContain(7);
    expect(digits(masks[cell9(5, 5)])).toContain(7);
  });

  it("a house-like rule (a diagonal) removes what a placed digit on it forbids, as a row does", () => {
    const values = new Uint8Array(81);
    // Eight digits of the main diagonal: r9c9 loses each of them, as a cell loses its row's digits.
    for (let k = 1; k <= 8; k++) values[cell9(k, k)] = k;
    const { masks } = variantCandidates(empty9([{ kind: "diagonal", which: "main" }]), values);
    expect(digits(masks[cell9(9, 9)])).toEqual([9]);
    // r8c7 is not on the diagonal: it loses only its row's 8 and its column's and box's 7.
    expect(digits(masks[cell9(8, 7)])).toEqual([1, 2, 3, 4, 5, 6, 9]);
  });

  for (const [what, rulesOf] of [
    ["cages, lines and dots", rulesFrom],
    ["marks, palindromes, between lines, quadruples, little killers and sandwiches", marksFrom],
    ["indexers, lockout, whispers, renban, entropic and region sum lines, X-sums and skyscrapers", indexersAndLinesFrom],
  ] as const) it(`with ${what} on 4×4 boards, never removes a digit some completion holds (brute force)`, () => {
    let removed = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const rng = createRng(seed);
      const blank: VariantPuzzle = { size: 4, givens: new Uint8Array(16), rules: [] };
      const grid = randomGrid(blank, rng)!;
      const puzzle = { ...blank, rules: rulesOf(4, grid, rng, 5) };
      for (const share of [0, 0.25, 0.5]) {
        const known = Uint8Array.from(grid, (v) => (rng.next() < share ? v : 0));
        const truth = trueCandidates(puzzle, known);
        const { masks } = variantCandidates(puzzle, known);
        for (let cell = 0; cell < 16; cell++) {
          if (known[cell]) {
            expect(masks[cell]).toBe(0);
            continue;
          }
          expect(truth[cell] & ~masks[cell], `cell ${cell}, seed ${seed}`).toBe(0);
          removed += 4 - digits(masks[cell]).length;
        }
      }
    }
    // The rules do remove digits: the check above is not passed by keeping everything.
    expect(removed).toBeGreaterThan(50);
  });

  it("a little killer along eight cells is read to the end, run by run through the boxes", () => {
    // r1c2 to r8c9 runs through five boxes in runs of 2, 1, 2, 1 and 2 cells; the smallest sum is 3+1+3+1+3 = 11, so
    // a sum of 12 leaves one to spare: a pair of runs takes 1 and 2 or 1 and 3, a lone cell 1 or 2.
    const cells = Array.from({ length: 8 }, (_, k) => cell9(k + 1, k + 2));
    const read = variantCandidates(empty9([{ kind: "little-killer", cells, sum: 12, direction: "DR" }]), new Uint8Array(81));
    expect(read.rulesSkipped).toBe(0);
    expect(cells.map((cell) => digits(read.masks[cell]))).toEqual([[1, 2, 3], [1, 2, 3], [1, 2], [1, 2, 3], [1, 2, 3], [1, 2], [1, 2, 3], [1, 2, 3]]);
    // A placed 3 in one pair spends the spare unit: every other cell is back to its least.
    const values = new Uint8Array(81);
    values[cells[0]] = 3;
    const placed = variantCandidates(empty9([{ kind: "little-killer", cells, sum: 12, direction: "DR" }]), values);
    expect(cells.slice(1).map((cell) => digits(placed.masks[cell]))).toEqual([[1], [1], [1, 2], [1, 2], [1], [1, 2], [1, 2]]);
  });

  it("keeps every digit of a rule whose fillings outrun its share of the work, and says how many such rules there were", () => {
    const row = Array.from({ length: 9 }, (_, k) => cell9(1, k + 1));
    const puzzle = empty9([{ kind: "thermo", cells: row }]);
    const cut = variantCandidates(puzzle, puzzle.givens, { workPerRule: 5 });
    expect(cut.rulesSkipped).toBe(1);
    // Only the first pass's reading is left, and a step of a thermometer is judged only with both its cells filled.
    expect(digits(cut.masks[row[0]])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(variantCandidates(puzzle, puzzle.givens, { work: 0 }).rulesSkipped).toBe(1);
  });
});
