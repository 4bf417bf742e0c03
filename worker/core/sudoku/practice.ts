/**
 * Practice positions, as HoDoKu's practising mode makes them: a new 9×9 puzzle is played by the hints' own path up
 * to the first step that needs the chosen technique, and that board (digits placed, candidates left) is the
 * exercise. The puzzle is unique, the position follows from it by the easiest steps, and on it the technique is the
 * easiest step there is, so a player who asks for a hint there is shown that technique.
 *
 * Each attempt generates a puzzle at the level where the technique turns up most often and reads its grade's
 * technique counts; only a puzzle that uses the technique is played through again to find the position. Every
 * generation is paid from one work budget, so an unlucky seed ends with an honest "unknown".
 */
import { candidatesFromGrid, cloneCandidates, eliminate, place, valuesOf, type Candidates } from "./candidates";
import { generatePuzzle, minimumGenerateWork } from "./generate";
import { describeStep } from "./hints/describe";
import { explainCandidates } from "./hints/explain";
import type { Deduction, Technique } from "./hints/hint";
import { PRACTICE_LEVEL, type PracticeTechnique } from "./practice-levels";
import type { Grid } from "./grid";
import { seedFromString } from "../rng";

export { PRACTICE_LEVEL, PRACTICE_TECHNIQUES, type PracticeTechnique } from "./practice-levels";

/** An attempt bound besides the work: a generation that reaches its level quickly costs little work. */
const MAX_ATTEMPTS = 400;

export interface PracticeRequest {
  technique: PracticeTechnique;
  /** Any text; the same seed and work give the same position. */
  seed: string;
  /** Work units for every generation together. */
  work: number;
}

export type PracticeAnswer =
  | { status: "found"; puzzle: Grid; position: Candidates; step: Deduction; sentence: string; attempts: number; work: number }
  | { status: "unknown"; attempts: number; work: number };

export function practicePosition(request: PracticeRequest): PracticeAnswer {
  const level = PRACTICE_LEVEL[request.technique];
  if (!level) throw new RangeError(`no practice positions are offered for ${request.technique}`);
  const floor = minimumGenerateWork(3, level);
  let spent = 0;
  let attempts = 0;
  while (attempts < MAX_ATTEMPTS && request.work - spent >= floor) {
    attempts++;
    const made = generatePuzzle({ box: 3, difficulty: level, seed: seedFromString(`${request.seed}/${attempts}`), totalWork: request.work - spent, maxAttempts: 1 });
    spent += made.work;
    if (!made.grade?.counts[request.technique]) continue;
    const found = firstStepOf(made.puzzle, made.solution, request.technique);
    if (found) return { status: "found", puzzle: made.puzzle, ...found, attempts, work: spent };
  }
  return { status: "unknown", attempts, work: spent };
}

/** The board just before the hints' path first takes `technique`, and that step; null if the path never does. */
function firstStepOf(puzzle: Grid, solution: Grid, technique: Technique): { position: Candidates; step: Deduction; sentence: string } | null {
  const start = candidatesFromGrid(puzzle);
  if (!start.ok) return null;
  // The grade's path may pass a step no technique finds; the known solution stands in for the solver there.
  const log = explainCandidates(start.value, { stepsOnly: true, oracle: () => ({ solution: solution.cells, searchEffort: 0 }) });
  const c = cloneCandidates(start.value);
  for (const { step } of log.steps) {
    if (step.technique === technique) {
      // Wings and rectangles name their cells' candidates, as a hint on this board does.
      const focusValues = new Map(step.focus.map((cell) => [cell, valuesOf(c.masks[cell])]));
      return { position: c, step, sentence: describeStep(c.shape, step, focusValues) };
    }
    for (const e of step.eliminations) eliminate(c, e.cell, e.value);
    for (const p of step.placements) place(c, p.cell, p.value);
  }
  return null;
}
