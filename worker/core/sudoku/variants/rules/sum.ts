/**
 * Two CNF encodings of "these cells add up to a total".
 *
 * - combinations (distinct cells only, as in a killer cage): enumerate the sets of distinct values with the right
 *   sum (a 3-cell 7 has one: {1,2,4}); one selector per set, at least one selected, and a selected set confines
 *   every cell to its values. With the cells distinct, k cells inside a k-set use exactly that set, so the sum is
 *   right. Extra clauses tie each placed value back to the sets that contain it, and each value of a selected set
 *   to the cells that could hold it, so unit propagation does the "killer combination" reasoning by itself.
 * - partial sums (any cells, repeats allowed, as on an arrow): variables s(i,t) = "the first i cells add up to t",
 *   forward clauses cell value ∧ s(i-1,t) → s(i,t+v), at most one t per layer (up to 64 totals), and support
 *   clauses back to the cells, so the last layer names the total. The caller ties that layer to the target.
 *
 * Measured on the killer bench (test/bench/variants.bench.ts, README beside this file): see there for which is
 * the default and why.
 */
import { mkLit } from "../../../sat/index";
import { atMostOne, holdsLit, notHoldsLit, type EncodeContext } from "./context";

/** Above this many value sets a cage switches to partial sums (a 16×16 cage of 8 cells can have thousands). */
export const MAX_COMBINATIONS = 512;

/** Every set of `k` distinct values 1..size with sum `sum`, as sorted arrays. */
export function combinations(size: number, k: number, sum: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (from: number, left: number, total: number): void => {
    if (out.length > MAX_COMBINATIONS) return;
    if (left === 0) {
      if (total === sum) out.push(pick.slice());
      return;
    }
    for (let v = from; v <= size; v++) {
      if (total + v > sum) break;
      pick.push(v);
      walk(v + 1, left - 1, total + v);
      pick.pop();
    }
  };
  walk(1, k, 0);
  return out;
}

/** Clauses for "these distinct cells use exactly one of `sets`" (see the header). */
export function encodeCombinations(ctx: EncodeContext, cells: readonly number[], sets: number[][], out: Int32Array[]): void {
  const { size } = ctx;
  if (sets.length === 0) {
    out.push(new Int32Array(0));
    return;
  }
  const selectors = sets.map(() => ctx.fresh());
  out.push(Int32Array.from(selectors, (s) => mkLit(s)));
  const used = new Set<number>();
  sets.forEach((set, j) => {
    for (const v of set) used.add(v);
    for (const cell of cells) out.push(Int32Array.from([mkLit(selectors[j], true), ...set.map((v) => holdsLit(size, cell, v))]));
    for (const v of set) out.push(Int32Array.from([mkLit(selectors[j], true), ...cells.map((cell) => holdsLit(size, cell, v))]));
  });
  for (const cell of cells) {
    for (let v = 1; v <= size; v++) {
      if (!used.has(v)) {
        out.push(Int32Array.of(notHoldsLit(size, cell, v)));
        continue;
      }
      const containing = selectors.filter((_, j) => sets[j].includes(v)).map((s) => mkLit(s));
      out.push(Int32Array.from([notHoldsLit(size, cell, v), ...containing]));
    }
  }
}

/** Above this many totals in one layer, the layer's "at most one" pairs are left out (see encodePartialSums). */
export const MAX_PAIRWISE_LAYER = 64;

/**
 * Partial-sum variables over `cells` (see the header). Returns the last layer: total → variable. Only totals from
 * which a final total in `least..most` can still be reached get variables (each later cell adds 1..N), and a step
 * that would leave that range is forbidden outright, so a long line with a small total stays small. A layer's
 * "at most one total" pairs only speed up propagation (the forward clauses already force the true total, and the
 * caller's clauses on the last layer refute any other), so a layer wider than MAX_PAIRWISE_LAYER goes without them
 * rather than with a quadratic number of clauses.
 */
export function encodePartialSums(ctx: EncodeContext, cells: readonly number[], out: Int32Array[], least: number, most: number): Map<number, number> {
  const { size } = ctx;
  const reachable = (total: number, cellsLeft: number): boolean => total + cellsLeft <= most && total + cellsLeft * size >= least;
  let layer = new Map<number, number>();
  for (let v = 1; v <= size; v++) {
    if (!reachable(v, cells.length - 1)) {
      out.push(Int32Array.of(notHoldsLit(size, cells[0], v)));
      continue;
    }
    const s = ctx.fresh();
    layer.set(v, s);
    // First layer: s(1,v) ↔ the first cell holds v.
    out.push(Int32Array.of(notHoldsLit(size, cells[0], v), mkLit(s)));
    out.push(Int32Array.of(mkLit(s, true), holdsLit(size, cells[0], v)));
  }
  for (let i = 1; i < cells.length; i++) {
    const cell = cells[i];
    const next = new Map<number, number>();
    const support = new Map<number, number[][]>();
    for (const [t, s] of layer) {
      for (let v = 1; v <= size; v++) {
        if (!reachable(t + v, cells.length - 1 - i)) {
          out.push(Int32Array.of(mkLit(s, true), notHoldsLit(size, cell, v)));
          continue;
        }
        let n = next.get(t + v);
        if (n === undefined) {
          n = ctx.fresh();
          next.set(t + v, n);
          support.set(t + v, []);
        }
        out.push(Int32Array.of(mkLit(s, true), notHoldsLit(size, cell, v), mkLit(n)));
        support.get(t + v)!.push([s, v]);
      }
    }
    for (const [total, n] of next) {
      const pairs = support.get(total)!;
      // s(i,t) needs some predecessor total and some value of this cell that make t.
      out.push(Int32Array.from([mkLit(n, true), ...pairs.map(([s]) => mkLit(s))]));
      out.push(Int32Array.from([mkLit(n, true), ...[...new Set(pairs.map(([, v]) => v))].map((v) => holdsLit(size, cell, v))]));
    }
    if (next.size <= MAX_PAIRWISE_LAYER) atMostOne([...next.values()], out);
    layer = next;
  }
  return layer;
}

/** "The values of `cells` add up to `sum`" (repeats allowed): partial sums bounded by the sum, the last one fixed. */
export function encodeLineSum(ctx: EncodeContext, cells: readonly number[], sum: number, out: Int32Array[]): void {
  const target = encodePartialSums(ctx, cells, out, sum, sum).get(sum);
  // No way to reach the sum at all: the rule alone is contradictory.
  out.push(target === undefined ? new Int32Array(0) : Int32Array.of(mkLit(target)));
}
