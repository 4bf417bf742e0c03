import { describe, expect, it } from "vitest";
import { checkVariant, isVariantSolution, ruleChecker, type VariantViolation } from "../../../../worker/core/sudoku/variants/check";
import { createRng } from "../../../../worker/core/rng";
import type { Rule, VariantPuzzle } from "../../../../worker/core/sudoku/variants/model";

// A 4x4 solution: 1234 / 3412 / 2143 / 4321.
const SOLVED = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
const of = (rules: Rule[], regions?: number[]): VariantPuzzle => ({ size: 4, givens: new Uint8Array(16), rules, regions: regions ? Uint8Array.from(regions) : undefined });
const kinds = (puzzle: VariantPuzzle, grid: number[]): string[] => [...new Set(checkVariant(puzzle, grid).map((v) => v.rule))];

describe("the independent variant checker", () => {
  it("accepts a grid that keeps every rule it is given", () => {
    const rules: Rule[] = [
      { kind: "killer", cells: [0, 1], sum: 3 },
      { kind: "thermo", cells: [0, 1, 2, 3] },
      { kind: "arrow", circle: 3, line: [2, 6] },
      { kind: "difference", cells: [0, 1], value: 1 },
      { kind: "ratio", cells: [0, 1], value: 2 },
      { kind: "xv", cells: [5, 9], sum: 5 },
    ];
    expect(checkVariant(of(rules), SOLVED)).toEqual([]);
    expect(isVariantSolution(of(rules), SOLVED)).toBe(true);
  });

  it("rejects repeated values in a row, a column and a region, and a changed given", () => {
    const grid = [...SOLVED];
    [grid[0], grid[1]] = [grid[1], grid[0]];
    expect(kinds(of([]), grid)).toEqual(["column"]);
    expect(kinds(of([]), [1, 1, 3, 4, ...SOLVED.slice(4)])).toContain("row");
    const withGiven: VariantPuzzle = { ...of([]), givens: Uint8Array.from([2, ...new Array(15).fill(0)]) };
    expect(kinds(withGiven, SOLVED)).toEqual(["given"]);
    expect(isVariantSolution(of([]), [0, ...SOLVED.slice(1)])).toBe(false);
  });

  it("rejects a region repeat under a jigsaw layout that the standard boxes would allow", () => {
    expect(kinds(of([], [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]), SOLVED)).toEqual([]);
    // Region 1 = r1c1, r1c2, r2c1, r3c1: values 1, 2, 3, 2.
    expect(kinds(of([], [0, 0, 1, 1, 0, 1, 1, 2, 0, 2, 2, 2, 3, 3, 3, 3]), SOLVED)).toEqual(["region"]);
  });

  it("rejects each rule kind's violation", () => {
    expect(kinds(of([{ kind: "killer", cells: [0, 1], sum: 4 }]), SOLVED)).toEqual(["killer"]);
    expect(kinds(of([{ kind: "killer", cells: [0, 5] }]), [1, 2, 3, 4, 3, 1, ...SOLVED.slice(6)])).toContain("killer");
    expect(kinds(of([{ kind: "diagonal", which: "main" }]), SOLVED)).toEqual(["diagonal"]);
    expect(kinds(of([{ kind: "antiking" }]), SOLVED)).toEqual(["antiking"]);
    expect(kinds(of([{ kind: "antiknight" }]), SOLVED)).toEqual(["antiknight"]);
    expect(kinds(of([{ kind: "nonconsecutive" }]), SOLVED)).toEqual(["nonconsecutive"]);
    expect(kinds(of([{ kind: "thermo", cells: [1, 0] }]), SOLVED)).toEqual(["thermo"]);
    expect(kinds(of([{ kind: "arrow", circle: 3, line: [2, 1] }]), SOLVED)).toEqual(["arrow"]);
    expect(kinds(of([{ kind: "difference", cells: [0, 4], value: 1 }]), SOLVED)).toEqual(["difference"]);
    expect(kinds(of([{ kind: "ratio", cells: [2, 3], value: 2 }]), SOLVED)).toEqual(["ratio"]);
    expect(kinds(of([{ kind: "xv", cells: [0, 1], sum: 10 }]), SOLVED)).toEqual(["xv"]);
  });

  it("rejects unmarked neighbours under each negative constraint, and spares marked ones", () => {
    expect(kinds(of([{ kind: "negative", of: "difference" }]), SOLVED)).toEqual(["negative"]);
    expect(kinds(of([{ kind: "negative", of: "ratio" }]), SOLVED)).toEqual(["negative"]);
    expect(kinds(of([{ kind: "negative", of: "xv" }]), SOLVED)).toEqual(["negative"]);
    // r1c1-r1c2 (1, 2) is the only white pair in row 1 once r1c2-r1c3 and r1c3-r1c4 are marked too.
    const marked = checkVariant(of([{ kind: "negative", of: "difference" }, { kind: "difference", cells: [0, 1], value: 1 }]), SOLVED);
    expect(marked.some((v) => v.cells.join() === "r1c1,r1c2")).toBe(false);
    expect(marked.some((v) => v.cells.join() === "r1c2,r1c3")).toBe(true);
  });

  it("judges entropic lines by thirds, within three cells along the line, on a 6x6", () => {
    // Thirds on a 6×6: 1–2 low, 3–4 middle, 5–6 high.
    const solved6 = [1, 2, 3, 4, 5, 6, 4, 5, 6, 1, 2, 3, 2, 3, 1, 5, 6, 4, 5, 6, 4, 2, 3, 1, 3, 1, 2, 6, 4, 5, 6, 4, 5, 3, 1, 2];
    const entropic = (cells: number[]): VariantPuzzle => ({ size: 6, givens: new Uint8Array(36), rules: [{ kind: "entropic", cells }] });
    expect(checkVariant(entropic([]), solved6)).toEqual([]);
    // 1, 5, 3, 1: low, high, middle, low.
    expect(checkVariant(entropic([0, 7, 2, 9]), solved6)).toEqual([]);
    expect(checkVariant(entropic([0, 1]), solved6)).toEqual([{ rule: "entropic", cells: ["r1c1", "r1c2"], message: "1 and 2 are both low digits within three cells of an entropic line" }]);
    // 1 and 2 two steps apart (r1c1, r2c1, r3c1 hold 1, 4, 2); three apart (1, 5, 3, 1) is allowed.
    expect(kinds(entropic([0, 6, 12]), solved6)).toEqual(["entropic"]);
    // With r3c1 empty the pair is not judged yet.
    expect(kinds(entropic([0, 6, 12]), [...solved6.slice(0, 12), 0, ...solved6.slice(13)])).toEqual([]);
  });

  it("judges a region sum line by its finished segments only, a region visited twice giving two", () => {
    // Boxes 0 (r1c1 r1c2 r2c1 r2c2 = 1 2 3 4) and 1 (r1c3 r1c4 r2c3 r2c4 = 3 4 1 2).
    const line = (cells: number[], grid = SOLVED): VariantViolation[] => checkVariant(of([{ kind: "region-sum", cells }]), grid);
    expect(line([0, 1, 2])).toEqual([]);
    expect(line([0, 1, 2, 6])).toEqual([{ rule: "region-sum", cells: ["r1c1", "r1c2", "r1c3", "r2c3"], message: "one segment of the line adds up to 3, another to 4" }]);
    // Out of box 0 into box 1 and back: 2 | 3 | 4 is three segments, not one of 6 and one of 3.
    expect(kinds(of([{ kind: "region-sum", cells: [1, 2, 5] }]), SOLVED)).toEqual(["region-sum"]);
    // Segments of different lengths: 4 | 1 + 3.
    expect(line([5, 6, 2])).toEqual([]);
    // An unfinished segment is not judged yet.
    expect(line([0, 1, 2, 6], [...SOLVED.slice(0, 6), 0, ...SOLVED.slice(7)])).toEqual([]);
  });

  it("accepts and rejects each mark, line and outside clue", () => {
    const judged = (rule: Rule): string[] => kinds(of([rule]), SOLVED);
    const cases: [Rule, Rule][] = [
      [{ kind: "odd", cell: 0 }, { kind: "even", cell: 0 }],
      [{ kind: "minimum", cell: 0 }, { kind: "maximum", cell: 0 }],
      [{ kind: "maximum", cell: 5 }, { kind: "minimum", cell: 5 }],
      [{ kind: "extra-region", cells: [0, 5, 11, 14] }, { kind: "extra-region", cells: [0, 5, 10, 15] }],
      [{ kind: "palindrome", cells: [1, 4, 8] }, { kind: "palindrome", cells: [0, 1, 4] }],
      [{ kind: "between", cells: [0, 1, 5] }, { kind: "between", cells: [0, 4, 1] }],
      [{ kind: "clone", cells: [0], copy: [15] }, { kind: "clone", cells: [0], copy: [14] }],
      [{ kind: "lockout", cells: [6, 5, 4] }, { kind: "lockout", cells: [0, 1, 2] }],
      [{ kind: "lockout", cells: [0, 5] }, { kind: "lockout", cells: [0, 1] }],
      [{ kind: "whispers", cells: [0, 5, 8], difference: 2 }, { kind: "whispers", cells: [0, 5, 8], difference: 3 }],
      [{ kind: "renban", cells: [0, 1, 2] }, { kind: "renban", cells: [0, 5] }],
      [{ kind: "renban", cells: [4, 5] }, { kind: "renban", cells: [1, 2, 7] }],
      // 1 + 2 in the first box against 3 in the second; 2 against 3.
      [{ kind: "region-sum", cells: [0, 1, 2] }, { kind: "region-sum", cells: [1, 2] }],
      [{ kind: "quadruple", cells: [5, 6, 9, 10], values: [4, 4, 1] }, { kind: "quadruple", cells: [5, 6, 9, 10], values: [2] }],
      [{ kind: "little-killer", cells: [1, 6, 11], sum: 6, direction: "DR" }, { kind: "little-killer", cells: [1, 6, 11], sum: 7, direction: "DR" }],
      [{ kind: "sandwich", line: "row", index: 0, sum: 5 }, { kind: "sandwich", line: "column", index: 0, sum: 4 }],
      // Row 2 read from the right is 2, 1, 4, 3: its first two digits add up to 3. Column 1 from the top, 1, 3, 2, 4, shows 3.
      [{ kind: "x-sum", line: "row", index: 1, sum: 3, after: true }, { kind: "x-sum", line: "row", index: 1, sum: 4, after: true }],
      [{ kind: "x-sum", line: "row", index: 0, sum: 1 }, { kind: "x-sum", line: "row", index: 0, sum: 2 }],
      [{ kind: "skyscraper", line: "column", index: 0, count: 3 }, { kind: "skyscraper", line: "column", index: 0, count: 2 }],
      [{ kind: "skyscraper", line: "row", index: 0, count: 1, after: true }, { kind: "skyscraper", line: "row", index: 0, count: 4, after: true }],
    ];
    for (const [kept, broken] of cases) {
      expect(judged(kept)).toEqual([]);
      expect(judged(broken)).toEqual([broken.kind]);
    }
    expect(judged({ kind: "disjoint-groups" })).toEqual([]);
    expect(kinds(of([{ kind: "disjoint-groups" }]), [1, 2, 3, 4, 3, 4, 1, 2, 3, ...new Array(7).fill(0)])).toContain("disjoint-groups");
  });

  it("follows each indexer to the cell it points at", () => {
    // Another solution besides SOLVED: 1234 / 3412 / 2341 / 4123.
    const other = [1, 2, 3, 4, 3, 4, 1, 2, 2, 3, 4, 1, 4, 1, 2, 3];
    const indexers = (by: "row" | "column" | "box", cells: number[], regions?: number[]) => of(cells.map((cell): Rule => ({ kind: "indexer", by, cell })), regions);
    // Row indexers: the 3 at r2c1 says 2 sits in row 3 of column 1 (true in SOLVED); the 2 at r1c2 says 1 sits in
    // row 2 of column 2, where SOLVED has 4.
    expect(kinds(indexers("row", [0, 4, 8]), SOLVED)).toEqual([]);
    expect(kinds(indexers("row", [1]), SOLVED)).toEqual(["indexer"]);
    // Column indexers: SOLVED's rows are their own inverses, so every cell keeps it; in `other` the 2 at r3c1 says
    // 1 sits in column 2 of row 3, which holds 3.
    expect(kinds(indexers("column", [...SOLVED.keys()]), SOLVED)).toEqual([]);
    expect(kinds(indexers("column", [8]), other)).toEqual(["indexer"]);
    // Box indexers: in `other` box 3 reads 2, 3, 4, 1; the 2 in its first cell points at its second, which holds 3.
    expect(kinds(indexers("box", [2, 3, 10, 11]), SOLVED)).toEqual([]);
    expect(checkVariant(indexers("box", [8]), other)).toEqual([{ rule: "indexer", cells: ["r3c1", "r3c2"], message: "the indexer holds 2, so 1 must sit in position 2 of its region, which holds 3" }]);
    // A jigsaw's positions follow its own cells in reading order: the 3 at r1c1 points at the region's third cell,
    // r1c3 in this jigsaw (holding 1), r2c1 in a standard box (holding 2).
    const jigsaw = [0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3];
    const three = [3, 0, 1, 0, 2, ...new Array(11).fill(0)];
    expect(checkVariant(indexers("box", [0], jigsaw), three)).toEqual([]);
    expect(kinds(indexers("box", [0]), three)).toEqual(["indexer"]);
    expect(kinds(indexers("box", [0], jigsaw), [2, 3, 0, 0, ...new Array(12).fill(0)])).toEqual(["indexer"]);
  });

  it("leaves rules on unfilled cells unjudged", () => {
    const partial = [1, 0, 0, 0, ...new Array(12).fill(0)];
    expect(checkVariant(of([{ kind: "killer", cells: [0, 1], sum: 9 }, { kind: "arrow", circle: 1, line: [0, 4] }]), partial)).toEqual([]);
    const crustsOnly = [1, 0, 0, 4, ...new Array(12).fill(0)];
    expect(checkVariant(of([{ kind: "sandwich", line: "row", index: 0, sum: 9 }, { kind: "little-killer", cells: [1, 6, 11], sum: 1, direction: "DR" }]), crustsOnly)).toEqual([]);
  });
});

