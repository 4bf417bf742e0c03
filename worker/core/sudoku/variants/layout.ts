/**
 * Random building blocks for variant generation: irregular region layouts (jigsaw) and killer cage partitions.
 * Both stay connected: a region or cage is one orthogonally connected piece.
 */
import type { Rng } from "../../rng";
import { regionsOf } from "./model";

/** Orthogonal neighbours of a cell. */
export function neighbours(size: number, cell: number): number[] {
  const r = Math.floor(cell / size);
  const c = cell % size;
  const out: number[] = [];
  if (r > 0) out.push(cell - size);
  if (r + 1 < size) out.push(cell + size);
  if (c > 0) out.push(cell - 1);
  if (c + 1 < size) out.push(cell + 1);
  return out;
}

/** True when `cells` form one orthogonally connected piece. */
export function isConnected(size: number, cells: readonly number[]): boolean {
  if (cells.length === 0) return true;
  const inside = new Set(cells);
  const seen = new Set([cells[0]]);
  const stack = [cells[0]];
  while (stack.length > 0) {
    const cell = stack.pop()!;
    for (const n of neighbours(size, cell)) {
      if (inside.has(n) && !seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return seen.size === cells.length;
}

/**
 * A random jigsaw layout: start from the standard boxes and trade border cells between neighbouring regions
 * (one cell each way, so every region keeps N cells), keeping each trade only when both regions stay connected.
 */
export function randomJigsawRegions(size: number, rng: Rng, trades = size * size * 6): Uint8Array {
  const regions = Uint8Array.from(regionsOf({ size }));
  const cellsOf = (region: number): number[] => {
    const out: number[] = [];
    for (let cell = 0; cell < size * size; cell++) if (regions[cell] === region) out.push(cell);
    return out;
  };
  for (let t = 0; t < trades; t++) {
    const a = rng.int(size * size);
    const ra = regions[a];
    const across = neighbours(size, a).filter((n) => regions[n] !== ra);
    if (across.length === 0) continue;
    const rb = regions[across[rng.int(across.length)]];
    // A cell of rb that touches ra (other than through a) goes the other way.
    const back = cellsOf(rb).filter((c) => neighbours(size, c).some((n) => regions[n] === ra && n !== a));
    if (back.length === 0) continue;
    const b = back[rng.int(back.length)];
    regions[a] = rb;
    regions[b] = ra;
    if (!isConnected(size, cellsOf(ra)) || !isConnected(size, cellsOf(rb))) {
      regions[a] = ra;
      regions[b] = rb;
    }
  }
  return regions;
}

/**
 * A random partition of the grid into cages of distinct values of `solution`: each cage grows from a random free
 * cell by random free neighbours whose value is not in it yet, up to a random size in 1..maxSize (1 only when it
 * cannot grow).
 */
export function randomCages(size: number, solution: ArrayLike<number>, rng: Rng, maxSize: number): number[][] {
  const free = new Uint8Array(size * size).fill(1);
  const order = rng.shuffle(Array.from({ length: size * size }, (_, i) => i));
  const cages: number[][] = [];
  for (const start of order) {
    if (!free[start]) continue;
    const target = 2 + rng.int(Math.max(1, maxSize - 1));
    const cage = [start];
    free[start] = 0;
    while (cage.length < target) {
      const values = new Set(cage.map((cell) => solution[cell]));
      const options = [...new Set(cage.flatMap((cell) => neighbours(size, cell)))].filter((n) => free[n] && !values.has(solution[n]));
      if (options.length === 0) break;
      const next = options[rng.int(options.length)];
      cage.push(next);
      free[next] = 0;
    }
    cages.push(cage.sort((x, y) => x - y));
  }
  return cages;
}

/**
 * Splits a cage in two around `cell`: the piece grown from `cell` to half the cage, and the connected pieces of
 * what is left. A smaller cage says more, so splitting where two solutions differ moves towards uniqueness.
 */
export function splitCage(size: number, cage: readonly number[], cell: number): number[][] {
  const inside = new Set(cage);
  const half = Math.ceil(cage.length / 2);
  const piece = [cell];
  const taken = new Set(piece);
  for (let i = 0; i < piece.length && piece.length < half; i++) {
    for (const n of neighbours(size, piece[i])) {
      if (inside.has(n) && !taken.has(n) && piece.length < half) {
        taken.add(n);
        piece.push(n);
      }
    }
  }
  const rest = cage.filter((c) => !taken.has(c));
  const pieces = [piece];
  const left = new Set(rest);
  for (const c of rest) {
    if (!left.has(c)) continue;
    const part = [c];
    left.delete(c);
    for (let i = 0; i < part.length; i++) {
      for (const n of neighbours(size, part[i])) {
        if (left.has(n)) {
          left.delete(n);
          part.push(n);
        }
      }
    }
    pieces.push(part);
  }
  return pieces.map((p) => p.sort((x, y) => x - y));
}
