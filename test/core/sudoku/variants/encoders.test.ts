import { describe, expect, it } from "vitest";
import { createRng, type Rng } from "../../../../worker/core/rng";
import type { Rule, VariantPuzzle } from "../../../../worker/core/sudoku/variants/model";
import { solveVariant } from "../../../../worker/core/sudoku/variants/solve";
import { validateVariant } from "../../../../worker/core/sudoku/variants/validate";
import { bruteCount } from "./brute";

/** Counts every solution through the SAT encoding (a limit above any 4×4 count). */
function satCount(puzzle: VariantPuzzle, sumEncoding: "combinations" | "partial-sums" = "combinations"): number {
  const r = solveVariant(puzzle, { limit: 400, sumEncoding });
  expect(r.complete).toBe(true);
  return r.solutions.length;
}

const puzzle4 = (rules: Rule[], givens: number[] = [], regions?: number[]): VariantPuzzle => {
  const g = new Uint8Array(16);
  for (let i = 0; i + 1 < givens.length; i += 2) g[givens[i]] = givens[i + 1];
  return { size: 4, givens: g, rules, regions: regions ? Uint8Array.from(regions) : undefined };
};

/** A random king-connected path of `len` cells from a random start (shorter if it gets stuck). */
function randomPath(rng: Rng, n: number, len: number): number[] {
  const path = [rng.int(n * n)];
  while (path.length < len) {
    const last = path[path.length - 1];
    const options: number[] = [];
    for (const dr of [-1, 0, 1]) for (const dc of [-1, 0, 1]) {
      const r = Math.floor(last / n) + dr;
      const c = (last % n) + dc;
      if (r >= 0 && r < n && c >= 0 && c < n && !path.includes(r * n + c)) options.push(r * n + c);
    }
    if (options.length === 0) break;
    path.push(options[rng.int(options.length)]);
  }
  return path;
}

function randomNeighbours(rng: Rng, n: number): [number, number] {
  const cell = rng.int(n * n);
  const right = cell % n + 1 < n;
  const down = cell + n < n * n;
  if (right && (!down || rng.int(2) === 0)) return [cell, cell + 1];
  if (down) return [cell, cell + n];
  return [cell - 1, cell];
}

const JIGSAW4 = [0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3];

function agree(puzzle: VariantPuzzle, encodings: ("combinations" | "partial-sums")[] = ["combinations"]): number {
  expect(validateVariant(puzzle).ok).toBe(true);
  const expected = bruteCount(puzzle);
  for (const e of encodings) expect(satCount(puzzle, e)).toBe(expected);
  return expected;
}

describe("each rule's encoding agrees with brute force on 4x4 boards", () => {
  it("plain 4x4 has 288 solutions, and a jigsaw layout its own count", () => {
    expect(agree(puzzle4([]))).toBe(288);
    agree(puzzle4([], [], JIGSAW4));
  });

  it("killer cages, with both sum encodings", () => {
    const rng = createRng(1);
    let seenSome = 0;
    for (let t = 0; t < 12; t++) {
      const rules: Rule[] = [];
      for (let k = 0; k < 3; k++) {
        const cells = [...new Set(randomPath(rng, 4, 2 + rng.int(2)))];
        rules.push({ kind: "killer", cells, sum: rng.int(3) === 0 ? undefined : cells.length + rng.int(4 * cells.length - cells.length) });
      }
      if (agree(puzzle4(rules), ["combinations", "partial-sums"]) > 0) seenSome++;
    }
    expect(seenSome).toBeGreaterThan(2);
  });

  it("diagonals, anti-king, anti-knight, non-consecutive", () => {
    agree(puzzle4([{ kind: "diagonal", which: "main" }]));
    agree(puzzle4([{ kind: "diagonal", which: "anti" }]));
    expect(agree(puzzle4([{ kind: "diagonal", which: "main" }, { kind: "diagonal", which: "anti" }]))).toBeGreaterThan(0);
    agree(puzzle4([{ kind: "antiking" }]));
    agree(puzzle4([{ kind: "antiknight" }]));
    agree(puzzle4([{ kind: "antiknight" }], [], JIGSAW4));
    agree(puzzle4([{ kind: "nonconsecutive" }]));
  });

  it("thermometers and arrows on random lines", () => {
    const rng = createRng(2);
    for (let t = 0; t < 10; t++) {
      agree(puzzle4([{ kind: "thermo", cells: randomPath(rng, 4, 2 + rng.int(3)) }]));
      const path = randomPath(rng, 4, 2 + rng.int(2));
      agree(puzzle4([{ kind: "arrow", circle: path[0], line: path.slice(1) }]));
    }
  });

  it("white and black dots, XV, each with and without the negative constraint", () => {
    const rng = createRng(3);
    for (let t = 0; t < 8; t++) {
      const rules: Rule[] = [
        { kind: "difference", cells: randomNeighbours(rng, 4), value: 1 + rng.int(2) },
        { kind: "ratio", cells: randomNeighbours(rng, 4), value: 2 },
        { kind: "xv", cells: randomNeighbours(rng, 4), sum: 5 },
      ];
      agree(puzzle4(rules));
      agree(puzzle4([...rules, { kind: "negative", of: "difference" }]));
      agree(puzzle4([...rules, { kind: "negative", of: "ratio" }]));
      agree(puzzle4([...rules, { kind: "negative", of: "xv" }]));
    }
  });
});

describe("6x6 boards (2x3 boxes) with givens", () => {
  const puzzle6 = (rules: Rule[], givens: Record<number, number>, regions?: number[]): VariantPuzzle => {
    const g = new Uint8Array(36);
    for (const [cell, v] of Object.entries(givens)) g[Number(cell)] = v;
    return { size: 6, givens: g, rules, regions: regions ? Uint8Array.from(regions) : undefined };
  };
  const givens = { 0: 1, 7: 3, 14: 5, 21: 2, 28: 4, 35: 6 };

  it("killer, thermo, arrow, dots and XV together (rules read off one known grid, so some solution exists)", () => {
    // 123456 / 456123 / 231564 / 564231 / 312645 / 645312
    const rules: Rule[] = [
      { kind: "killer", cells: [1, 2, 8], sum: 11 },
      { kind: "thermo", cells: [14, 13, 19] },
      { kind: "arrow", circle: 15, line: [21, 22] },
      { kind: "ratio", cells: [0, 1], value: 2 },
      { kind: "xv", cells: [0, 6], sum: 5 },
      { kind: "xv", cells: [27, 28], sum: 10 },
      { kind: "difference", cells: [12, 13], value: 1 },
    ];
    expect(agree(puzzle6(rules, { 7: 5, 14: 1, 28: 4, 35: 2 }), ["combinations", "partial-sums"])).toBeGreaterThan(0);
  });

  it("a jigsaw layout with a diagonal and anti-king", () => {
    const regions = [0, 0, 0, 1, 1, 1, 0, 0, 2, 2, 1, 1, 0, 2, 2, 3, 3, 1, 4, 2, 2, 3, 3, 5, 4, 4, 4, 3, 5, 5, 4, 4, 3, 5, 5, 5];
    agree(puzzle6([{ kind: "diagonal", which: "main" }], givens, regions));
    agree(puzzle6([{ kind: "antiking" }, { kind: "nonconsecutive" }], { 0: 1 }, regions));
  });
});
