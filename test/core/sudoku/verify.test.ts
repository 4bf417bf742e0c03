import { describe, expect, it } from "vitest";
import { differingCells, isComplete, isSolutionOf, ruleConflicts } from "../../../worker/core/sudoku/verify";
import { EXPERT_SAMPLE } from "../../fixtures/sudoku/reference-puzzles";
import { looseGrid as grid } from "../../helpers/grid";


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
