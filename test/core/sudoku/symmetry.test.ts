import { describe, expect, it } from "vitest";
import { applyTransform, identityTransform, normaliseDigits, patternSymmetries, randomTransform, symmetryOrbit } from "../../../worker/core/sudoku/symmetry";
import { generatePuzzle } from "../../../worker/core/sudoku/generate";
import { parseGrid } from "../../../worker/core/sudoku/grid-text";
import { isComplete, ruleConflicts } from "../../../worker/core/sudoku/verify";
import { createRng } from "../../../worker/core/rng";
import { shapeOfBox } from "../../../worker/core/sudoku/shape";
import { EXPERT_SAMPLE } from "../../fixtures/sudoku/reference-puzzles";

const answer = () => {
  const r = parseGrid(EXPERT_SAMPLE.answer);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe("the Sudoku group", () => {
  it("maps a solved grid to solved grids, and the identity changes nothing", () => {
    const g = answer();
    expect(Array.from(applyTransform(g, identityTransform(g.shape)).cells)).toEqual(Array.from(g.cells));
    const rng = createRng(7);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const t = applyTransform(g, randomTransform(g.shape, rng));
      expect(isComplete(t)).toBe(true);
      expect(ruleConflicts(t)).toEqual([]);
      seen.add(t.cells.join(""));
    }
    expect(seen.size).toBe(200);
  });

  it("keeps blanks blank and preserves the clue count of a puzzle", () => {
    const p = parseGrid(EXPERT_SAMPLE.puzzle);
    if (!p.ok) throw new Error();
    const t = applyTransform(p.value, randomTransform(p.value.shape, createRng(3)));
    expect(t.cells.filter((v) => v !== 0).length).toBe(p.value.cells.filter((v) => v !== 0).length);
    expect(ruleConflicts(t)).toEqual([]);
  });

  it("normalises digits so the first row reads 1..N, the same for any relabelling", () => {
    const g = answer();
    const a = g.cells.slice();
    normaliseDigits(a, 9);
    expect(Array.from(a.subarray(0, 9))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const relabelled = applyTransform(g, { ...identityTransform(g.shape), digits: Uint8Array.of(0, 9, 8, 7, 6, 5, 4, 3, 2, 1) });
    normaliseDigits(relabelled.cells, 9);
    expect(Array.from(relabelled.cells)).toEqual(Array.from(a));
  });
});

describe("symmetryOrbit", () => {
  const shape = shapeOfBox(3);
  it("pairs cells for each clue symmetry", () => {
    expect(symmetryOrbit(shape, "none", 5)).toEqual([5]);
    expect(symmetryOrbit(shape, "rotational", 0)).toEqual([0, 80]);
    expect(symmetryOrbit(shape, "rotational", 40)).toEqual([40]);
    expect(symmetryOrbit(shape, "mirror", 9)).toEqual([9, 17]);
    expect(symmetryOrbit(shape, "diagonal", 1)).toEqual([1, 9]);
    expect(symmetryOrbit(shape, "diagonal", 10)).toEqual([10]);
  });
});

describe("patternSymmetries", () => {
  it("finds the symmetry a generated puzzle was dug with, and agrees with a cell-by-cell mirror of the pattern", () => {
    const shape = shapeOfBox(3);
    const mirrored = (cells: Uint8Array, map: (r: number, c: number) => number) =>
      Array.from(cells).every((v, i) => (v !== 0) === (cells[map(Math.floor(i / 9), i % 9)] !== 0));
    for (const symmetry of ["rotational", "mirror", "diagonal"] as const) {
      for (let seed = 1; seed <= 5; seed++) {
        const { puzzle } = generatePuzzle({ box: 3, seed, symmetry, grade: false });
        const found = patternSymmetries(puzzle);
        expect(found).toContain(symmetry);
        expect(found.includes("rotational")).toBe(mirrored(puzzle.cells, (r, c) => (8 - r) * 9 + (8 - c)));
        expect(found.includes("mirror")).toBe(mirrored(puzzle.cells, (r, c) => r * 9 + (8 - c)));
        expect(found.includes("diagonal")).toBe(mirrored(puzzle.cells, (r, c) => c * 9 + r));
      }
    }
    const lone = { shape, cells: new Uint8Array(81) };
    lone.cells[1] = 5;
    expect(patternSymmetries(lone)).toEqual([]);
    expect(patternSymmetries({ shape, cells: new Uint8Array(81) })).toEqual(["rotational", "mirror", "diagonal"]);
  });
});
