/**
 * The escalating hint a player asks for. First, any entry (or pencil mark) that contradicts the solution: which
 * cells, without the value unless asked. Then the next logical step at the requested detail: 1 names the
 * technique and the area, 2 adds the cells, 3 gives the full deduction. When no technique applies, the SAT
 * solver supplies a placement and the hint says so.
 */
import { budgetFromMs, type Budget } from "../../budget";
import { bit, candidatesFromGrid, fewestCandidatesCell, type Candidates } from "../candidates";
import { valueToChar, type Grid } from "../grid";
import { cellName } from "../shape";
import { describeArea, describeCells, describeStep } from "./describe";
import type { OracleAnswer } from "./explain";
import type { CellValue, Deduction, Technique } from "./hint";
import { nextStep, TECHNIQUE_TABLE, type TechniqueEntry } from "./index";
import { solutionOracle } from "./oracle";
import { listInWords as list } from "../../words";

export type HintLevel = 1 | 2 | 3;

export interface PlayerHintRequest {
  puzzle: Grid;
  /** The player's entries (0 = empty); givens in it are ignored. */
  entries?: Grid;
  /** The player's pencil marks, one bitmask per cell (0 = none). */
  pencilMarks?: Uint32Array;
  level: HintLevel;
  /** Name the right values of wrong entries. */
  reveal?: boolean;
  /** The puzzle's solution when the caller already knows it (saves a SAT call). */
  solution?: Uint8Array;
  /** Overrides the SAT oracle (tests, or a budgeted solver). */
  oracle?: () => OracleAnswer | null;
  /** Work budget of the default SAT oracle (a puzzle it cannot settle in time gets an "invalid" answer). */
  budget?: Budget;
  /** The techniques to try, easiest first (default: all of them). */
  techniques?: readonly TechniqueEntry[];
}

export type PlayerHint =
  | { kind: "invalid"; level: HintLevel; text: string }
  | { kind: "solved"; level: HintLevel; text: string }
  | { kind: "wrong-entry"; level: HintLevel; text: string; cells: number[]; notes: boolean; expected?: CellValue[] }
  | { kind: "step"; level: HintLevel; text: string; technique: Technique; houses: number[]; cells: number[]; step: Deduction }
  | { kind: "search"; level: HintLevel; text: string; cells: number[]; placement?: CellValue };

function wrongEntries(request: PlayerHintRequest, solution: Uint8Array): number[] {
  const { puzzle, entries } = request;
  const wrong: number[] = [];
  if (!entries) return wrong;
  for (let cell = 0; cell < puzzle.shape.cells; cell++) {
    if (puzzle.cells[cell] === 0 && entries.cells[cell] !== 0 && entries.cells[cell] !== solution[cell]) wrong.push(cell);
  }
  return wrong;
}

function wrongNotes(request: PlayerHintRequest, solution: Uint8Array): number[] {
  const { puzzle, entries, pencilMarks } = request;
  const wrong: number[] = [];
  if (!pencilMarks) return wrong;
  for (let cell = 0; cell < puzzle.shape.cells; cell++) {
    const open = puzzle.cells[cell] === 0 && (!entries || entries.cells[cell] === 0);
    if (open && pencilMarks[cell] !== 0 && (pencilMarks[cell] & bit(solution[cell])) === 0) wrong.push(cell);
  }
  return wrong;
}

function agreesWith(step: Deduction, solution: Uint8Array): boolean {
  return step.placements.every((p) => solution[p.cell] === p.value) && step.eliminations.every((e) => solution[e.cell] !== e.value);
}

export function playerHint(request: PlayerHintRequest): PlayerHint {
  const { puzzle, level } = request;
  const { shape } = puzzle;
  const givens = candidatesFromGrid(puzzle);
  if (!givens.ok) return { kind: "invalid", level, text: `The puzzle breaks the rules: ${givens.error.message}.` };
  const solution = request.solution ?? (request.oracle ?? (() => solutionOracle(puzzle, request.budget ?? budgetFromMs(1500))))()?.solution;
  if (!solution) return { kind: "invalid", level, text: "The solver found no single solution within its budget (none, several, or too hard to settle), so there is no honest hint." };

  const wrong = wrongEntries(request, solution);
  if (wrong.length > 0) {
    const names = list(wrong.map((cell) => cellName(shape, cell)));
    const expected = wrong.map((cell) => ({ cell, value: solution[cell] }));
    const text = request.reveal
      ? `${names} ${wrong.length === 1 ? "is" : "are"} wrong: ${list(expected.map((e) => `${cellName(shape, e.cell)} should be ${valueToChar(e.value)}`))}.`
      : `${names} ${wrong.length === 1 ? "does" : "do"} not match the solution; fix ${wrong.length === 1 ? "it" : "them"} first.`;
    return request.reveal ? { kind: "wrong-entry", level, text, cells: wrong, notes: false, expected } : { kind: "wrong-entry", level, text, cells: wrong, notes: false };
  }
  const notes = wrongNotes(request, solution);
  if (notes.length > 0) {
    const names = list(notes.map((cell) => cellName(shape, cell)));
    return { kind: "wrong-entry", level, text: `Your pencil marks in ${names} rule out the value that belongs there.`, cells: notes, notes: true };
  }

  const options = request.entries ? { entries: request.entries, pencilMarks: request.pencilMarks } : { pencilMarks: request.pencilMarks };
  const built = candidatesFromGrid(puzzle, options);
  if (!built.ok) return { kind: "invalid", level, text: `The entries break the rules: ${built.error.message}.` };
  const c = built.value;
  if (c.values.every((value) => value !== 0)) return { kind: "solved", level, text: "The puzzle is solved." };

  const step = nextStep(c, request.techniques ?? TECHNIQUE_TABLE);
  // Certified hints: a step whose placements or eliminations disagree with the SAT solution is never shown (it
  // would be a technique bug); the player gets the solver's placement instead.
  if (step && agreesWith(step, solution)) {
    const focusValues = new Map<number, number[]>();
    for (const cell of step.focus) {
      const values: number[] = [];
      for (let v = 1; v <= shape.size; v++) if (c.masks[cell] & bit(v)) values.push(v);
      focusValues.set(cell, values);
    }
    const text = level === 1 ? describeArea(shape, step) : level === 2 ? describeCells(shape, step) : describeStep(shape, step, focusValues);
    return { kind: "step", level, text, technique: step.technique, houses: step.houses, cells: level >= 2 ? step.focus : [], step };
  }
  const cell = fewestCandidatesCell(c);
  const placement = { cell, value: solution[cell] };
  if (level === 1) return { kind: "search", level, text: "No known technique applies here; ask again for the solver's help.", cells: [] };
  if (level === 2) return { kind: "search", level, text: `No known technique applies; the solver can tell you the value of ${cellName(shape, cell)}.`, cells: [cell] };
  return { kind: "search", level, text: `No known technique applies; the solver shows ${cellName(shape, cell)} must be ${valueToChar(placement.value)}.`, cells: [cell], placement };
}
