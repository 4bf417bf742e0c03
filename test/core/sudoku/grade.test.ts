import { describe, expect, it } from "vitest";
import { candidatesFromGrid } from "../../../worker/core/sudoku/candidates";
import { gradeExplanation, gradePuzzle } from "../../../worker/core/sudoku/grade";
import { emptyGrid, type Grid } from "../../../worker/core/sudoku/grid";
import { explainCandidates } from "../../../worker/core/sudoku/hints/explain";
import { TECHNIQUE_TABLE } from "../../../worker/core/sudoku/hints/index";
import { bruteForce } from "./hints/brute-force";
import { makePuzzle } from "./hints/generated";
import { EXPERT_APPENDIX } from "../../fixtures/sudoku/reference-puzzles";
import { grid } from "../../helpers/grid";


const oracleFor = (g: Grid) => () => ({ solution: bruteForce(g).solution!, searchEffort: 123 });
const LEVELS = ["easy", "medium", "hard", "expert", "extreme"];
const SINGLES = TECHNIQUE_TABLE.filter((e) => e.level === "easy");
const UP_TO_MEDIUM = TECHNIQUE_TABLE.filter((e) => e.level === "easy" || e.level === "medium");

/** Needs an X-Wing: found by the test generator (seed 116); stalls with every easy and medium technique. */
const NEEDS_X_WING = ".8.....9.1.4.6.........84.63......81....94.3...8..3....37.5....6..9......5..4..7.";

describe("grading", () => {
  it("has a stable shape", () => {
    const g = grid(EXPERT_APPENDIX[0].puzzle);
    const grade = gradePuzzle(g, { oracle: oracleFor(g) });
    expect(Object.keys(grade).sort()).toEqual(["counts", "hardest", "level", "rating", "score", "solvedByLogic"]);
    expect(grade).toMatchObject({ level: "medium", hardest: "naked-pair", solvedByLogic: true });
    expect(grade.rating).toBe(3.0);
  });

  it("puzzles solvable by singles alone grade easy, with singles ratings", () => {
    let seen = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { puzzle } = makePuzzle(3, seed);
      const c = candidatesFromGrid(puzzle);
      if (!c.ok) throw new Error(c.error.message);
      if (explainCandidates(c.value, { techniques: SINGLES }).status !== "solved") continue;
      seen++;
      const grade = gradePuzzle(puzzle, { oracle: oracleFor(puzzle) });
      expect(grade.level, `seed ${seed}`).toBe("easy");
      expect(grade.rating).toBeGreaterThanOrEqual(1.0);
      expect(grade.rating).toBeLessThanOrEqual(2.3);
    }
    expect(seen).toBeGreaterThan(10);
  });

  it("a puzzle that needs an X-Wing grades hard", () => {
    const g = grid(NEEDS_X_WING);
    const c = candidatesFromGrid(g);
    if (!c.ok) throw new Error(c.error.message);
    expect(explainCandidates(c.value, { techniques: UP_TO_MEDIUM }).status).toBe("stalled");
    const grade = gradePuzzle(g, { oracle: oracleFor(g) });
    expect(grade.level).toBe("hard");
    expect(grade.hardest).toBe("x-wing");
    expect(grade.counts["x-wing"]).toBeGreaterThan(0);
    expect(grade.rating).toBe(3.2);
  });

  it("is monotone over generated puzzles: the level is never below the hardest technique's tier", () => {
    for (let seed = 300; seed < 400; seed++) {
      const { puzzle, solution } = makePuzzle(3, seed);
      const grade = gradePuzzle(puzzle, { oracle: () => ({ solution, searchEffort: 7 }) });
      const floor = Math.max(...Object.keys(grade.counts).map((t) => LEVELS.indexOf(TECHNIQUE_TABLE.find((e) => e.technique === t)?.level ?? "extreme")));
      expect(LEVELS.indexOf(grade.level), `seed ${seed}`).toBeGreaterThanOrEqual(floor);
      if (grade.counts["x-wing"]) expect(LEVELS.indexOf(grade.level)).toBeGreaterThanOrEqual(2);
      expect(grade.score).toBe(Object.entries(grade.counts).reduce((sum, [t, n]) => sum + n! * (t === "solver" ? 1000 : TECHNIQUE_TABLE.find((e) => e.technique === t)!.score), 0));
      expect(grade.solvedByLogic).toBe(!grade.counts.solver);
    }
  });

  it("a puzzle that needs forcing chains is extreme but solved by logic (one of our generator's, seed 4)", () => {
    const g = grid("5.......9..6.8...42..93....9.1.......34.21.5....3...7.......8..35...........642..");
    const grade = gradePuzzle(g, { oracle: () => null });
    expect(grade).toMatchObject({ level: "extreme", hardest: "forcing-chain", solvedByLogic: true, rating: 7.5 });
    expect(grade.counts["forcing-chain"]).toBeGreaterThan(0);
  });

  // Arto Inkala's puzzle: no technique we know, forcing chains included, makes a single step.
  it("puzzles that need search are extreme with the search effort", () => {
    const g = grid("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
    const grade = gradePuzzle(g, { oracle: oracleFor(g) });
    expect(grade).toMatchObject({ level: "extreme", hardest: "solver", solvedByLogic: false, searchEffort: 123 });
    expect(grade.rating).toBeGreaterThanOrEqual(7);
  });

  it("by default asks the SAT solver, which agrees with the brute-force solution and reports its effort", () => {
    const g = grid("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
    const grade = gradePuzzle(g);
    expect(grade).toMatchObject({ level: "extreme", hardest: "solver", solvedByLogic: false });
    expect(grade.searchEffort).toBeGreaterThanOrEqual(0);
    expect(grade.counts.solver).toBeGreaterThan(0);
  });

  it("a puzzle whose logic stalls with no oracle answer is extreme, not solved", () => {
    const g = grid("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
    expect(gradePuzzle(g, { oracle: () => null })).toMatchObject({ level: "extreme", solvedByLogic: false });
  });

  it("a puzzle that breaks the rules grades extreme with no steps", () => {
    const broken = emptyGrid(3);
    broken.cells[0] = broken.cells[1] = 1;
    expect(gradePuzzle(broken, { oracle: () => null })).toMatchObject({ level: "extreme", score: 0, solvedByLogic: false, counts: {} });
  });

  it("a full grid is easy with nothing to do", () => {
    const g = grid(EXPERT_APPENDIX[0].answer);
    expect(gradePuzzle(g)).toMatchObject({ level: "easy", score: 0, hardest: "none", solvedByLogic: true });
  });

  it("grades the explanation it is given without solving again", () => {
    const g = grid(EXPERT_APPENDIX[2].puzzle);
    const c = candidatesFromGrid(g);
    if (!c.ok) throw new Error(c.error.message);
    const grade = gradeExplanation(explainCandidates(c.value));
    expect(grade).toMatchObject({ level: "hard", solvedByLogic: true });
    expect(grade.counts.swordfish).toBe(1);
  });
});
