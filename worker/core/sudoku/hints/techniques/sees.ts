/** Shared geometry helpers for the techniques: visibility between cells and small combinations. */
import type { Shape } from "../../shape";

/** True when two distinct cells share a row, column or box. */
export function sees(shape: Shape, a: number, b: number): boolean {
  return a !== b && (shape.rowOf[a] === shape.rowOf[b] || shape.colOf[a] === shape.colOf[b] || shape.boxOf[a] === shape.boxOf[b]);
}

/** Cells (other than the given ones) that see every one of the given cells, ascending. */
export function cellsSeeingAll(shape: Shape, cells: readonly number[]): number[] {
  const out: number[] = [];
  for (const candidate of shape.peers[cells[0]]) {
    if (cells.includes(candidate)) continue;
    let all = true;
    for (let i = 1; i < cells.length && all; i++) all = sees(shape, candidate, cells[i]);
    if (all) out.push(candidate);
  }
  return out;
}

/** Calls visit with every k-subset of items (as indices into items), in lexicographic order; stops when it returns true. */
export function someCombination(count: number, k: number, visit: (picked: readonly number[]) => boolean): boolean {
  const picked: number[] = [];
  const walk = (start: number): boolean => {
    if (picked.length === k) return visit(picked);
    for (let i = start; i <= count - (k - picked.length); i++) {
      picked.push(i);
      if (walk(i + 1)) return true;
      picked.pop();
    }
    return false;
  };
  return walk(0);
}

/** The house kind: 0 row, 1 column, 2 box. */
export function houseKind(shape: Shape, house: number): number {
  return Math.floor(house / shape.size);
}
