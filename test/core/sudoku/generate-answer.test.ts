import { describe, expect, it } from "vitest";
import { classicGenerateAnswer } from "../../../worker/core/sudoku/generate-answer";
import { BROWSER_MADE, CLASSIC_LEVELS, browserMadeInWords, browserMadeLevel } from "../../../worker/core/sudoku/offered-levels";
import { formatGrid, parseGrid } from "../../../worker/core/sudoku/grid-text";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import { isSolutionOf } from "../../../worker/core/sudoku/verify";
import { gradePuzzle } from "../../../worker/core/sudoku/grade";

const grid = (text: string) => {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe("classicGenerateAnswer", () => {
  it("answers in the API's shape: a unique puzzle at the level, its true grade, the seed as written, the solution on request", () => {
    const answer = classicGenerateAnswer({ size: 9, level: "hard", seed: "answer-1", work: 80_000_000, solution: true });
    expect(answer).toMatchObject({ size: 9, difficulty: "hard", seed: "answer-1", symmetry: "none" });
    const puzzle = grid(answer.puzzle);
    const solved = solveSudoku(puzzle);
    expect(solved.status).toBe("unique");
    expect(answer.solution).toBe(formatGrid(solved.solution!));
    expect(isSolutionOf(puzzle, grid(answer.solution!))).toBe(true);
    expect(answer.clues).toBe(puzzle.cells.filter((v) => v !== 0).length);
    expect(answer.grade.level).toBe(gradePuzzle(puzzle).level);
    expect(answer.work).toBeGreaterThan(0);
    expect(answer.work).toBeLessThanOrEqual(80_000_000 + 20_000_000);
  });

  it("makes the same puzzle for the same request, another for another seed, and no solution unless asked", () => {
    const request = { size: 4, level: "easy" as const, seed: "same", work: 5_000_000, symmetry: "rotational" as const };
    const a = classicGenerateAnswer(request);
    expect(classicGenerateAnswer(request)).toEqual(a);
    expect(a.solution).toBeUndefined();
    expect(a.symmetry).toBe("rotational");
    const others = new Set(["s1", "s2", "s3", "s4", "s5", "s6"].map((seed) => classicGenerateAnswer({ ...request, seed }).puzzle));
    expect(others.size).toBeGreaterThan(1);
  });

  it("keeps to the attempts it is given", () => {
    // A 4x4 never reaches extreme, so every attempt is made and paid for: more attempts, more work, the same kind of answer.
    const request = { size: 4, level: "extreme" as const, seed: "tries", work: 50_000_000 };
    const once = classicGenerateAnswer({ ...request, attempts: 1 });
    const thrice = classicGenerateAnswer({ ...request, attempts: 3 });
    expect(once.grade.level).not.toBe("extreme");
    expect(thrice.work).toBeGreaterThan(once.work);
    expect(solveSudoku(grid(once.puzzle)).status).toBe("unique");
  });

  it("refuses a side without square boxes, naming it", () => {
    expect(() => classicGenerateAnswer({ size: 6, level: "easy", seed: "x", work: 1_000_000 })).toThrow(/square side .* not 6/);
  });
});

describe("BROWSER_MADE", () => {
  it("adds only levels the API does not offer at that side, at sides it generates, with more work than the API's cap", () => {
    for (const [side, levels] of Object.entries(BROWSER_MADE)) {
      expect(CLASSIC_LEVELS[Number(side)]).toBeDefined();
      for (const made of levels) {
        expect(CLASSIC_LEVELS[Number(side)]).not.toContain(made.level);
        expect(made.work).toBeGreaterThan(80_000_000);
        expect(made.attempts).toBeGreaterThan(0);
        expect(browserMadeLevel(Number(side), made.level)).toBe(made);
      }
    }
    expect(browserMadeLevel(25, "hard")).toBeUndefined();
    expect(browserMadeLevel(9, "expert")).toBeUndefined();
  });
});

describe("browserMadeInWords", () => {
  it("names each browser-made level with its side, as the API's description reads it", () => {
    expect(browserMadeInWords()).toBe("25×25 expert");
  });
});
