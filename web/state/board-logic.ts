/** Pure board questions the model and the views ask: conflicts, candidates, wrong entries. */
import type { Shape } from "../../worker/core/sudoku/shape";

/** Cells whose value repeats in one of their houses (every cell of each clash, givens included). */
export function conflictCells(shape: Shape, values: Uint8Array): Set<number> {
  const clashing = new Set<number>();
  for (const house of shape.houses) {
    const firstAt = new Map<number, number>();
    for (const cell of house) {
      const v = values[cell];
      if (v === 0) continue;
      const first = firstAt.get(v);
      if (first === undefined) firstAt.set(v, cell);
      else {
        clashing.add(first);
        clashing.add(cell);
      }
    }
  }
  return clashing;
}

/** Values no peer holds yet, as a bitmask (bit v-1). */
function candidateMask(shape: Shape, values: Uint8Array, cell: number): number {
  let mask = shape.allMask;
  for (const peer of shape.peers[cell]) if (values[peer] !== 0) mask &= ~(1 << (values[peer] - 1));
  return mask;
}

/** Entries (not givens) that differ from the solution. */
export function wrongCells(givens: Uint8Array, values: Uint8Array, solution: Uint8Array | null): number[] {
  if (!solution) return [];
  const wrong: number[] = [];
  for (let cell = 0; cell < values.length; cell++) {
    if (givens[cell] === 0 && values[cell] !== 0 && values[cell] !== solution[cell]) wrong.push(cell);
  }
  return wrong;
}

export interface NoteAudit {
  /** Empty cells whose notes leave out the true value. */
  missingTruth: number[];
  /** Notes naming a value the digits placed already rule out: a peer holds it, or a rule forbids it (stale marks). */
  stale: { cell: number; value: number }[];
}

/** Every cell's candidateMask (0 for a filled cell). */
export function candidateMasks(shape: Shape, values: Uint8Array): Uint32Array {
  return Uint32Array.from(values, (v, cell) => (v === 0 ? candidateMask(shape, values, cell) : 0));
}

/**
 * The pencil-mark audit: which notes rule out the true digit, and which notes are already impossible (not among the
 * cell's `allowed` candidates).
 */
export function auditNotes(values: Uint8Array, notes: Uint32Array, solution: Uint8Array | null, allowed: Uint32Array): NoteAudit {
  const missingTruth: number[] = [];
  const stale: { cell: number; value: number }[] = [];
  for (let cell = 0; cell < values.length; cell++) {
    if (values[cell] !== 0 || notes[cell] === 0) continue;
    if (solution && (notes[cell] & (1 << (solution[cell] - 1))) === 0) missingTruth.push(cell);
    const impossible = notes[cell] & ~allowed[cell];
    for (let v = 1; impossible >> (v - 1); v++) if (impossible & (1 << (v - 1))) stale.push({ cell, value: v });
  }
  return { missingTruth, stale };
}

/** Number of steps to keep so no wrong entry remains (the "back to the last correct position" target). */
export function lastCorrectCursor(
  givens: Uint8Array, solution: Uint8Array, boards: (count: number) => Uint8Array, cursor: number,
): number {
  for (let count = cursor; count > 0; count--) if (wrongCells(givens, boards(count), solution).length === 0) return count;
  return 0;
}
