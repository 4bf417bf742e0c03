/**
 * Candidate bitmasks for any size (4x4..25x25): bit v-1 of masks[cell] says value v is still possible there.
 * A placed cell has values[cell] = v and masks[cell] = 0, so techniques that scan candidates skip it for free.
 * Built from the givens plus a player's entries, optionally narrowed by the player's pencil marks.
 */
import { err, ok, type Result } from "../result";
import { cellName, type Shape } from "./shape";
import type { Grid } from "./grid";

export interface Candidates {
  shape: Shape;
  /** Placed values (givens and entries), 0 for empty. */
  values: Uint8Array;
  /** Candidate bitmask per cell, bit v-1 for value v; 0 for placed cells. */
  masks: Uint32Array;
}

/** A value in a cell: a placement, an elimination or a candidate a deduction relies on. */
export interface CellValue {
  cell: number;
  value: number;
}

export type CandidatesError =
  | { kind: "duplicate-value"; cell: string; value: number; message: string }
  | { kind: "no-candidates"; cell: string; message: string }
  | { kind: "bad-size"; message: string };

export function bit(value: number): number {
  return 1 << (value - 1);
}

export function popcount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The value of the lowest set bit (1-based), or 0 for an empty mask. */
export function lowestValue(mask: number): number {
  return mask === 0 ? 0 : 32 - Math.clz32(mask & -mask);
}

/** Values present in a mask, ascending. */
export function valuesOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask >>> 0; m !== 0; m &= m - 1) out.push(lowestValue(m));
  return out;
}

/** The empty cell with the fewest candidates (first in row-major order on ties): the natural one to reveal. */
export function fewestCandidatesCell(c: Candidates): number {
  let best = -1;
  let bestCount = Infinity;
  for (let cell = 0; cell < c.shape.cells; cell++) {
    if (c.values[cell] !== 0) continue;
    const count = popcount(c.masks[cell]);
    if (count < bestCount) [best, bestCount] = [cell, count];
  }
  return best;
}

export function cloneCandidates(c: Candidates): Candidates {
  return { shape: c.shape, values: c.values.slice(), masks: c.masks.slice() };
}

export function hasCandidate(c: Candidates, cell: number, value: number): boolean {
  return (c.masks[cell] & bit(value)) !== 0;
}

/** The houses (row, column, box) a cell belongs to. */
export function housesOfCell(shape: Shape, cell: number): [number, number, number] {
  return [shape.rowOf[cell], shape.size + shape.colOf[cell], 2 * shape.size + shape.boxOf[cell]];
}

/** Bitmask of positions (index within the house) where value is a candidate. */
export function positionsInHouse(c: Candidates, house: number, value: number): number {
  const cells = c.shape.houses[house];
  const b = bit(value);
  let out = 0;
  for (let i = 0; i < cells.length; i++) if (c.masks[cells[i]] & b) out |= 1 << i;
  return out >>> 0;
}

/** True when value is already placed somewhere in the house. */
export function placedInHouse(c: Candidates, house: number, value: number): boolean {
  for (const cell of c.shape.houses[house]) if (c.values[cell] === value) return true;
  return false;
}

/** Places value in cell: clears the cell's candidates and removes value from every peer. */
export function place(c: Candidates, cell: number, value: number): void {
  c.values[cell] = value;
  c.masks[cell] = 0;
  const clear = ~bit(value);
  for (const peer of c.shape.peers[cell]) c.masks[peer] &= clear;
}

export function eliminate(c: Candidates, cell: number, value: number): void {
  c.masks[cell] &= ~bit(value);
}

export interface CandidateOptions {
  /** The player's entries (same shape), placed on top of the givens. */
  entries?: Grid;
  /**
   * The player's pencil marks, one bitmask per cell (0 = no marks in that cell, keep the computed candidates).
   * Marks only narrow: a mark the rules already exclude is ignored.
   */
  pencilMarks?: Uint32Array;
}

/** Candidates from givens (+ entries, + pencil marks); fails on two equal values in a house or an empty cell. */
export function candidatesFromGrid(grid: Grid, options: CandidateOptions = {}): Result<Candidates, CandidatesError> {
  const { shape } = grid;
  const { entries, pencilMarks } = options;
  if (entries && entries.shape.size !== shape.size) {
    return err({ kind: "bad-size", message: `entries are ${entries.shape.size}x${entries.shape.size}, puzzle is ${shape.size}x${shape.size}` });
  }
  if (pencilMarks && pencilMarks.length !== shape.cells) {
    return err({ kind: "bad-size", message: `pencil marks cover ${pencilMarks.length} cells, puzzle has ${shape.cells}` });
  }
  const c: Candidates = { shape, values: new Uint8Array(shape.cells), masks: new Uint32Array(shape.cells).fill(shape.allMask) };
  for (let cell = 0; cell < shape.cells; cell++) {
    const value = grid.cells[cell] || (entries ? entries.cells[cell] : 0);
    if (value === 0) continue;
    if (c.values[cell] === 0 && (c.masks[cell] & bit(value)) === 0) {
      return err({ kind: "duplicate-value", cell: cellName(shape, cell), value, message: `${value} at ${cellName(shape, cell)} repeats a value in its row, column or box` });
    }
    place(c, cell, value);
  }
  if (pencilMarks) {
    for (let cell = 0; cell < shape.cells; cell++) if (c.values[cell] === 0 && pencilMarks[cell] !== 0) c.masks[cell] &= pencilMarks[cell];
  }
  for (let cell = 0; cell < shape.cells; cell++) {
    if (c.values[cell] === 0 && c.masks[cell] === 0) {
      return err({ kind: "no-candidates", cell: cellName(shape, cell), message: `${cellName(shape, cell)} has no candidate left` });
    }
  }
  return ok(c);
}

/** Number of empty cells. */
export function emptyCount(c: Candidates): number {
  let n = 0;
  for (let cell = 0; cell < c.shape.cells; cell++) if (c.values[cell] === 0) n++;
  return n;
}
