/**
 * Undo history as data: every user action is one Move, a list of cell changes with before and after, so undo and
 * redo are the same operation in opposite directions and the whole game can be rebuilt by replaying steps.
 */

import { CELL_COLOURS } from "./colours";

/**
 * One cell's change: value and notes (candidate bitmask, bit v-1) before and after; its corner marks (the same kind
 * of bitmask: Snyder marks, "this digit goes in one of these cells of the box") when the move changes them; and its
 * colour (an index into CELL_COLOURS from 1, 0 for none) when the move paints. A move without `corners` or `colour`
 * leaves them alone, so games saved before either existed replay as they were.
 */
export interface CellChange {
  cell: number;
  value: [before: number, after: number];
  notes: [before: number, after: number];
  corners?: [before: number, after: number];
  colour?: [before: number, after: number];
}

export interface Move {
  /** What the player did, for the history view ("5 in r3c7", "notes", "reveal"). */
  label: string;
  changes: CellChange[];
  /** Play time when it was made (ms on the game's clock), for the replay; absent in games saved before it was kept. */
  at?: number;
}

export interface Board {
  values: Uint8Array;
  notes: Uint32Array;
  corners: Uint32Array;
  colours: Uint8Array;
}

/**
 * The change that takes `cell` of `board` to `value`, `notes` and `corners`; the corner marks go into it only when they
 * change, so a move that does not touch them leaves them alone on replay.
 */
export function cellChange(board: Board, cell: number, value: number, notes: number, corners: number): CellChange {
  const change: CellChange = { cell, value: [board.values[cell], value], notes: [board.notes[cell], notes] };
  if (corners !== board.corners[cell]) change.corners = [board.corners[cell], corners];
  return change;
}

/** Applies a step forwards (after) or backwards (before); returns new arrays so signals see a new value. */
export function applyMove(board: Board, step: Move, direction: "forward" | "backward"): Board {
  const values = board.values.slice();
  const notes = board.notes.slice();
  const corners = step.changes.some((c) => c.corners) ? board.corners.slice() : board.corners;
  const colours = step.changes.some((c) => c.colour) ? board.colours.slice() : board.colours;
  const side = direction === "forward" ? 1 : 0;
  const changes = direction === "forward" ? step.changes : [...step.changes].reverse();
  for (const change of changes) {
    values[change.cell] = change.value[side];
    notes[change.cell] = change.notes[side];
    if (change.corners) corners[change.cell] = change.corners[side];
    if (change.colour) colours[change.cell] = change.colour[side];
  }
  return { values, notes, corners, colours };
}

/** Rebuilds the board after the first `count` steps, starting from the givens. */
export function replay(givens: Uint8Array, steps: readonly Move[], count: number): Board {
  const cells = givens.length;
  let board: Board = { values: givens.slice(), notes: new Uint32Array(cells), corners: new Uint32Array(cells), colours: new Uint8Array(cells) };
  for (let i = 0; i < count; i++) board = applyMove(board, steps[i], "forward");
  return board;
}

/**
 * A step is well-formed when every change names a cell of the board, values stay within 0..size, pencil marks
 * within the board's digits, a colour, when present, is one of CELL_COLOURS or none, and its time, when present, a
 * number of milliseconds.
 */
export function isValidMove(step: unknown, cells: number, size: number): step is Move {
  if (typeof step !== "object" || step === null) return false;
  const { label, changes, at } = step as Move;
  if (typeof label !== "string" || !Array.isArray(changes)) return false;
  if (at !== undefined && !(Number.isFinite(at) && at >= 0)) return false;
  const inRange = (v: unknown, max: number) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
  const maxNotes = 2 ** size - 1;
  return changes.every(
    (c) =>
      c && inRange(c.cell, cells - 1) && Array.isArray(c.value) && Array.isArray(c.notes) &&
      inRange(c.value[0], size) && inRange(c.value[1], size) && inRange(c.notes[0], maxNotes) && inRange(c.notes[1], maxNotes) &&
      (c.corners === undefined || (Array.isArray(c.corners) && inRange(c.corners[0], maxNotes) && inRange(c.corners[1], maxNotes))) &&
      (c.colour === undefined || (Array.isArray(c.colour) && inRange(c.colour[0], CELL_COLOURS.length) && inRange(c.colour[1], CELL_COLOURS.length))),
  );
}
