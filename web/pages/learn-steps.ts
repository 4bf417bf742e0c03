/**
 * The technique page's content, worked out by the hint engine itself: for each technique its table entry, its
 * example position, the step its finder takes there, the sentence a hint would say, and a link that opens the
 * position on the playing board (the givens, the cells solved so far as entries, the candidates as notes), where the
 * Hint button finds the same step.
 */
import { valuesOf, type Candidates } from "../../worker/core/sudoku/candidates";
import { parseCandidates } from "../../worker/core/sudoku/hints/candidate-notation";
import { describeStep } from "../../worker/core/sudoku/hints/describe";
import type { Deduction, Technique } from "../../worker/core/sudoku/hints/hint";
import { nextStep, type TechniqueEntry } from "../../worker/core/sudoku/hints/index";
import type { Grid } from "../../worker/core/sudoku/grid";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import { practiceTechnique } from "../../worker/core/sudoku/practice-levels";
import { boardLink } from "../state/practice-link";
import { TECHNIQUE_EXAMPLES } from "./learn-examples";

export interface WorkedStep {
  entry: TechniqueEntry;
  puzzle: Grid;
  position: Candidates;
  step: Deduction;
  sentence: string;
  /** The technique the hints would name first on this board, when it is not this one (a hidden quad's naked twin). */
  hintsFirst: Technique | null;
  /** /p/<givens>#e=…&n=…, with ?practice=<technique> where the technique is offered for practice */
  boardLink: string;
}

export function workedStep(entry: TechniqueEntry): WorkedStep {
  const example = TECHNIQUE_EXAMPLES[entry.technique as keyof typeof TECHNIQUE_EXAMPLES];
  const puzzle = parseGrid(example.puzzle);
  const position = parseCandidates(example.position);
  if (!puzzle.ok || !position.ok) throw new Error(`the ${entry.name} example does not parse`);
  const step = entry.find(position.value);
  if (!step) throw new Error(`the ${entry.name} example has no ${entry.name}`);
  const masks = new Map(step.focus.map((cell) => [cell, valuesOf(position.value.masks[cell])]));
  const first = nextStep(position.value);
  return {
    entry,
    puzzle: puzzle.value,
    position: position.value,
    step,
    sentence: describeStep(position.value.shape, step, masks),
    hintsFirst: first && first.technique !== entry.technique ? first.technique : null,
    // A technique offered for practice gets the practice note there, which says what to look for.
    boardLink: boardLink(puzzle.value, position.value, practiceTechnique(entry.technique) ?? undefined),
  };
}
