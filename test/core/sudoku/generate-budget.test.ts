import { describe, expect, it } from "vitest";
import { generatePuzzle, minimumGenerateWork } from "../../../worker/core/sudoku/generate";
import { CLASSIC_LEVELS } from "../../../worker/core/sudoku/offered-levels";
import { techniqueCallCost } from "../../../worker/core/sudoku/grade-cost";
import { gradePuzzle } from "../../../worker/core/sudoku/grade";
import { OutOfWork, WorkMeter } from "../../../worker/core/sudoku/work-meter";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import { isSolutionOf } from "../../../worker/core/sudoku/verify";
import { parseGrid } from "../../../worker/core/sudoku/grid-text";

const PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

describe("one work budget for all of generation", () => {
  it("charges every technique call of a grading and stops one on an empty account", () => {
    const parsed = parseGrid(PUZZLE);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const grid = parsed.value;
    const meter = new WorkMeter();
    const graded = gradePuzzle(grid, { meter, maxLevel: "expert" });
    expect(meter.spent).toBeGreaterThan(0);
    expect(gradePuzzle(grid, { maxLevel: "expert" })).toEqual(graded);
    // A little less than that grading needed: it is cut off, not finished past the limit.
    const short = new WorkMeter(meter.spent / 2);
    expect(() => gradePuzzle(grid, { meter: short, maxLevel: "expert" })).toThrow(OutOfWork);
    expect(short.spent).toBeLessThan(meter.spent);
    expect(short.spent - short.limit).toBeLessThanOrEqual(techniqueCallCost("forcing-chain", 3));
  });

  it("prices every technique at every box size, larger grids never cheaper than 4x4", () => {
    for (const technique of ["full-house", "naked-single", "locked-candidates", "x-chain", "forcing-chain"] as const) {
      for (const box of [2, 3, 4, 5]) expect(techniqueCallCost(technique, box)).toBeGreaterThan(0);
      expect(techniqueCallCost(technique, 2)).toBe(techniqueCallCost(technique, 3));
    }
    expect(techniqueCallCost("solver", 3)).toBe(0);
  });

  // Each size at its smallest accepted budget and at twice that, every level the size offers (the API asks no other).
  for (const box of [2, 3, 4, 5]) {
    it(`keeps the counted work of a ${box * box}x${box * box} generation within the granted units`, () => {
      const levels = CLASSIC_LEVELS[box * box];
      for (const times of [1, 2]) {
        for (const [i, difficulty] of levels.entries()) {
          const totalWork = times * minimumGenerateWork(box, difficulty);
          const made = generatePuzzle({ box, difficulty, seed: 31 * box + i, totalWork, maxAttempts: 24, symmetry: i % 2 ? "rotational" : "none" });
          expect(made.work, `${box} ${difficulty} ${totalWork}`).toBeLessThanOrEqual(totalWork);
          expect(made.work).toBeGreaterThan(0);
          expect(made.grade).toBeDefined();
          expect(isSolutionOf(made.puzzle, made.solution)).toBe(true);
          if (box <= 3) expect(solveSudoku(made.puzzle).status).toBe("unique");
          expect(made.clues).toBeLessThan(box ** 4);
        }
      }
    });
  }

  it("gives the same puzzle for the same seed and budget", () => {
    const a = generatePuzzle({ box: 3, difficulty: "expert", seed: 7, totalWork: 2_000_000 });
    const b = generatePuzzle({ box: 3, difficulty: "expert", seed: 7, totalWork: 2_000_000 });
    expect(Array.from(b.puzzle.cells)).toEqual(Array.from(a.puzzle.cells));
    expect(b.work).toBe(a.work);
  });
});
