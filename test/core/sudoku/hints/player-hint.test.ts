import { describe, expect, it } from "vitest";
import { candidatesFromGrid } from "../../../../worker/core/sudoku/candidates";
import { playerHint } from "../../../../worker/core/sudoku/hints/player-hint";
import type { TechniqueEntry } from "../../../../worker/core/sudoku/hints/index";
import { bruteForce } from "./brute-force";
import { EXPERT_APPENDIX } from "../../../fixtures/sudoku/reference-puzzles";
import { grid } from "../../../helpers/grid";


const puzzle = grid(EXPERT_APPENDIX[0].puzzle);
const solution = bruteForce(puzzle).solution!;
const firstEmpty = puzzle.cells.indexOf(0); // r1c2, whose value is 9

describe("player hints", () => {
  it("level 1 names the technique and the area only", () => {
    const hint = playerHint({ puzzle, solution, level: 1 });
    expect(hint.kind).toBe("step");
    if (hint.kind !== "step") return;
    expect(hint.text).toMatch(/^Look for a (hidden single|naked single|full house) in /);
    expect(hint.cells).toEqual([]);
    expect(hint.text).not.toMatch(/r\dc\d/);
  });

  it("level 2 adds the cells, level 3 gives the whole deduction", () => {
    const two = playerHint({ puzzle, solution, level: 2 });
    const three = playerHint({ puzzle, solution, level: 3 });
    if (two.kind !== "step" || three.kind !== "step") throw new Error("expected steps");
    expect(two.cells.length).toBeGreaterThan(0);
    expect(two.text).toMatch(/look at r\dc\d/);
    expect(three.text).toMatch(/^Hidden single: in box \d, only r\dc\d can be \d\.$/);
    expect(three.step.placements[0].value).toBe(solution[three.step.placements[0].cell]);
  });

  it("reports a wrong entry first, by cell and without the value", () => {
    const entries = grid(".".repeat(81));
    entries.cells[firstEmpty] = solution[firstEmpty] === 1 ? 2 : 1;
    const hint = playerHint({ puzzle, entries, solution, level: 3 });
    expect(hint).toMatchObject({ kind: "wrong-entry", cells: [firstEmpty], notes: false });
    expect(hint.text).toBe("r1c2 does not match the solution; fix it first.");
    expect("expected" in hint).toBe(false);
  });

  it("reveals the right value only when asked", () => {
    const entries = grid(".".repeat(81));
    entries.cells[firstEmpty] = 1;
    const hint = playerHint({ puzzle, entries, solution, level: 1, reveal: true });
    expect(hint).toMatchObject({ kind: "wrong-entry", expected: [{ cell: firstEmpty, value: 9 }] });
    expect(hint.text).toBe("r1c2 is wrong: r1c2 should be 9.");
  });

  it("flags pencil marks that rule out the true value", () => {
    const marks = new Uint32Array(81);
    marks[firstEmpty] = 0b11; // only 1 and 2, but the cell is 9
    const hint = playerHint({ puzzle, pencilMarks: marks, solution, level: 2 });
    expect(hint).toMatchObject({ kind: "wrong-entry", notes: true, cells: [firstEmpty] });
  });

  it("uses correct entries and pencil marks for the next step", () => {
    const entries = grid(".".repeat(81));
    for (let cell = 0; cell < 81; cell++) if (puzzle.cells[cell] === 0 && cell < 40) entries.cells[cell] = solution[cell];
    const hint = playerHint({ puzzle, entries, solution, level: 3 });
    if (hint.kind !== "step") throw new Error(hint.text);
    for (const p of hint.step.placements) expect(entries.cells[p.cell]).toBe(0);
  });

  it("says solved when every cell is filled correctly", () => {
    const entries = grid(Array.from(solution).join(""));
    expect(playerHint({ puzzle, entries, solution, level: 1 }).kind).toBe("solved");
  });

  it("never shows a step that disagrees with the solution: a buggy technique's step gives way to the solver", () => {
    // A deliberately wrong technique: it removes the true value of the first empty cell.
    const wrongTechnique: TechniqueEntry = {
      technique: "x-wing", name: "Broken", level: "hard", rating: 3.2, score: 1,
      find: () => ({ technique: "x-wing", placements: [], eliminations: [{ cell: firstEmpty, value: solution[firstEmpty] }], focus: [firstEmpty], houses: [], facts: [], detail: { kind: "bug", value: solution[firstEmpty] } }),
    };
    const hint = playerHint({ puzzle, solution, level: 3, techniques: [wrongTechnique] });
    expect(hint.kind).toBe("search");
    expect(hint.kind === "search" && hint.placement).toEqual({ cell: expect.any(Number), value: expect.any(Number) });
    const placed = hint.kind === "search" ? hint.placement! : { cell: -1, value: 0 };
    expect(solution[placed.cell]).toBe(placed.value);
  });

  it("falls back to the solver honestly when no technique applies", () => {
    // Arto Inkala's puzzle: no technique we know, forcing chains included, makes a single step.
    const hard = grid("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
    const hardSolution = bruteForce(hard).solution!;
    // play every hint: placements become entries, eliminations become pencil marks, until the solver is needed
    const entries = grid(".".repeat(81));
    const start = candidatesFromGrid(hard);
    if (!start.ok) throw new Error(start.error.message);
    const marks = start.value.masks.slice();
    for (let i = 0; i < 200; i++) {
      const hint = playerHint({ puzzle: hard, entries, pencilMarks: marks, solution: hardSolution, level: 3 });
      if (hint.kind === "step") {
        for (const p of hint.step.placements) entries.cells[p.cell] = p.value;
        for (const e of hint.step.eliminations) marks[e.cell] &= ~(1 << (e.value - 1));
        continue;
      }
      expect(hint.kind).toBe("search");
      expect(hint.text).toMatch(/^No known technique applies; the solver shows r\dc\d must be \d\.$/);
      if (hint.kind === "search") expect(hint.placement!.value).toBe(hardSolution[hint.placement!.cell]);
      const vague = playerHint({ puzzle: hard, entries, pencilMarks: marks, solution: hardSolution, level: 1 });
      expect(vague.kind).toBe("search");
      expect(vague.text).not.toMatch(/r\dc\d/);
      return;
    }
    throw new Error("the solver fallback was never reached");
  });

  it("finds the solution with the SAT solver when the caller does not pass it", () => {
    const entries = grid(".".repeat(81));
    entries.cells[firstEmpty] = 1;
    expect(playerHint({ puzzle, entries, level: 1, reveal: true })).toMatchObject({ kind: "wrong-entry", expected: [{ cell: firstEmpty, value: 9 }] });
    expect(playerHint({ puzzle: grid(".".repeat(81)), level: 1 }).kind).toBe("invalid");
  });

  it("refuses to hint on a puzzle without a unique solution", () => {
    const open = grid(".".repeat(81));
    expect(playerHint({ puzzle: open, level: 1, oracle: () => null }).kind).toBe("invalid");
  });
});
