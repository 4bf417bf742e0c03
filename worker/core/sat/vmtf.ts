/**
 * Variable move-to-front (VMTF; Ryan 2004, Biere & Fröhlich, SAT 2015, CaDiCaL's focused mode). After each
 * conflict the variables analysis saw move to the front of a queue, in the order of their previous moves (so their
 * relative order is kept), and a decision takes the unassigned variable nearest the front.
 *
 * The queue is kept as bump stamps: a move to the front gives the variable the next stamp, so queue order is stamp
 * order, and the decision heap keyed by the stamps (s.activity) pops exactly the variable a queue walked from its
 * search pointer would reach. Variables never moved keep their tiny random tie-break activities (below 1), behind
 * every stamp. A heap costs a logarithmic sift per move where a linked queue costs a constant; the decisions are
 * the same.
 */
import type { SolverState } from "./state";

/** Below this many variables an insertion sort orders them (no comparator calls). */
const INSERTION_SORT_MAX = 24;

/**
 * Moves the variables of s.vmtfBumped to the front, oldest stamp first, and empties it. Counts the sort's
 * comparisons and the heap levels moved as work.
 */
export function vmtfBumpAnalyzed(s: SolverState): void {
  const bumped = s.vmtfBumped, n = bumped.size;
  if (n === 0) return;
  const vars = bumped.data, stamp = s.activity, heap = s.heap;
  let work = sortByStamp(vars, n, stamp);
  for (let i = 0; i < n; i++) {
    const v = vars[i];
    stamp[v] = ++s.vmtfStamp;
    work += 1 + heap.increased(v);
  }
  bumped.clear();
  s.work += work;
}

/** Sorts vars[0..n) by ascending stamp; returns the comparisons made (estimated as n·log2 n for long lists). */
function sortByStamp(vars: Int32Array, n: number, stamp: Float64Array): number {
  if (n > INSERTION_SORT_MAX) {
    vars.subarray(0, n).sort((a, b) => stamp[a] - stamp[b]);
    return Math.ceil(n * Math.log2(n));
  }
  let comparisons = 0;
  for (let i = 1; i < n; i++) {
    const v = vars[i], key = stamp[v];
    let k = i;
    while (k > 0 && stamp[vars[k - 1]] > key) {
      vars[k] = vars[k - 1];
      k--;
    }
    comparisons += i - k + 1;
    vars[k] = v;
  }
  return comparisons;
}
