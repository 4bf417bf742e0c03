import { describe, expect, it } from "vitest";
import { candidatesFromGrid } from "../../../../worker/core/sudoku/candidates";
import { explainCandidates } from "../../../../worker/core/sudoku/hints/explain";
import { TECHNIQUE_TABLE, type TechniqueEntry } from "../../../../worker/core/sudoku/hints/index";
import type { Technique } from "../../../../worker/core/sudoku/hints/hint";
import { cellName, shapeOfBoxes } from "../../../../worker/core/sudoku/shape";
import { randomSolved, uniquePuzzle } from "../../../helpers/boxed-brute";
import { makePuzzle } from "./generated";

/**
 * Every placement and elimination any step makes must agree with the unique solution (found by the test's own
 * brute-force solver). The advanced techniques also run without the middle ones, so they fire far more often.
 */
function checkAll(box: number, seeds: number[], techniques: readonly TechniqueEntry[], keepAtLeast = 0): Partial<Record<Technique, number>> {
  const fired: Partial<Record<Technique, number>> = {};
  for (const seed of seeds) {
    const { puzzle, solution } = makePuzzle(box, seed, keepAtLeast);
    const start = candidatesFromGrid(puzzle);
    if (!start.ok) throw new Error(start.error.message);
    const explanation = explainCandidates(start.value, { techniques, oracle: () => ({ solution, searchEffort: 0 }) });
    expect(explanation.status, `seed ${seed}`).toBe("solved");
    for (const { step } of explanation.steps) {
      fired[step.technique] = (fired[step.technique] ?? 0) + 1;
      for (const { cell, value } of step.placements) {
        expect(value, `${step.technique} placed ${value} in ${cellName(puzzle.shape, cell)} (seed ${seed})`).toBe(solution[cell]);
      }
      for (const { cell, value } of step.eliminations) {
        expect(value, `${step.technique} removed the true value from ${cellName(puzzle.shape, cell)} (seed ${seed})`).not.toBe(solution[cell]);
      }
    }
    expect(Array.from(explanation.final.values)).toEqual(Array.from(solution));
  }
  return fired;
}

/** The same check on grids whose boxes are rectangles, dug to minimal by the brute-force helper (nothing from the engine). */
function checkBoxed(n: number, seeds: number[], techniques: readonly TechniqueEntry[]): Partial<Record<Technique, number>> {
  const fired: Partial<Record<Technique, number>> = {};
  const shape = shapeOfBoxes(n)!;
  for (const seed of seeds) {
    const solution = randomSolved(n, seed);
    const puzzle = { shape, cells: uniquePuzzle(n, solution, seed) };
    const start = candidatesFromGrid(puzzle);
    if (!start.ok) throw new Error(start.error.message);
    const explanation = explainCandidates(start.value, { techniques, oracle: () => ({ solution, searchEffort: 0 }) });
    for (const { step } of explanation.steps) {
      fired[step.technique] = (fired[step.technique] ?? 0) + 1;
      for (const { cell, value } of step.placements) expect(value, `${n}x${n} ${step.technique} placed ${value} in ${cellName(shape, cell)} (seed ${seed})`).toBe(solution[cell]);
      for (const { cell, value } of step.eliminations) expect(value, `${n}x${n} ${step.technique} removed the true value from ${cellName(shape, cell)} (seed ${seed})`).not.toBe(solution[cell]);
    }
    expect(Array.from(explanation.final.values)).toEqual(Array.from(solution));
  }
  return fired;
}

const seeds = (from: number, count: number): number[] => Array.from({ length: count }, (_, i) => from + i);
const SINGLES = ["full-house", "naked-single", "hidden-single"];

describe("every step agrees with the unique solution", () => {
  it("over 250 generated 9x9 puzzles with the full technique set", () => {
    const fired = checkAll(3, seeds(1, 250), TECHNIQUE_TABLE);
    for (const technique of ["locked-candidates", "naked-pair", "hidden-pair", "x-wing", "xy-wing", "xyz-wing", "w-wing", "simple-colouring"] as const) {
      expect(fired[technique], technique).toBeGreaterThan(0);
    }
  });

  it("over 120 puzzles with singles plus the advanced techniques only (so those fire often)", () => {
    const advanced = TECHNIQUE_TABLE.filter((e) => SINGLES.includes(e.technique) || ["medium"].indexOf(e.level) < 0);
    const fired = checkAll(3, seeds(1001, 120), advanced);
    for (const technique of ["x-wing", "swordfish", "xy-wing", "naked-quad", "hidden-quad", "unique-rectangle", "bug-plus-one"] as const) {
      expect(fired[technique], technique).toBeGreaterThan(0);
    }
  });

  it("over 120 puzzles where each subset size runs on its own", () => {
    for (const only of [["naked-triple", "hidden-triple"], ["naked-quad", "hidden-quad"], ["swordfish", "jellyfish"], ["simple-colouring"], ["bug-plus-one", "unique-rectangle"], ["x-chain"], ["xy-chain"], ["forcing-chain"]]) {
      const table = TECHNIQUE_TABLE.filter((e) => SINGLES.includes(e.technique) || only.includes(e.technique));
      const fired = checkAll(3, seeds(2001 + only.length * 100, 24), table);
      // BUG+1 is rare in random puzzles; the run above asserts it fires
      for (const t of only.filter((t) => t !== "bug-plus-one")) expect(fired[t as Technique] ?? 0, t).toBeGreaterThan(0);
    }
  });

  it("over 4x4 and 16x16 puzzles", () => {
    checkAll(2, seeds(1, 40), TECHNIQUE_TABLE);
    checkAll(4, seeds(1, 4), TECHNIQUE_TABLE, 150);
  });
});

describe("every step agrees with the unique solution on rectangular boxes", () => {
  it("over minimal 6x6, 8x8 and 10x10 puzzles, with the full technique set and with singles plus the advanced ones", () => {
    const advanced = TECHNIQUE_TABLE.filter((e) => SINGLES.includes(e.technique) || ["medium"].indexOf(e.level) < 0);
    const fired: Partial<Record<Technique, number>> = {};
    for (const [n, count] of [[6, 40], [8, 30], [10, 12]] as const) {
      for (const table of [TECHNIQUE_TABLE, advanced]) {
        for (const [t, k] of Object.entries(checkBoxed(n, seeds(100 * n, count), table))) fired[t as Technique] = (fired[t as Technique] ?? 0) + k;
      }
    }
    // Box/line and multi-house reasoning ran on rectangles, not only singles.
    for (const technique of ["locked-candidates", "naked-pair", "hidden-pair", "x-wing", "xy-wing"] as const) expect(fired[technique] ?? 0, technique).toBeGreaterThan(0);
  });
});
