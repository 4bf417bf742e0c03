import { describe, expect, it } from "vitest";
import { WORK_UNITS_PER_MS_BY_ENGINE } from "../../../worker/core/calibration";
import { LOCAL_SOLVE_BUDGET_MS, LOCAL_SOLVE_WORK } from "../../../web/state/local-budget";
import { solveSudokuLocally } from "../../../web/state/local-sudoku";
import { PUZZLE_4, SOLUTION_4 } from "../helpers";

// A full 4×4 grid with a "deadly rectangle" blanked: r1c1/r1c3/r2c1/r2c3 can hold 1,3 / 3,1 either way round.
const TWO_SOLUTIONS = ".2.4.4.221434321";
const steady = () => 0;

describe("solveSudokuLocally (the browser's solve, in the API's answer shape)", () => {
  it("proves a unique puzzle unique and gives its solution, with the budget it ran under", () => {
    const reply = solveSudokuLocally({ input: PUZZLE_4, work: 4_000_000 }, steady);
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(reply.answer.status).toBe("unique");
    expect(reply.answer.size).toBe(4);
    expect(reply.answer.puzzle).toBe(PUZZLE_4);
    expect(reply.answer.solution).toBe(SOLUTION_4);
    expect(reply.answer.otherSolution).toBeUndefined();
    expect(reply.answer.unknown).toBeUndefined();
    expect(reply.answer.stats.budgetWork).toBe(4_000_000);
    expect(reply.answer.stats.budgetMs).toBe(4_000_000 / WORK_UNITS_PER_MS_BY_ENGINE.cdcl);
  });

  it("shows two different solutions of a puzzle with several, and the cells where they differ", () => {
    const reply = solveSudokuLocally({ input: TWO_SOLUTIONS, work: 4_000_000 }, steady);
    if (!reply.ok) throw new Error(reply.message);
    const { status, solution, otherSolution, differingCells } = reply.answer;
    expect(status).toBe("multiple");
    expect([solution, otherSolution].sort()).toEqual(["1234341221434321", "3214143221434321"]);
    expect(differingCells).toEqual(["r1c1", "r1c3", "r2c1", "r2c3"]);
  });

  it("solves a 6x6 with its 2x3 boxes through the variant engine, as the API does", () => {
    const reply = solveSudokuLocally({ input: "...2.35..4....4..........3..1...6.45", work: 4_000_000 }, steady);
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.answer).toMatchObject({ status: "unique", size: 6, solution: "641253523461354126162534435612216345" });
    const two = solveSudokuLocally({ input: "...2.35..4....4..........3..1...6...", work: 4_000_000 }, steady);
    if (!two.ok) throw new Error(two.message);
    expect(two.answer.status).toBe("multiple");
    expect(two.answer.differingCells?.length).toBeGreaterThan(0);
  });

  it("says 'none' when the givens leave a cell without any value", () => {
    // r1c1 sees 2 and 3 in its row, 4 in its column and 1 in its box.
    const reply = solveSudokuLocally({ input: ".23..1..4.......", work: 4_000_000 }, steady);
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.answer.status).toBe("none");
    expect(reply.answer.solution).toBeUndefined();
  });

  it("answers an honest unknown, with what to do instead, when even its budget runs out", () => {
    const reply = solveSudokuLocally({ input: ".".repeat(256), work: 50 }, steady);
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.answer.status).toBe("unknown");
    expect(reply.answer.unknown?.message).toBe(
      "Even this browser's budget of 50 work units ran out. The command line solves without a limit: npm run sudoku -- solve PUZZLE",
    );
    expect(reply.answer.stats.work).toBeGreaterThanOrEqual(50);
  });

  it("times the solve with the clock it is given", () => {
    const times = [1_000, 1_250];
    const reply = solveSudokuLocally({ input: PUZZLE_4, work: 4_000_000 }, () => times.shift() ?? 0);
    expect(reply.ok && reply.ms).toBe(250);
  });

  it("names what is wrong with text that is not a puzzle", () => {
    const reply = solveSudokuLocally({ input: "12345", work: 1000 }, steady);
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(reply.message).toMatch(/^Could not read the puzzle: .*5/);
  });

  it("gives a browser solve about 15 to 20 minutes of the reference machine's CPU", () => {
    expect(LOCAL_SOLVE_WORK).toBe(LOCAL_SOLVE_BUDGET_MS * WORK_UNITS_PER_MS_BY_ENGINE.cdcl);
    expect(LOCAL_SOLVE_WORK).toBe(40_000_000_000);
    expect(LOCAL_SOLVE_BUDGET_MS / 60_000).toBeGreaterThan(15);
    expect(LOCAL_SOLVE_BUDGET_MS / 60_000).toBeLessThan(20);
  });
});
