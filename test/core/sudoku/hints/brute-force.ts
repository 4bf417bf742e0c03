/**
 * Test-only reference solver: plain backtracking over bitmasks (fewest candidates first), counting up to two
 * solutions. Shares no code with the hint engine or the SAT core, so it can judge both.
 */
import type { Grid } from "../../../../worker/core/sudoku/grid";

export interface BruteForceResult {
  count: number;
  solution: Uint8Array | null;
}

export function bruteForce(grid: Grid, limit = 2): BruteForceResult {
  const { shape } = grid;
  const n = shape.size;
  const all = shape.allMask;
  const values = grid.cells.slice();
  const rowUsed = new Uint32Array(n);
  const colUsed = new Uint32Array(n);
  const boxUsed = new Uint32Array(n);
  for (let cell = 0; cell < shape.cells; cell++) {
    const v = values[cell];
    if (!v) continue;
    const b = 1 << (v - 1);
    if ((rowUsed[shape.rowOf[cell]] | colUsed[shape.colOf[cell]] | boxUsed[shape.boxOf[cell]]) & b) return { count: 0, solution: null };
    rowUsed[shape.rowOf[cell]] |= b;
    colUsed[shape.colOf[cell]] |= b;
    boxUsed[shape.boxOf[cell]] |= b;
  }
  let count = 0;
  let solution: Uint8Array | null = null;
  const search = (): boolean => {
    let best = -1;
    let bestMask = 0;
    let bestCount = 99;
    for (let cell = 0; cell < shape.cells; cell++) {
      if (values[cell]) continue;
      const mask = all & ~(rowUsed[shape.rowOf[cell]] | colUsed[shape.colOf[cell]] | boxUsed[shape.boxOf[cell]]);
      let k = 0;
      for (let m = mask; m; m &= m - 1) k++;
      if (k < bestCount) {
        best = cell;
        bestMask = mask;
        bestCount = k;
        if (k === 0) return false;
      }
    }
    if (best < 0) {
      count++;
      if (!solution) solution = values.slice();
      return count >= limit;
    }
    for (let v = 1; v <= n; v++) {
      const b = 1 << (v - 1);
      if (!(bestMask & b)) continue;
      const r = shape.rowOf[best], c = shape.colOf[best], x = shape.boxOf[best];
      values[best] = v;
      rowUsed[r] |= b; colUsed[c] |= b; boxUsed[x] |= b;
      const stop = search();
      values[best] = 0;
      rowUsed[r] &= ~b; colUsed[c] &= ~b; boxUsed[x] &= ~b;
      if (stop) return true;
    }
    return false;
  };
  search();
  return { count, solution };
}
