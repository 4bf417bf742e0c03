/**
 * The Sudoku oracle: every solving engine over every puzzle fixture, as tdoku runs every solver over one file.
 * The fixtures are test/fixtures/sudoku/puzzles.txt (`puzzle:count:solution`, count 0, 1 or 2+) and the published
 * reference puzzles (test/fixtures/sudoku/reference-puzzles.ts). Each answer is judged by the fixture, by a
 * brute-force search that shares no code with the engines, and by the independent rules checker.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { formatGrid } from "../../../worker/core/sudoku/grid-text";
import { solveSudoku, type SudokuEngine } from "../../../worker/core/sudoku/solve";
import { isSolutionOf } from "../../../worker/core/sudoku/verify";
import { ANTI_DFS, BASIC_17, EXPERT_EVIL, EXPERT_HARD, EXPERT_MEDIUM, EXPERT_SAMPLE } from "../../fixtures/sudoku/reference-puzzles";
import { grid, looseGrid } from "../../helpers/grid";
import { bruteForce } from "./hints/brute-force";

type Count = "0" | "1" | "2+";

interface PuzzleFixture {
  label: string;
  puzzle: string;
  count: Count;
  /** Given for count 1 when the source prints it. */
  solution?: string;
}

/** Reads puzzles.txt; a malformed line is a broken fixture and fails loudly. */
function readPuzzles(): PuzzleFixture[] {
  const text = readFileSync(resolve(import.meta.dirname, "../../fixtures/sudoku/puzzles.txt"), "utf8");
  return text
    .split("\n")
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter(({ line }) => line !== "" && !line.startsWith("#"))
    .map(({ line, number }) => {
      const [puzzle, count, solution] = line.split(":");
      if (count !== "0" && count !== "1" && count !== "2+") throw new Error(`puzzles.txt line ${number}: count "${count}" is not 0, 1 or 2+`);
      if ((count === "1") !== Boolean(solution)) throw new Error(`puzzles.txt line ${number}: a solution goes with count 1, and only with it`);
      return { label: `puzzles.txt line ${number}`, puzzle, count, solution: solution || undefined };
    });
}

const FIXTURES: PuzzleFixture[] = [
  ...readPuzzles(),
  { label: "expert-system sample", puzzle: EXPERT_SAMPLE.puzzle, count: "1", solution: EXPERT_SAMPLE.answer },
  { label: "expert-system Evil", puzzle: EXPERT_EVIL.puzzle, count: "1", solution: EXPERT_EVIL.answer },
  { label: "expert-system Medium", puzzle: EXPERT_MEDIUM.puzzle, count: "1", solution: EXPERT_MEDIUM.answer },
  { label: "expert-system Hard", puzzle: EXPERT_HARD.puzzle, count: "1" },
  { label: "17-clue basic", puzzle: BASIC_17, count: "1" },
  { label: "anti-DFS position", puzzle: ANTI_DFS, count: "0" },
];

const ENGINES: SudokuEngine[] = ["auto", "cdcl", "dpll"];
const STATUS: Record<Count, string> = { "0": "none", "1": "unique", "2+": "multiple" };

function bruteCount(puzzle: string): Count {
  const found = bruteForce(looseGrid(puzzle), 2).count;
  return found === 0 ? "0" : found === 1 ? "1" : "2+";
}

describe("the puzzle fixtures", () => {
  it("cover every count on several sizes, and brute force agrees with each", () => {
    const counts = new Set(FIXTURES.map((f) => f.count));
    expect([...counts].sort()).toEqual(["0", "1", "2+"]);
    expect(new Set(FIXTURES.map((f) => f.puzzle.length))).toEqual(new Set([16, 81, 256]));
    for (const f of FIXTURES) {
      expect(bruteCount(f.puzzle), f.label).toBe(f.count);
      if (f.solution) expect(formatGrid({ ...looseGrid(f.puzzle), cells: bruteForce(looseGrid(f.puzzle), 1).solution! }, "line"), f.label).toBe(f.solution);
    }
  });
});

describe.each(ENGINES)("engine %s over every puzzle fixture", (engine) => {
  for (const f of FIXTURES) {
    it(`${f.label}: ${STATUS[f.count]}`, () => {
      const puzzle = looseGrid(f.puzzle);
      const result = solveSudoku(puzzle, { engine });
      expect(result.status).toBe(STATUS[f.count]);
      for (const solution of result.solutions) expect(isSolutionOf(puzzle, solution)).toBe(true);
      if (f.count === "1") {
        const expected = f.solution ?? formatGrid({ ...puzzle, cells: bruteForce(puzzle, 1).solution! }, "line");
        expect(formatGrid(result.solution!, "line")).toBe(expected);
      }
      if (f.count === "2+") {
        expect(result.solutions).toHaveLength(2);
        expect(formatGrid(result.solutions[0], "line")).not.toBe(formatGrid(result.solutions[1], "line"));
      }
    });
  }
});

describe("strict reading of the fixtures", () => {
  it("reads every solvable fixture with the rule check, so no fixture hides a clash among its givens", () => {
    for (const f of FIXTURES.filter((x) => x.count !== "0")) expect(() => grid(f.puzzle), f.label).not.toThrow();
  });
});
