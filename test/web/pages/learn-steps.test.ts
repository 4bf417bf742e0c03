import { describe, expect, it } from "vitest";
import { bit, candidatesFromGrid, cloneCandidates, eliminate, place } from "../../../worker/core/sudoku/candidates";
import { explainCandidates } from "../../../worker/core/sudoku/hints/explain";
import { TECHNIQUES } from "../../../worker/core/sudoku/hints/hint";
import { TECHNIQUE_TABLE } from "../../../worker/core/sudoku/hints/index";
import { playerHint } from "../../../worker/core/sudoku/hints/player-hint";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import { LESSONS } from "../../../web/pages/learn-lessons";
import { TECHNIQUE_EXAMPLES } from "../../../web/pages/learn-examples";
import { workedStep } from "../../../web/pages/learn-steps";
import { progressFromHash, puzzleFromPath } from "../../../web/state/share";
import { PRACTICE_TECHNIQUES } from "../../../worker/core/sudoku/practice-levels";

describe("the technique page's worked positions", () => {
  it("has a lesson for every technique the engine knows and an example for every one but the solver", () => {
    expect(Object.keys(LESSONS).sort()).toEqual([...TECHNIQUES].sort());
    expect(Object.keys(TECHNIQUE_EXAMPLES).sort()).toEqual(TECHNIQUES.filter((t) => t !== "solver").sort());
  });

  for (const entry of TECHNIQUE_TABLE) {
    it(`${entry.name}: the position follows from its unique puzzle, and the step is sound`, () => {
      const worked = workedStep(entry);
      const solved = solveSudoku(worked.puzzle, { limit: 2 });
      expect(solved.status).toBe("unique");
      const solution = solved.solution!.cells;
      const { values, masks } = worked.position;
      for (let cell = 0; cell < 81; cell++) {
        if (worked.puzzle.cells[cell]) expect(values[cell]).toBe(worked.puzzle.cells[cell]);
        // Every placed digit is the solution's, and every open cell still has the solution's digit as a candidate.
        if (values[cell]) expect(values[cell]).toBe(solution[cell]);
        else expect(masks[cell] & bit(solution[cell])).not.toBe(0);
      }
      expect(worked.step.technique).toBe(entry.technique);
      expect(worked.step.placements.length + worked.step.eliminations.length).toBeGreaterThan(0);
      for (const p of worked.step.placements) expect(p.value).toBe(solution[p.cell]);
      for (const e of worked.step.eliminations) {
        expect(e.value).not.toBe(solution[e.cell]);
        expect(masks[e.cell] & bit(e.value)).not.toBe(0); // a step removes what is there
      }
      expect(worked.sentence.startsWith(entry.name)).toBe(true);
    });

    it(`${entry.name}: the position is where the hints' own solving path stands, step by step from the givens`, () => {
      const worked = workedStep(entry);
      const start = candidatesFromGrid(worked.puzzle);
      expect(start.ok).toBe(true);
      if (!start.ok) return;
      const log = explainCandidates(start.value, { stepsOnly: true });
      const c = cloneCandidates(start.value);
      const same = () => c.values.every((v, i) => v === worked.position.values[i]) && c.masks.every((m, i) => m === worked.position.masks[i]);
      let reached = same();
      for (const { step } of log.steps) {
        if (reached) break;
        for (const e of step.eliminations) eliminate(c, e.cell, e.value);
        for (const p of step.placements) place(c, p.cell, p.value);
        reached = same();
      }
      expect(reached).toBe(true);
    });

    it(`${entry.name}: the board link opens the position, where the hint names the same step`, () => {
      const worked = workedStep(entry);
      const url = new URL(worked.boardLink, "https://sudoku.example");
      const hash = url.hash.slice(1);
      // The practice note comes along where the technique is offered for practice.
      expect(url.searchParams.get("practice")).toBe(PRACTICE_TECHNIQUES.some((t) => t === entry.technique) ? entry.technique : null);
      const puzzle = puzzleFromPath(url.pathname.slice("/p/".length));
      expect(puzzle.ok).toBe(true);
      if (!puzzle.ok) return;
      const progress = progressFromHash(`#${hash}`, puzzle.value);
      expect(progress).not.toBeNull();
      const entries = { shape: puzzle.value.shape, cells: progress!.values };
      const hint = playerHint({ puzzle: puzzle.value, entries, pencilMarks: progress!.notes, level: 3 });
      expect(hint.kind).toBe("step");
      if (hint.kind !== "step") return;
      if (worked.hintsFirst === null) {
        expect(hint.technique).toBe(entry.technique);
        expect(hint.step.eliminations).toEqual(worked.step.eliminations);
      } else {
        // Only a hidden quad is named otherwise: its naked twin on the rest of the house removes the same candidates.
        expect(entry.technique).toBe("hidden-quad");
        expect(hint.technique).toBe(worked.hintsFirst);
        const key = (e: { cell: number; value: number }) => e.cell * 100 + e.value;
        expect(hint.step.eliminations.map(key).sort()).toEqual(worked.step.eliminations.map(key).sort());
      }
    });
  }
});
