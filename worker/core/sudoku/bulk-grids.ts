/**
 * A stream of N distinct solved 9x9 grids (a million in about a second).
 *
 * How: a few seed grids come from the SAT engine (random phases), each is moved by a random member of the Sudoku
 * group (band/stack and row/column permutations, transposition) and then relabelled so its first row reads
 * 123456789; duplicates among these bases are dropped. Grid i is base (i mod B) relabelled by the digit
 * permutation of rank (A*k + C) mod 9!, k = floor(i / B), with A coprime to 9! — an affine bijection, so each
 * base gets distinct permutations in a scrambled order.
 *
 * Why they are distinct: an output grid's first row *is* its digit permutation (the base's first row is the
 * identity), and undoing that permutation gives back the base. So two outputs are equal only if base and
 * permutation are equal, and (base, rank) pairs never repeat while N ≤ B·9!.
 */
import { createRng, type Rng } from "../rng";
import { shapeOfBox } from "./shape";
import type { Grid } from "./grid";
import { applyTransform, normaliseDigits, randomTransform } from "./symmetry";

const DIGITS = 9;
const CELLS = 81;
export const PERMUTATIONS_9 = 362_880;
/** Upper bound of the stream: 9! relabellings of each of up to this many bases. */
export const MAX_BASES = 4096;

export type SeedGridMaker = (rng: Rng) => Grid;

/** Multipliers coprime to 9! = 2^7·3^4·5·7. */
function coprimeMultiplier(rng: Rng): number {
  for (;;) {
    const a = 1 + rng.int(PERMUTATIONS_9 - 1);
    if (a % 2 !== 0 && a % 3 !== 0 && a % 5 !== 0 && a % 7 !== 0) return a;
  }
}

export class DistinctGridStream {
  readonly count: number;
  private readonly bases: Uint8Array[] = [];
  private readonly multiplier: number;
  private readonly offset: number;
  private readonly perm = new Uint8Array(DIGITS + 1);
  private readonly pool = new Uint8Array(DIGITS);
  private index = 0;

  /**
   * @param count how many grids the stream will give (at most MAX_BASES · 9!)
   * @param seed makes the stream reproducible
   * @param makeSeedGrid a solved 9x9 grid from an rng (the SAT generator in practice)
   */
  constructor(count: number, seed: number, makeSeedGrid: SeedGridMaker) {
    if (!Number.isInteger(count) || count < 0 || count > MAX_BASES * PERMUTATIONS_9) {
      throw new RangeError(`count must be an integer 0..${MAX_BASES * PERMUTATIONS_9}`);
    }
    this.count = count;
    const rng = createRng(seed);
    // Enough bases that no base needs more than 9! relabellings, and a few more for variety.
    const wanted = Math.min(MAX_BASES, Math.max(Math.ceil(count / PERMUTATIONS_9), Math.min(count, 32)));
    const seen = new Set<string>();
    const shape = shapeOfBox(3);
    for (let attempt = 0; this.bases.length < wanted; attempt++) {
      if (attempt > wanted * 8 + 64) throw new Error("bug: the seed-grid maker keeps repeating itself");
      const moved = applyTransform(makeSeedGrid(createRng(rng.fork())), randomTransform(shape, rng, false));
      normaliseDigits(moved.cells, DIGITS);
      const key = moved.cells.join("");
      if (seen.has(key)) continue;
      seen.add(key);
      this.bases.push(moved.cells);
    }
    this.multiplier = coprimeMultiplier(rng);
    this.offset = rng.int(PERMUTATIONS_9);
  }

  get remaining(): number {
    return this.count - this.index;
  }

  /** Digit permutation of a rank in 0..9!-1 (Lehmer code), into this.perm[1..9]. */
  private unrank(rank: number): void {
    const pool = this.pool;
    for (let i = 0; i < DIGITS; i++) pool[i] = i + 1;
    let left = DIGITS;
    let radix = PERMUTATIONS_9;
    for (let i = 0; i < DIGITS; i++) {
      radix /= left;
      const k = Math.floor(rank / radix);
      rank -= k * radix;
      this.perm[i + 1] = pool[k];
      for (let j = k; j < left - 1; j++) pool[j] = pool[j + 1];
      left--;
    }
  }

  private prepareNext(): Uint8Array {
    const b = this.bases.length;
    const base = this.bases[this.index % b];
    const k = Math.floor(this.index / b);
    this.unrank((this.multiplier * k + this.offset) % PERMUTATIONS_9);
    this.index++;
    return base;
  }

  /** Writes the next grid's values into `out` (81 cells); false when the stream is finished. */
  next(out: Uint8Array): boolean {
    if (this.index >= this.count) return false;
    const base = this.prepareNext();
    const perm = this.perm;
    for (let i = 0; i < CELLS; i++) out[i] = perm[base[i]];
    return true;
  }

  /**
   * Writes up to `max` grids as text lines (81 ASCII digits and '\n') into `out` starting at 0; returns how many
   * grids were written. The fast path for files of millions of grids.
   */
  writeLines(out: Uint8Array, max: number): number {
    const fit = Math.min(max, Math.floor(out.length / (CELLS + 1)), this.count - this.index);
    const ascii = new Uint8Array(DIGITS + 1);
    let at = 0;
    for (let g = 0; g < fit; g++) {
      const base = this.prepareNext();
      for (let v = 1; v <= DIGITS; v++) ascii[v] = 48 + this.perm[v];
      for (let i = 0; i < CELLS; i++) out[at++] = ascii[base[i]];
      out[at++] = 10;
    }
    return fit;
  }
}
