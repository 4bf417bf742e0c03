import { describe, expect, it } from "vitest";
import { generatePuzzle, randomSolvedGrid } from "../../../worker/core/sudoku/generate";
import { CLASSIC_LEVELS } from "../../../worker/core/sudoku/offered-levels";
import { gradePuzzle } from "../../../worker/core/sudoku/grade";
import { DIFFICULTIES } from "../../../worker/core/api";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import { isComplete, isSolutionOf, ruleConflicts } from "../../../worker/core/sudoku/verify";
import { formatGrid } from "../../../worker/core/sudoku/grid-text";
import { symmetryOrbit } from "../../../worker/core/sudoku/symmetry";
import { createRng } from "../../../worker/core/rng";
import type { Grid } from "../../../worker/core/sudoku/grid";

function expectUnique(puzzle: Grid, solution: Grid) {
  const r = solveSudoku(puzzle);
  expect(r.status).toBe("unique");
  expect(Array.from(r.solution!.cells)).toEqual(Array.from(solution.cells));
}

/** Every clue is needed: removing any one of them gives several solutions. */
function expectMinimal(puzzle: Grid) {
  for (let i = 0; i < puzzle.cells.length; i++) {
    if (puzzle.cells[i] === 0) continue;
    const fewer = { shape: puzzle.shape, cells: puzzle.cells.slice() };
    fewer.cells[i] = 0;
    expect(solveSudoku(fewer).status).toBe("multiple");
  }
}

describe("randomSolvedGrid", () => {
  it("makes valid solved grids of every size, reproducibly", () => {
    for (const box of [2, 3, 4, 5]) {
      const a = randomSolvedGrid(box, createRng(box));
      expect(isComplete(a)).toBe(true);
      expect(ruleConflicts(a)).toEqual([]);
      expect(formatGrid(randomSolvedGrid(box, createRng(box)))).toBe(formatGrid(a));
    }
    const many = new Set(Array.from({ length: 30 }, (_, s) => formatGrid(randomSolvedGrid(3, createRng(s)))));
    expect(many.size).toBe(30);
  });
});

