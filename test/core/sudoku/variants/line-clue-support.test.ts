import { describe, expect, it } from "vitest";
import { createRng, type Rng } from "../../../../worker/core/rng";
import { sandwichSupport, skyscraperSupport, xSumSupport } from "../../../../worker/core/sudoku/variants/line-clue-support";

const bit = (v: number): number => 1 << (v - 1);
const digits = (mask: number): number[] => Array.from({ length: 16 }, (_, i) => i + 1).filter((v) => mask & bit(v));

type Clue = (line: readonly number[], n: number) => number;
/** What a sandwich clue reads on a full line: the digits between 1 and n, added up. */
const sandwichOf: Clue = (line, n) => {
  const [a, b] = [line.indexOf(1), line.indexOf(n)].sort((x, y) => x - y);
  return line.slice(a + 1, b).reduce((s, v) => s + v, 0);
};
/** What an X-sum clue reads on a full line: its first X digits, added up, X being the first. */
const xSumOf: Clue = (line) => line.slice(0, line[0]).reduce((s, v) => s + v, 0);

/** What a skyscraper clue reads on a full line: how many digits are taller than every digit before them. */
const skyscraperOf: Clue = (line) => line.filter((v, i) => line.slice(0, i).every((u) => u < v)).length;

/** Per cell, the digits of every ordering of 1..n that fits `allowed` and on which the clue reads `sum`. */
function bruteSupport(n: number, sum: number, allowed: readonly number[], clue: Clue): Uint32Array {
  const seen = new Uint32Array(n);
  const line: number[] = [];
  const used = new Set<number>();
  const walk = (k: number): void => {
    if (k === n) {
      if (clue(line, n) === sum) line.forEach((v, i) => (seen[i] |= bit(v)));
      return;
    }
    for (let v = 1; v <= n; v++) {
      if (used.has(v) || !(allowed[k] & bit(v))) continue;
      used.add(v);
      line.push(v);
      walk(k + 1);
      line.pop();
      used.delete(v);
    }
  };
  walk(0);
  return seen;
}

/** A line's cells as a player meets them: some placed, the rest with a random few digits ruled out. */
function randomAllowed(n: number, rng: Rng): number[] {
  const order = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order.map((v) => {
    if (rng.next() < 0.25) return bit(v);
    let mask = (1 << n) - 1;
    for (let d = 1; d <= n; d++) if (d !== v && rng.next() < 0.3) mask &= ~bit(d);
    return mask;
  });
}

type Reader = (n: number, clue: number, allowed: readonly number[]) => { digits: Uint32Array };

/**
 * On 300 random lines of 4 to 7 cells: the reader never drops a digit some ordering that fits the cells and reads
 * the clue uses, never keeps one a cell was not allowed, and does drop digits (returned: how many).
 */
function droppedAgainstBruteForce(read: Reader, clueOf: Clue, seed: number, randomClue: (n: number, rng: Rng) => number): number {
  let dropped = 0;
  for (let trial = 0; trial < 300; trial++) {
    const rng = createRng(seed + trial);
    const n = 4 + (trial % 4);
    const allowed = randomAllowed(n, rng);
    const clue = randomClue(n, rng);
    const truth = bruteSupport(n, clue, allowed, clueOf);
    const { digits: kept } = read(n, clue, allowed);
    for (let k = 0; k < n; k++) {
      expect(truth[k] & ~kept[k], `trial ${trial}, cell ${k}`).toBe(0);
      expect(kept[k] & ~allowed[k], `trial ${trial}, cell ${k} keeps a digit it was not allowed`).toBe(0);
      dropped += digits(allowed[k]).length - digits(kept[k]).length;
    }
  }
  return dropped;
}

