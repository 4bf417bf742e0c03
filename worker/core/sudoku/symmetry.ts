/**
 * Symmetries.
 *
 * 1. The validity-preserving group of Sudoku: relabel the values, permute the bands (and the rows inside each
 *    band), the stacks (and the columns inside each), and transpose. A solved grid maps to a solved grid, a puzzle
 *    to a puzzle with the same number of solutions.
 * 2. Clue-pattern symmetries for generation ('rotational', 'mirror', 'diagonal'): which cells must be emptied
 *    together so the clue layout keeps that symmetry.
 */
import type { Rng } from "../rng";
import type { Shape } from "./shape";
import type { Grid } from "./grid";

/** Clue-pattern symmetries a generated puzzle can keep ("none" keeps none). */
export const SYMMETRIES = ["none", "rotational", "mirror", "diagonal"] as const;
export type Symmetry = (typeof SYMMETRIES)[number];

export interface GridTransform {
  /** Source row of each target row, and source column of each target column. */
  rows: Uint8Array;
  cols: Uint8Array;
  transpose: boolean;
  /** digits[v] = new value of v (digits[0] = 0 keeps blanks blank). */
  digits: Uint8Array;
}

/** A permutation of 0..n-1 that keeps groups of `box` together (bands or stacks), uniformly at random. */
function blockPermutation(box: number, rng: Rng): Uint8Array {
  const out = new Uint8Array(box * box);
  const blocks = rng.shuffle(Array.from({ length: box }, (_, i) => i));
  for (let b = 0; b < box; b++) {
    const inner = rng.shuffle(Array.from({ length: box }, (_, i) => i));
    for (let i = 0; i < box; i++) out[b * box + i] = blocks[b] * box + inner[i];
  }
  return out;
}

export function identityTransform(shape: Shape): GridTransform {
  const ids = Uint8Array.from({ length: shape.size }, (_, i) => i);
  return { rows: ids, cols: ids.slice(), transpose: false, digits: Uint8Array.from({ length: shape.size + 1 }, (_, i) => i) };
}

/** A uniformly random member of the group (given `rng`). */
export function randomTransform(shape: Shape, rng: Rng, relabel = true): GridTransform {
  const digits = Uint8Array.from({ length: shape.size + 1 }, (_, i) => i);
  if (relabel) {
    const perm = rng.shuffle(Array.from({ length: shape.size }, (_, i) => i + 1));
    for (let v = 1; v <= shape.size; v++) digits[v] = perm[v - 1];
  }
  return {
    rows: blockPermutation(shape.box, rng),
    cols: blockPermutation(shape.box, rng),
    transpose: rng.int(2) === 1,
    digits,
  };
}

/** The transformed grid (a new grid; the input is untouched). */
export function applyTransform(grid: Grid, t: GridTransform): Grid {
  const { size } = grid.shape;
  const out = new Uint8Array(grid.cells.length);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const sr = t.rows[r];
      const sc = t.cols[c];
      const from = t.transpose ? sc * size + sr : sr * size + sc;
      out[r * size + c] = t.digits[grid.cells[from]];
    }
  }
  return { shape: grid.shape, cells: out };
}

/**
 * Relabels a solved grid so its first row reads 1, 2, …, N (in place). Two solved grids are relabellings of each
 * other exactly when their normalised forms are equal.
 */
export function normaliseDigits(cells: Uint8Array, size: number): void {
  const map = new Uint8Array(size + 1);
  for (let c = 0; c < size; c++) map[cells[c]] = c + 1;
  for (let i = 0; i < cells.length; i++) cells[i] = map[cells[i]];
}

/** The cells that must be emptied together with `cell` to keep a clue pattern symmetric (includes `cell`). */
export function symmetryOrbit(shape: Shape, symmetry: Symmetry, cell: number): number[] {
  const { size } = shape;
  const r = shape.rowOf[cell];
  const c = shape.colOf[cell];
  let partner: number;
  switch (symmetry) {
    case "none":
      return [cell];
    case "rotational":
      partner = (size - 1 - r) * size + (size - 1 - c);
      break;
    case "mirror":
      partner = r * size + (size - 1 - c);
      break;
    case "diagonal":
      partner = c * size + r;
      break;
  }
  return partner === cell ? [cell] : [cell, partner];
}

/**
 * The symmetries a clue pattern has (rotational first), "none" left out: for each, every given's orbit is all
 * givens. A setter trimming such a puzzle can keep its pattern by removing a given's whole orbit at once.
 */
export function patternSymmetries(grid: Grid): Exclude<Symmetry, "none">[] {
  const found: Exclude<Symmetry, "none">[] = [];
  for (const symmetry of ["rotational", "mirror", "diagonal"] as const) {
    let symmetric = true;
    for (let cell = 0; cell < grid.cells.length && symmetric; cell++) {
      if (grid.cells[cell] === 0) continue;
      symmetric = symmetryOrbit(grid.shape, symmetry, cell).every((other) => grid.cells[other] !== 0);
    }
    if (symmetric) found.push(symmetry);
  }
  return found;
}
