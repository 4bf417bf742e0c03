import { describe, expect, it } from "vitest";
import { refill } from "../../../worker/core/sudoku/generate-refill";
import { generatePuzzle } from "../../../worker/core/sudoku/generate";
import type { Grade } from "../../../worker/core/sudoku/grade";
import type { Grid } from "../../../worker/core/sudoku/grid";
import type { Difficulty } from "../../../worker/core/sudoku/difficulty";
import { createRng } from "../../../worker/core/rng";

const gradeOf = (level: Difficulty): Grade => ({ level, score: 0, rating: 0, hardest: "none", counts: {}, solvedByLogic: level !== "extreme" });

describe("refill (giving clues back)", () => {
  // A made-up grading: the minimal puzzle is too hard; any clue given back makes it too easy, except the one cell
  // that lands exactly on the level. The binary search steps over it unless that cell comes first in the order.
  const made = generatePuzzle({ box: 3, seed: 12, grade: false });
  const empty = Array.from(made.puzzle.cells.keys()).filter((c) => made.puzzle.cells[c] === 0);
  const special = empty[5];
  const fakeGrade = (p: Grid): Grade => {
    const back = empty.filter((c) => p.cells[c] !== 0);
    if (back.length === 0) return gradeOf("extreme");
    return gradeOf(back.includes(special) && back.length === 1 ? "expert" : "hard");
  };

  it("without swaps, returns nothing when the search steps from too hard straight to too easy", () => {
    let steppedOver = 0;
    for (let seed = 0; seed < 10; seed++) {
      const found = refill(made.puzzle, made.solution, "expert", "none", createRng(seed), fakeGrade);
      if (found) expect(found.puzzle.cells[special]).toBe(made.solution.cells[special]);
      else steppedOver++;
    }
    expect(steppedOver).toBeGreaterThan(5);
  });

  it("with enough swaps, puts the one right clue in place of the last one and returns it with its grade", () => {
    for (let seed = 0; seed < 10; seed++) {
      const found = refill(made.puzzle, made.solution, "expert", "none", createRng(seed), fakeGrade, undefined, undefined, empty.length);
      expect(found?.grade.level).toBe("expert");
      const back = empty.filter((c) => found!.puzzle.cells[c] !== 0);
      expect(back).toEqual([special]);
      expect(found!.puzzle.cells[special]).toBe(made.solution.cells[special]);
    }
  });

  it("tries at most the number of swaps asked for", () => {
    let gradings = 0;
    const counting = (p: Grid) => {
      gradings++;
      return fakeGrade(p);
    };
    // Find an order where the right clue is far from the front, then allow only two swaps.
    for (let seed = 0; seed < 50; seed++) {
      gradings = 0;
      const plain = refill(made.puzzle, made.solution, "expert", "none", createRng(seed), counting);
      const base = gradings;
      gradings = 0;
      const two = refill(made.puzzle, made.solution, "expert", "none", createRng(seed), counting, undefined, undefined, 2);
      expect(gradings).toBeLessThanOrEqual(base + 2);
      if (plain) expect(two).toEqual(plain);
    }
  });
});
