/**
 * The rules checker. It shares no code with the encoder or the solvers (houses are recomputed here by arithmetic,
 * not taken from the shape tables), so a solution it accepts is right even if the encoding were wrong
 * (ARCHITECTURE.md, convention 7).
 */
import type { Grid } from "./grid";
import { cellNameOf, type Shape } from "./shape";

export interface RuleConflict {
  /** Two cells of one house holding the same value, in reading order. */
  cells: [string, string];
  value: number;
  /** "row 3", "column 7" or "box 5". */
  house: string;
}

/**
 * The cells of house `index` of `kind`, computed from first principles: rows, columns and boxes of boxRows ×
 * boxCols (square or rectangular). A jigsaw's regions are a table by nature, so they come from the shape.
 */
function houseCells(shape: Shape, kind: 0 | 1 | 2, index: number): number[] {
  const { size, boxRows, boxCols } = shape;
  if (kind === 2 && !shape.regular) return Array.from(shape.houses[2 * size + index]);
  const across = size / boxCols;
  const out: number[] = [];
  for (let k = 0; k < size; k++) {
    if (kind === 0) out.push(index * size + k);
    else if (kind === 1) out.push(k * size + index);
    else {
      const r = Math.floor(index / across) * boxRows + Math.floor(k / boxCols);
      const c = (index % across) * boxCols + (k % boxCols);
      out.push(r * size + c);
    }
  }
  return out;
}

const KIND_NAMES = ["row", "column", "box"] as const;

/**
 * Every pair of equal values in one house (rows, then columns, then boxes). Empty cells never conflict.
 * A value that appears three times in a house gives the pairs (first, second) and (first, third).
 */
export function ruleConflicts(grid: Grid): RuleConflict[] {
  const { size } = grid.shape;
  const found: RuleConflict[] = [];
  const firstAt = new Int32Array(size + 1);
  for (const kind of [0, 1, 2] as const) {
    for (let index = 0; index < size; index++) {
      firstAt.fill(-1);
      for (const cell of houseCells(grid.shape, kind, index)) {
        const value = grid.cells[cell];
        if (value === 0 || value > size) continue;
        if (firstAt[value] < 0) firstAt[value] = cell;
        else {
          found.push({
            cells: [cellNameOf(size, firstAt[value]), cellNameOf(size, cell)],
            value,
            house: `${KIND_NAMES[kind]} ${index + 1}`,
          });
        }
      }
    }
  }
  return found;
}

/** Every cell holds a value 1..N. */
export function isComplete(grid: Grid): boolean {
  const { size } = grid.shape;
  for (let i = 0; i < grid.cells.length; i++) if (grid.cells[i] < 1 || grid.cells[i] > size) return false;
  return true;
}

/** A complete grid that breaks no rule and keeps every given of `puzzle`. */
export function isSolutionOf(puzzle: Grid, solution: Grid): boolean {
  if (puzzle.shape.size !== solution.shape.size || puzzle.cells.length !== solution.cells.length) return false;
  if (!isComplete(solution) || ruleConflicts(solution).length > 0) return false;
  for (let i = 0; i < puzzle.cells.length; i++) {
    if (puzzle.cells[i] !== 0 && puzzle.cells[i] !== solution.cells[i]) return false;
  }
  return true;
}

/** Cells (by name) where `entries` holds a value that differs from `solution`. */
export function differingCells(entries: Grid, solution: Grid): string[] {
  const out: string[] = [];
  for (let i = 0; i < entries.cells.length; i++) {
    if (entries.cells[i] !== 0 && entries.cells[i] !== solution.cells[i]) out.push(cellNameOf(entries.shape.size, i));
  }
  return out;
}