describe("generatePuzzle", () => {
  it("4x4: 300 seeds give minimal puzzles with exactly one solution", () => {
    for (let seed = 0; seed < 300; seed++) {
      const g = generatePuzzle({ box: 2, seed, grade: false });
      expect(isSolutionOf(g.puzzle, g.solution)).toBe(true);
      expectUnique(g.puzzle, g.solution);
      if (seed % 10 === 0) expectMinimal(g.puzzle);
    }
  });

  it("9x9: 120 seeds give unique puzzles, reproducible from the seed; some checked minimal", () => {
    for (let seed = 1000; seed < 1120; seed++) {
      const g = generatePuzzle({ box: 3, seed, grade: false });
      expectUnique(g.puzzle, g.solution);
      expect(g.clues).toBeLessThan(36);
      if (seed % 40 === 0) {
        expectMinimal(g.puzzle);
        expect(formatGrid(generatePuzzle({ box: 3, seed, grade: false }).puzzle)).toBe(formatGrid(g.puzzle));
      }
    }
  });

  it("keeps the clue pattern symmetric when asked", () => {
    for (const symmetry of ["rotational", "mirror", "diagonal"] as const) {
      const g = generatePuzzle({ box: 3, seed: 77, symmetry, grade: false });
      expectUnique(g.puzzle, g.solution);
      for (let i = 0; i < 81; i++) {
        for (const j of symmetryOrbit(g.puzzle.shape, symmetry, i)) expect(g.puzzle.cells[j] !== 0).toBe(g.puzzle.cells[i] !== 0);
      }
    }
  });

  it("stops at a target clue count", () => {
    const g = generatePuzzle({ box: 3, seed: 5, targetClues: 40, grade: false });
    expect(g.clues).toBe(40);
    expectUnique(g.puzzle, g.solution);
  });

  it("reaches the requested difficulty (graded), easy and medium", () => {
    for (const difficulty of ["easy", "medium"] as const) {
      const g = generatePuzzle({ box: 3, seed: 31, difficulty });
      expect(g.grade?.level).toBe(difficulty);
      expectUnique(g.puzzle, g.solution);
    }
  });

  it("reaches every 9x9 level on several seeds, each puzzle unique and graded by the full technique set", () => {
    for (const difficulty of DIFFICULTIES) {
      for (const seed of [3, 4]) {
        const g = generatePuzzle({ box: 3, seed, difficulty });
        expect(g.grade?.level, `${difficulty} seed ${seed}`).toBe(difficulty);
        expect(gradePuzzle(g.puzzle).level).toBe(difficulty);
        expectUnique(g.puzzle, g.solution);
      }
    }
  });

  it("16x16: every offered level is reached with symmetry kept, and the same seed gives the same puzzle", () => {
    expect(CLASSIC_LEVELS[16]).toEqual(DIFFICULTIES);
    // Hard is reached less often with symmetry (whole orbits move at once); the bench measures the rates.
    for (const [difficulty, seed] of [["easy", 2], ["medium", 2], ["hard", 3], ["expert", 5], ["extreme", 2]] as const) {
      const symmetry = "rotational";
      const g = generatePuzzle({ box: 4, seed, difficulty, symmetry, maxAttempts: 3 });
      expect(g.grade?.level, difficulty).toBe(difficulty);
      expect(gradePuzzle(g.puzzle).level).toBe(difficulty);
      expectUnique(g.puzzle, g.solution);
      for (let cell = 0; cell < 256; cell++) expect(g.puzzle.cells[cell] === 0).toBe(g.puzzle.cells[255 - cell] === 0);
      if (difficulty === "medium") {
        const again = generatePuzzle({ box: 4, seed, difficulty, symmetry, maxAttempts: 3 });
        expect(formatGrid(again.puzzle, "line")).toBe(formatGrid(g.puzzle, "line"));
      }
    }
  });

  it("25x25: hard is offered and reached within the API's largest budget (2,000 ms), rotational symmetry kept", () => {
    expect(CLASSIC_LEVELS[25]).toEqual(["easy", "medium", "hard"]);
    const totalWork = 80_000_000;
    const g = generatePuzzle({ box: 5, seed: 4, difficulty: "hard", symmetry: "rotational", totalWork });
    expect(g.grade?.level).toBe("hard");
    expect(g.work).toBeLessThanOrEqual(totalWork);
    expect(isSolutionOf(g.puzzle, g.solution)).toBe(true);
    for (let cell = 0; cell < 625; cell++) expect(g.puzzle.cells[cell] === 0).toBe(g.puzzle.cells[624 - cell] === 0);
    // The grade was reached by logic alone, so the techniques fixed every cell: the solution is the only one.
    expect(g.grade?.solvedByLogic).toBe(true);
  }, 60_000);

  it("16x16: a few seeds give unique puzzles", () => {
    for (const seed of [1, 2]) {
      const g = generatePuzzle({ box: 4, seed, grade: false });
      expectUnique(g.puzzle, g.solution);
      expect(g.clues).toBeLessThanOrEqual(Math.round(256 * 0.4));
    }
  });

  it("a total work limit stops digging early: still unique, reproducible, no further attempts", () => {
    const free = generatePuzzle({ box: 3, seed: 11, difficulty: "expert", maxAttempts: 4 });
    expect(free.dig.stoppedByBudget).toBe(false);
    expect(free.attempts).toBeGreaterThan(1); // without a limit, more than one attempt ran
    const tight = generatePuzzle({ box: 3, seed: 11, difficulty: "expert", maxAttempts: 4, totalWork: 20_000 });
    expect(tight.dig.stoppedByBudget).toBe(true);
    expect(tight.attempts).toBe(1);
    expect(tight.dig.work).toBeLessThan(free.dig.work);
    expect(tight.clues).toBeGreaterThan(free.clues);
    expectUnique(tight.puzzle, tight.solution);
    const again = generatePuzzle({ box: 3, seed: 11, difficulty: "expert", maxAttempts: 4, totalWork: 20_000 });
    expect(formatGrid(again.puzzle, "line")).toBe(formatGrid(tight.puzzle, "line"));
    // Singles-only digging (easy) is counted too.
    const easy = generatePuzzle({ box: 3, seed: 11, difficulty: "easy", totalWork: 1 });
    expect(easy.dig.stoppedByBudget).toBe(true);
    expect(easy.clues).toBeGreaterThan(70);
    expectUnique(easy.puzzle, easy.solution);
  });

  it("tells each attempt as it starts, with the work spent before it, and makes the same puzzle as without", () => {
    const reports: { attempt: number; maxAttempts: number; spent: number }[] = [];
    const told = generatePuzzle({ box: 3, seed: 11, difficulty: "expert", maxAttempts: 4, onAttempt: (report) => reports.push(report) });
    const plain = generatePuzzle({ box: 3, seed: 11, difficulty: "expert", maxAttempts: 4 });
    expect(formatGrid(told.puzzle, "line")).toBe(formatGrid(plain.puzzle, "line"));
    expect(reports.map((r) => r.attempt)).toEqual(Array.from({ length: told.attempts }, (_, i) => i + 1));
    expect(reports.every((r) => r.maxAttempts === 4)).toBe(true);
    expect(reports[0].spent).toBe(0);
    for (let i = 1; i < reports.length; i++) expect(reports[i].spent).toBeGreaterThan(reports[i - 1].spent);
    expect(reports.at(-1)!.spent).toBeLessThan(told.work);
  });

  it("25x25: a partial dig to about half the cells stays unique", () => {
    const g = generatePuzzle({ box: 5, seed: 3, grade: false });
    expect(g.clues).toBe(313);
    expectUnique(g.puzzle, g.solution);
  });
});
