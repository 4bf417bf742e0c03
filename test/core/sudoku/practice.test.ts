import { describe, expect, it } from "vitest";
import { nextStep } from "../../../worker/core/sudoku/hints/index";
import { PRACTICE_LEVEL, PRACTICE_TECHNIQUES, practicePosition } from "../../../worker/core/sudoku/practice";
import { expectSoundPosition } from "../../helpers/position";
import { withArticle } from "../../../worker/core/words";

const WORK = 80_000_000;

describe("practice positions", () => {
  for (const technique of PRACTICE_TECHNIQUES) {
    it(`${technique}: a board that follows from a unique puzzle, on which it is the easiest step, and sound`, () => {
      const made = practicePosition({ technique, seed: "test", work: WORK });
      expect(made.status).toBe("found");
      if (made.status !== "found") return;
      expect(made.work).toBeLessThanOrEqual(WORK);
      expectSoundPosition(made.puzzle, made.position, made.step);
      const first = nextStep(made.position);
      expect(first?.technique).toBe(technique);
      expect(first).toEqual(made.step);
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
