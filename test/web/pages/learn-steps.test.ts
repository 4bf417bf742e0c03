import { describe, expect, it } from "vitest";
import { candidatesFromGrid, cloneCandidates, eliminate, place } from "../../../worker/core/sudoku/candidates";
import { expectSoundPosition } from "../../helpers/position";
import { explainCandidates } from "../../../worker/core/sudoku/hints/explain";
import { TECHNIQUES } from "../../../worker/core/sudoku/hints/hint";
import { TECHNIQUE_TABLE } from "../../../worker/core/sudoku/hints/index";
import { playerHint } from "../../../worker/core/sudoku/hints/player-hint";
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
      expectSoundPosition(worked.puzzle, worked.position, worked.step);
      expect(worked.step.technique).toBe(entry.technique);
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