describe("one rule checked near a cell", () => {
  it("reports exactly the breaks that involve the cell, as the whole-grid check does (random 9×9 grids)", () => {
    const rules: Rule[] = [
      { kind: "antiknight" },
      { kind: "antiking" },
      { kind: "nonconsecutive" },
      { kind: "negative", of: "difference" },
      { kind: "negative", of: "ratio" },
      { kind: "negative", of: "xv" },
      { kind: "difference", cells: [10, 11], value: 1 },
      { kind: "ratio", cells: [30, 39], value: 2 },
      { kind: "xv", cells: [70, 71], sum: 10 },
    ];
    const puzzle: VariantPuzzle = { size: 9, givens: new Uint8Array(81), rules };
    const check = ruleChecker(puzzle);
    const names = (found: VariantViolation[], cell: string) => found.filter((v) => v.cells.includes(cell)).map((v) => `${v.rule}: ${v.cells.join(" ")}`).sort();
    let breaks = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const rng = createRng(seed);
      const grid = Array.from({ length: 81 }, () => (rng.next() < 0.5 ? 1 + rng.int(9) : 0));
      for (let cell = 0; cell < 81; cell += 1 + rng.int(7)) {
        const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
        for (const rule of rules) {
          const whole = names(check(rule, grid), name);
          expect(names(check(rule, grid, cell), name), `seed ${seed}, ${rule.kind} at ${name}`).toEqual(whole);
          breaks += whole.length;
        }
      }
    }
    expect(breaks).toBeGreaterThan(500);
  });
});
