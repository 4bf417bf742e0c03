import { describe, expect, it } from "vitest";
import { differingCells, isComplete, isSolutionOf, ruleConflicts } from "../../../worker/core/sudoku/verify";
import { EXPERT_SAMPLE } from "../../fixtures/sudoku/reference-puzzles";
import { looseGrid as grid } from "../../helpers/grid";
import { shapeOfBoxes, shapeOfLayout } from "../../../worker/core/sudoku/shape";


describe("ruleConflicts", () => {
  it("finds none in a valid solution or an empty grid", () => {
    expect(ruleConflicts(grid(EXPERT_SAMPLE.answer))).toEqual([]);
    expect(ruleConflicts(grid(".".repeat(81)))).toEqual([]);
  });

  it("names both cells, the value and the house of each duplicate", () => {
    const g = grid("12.." + "...." + "...." + "1...");
    expect(ruleConflicts(g)).toEqual([{ cells: ["r1c1", "r4c1"], value: 1, house: "column 1" }]);
    const h = grid("1..." + ".1.." + "...." + "....");
    expect(ruleConflicts(h)).toEqual([{ cells: ["r1c1", "r2c2"], value: 1, house: "box 1" }]);
    const triple = grid("2.2." + "...." + "...." + "...." ).cells;
    triple[3] = 2;
    expect(ruleConflicts({ ...h, cells: triple }).map((c) => c.cells)).toEqual([
      ["r1c1", "r1c3"],
      ["r1c1", "r1c4"],
      ["r1c3", "r1c4"],
    ]);
  });

  it("judges a 6x6 by its 2x3 boxes and a jigsaw by its own regions", () => {
    const six = shapeOfBoxes(6)!;
    const cells = new Uint8Array(36);
    cells[0] = 4;
    cells[8] = 4; // r2c3: the same 2×3 box as r1c1
    expect(ruleConflicts({ shape: six, cells })).toEqual([{ cells: ["r1c1", "r2c3"], value: 4, house: "box 1" }]);
    // A 4×4 jigsaw whose first region is r1c1-r1c3 and r2c2: r1c3 and r2c2 clash there though their standard boxes
    // differ, and r1c2 and r2c1 share a standard box but not a region.
    const jigsaw = shapeOfLayout(4, [0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3], 2, 2);
    expect(jigsaw.regular).toBe(false);
    const marks = new Uint8Array(16);
    marks[2] = 1;
    marks[5] = 1;
    marks[1] = 2;
    marks[4] = 2;
    expect(ruleConflicts({ shape: jigsaw, cells: marks })).toEqual([{ cells: ["r1c3", "r2c2"], value: 1, house: "box 1" }]);
  });

  it("catches a swap of two values in a solved grid", () => {
    const s = grid(EXPERT_SAMPLE.answer);
    [s.cells[0], s.cells[1]] = [s.cells[1], s.cells[0]];
    expect(ruleConflicts(s).length).toBeGreaterThan(0);
  });
});

describe("isSolutionOf", () => {
  it("accepts the printed answer and rejects broken ones", () => {
    const p = grid(EXPERT_SAMPLE.puzzle);
    const s = grid(EXPERT_SAMPLE.answer);
    expect(isComplete(s)).toBe(true);
    expect(isSolutionOf(p, s)).toBe(true);
    const holed = grid(EXPERT_SAMPLE.answer.slice(0, 80) + ".");
    expect(isComplete(holed)).toBe(false);
    expect(isSolutionOf(p, holed)).toBe(false);
    // A valid grid that ignores a given: relabel 6 <-> 4 everywhere.
    const relabelled = grid(EXPERT_SAMPLE.answer.replace(/[46]/g, (d) => (d === "4" ? "6" : "4")));
    expect(ruleConflicts(relabelled)).toEqual([]);
    expect(isSolutionOf(p, relabelled)).toBe(false);
    expect(differingCells(relabelled, s)).toContain("r1c1");
  });
});
