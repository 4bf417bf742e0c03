/**
 * Edits of several selected cells at once, as pure functions from the board to one move's cell changes. Each
 * toggles as a single cell does: when every cell it applies to already has the digit, note or colour, it is taken
 * off them all, otherwise it goes onto them all (SudokuPad's rule). Changes are computed on a copy and then diffed,
 * so a cell touched twice (placed in, and cleared as a peer of another) still makes one change with the right
 * before and after, and undo restores it exactly.
 */
import { cellName, type Shape } from "../../worker/core/sudoku/shape";
import { cellChange, type Board, type CellChange } from "./history";

interface Draft {
  values: Uint8Array;
  notes: Uint32Array;
  corners: Uint32Array;
  touched: Set<number>;
}

function draftOf(board: Board): Draft {
  return { values: board.values.slice(), notes: board.notes.slice(), corners: board.corners.slice(), touched: new Set() };
}

function set(draft: Draft, cell: number, value: number, notes: number, corners: number): void {
  draft.values[cell] = value;
  draft.notes[cell] = notes;
  draft.corners[cell] = corners;
  draft.touched.add(cell);
}

/** One change per touched cell. */
function changesOf(board: Board, draft: Draft): CellChange[] {
  return [...draft.touched].map((cell) => cellChange(board, cell, draft.values[cell], draft.notes[cell], draft.corners[cell]));
}

/** The cells of `cells` a player may write in (not givens), in order. */
export function editableCells(givens: Uint8Array, cells: readonly number[]): number[] {
  return cells.filter((cell) => givens[cell] === 0);
}

/**
 * Puts `value` into every editable cell of `cells` (or clears them when they all hold it already, or when `value`
 * is 0), each cell's pencil marks going with it; with `autoClear`, a placed digit leaves its peers' notes and
 * corner marks.
 */
export function valueChanges(shape: Shape, givens: Uint8Array, board: Board, cells: readonly number[], value: number, autoClear: boolean): CellChange[] {
  const targets = editableCells(givens, cells);
  const next = value !== 0 && targets.some((cell) => board.values[cell] !== value) ? value : 0;
  const draft = draftOf(board);
  for (const cell of targets) set(draft, cell, next, 0, 0);
  if (autoClear && next !== 0) for (const cell of targets) clearFromPeers(shape, draft, cell, next);
  return changesOf(board, draft);
}

/** Takes `value` off the notes and corner marks of `cell`'s peers. */
function clearFromPeers(shape: Shape, draft: Draft, cell: number, value: number): void {
  const bit = 1 << (value - 1);
  for (const peer of shape.peers[cell]) {
    if ((draft.notes[peer] | draft.corners[peer]) & bit) set(draft, peer, draft.values[peer], draft.notes[peer] & ~bit, draft.corners[peer] & ~bit);
  }
}

/** A step done for the player: digits to place, and candidates to take out of cells' notes (a hint's eliminations). */
export interface StepEdit {
  placements: readonly { cell: number; value: number }[];
  eliminations?: readonly { cell: number; values: readonly number[] }[];
}

/**
 * Puts each placement's digit into its cell (a hint's step, or the digits singles force), skipping givens and cells
 * that already hold it; with `autoClear`, each placed digit leaves its peers' notes and corner marks, as a digit
 * typed by the player does. Then takes each elimination's digits out of its cell's notes; an empty cell without
 * notes first gets its candidates from `allowed` (read after the placements, as Fill candidates would write them):
 * a cell without notes stands for all its candidates, so removing one has to write the others.
 */
export function stepChanges(shape: Shape, givens: Uint8Array, board: Board, step: StepEdit, autoClear: boolean, allowed: (values: Uint8Array) => Uint32Array): CellChange[] {
  const draft = draftOf(board);
  for (const { cell, value } of step.placements) {
    if (givens[cell] !== 0 || board.values[cell] === value) continue;
    set(draft, cell, value, 0, 0);
    if (autoClear) clearFromPeers(shape, draft, cell, value);
  }
  let candidates: Uint32Array | null = null;
  for (const { cell, values } of step.eliminations ?? []) {
    if (givens[cell] !== 0 || draft.values[cell] !== 0) continue;
    const removed = values.reduce((mask, v) => mask | (1 << (v - 1)), 0);
    candidates ??= allowed(draft.values);
    const notes = draft.notes[cell] || candidates[cell];
    set(draft, cell, 0, notes & ~removed, draft.corners[cell]);
  }
  return changesOf(board, draft);
}

/**
 * Toggles the pencil mark `value` of one layer (candidate notes or corner marks) in the empty editable cells of
 * `cells`: off if all have it, else on in all.
 */
export function markChanges(givens: Uint8Array, board: Board, cells: readonly number[], value: number, layer: "note" | "corner"): CellChange[] {
  const targets = editableCells(givens, cells).filter((cell) => board.values[cell] === 0);
  const marks = layer === "note" ? board.notes : board.corners;
  const bit = 1 << (value - 1);
  const adding = targets.some((cell) => (marks[cell] & bit) === 0);
  const draft = draftOf(board);
  for (const cell of targets) {
    const next = adding ? marks[cell] | bit : marks[cell] & ~bit;
    if (layer === "note") set(draft, cell, 0, next, board.corners[cell]);
    else set(draft, cell, 0, board.notes[cell], next);
  }
  return changesOf(board, draft);
}

/** Clears the value and pencil marks of every editable cell of `cells`. */
export function eraseChanges(givens: Uint8Array, board: Board, cells: readonly number[]): CellChange[] {
  const draft = draftOf(board);
  for (const cell of editableCells(givens, cells)) set(draft, cell, 0, 0, 0);
  return changesOf(board, draft);
}

/** Paints every cell of `cells` (givens too) with `colour`, or clears them when they all have it already. */
export function paintChanges(board: Board, cells: readonly number[], colour: number): CellChange[] {
  const next = cells.some((cell) => board.colours[cell] !== colour) ? colour : 0;
  return cells.map((cell) => ({
    cell,
    value: [board.values[cell], board.values[cell]],
    notes: [board.notes[cell], board.notes[cell]],
    colour: [board.colours[cell], next],
  }));
}

/** Names cells for a move's label: "r1c1", "r1c1 and r2c2", "r1c1, r1c2 and r1c3", then "5 cells". */
export function cellsLabel(shape: Shape, cells: readonly number[]): string {
  const names = cells.map((cell) => cellName(shape, cell));
  if (names.length > 3) return `${names.length} cells`;
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
