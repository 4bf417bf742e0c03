/**
 * What every rule encoder works with. Variable (cell*N + v-1) means "cell holds v", the numbering of the classic
 * full encoding (encode.ts, fullVar), so the base clauses can come from there; auxiliary variables are numbered
 * after the N³ cell variables. Encoders append clauses to `out`: one list per rule instance, so the instance can
 * be switched on and off as a whole when an unsatisfiable core is searched.
 */
import { mkLit, type Lit } from "../../../sat/index";
import type { VariantPuzzle } from "../model";

/** How sums over cells are written: allowed digit sets with one selector each, or running partial sums. */
export type SumEncoding = "combinations" | "partial-sums";

export interface EncodeContext {
  readonly puzzle: VariantPuzzle;
  readonly size: number;
  readonly sumEncoding: SumEncoding;
  /** A new auxiliary variable. */
  fresh(): number;
}

/** Positive literal of "cell holds v". */
export const holdsLit = (size: number, cell: number, v: number): Lit => mkLit(cell * size + v - 1);
/** Negative literal of "cell holds v". */
export const notHoldsLit = (size: number, cell: number, v: number): Lit => mkLit(cell * size + v - 1, true);

/** Orthogonally adjacent pairs (a < b) of an N×N grid. */
export function orthogonalPairs(size: number): [number, number][] {
  const out: [number, number][] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const cell = r * size + c;
      if (c + 1 < size) out.push([cell, cell + 1]);
      if (r + 1 < size) out.push([cell, cell + size]);
    }
  }
  return out;
}

/** Pairs (a < b) a fixed set of moves apart, e.g. a knight's or a king's diagonal step. */
export function movePairs(size: number, moves: readonly (readonly [number, number])[]): [number, number][] {
  const out: [number, number][] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      for (const [dr, dc] of moves) {
        const r2 = r + dr;
        const c2 = c + dc;
        if (r2 < 0 || r2 >= size || c2 < 0 || c2 >= size) continue;
        const a = r * size + c;
        const b = r2 * size + c2;
        if (a < b) out.push([a, b]);
      }
    }
  }
  return out;
}

/** Clauses forbidding every value pair (v at a, w at b) for which `forbidden(v, w)` holds. */
export function forbidPairs(size: number, a: number, b: number, forbidden: (v: number, w: number) => boolean, out: Int32Array[]): void {
  for (let v = 1; v <= size; v++) {
    for (let w = 1; w <= size; w++) {
      if (forbidden(v, w)) out.push(Int32Array.of(notHoldsLit(size, a, v), notHoldsLit(size, b, w)));
    }
  }
}

/**
 * The support encoding of a binary relation: "a holds v" implies b holds one of the values compatible with v, and
 * the same from b's side. With one value per cell this is exact, and unit propagation removes every unsupported
 * value (arc consistency), which the direct "forbid each bad pair" clauses only reach value by value.
 */
export function supportPairs(size: number, a: number, b: number, allowed: (v: number, w: number) => boolean, out: Int32Array[]): void {
  for (const [x, y, rel] of [
    [a, b, allowed],
    [b, a, (w: number, v: number) => allowed(v, w)],
  ] as const) {
    for (let v = 1; v <= size; v++) {
      const clause = [notHoldsLit(size, x, v)];
      for (let w = 1; w <= size; w++) if (rel(v, w)) clause.push(holdsLit(size, y, w));
      out.push(Int32Array.from(clause));
    }
  }
}

/** Pairwise "not both v" for every value over the given cells (values distinct among them). */
export function distinct(size: number, cells: readonly number[], out: Int32Array[]): void {
  for (let i = 0; i < cells.length; i++) {
    for (let j = i + 1; j < cells.length; j++) forbidPairs(size, cells[i], cells[j], (v, w) => v === w, out);
  }
}

/** Pairwise "at most one of these variables holds". */
export function atMostOne(vars: readonly number[], out: Int32Array[]): void {
  for (let i = 0; i < vars.length; i++) {
    for (let j = i + 1; j < vars.length; j++) out.push(Int32Array.of(mkLit(vars[i], true), mkLit(vars[j], true)));
  }
}
