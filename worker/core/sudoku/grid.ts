import { shapeOfBox, type Shape } from "./shape";

/**
 * A grid is the values of its cells, row-major, 0 for empty, 1..N otherwise.
 * Parsing and formatting of the text forms live in grid-text.ts.
 */
export interface Grid {
  shape: Shape;
  cells: Uint8Array;
}

export function emptyGrid(box: number): Grid {
  const shape = shapeOfBox(box);
  return { shape, cells: new Uint8Array(shape.cells) };
}

/** Cells where two grids (or two solutions) hold different values: what a setter must pin down to make a puzzle unique. */
export function differingCells(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) out.push(i);
  return out;
}

export function cloneGrid(grid: Grid): Grid {
  return { shape: grid.shape, cells: grid.cells.slice() };
}

/** Value alphabet for single-character forms: 1-9 then A.. (A=10) — the form the public 16x16/25x25 sets use. */
export function valueToChar(value: number): string {
  if (value === 0) return ".";
  return value <= 9 ? String(value) : String.fromCharCode(55 + value);
}
