/**
 * Classic grids with rectangular boxes (6×6 … 15×15), made and counted here with nothing from the engine: the box
 * sizes are written out by hand, solutions are counted by backtracking on the most constrained cell, and puzzles are
 * dug from a seeded random solution, keeping a removal only while the count stays one.
 */

/** Box rows × columns per side, as books and f-puzzles draw them. */
export const BOXES: Record<number, [number, number]> = { 6: [2, 3], 8: [2, 4], 10: [2, 5], 12: [3, 4], 14: [2, 7], 15: [3, 5] };

/** A small seeded generator (mulberry32), independent of the core's. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function boxOf(n: number, cell: number): number {
  const [rows, cols] = BOXES[n];
  const r = Math.floor(cell / n);
  const c = cell % n;
  return Math.floor(r / rows) * rows + Math.floor(c / cols);
}

/**
 * Up to `cap` solutions of `givens` (0 = empty); the first is kept in `first` when given. Values are tried in the
 * order `order` gives (the default: ascending), so a random order yields a random solution.
 */
export function bruteSolutions(n: number, givens: ArrayLike<number>, cap = 2, order?: (cell: number) => number[]): Uint8Array[] {
  const cells = Uint8Array.from(givens);
  const rowUsed = new Int32Array(n);
  const colUsed = new Int32Array(n);
  const boxUsed = new Int32Array(n);
  const boxes = Array.from({ length: n * n }, (_, cell) => boxOf(n, cell));
  const houses = Array.from({ length: 3 * n }, (_, h) =>
    Array.from({ length: n * n }, (_, cell) => cell).filter((cell) => (h < n ? Math.floor(cell / n) === h : h < 2 * n ? cell % n === h - n : boxes[cell] === h - 2 * n)),
  );
  for (let cell = 0; cell < n * n; cell++) {
    const v = cells[cell];
    if (v === 0) continue;
    const bit = 1 << (v - 1);
    const r = Math.floor(cell / n), c = cell % n, b = boxes[cell];
    if ((rowUsed[r] | colUsed[c] | boxUsed[b]) & bit) return [];
    rowUsed[r] |= bit;
    colUsed[c] |= bit;
    boxUsed[b] |= bit;
  }
  const out: Uint8Array[] = [];
  const full = (1 << n) - 1;
  const walk = (): void => {
    if (out.length >= cap) return;
    let best = -1;
    let bestFree = 0;
    let bestCount = n + 1;
    for (let cell = 0; cell < n * n; cell++) {
      if (cells[cell] !== 0) continue;
      const free = full & ~(rowUsed[Math.floor(cell / n)] | colUsed[cell % n] | boxUsed[boxes[cell]]);
      let count = 0;
      for (let m = free; m; m &= m - 1) count++;
      if (count < bestCount) {
        best = cell;
        bestFree = free;
        bestCount = count;
        if (count <= 1) break;
      }
    }
    if (best < 0) {
      out.push(cells.slice());
      return;
    }
    // Counting (no value order asked for): a digit with one place left in a house is placed first, and one with
    // none ends the branch, which keeps hard 15×15 puzzles to a fraction of a second.
    if (!order && bestCount > 1) {
      for (const house of houses) {
        let seen = 0;
        let twice = 0;
        for (const cell of house) {
          const free = cells[cell] !== 0 ? 1 << (cells[cell] - 1) : full & ~(rowUsed[Math.floor(cell / n)] | colUsed[cell % n] | boxUsed[boxes[cell]]);
          twice |= seen & free;
          seen |= free;
        }
        if (seen !== full) return;
        const once = full & ~twice;
        const single = house.find((cell) => cells[cell] === 0 && (full & ~(rowUsed[Math.floor(cell / n)] | colUsed[cell % n] | boxUsed[boxes[cell]]) & once) !== 0);
        if (single !== undefined) {
          best = single;
          bestFree = full & ~(rowUsed[Math.floor(single / n)] | colUsed[single % n] | boxUsed[boxes[single]]) & once;
          bestFree &= -bestFree;
          break;
        }
      }
    }
    const r = Math.floor(best / n), c = best % n, b = boxes[best];
    const values = order ? order(best) : Array.from({ length: n }, (_, i) => i + 1);
    for (const v of values) {
      const bit = 1 << (v - 1);
      if (!(bestFree & bit)) continue;
      cells[best] = v;
      rowUsed[r] |= bit;
      colUsed[c] |= bit;
      boxUsed[b] |= bit;
      walk();
      rowUsed[r] &= ~bit;
      colUsed[c] &= ~bit;
      boxUsed[b] &= ~bit;
      cells[best] = 0;
      if (out.length >= cap) return;
    }
  };
  walk();
  return out;
}

/** A random solved grid of side n. */
export function randomSolved(n: number, seed: number): Uint8Array {
  const random = seeded(seed);
  const shuffled = (): number[] => {
    const values = Array.from({ length: n }, (_, i) => i + 1);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [values[i], values[j]] = [values[j], values[i]];
    }
    return values;
  };
  return bruteSolutions(n, new Uint8Array(n * n), 1, shuffled)[0];
}

/** A puzzle with exactly one solution, dug from `solution` in a seeded order until no given can go (or `keep` are left). */
export function uniquePuzzle(n: number, solution: Uint8Array, seed: number, keep = 0): Uint8Array {
  const random = seeded(seed ^ 0x9e3779b9);
  const puzzle = solution.slice();
  const order = Array.from({ length: n * n }, (_, i) => i).sort(() => random() - 0.5);
  let givens = n * n;
  for (const cell of order) {
    if (givens <= keep) break;
    const value = puzzle[cell];
    puzzle[cell] = 0;
    if (bruteSolutions(n, puzzle, 2).length === 1) givens--;
    else puzzle[cell] = value;
  }
  return puzzle;
}

/** One line of characters, '.' for empty, 1-9 then A.. above 9. */
export function line(cells: ArrayLike<number>): string {
  return Array.from(cells, (v) => (v === 0 ? "." : v <= 9 ? String(v) : String.fromCharCode(55 + v))).join("");
}