/** On open lines of 4, 6 and 9 cells, the reader keeps exactly what brute force finds, for each clue `clues(n)` gives. */
function expectExactOnOpenLines(read: Reader, clueOf: Clue, clues: (n: number) => number[]): void {
  for (const n of [4, 6, 9]) {
    const open = Array.from({ length: n }, () => (1 << n) - 1);
    for (const clue of clues(n)) expect(Array.from(read(n, clue, open).digits), `n ${n}, clue ${clue}`).toEqual(Array.from(bruteSupport(n, clue, open, clueOf)));
  }
}

/** Every `step`-th value from `from` to `to`. */
const every = (from: number, to: number, step: number): number[] => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

describe("a sandwich clue's digits along its line", () => {
  it("never drops a digit some filling of the line uses, and drops some (brute force over every ordering)", () => {
    expect(droppedAgainstBruteForce(sandwichSupport, sandwichOf, 1, (n, rng) => rng.int((n * (n - 1)) / 2))).toBeGreaterThan(500);
  });

  it("on an open line keeps exactly the digits some filling uses", () => {
    expectExactOnOpenLines(sandwichSupport, sandwichOf, (n) => every(0, (n * (n - 1)) / 2, n === 9 ? 5 : 1));
  });

  it("on 9 cells: a sum of 35 puts the crusts at the ends; a sum no set of middle digits makes keeps nothing", () => {
    const open = Array.from({ length: 9 }, () => 511);
    const ends = sandwichSupport(9, 35, open).digits;
    expect(digits(ends[0])).toEqual([1, 9]);
    expect(digits(ends[8])).toEqual([1, 9]);
    expect(digits(ends[4])).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(Array.from(sandwichSupport(9, 36, open).digits)).toEqual(Array(9).fill(0));
    expect(Array.from(sandwichSupport(9, 1, open).digits)).toEqual(Array(9).fill(0));
  });
});

describe("an X-sum clue's digits along its line", () => {
  it("never drops a digit some filling of the line uses, and drops some (brute force over every ordering)", () => {
    expect(droppedAgainstBruteForce(xSumSupport, xSumOf, 1000, (n, rng) => 1 + rng.int((n * (n + 1)) / 2))).toBeGreaterThan(500);
  });

  it("on an open line keeps exactly the digits some filling uses", () => {
    expectExactOnOpenLines(xSumSupport, xSumOf, (n) => every(1, (n * (n + 1)) / 2 + 1, n === 9 ? 4 : 1));
  });

  it("on 9 cells: a sum of 1 puts 1 first; 45 puts 9 first; a sum of 2 no first digits make keeps nothing", () => {
    const open = Array.from({ length: 9 }, () => 511);
    expect(digits(xSumSupport(9, 1, open).digits[0])).toEqual([1]);
    expect(digits(xSumSupport(9, 1, open).digits[1])).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(digits(xSumSupport(9, 45, open).digits[0])).toEqual([9]);
    expect(Array.from(xSumSupport(9, 2, open).digits)).toEqual(Array(9).fill(0));
  });
});

describe("a skyscraper clue's digits along its line", () => {
  it("never drops a digit some filling of the line uses, and drops some (brute force over every ordering)", () => {
    expect(droppedAgainstBruteForce(skyscraperSupport, skyscraperOf, 2000, (n, rng) => 1 + rng.int(n))).toBeGreaterThan(300);
  });

  it("on 9 cells: a count of 1 puts 9 first, a count of 9 fixes the line, a count of 2 keeps 9 off the first cell", () => {
    const open = Array.from({ length: 9 }, () => 511);
    expect(digits(skyscraperSupport(9, 1, open).digits[0])).toEqual([9]);
    expect(Array.from(skyscraperSupport(9, 9, open).digits, (d) => digits(d))).toEqual([[1], [2], [3], [4], [5], [6], [7], [8], [9]]);
    const two = skyscraperSupport(9, 2, open).digits;
    expect(digits(two[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // With 9 second, the first cell may be anything below it; 9 can stand anywhere after the first.
    expect(digits(two[8])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Array.from(skyscraperSupport(9, 10, open).digits)).toEqual(Array(9).fill(0));
  });
});
