import { describe, expect, it } from "vitest";
import { createRng, type Rng } from "../../../../worker/core/rng";
import type { Rule, VariantPuzzle } from "../../../../worker/core/sudoku/variants/model";
import { solveVariant } from "../../../../worker/core/sudoku/variants/solve";
import { validateVariant } from "../../../../worker/core/sudoku/variants/validate";
import { checkVariant } from "../../../../worker/core/sudoku/variants/check";
import { bruteCount } from "./brute";
import { randomGrid } from "./small-puzzles";

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

describe("the f-puzzles marks, lines and outside clues agree with brute force on 4x4 boards", () => {
  /** Every diagonal of a 4x4 that a little killer clue can point along, from each of the four sides. */
  function littleKillerDiagonals(n: number): { cells: number[]; direction: "UL" | "UR" | "DL" | "DR" }[] {
    const out: { cells: number[]; direction: "UL" | "UR" | "DL" | "DR" }[] = [];
    for (const direction of ["UL", "UR", "DL", "DR"] as const) {
      const dr = direction[0] === "D" ? 1 : -1;
      const dc = direction[1] === "R" ? 1 : -1;
      for (let r = -1; r <= n; r++) for (let c = -1; c <= n; c++) {
        if (r >= 0 && r < n && c >= 0 && c < n) continue;
        const cells: number[] = [];
        for (let y = r + dr, x = c + dc; y >= 0 && y < n && x >= 0 && x < n; y += dr, x += dc) cells.push(y * n + x);
        if (cells.length > 0) out.push({ cells, direction });
      }
    }
    return out;
  }

  it("odd, even, minimum and maximum cells", () => {
    const rng = createRng(11);
    for (let t = 0; t < 10; t++) {
      const rules: Rule[] = [
        { kind: rng.int(2) === 0 ? "odd" : "even", cell: rng.int(16) },
        { kind: rng.int(2) === 0 ? "odd" : "even", cell: rng.int(16) },
        { kind: rng.int(2) === 0 ? "minimum" : "maximum", cell: rng.int(16) },
      ];
      agree(puzzle4(rules));
    }
    // A minimum in a corner with a given 1 beside it has no solution.
    expect(agree(puzzle4([{ kind: "minimum", cell: 0 }], [1, 1]))).toBe(0);
  });

  it("extra regions and disjoint groups", () => {
    const rng = createRng(12);
    for (let t = 0; t < 8; t++) {
      const cells = [...new Set(Array.from({ length: 2 + rng.int(3) }, () => rng.int(16)))];
      agree(puzzle4([{ kind: "extra-region", cells }]));
    }
    expect(agree(puzzle4([{ kind: "disjoint-groups" }]))).toBeGreaterThan(0);
    agree(puzzle4([{ kind: "disjoint-groups" }, { kind: "extra-region", cells: [5, 6, 9, 10] }]));
  });

  it("palindromes, between lines and clones on random lines", () => {
    const rng = createRng(13);
    let between = 0;
    for (let t = 0; t < 10; t++) {
      agree(puzzle4([{ kind: "palindrome", cells: randomPath(rng, 4, 2 + rng.int(4)) }]));
      if (agree(puzzle4([{ kind: "between", cells: randomPath(rng, 4, 2 + rng.int(3)) }])) > 0) between++;
      const shape = [...new Set(randomPath(rng, 4, 1 + rng.int(3)))];
      const copy = shape.map((cell) => (cell + 2 + 4 * rng.int(2)) % 16);
      if (new Set([...shape, ...copy]).size === shape.length * 2) agree(puzzle4([{ kind: "clone", cells: shape, copy }]));
    }
    expect(between).toBeGreaterThan(2);
  });

  it("indexers of each kind, box indexers on a jigsaw too", () => {
    const rng = createRng(21);
    const indexers = (by: "row" | "column" | "box", cells: number[]): Rule[] => cells.map((cell) => ({ kind: "indexer", by, cell }));
    let solvable = 0;
    for (let t = 0; t < 12; t++) {
      const by = (["row", "column", "box"] as const)[t % 3];
      const cells = [...new Set(Array.from({ length: 1 + rng.int(4) }, () => rng.int(16)))];
      if (agree(puzzle4(indexers(by, cells))) > 0) solvable++;
      if (by === "box") agree(puzzle4(indexers(by, cells), [], JIGSAW4));
    }
    expect(solvable).toBeGreaterThan(6);
    // Every cell of column 1 a row indexer: r1c1 holds 1, and each first digit names where its row number sits.
    expect(agree(puzzle4(indexers("row", [0, 4, 8, 12])))).toBeGreaterThan(0);
  });

  it("lockout, whispers and renban lines on random paths", () => {
    const rng = createRng(22);
    const solvable = { lockout: 0, whispers: 0, renban: 0 };
    for (let t = 0; t < 10; t++) {
      const path = randomPath(rng, 4, 2 + rng.int(3));
      if (agree(puzzle4([{ kind: "lockout", cells: path }])) > 0) solvable.lockout++;
      if (agree(puzzle4([{ kind: "whispers", cells: path, difference: 1 + rng.int(3) }])) > 0) solvable.whispers++;
      if (agree(puzzle4([{ kind: "renban", cells: path }])) > 0) solvable.renban++;
    }
    for (const count of Object.values(solvable)) expect(count).toBeGreaterThan(3);
    // Two lines together on a jigsaw, where the houses no longer keep a renban's digits apart.
    agree(puzzle4([{ kind: "renban", cells: [0, 1, 5] }, { kind: "whispers", cells: [10, 11, 15], difference: 2 }], [], JIGSAW4));
  });

  it("region sum lines on random paths, on standard boxes and on a jigsaw", () => {
    const rng = createRng(23);
    let solvable = 0;
    for (let t = 0; t < 12; t++) {
      const path = randomPath(rng, 4, 2 + rng.int(5));
      if (agree(puzzle4([{ kind: "region-sum", cells: path }]), ["combinations", "partial-sums"]) > 0) solvable++;
      agree(puzzle4([{ kind: "region-sum", cells: path }], [], JIGSAW4));
    }
    expect(solvable).toBeGreaterThan(5);
    // Two lines at once, one crossing three boxes.
    agree(puzzle4([{ kind: "region-sum", cells: [0, 1, 2, 7, 11] }, { kind: "region-sum", cells: [8, 13, 14] }]));
  });

  it("entropic lines on 6x6 boards with half the digits given, against brute force", () => {
    const rng = createRng(24);
    const solved = randomGrid({ size: 6, givens: new Uint8Array(36), rules: [] }, rng)!;
    let solvable = 0;
    for (let t = 0; t < 10; t++) {
      const givens = solved.map((v) => (rng.int(2) === 0 ? v : 0));
      // Every other time the lines are cut where `solved` first breaks them, so that some puzzles have solutions.
      const kept = (path: number[]): number[] => {
        let end = 2;
        while (end < path.length && checkVariant({ size: 6, givens: new Uint8Array(36), rules: [{ kind: "entropic", cells: path.slice(0, end + 1) }] }, solved).length === 0) end++;
        return path.slice(0, end);
      };
      const lines = Array.from({ length: 1 + rng.int(2) }, () => randomPath(rng, 6, 2 + rng.int(5))).map((path) => (t % 2 ? path : kept(path)));
      const puzzle: VariantPuzzle = { size: 6, givens, rules: lines.map((cells) => ({ kind: "entropic", cells })) };
      expect(validateVariant(puzzle).ok).toBe(true);
      const expected = bruteCount(puzzle);
      expect(satCount(puzzle)).toBe(expected);
      if (expected > 0) solvable++;
    }
    expect(solvable).toBeGreaterThan(2);
  });

  it("quadruples, with a value listed twice", () => {
    const rng = createRng(14);
    for (let t = 0; t < 10; t++) {
      const corner = rng.int(3) * 4 + rng.int(3);
      const values = Array.from({ length: 1 + rng.int(3) }, () => 1 + rng.int(4));
      agree(puzzle4([{ kind: "quadruple", cells: [corner, corner + 1, corner + 4, corner + 5], values }]));
    }
    expect(agree(puzzle4([{ kind: "quadruple", cells: [0, 1, 4, 5], values: [3, 3] }]))).toBe(0);
    expect(agree(puzzle4([{ kind: "quadruple", cells: [1, 2, 5, 6], values: [3, 3] }]))).toBeGreaterThan(0);
  });

  it("little killers along every diagonal, with every reachable sum and one too many", () => {
    for (const { cells, direction } of littleKillerDiagonals(4)) {
      const sums = [cells.length, cells.length + 2, 4 * cells.length, 4 * cells.length + 1];
      for (const sum of sums) agree(puzzle4([{ kind: "little-killer", cells, sum, direction }]));
    }
  });

  it("sandwiches in every row and column, for sums 0 to 5, and with the clue after the line", () => {
    for (const line of ["row", "column"] as const) {
      for (let index = 0; index < 4; index++) {
        for (let sum = 0; sum <= 5; sum++) agree(puzzle4([{ kind: "sandwich", line, index, sum }]));
      }
    }
    expect(agree(puzzle4([{ kind: "sandwich", line: "row", index: 1, sum: 5, after: true }, { kind: "sandwich", line: "column", index: 2, sum: 0 }]))).toBeGreaterThan(0);
  });

  it("X-sums and skyscrapers from either end of random rows and columns, every clue a 4x4 allows", () => {
    const rng = createRng(23);
    const counts: number[] = [];
    for (let t = 0; t < 16; t++) {
      const at = { line: rng.int(2) === 0 ? ("row" as const) : ("column" as const), index: rng.int(4), after: rng.int(2) === 1 };
      counts.push(agree(puzzle4([{ kind: "x-sum", ...at, sum: 1 + rng.int(10) }])));
      counts.push(agree(puzzle4([{ kind: "skyscraper", ...at, count: 1 + rng.int(4) }])));
    }
    expect(counts.filter((c) => c > 0).length).toBeGreaterThan(12);
    // Opposite clues on one row: a skyscraper 4 from the left makes it 1234, read from the right 4 3 2 1, so the
    // X-sum from the right adds all four digits: 10 and nothing else.
    const tower = agree(puzzle4([{ kind: "skyscraper", line: "row", index: 0, count: 4 }]));
    expect(tower).toBe(288 / 24);
    expect(agree(puzzle4([{ kind: "skyscraper", line: "row", index: 0, count: 4 }, { kind: "x-sum", line: "row", index: 0, sum: 10, after: true }]))).toBe(tower);
    expect(agree(puzzle4([{ kind: "skyscraper", line: "row", index: 0, count: 4 }, { kind: "x-sum", line: "row", index: 0, sum: 4, after: true }]))).toBe(0);
  });
});
