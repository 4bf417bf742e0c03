import { describe, expect, it } from "vitest";
import { bit } from "../../../worker/core/sudoku/candidates";
import { nextStep } from "../../../worker/core/sudoku/hints/index";
import { PRACTICE_LEVEL, PRACTICE_TECHNIQUES, practicePosition } from "../../../worker/core/sudoku/practice";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import { withArticle } from "../../../worker/core/words";

const WORK = 80_000_000;

describe("practice positions", () => {
  for (const technique of PRACTICE_TECHNIQUES) {
    it(`${technique}: a board that follows from a unique puzzle, on which it is the easiest step, and sound`, () => {
      const made = practicePosition({ technique, seed: "test", work: WORK });
      expect(made.status).toBe("found");
      if (made.status !== "found") return;
      expect(made.work).toBeLessThanOrEqual(WORK);
      const solved = solveSudoku(made.puzzle, { limit: 2 });
      expect(solved.status).toBe("unique");
      const solution = solved.solution!.cells;
      const { values, masks } = made.position;
      for (let cell = 0; cell < 81; cell++) {
        if (made.puzzle.cells[cell]) expect(values[cell]).toBe(made.puzzle.cells[cell]);
        if (values[cell]) expect(values[cell]).toBe(solution[cell]);
        else expect(masks[cell] & bit(solution[cell])).not.toBe(0);
      }
      const first = nextStep(made.position);
      expect(first?.technique).toBe(technique);
      expect(first).toEqual(made.step);
      for (const p of made.step.placements) expect(p.value).toBe(solution[p.cell]);
      for (const e of made.step.eliminations) expect(e.value).not.toBe(solution[e.cell]);
      expect(made.sentence).toMatch(/^[A-Z]/);
    });
  }

  it("gives the same board for the same seed and budget, another for another seed", () => {
    const a = practicePosition({ technique: "x-wing", seed: "again", work: WORK });
    const b = practicePosition({ technique: "x-wing", seed: "again", work: WORK });
    const c = practicePosition({ technique: "x-wing", seed: "other", work: WORK });
    expect(b).toEqual(a);
    expect(a.status === "found" && c.status === "found" && a.puzzle.cells.join("") !== c.puzzle.cells.join("")).toBe(true);
  });

  it("stops at its work budget with an honest unknown", () => {
    const made = practicePosition({ technique: "bug-plus-one", seed: "short", work: 3_000_000 });
    expect(made.status).toBe("unknown");
    expect(made.work).toBeLessThanOrEqual(3_000_000);
    expect(made.attempts).toBeGreaterThan(0);
  });

  it("offers no position for the techniques too rare to find, and says so", () => {
    expect(PRACTICE_TECHNIQUES).not.toContain("jellyfish");
    expect(PRACTICE_LEVEL["hidden-quad"]).toBeNull();
    expect(() => practicePosition({ technique: "naked-quad", seed: "x", work: WORK })).toThrow(/no practice positions/);
  });
});

describe("a technique's name with its article", () => {
  it("says an X-Wing, an XY-Chain, a Swordfish, a Unique rectangle", () => {
    expect(["X-Wing", "XY-Chain", "Swordfish", "Unique rectangle", "hidden pair", "BUG+1"].map(withArticle)).toEqual(["an X-Wing", "an XY-Chain", "a Swordfish", "a Unique rectangle", "a hidden pair", "a BUG+1"]);
  });
});
