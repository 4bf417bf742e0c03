/**
 * Clauses laid end to end in one buffer: clause i is lits[starts[i] .. starts[i + 1]). A formula held this way
 * costs its literals and one offset per clause, where an array of Int32Array views costs about 80 bytes more per
 * clause: tens of MB on the API's largest formulas (test/bench/RESULTS.md).
 */
import type { Lit } from "./types";

export class FlatClauses {
  /** One reusable array per clause length, so that handing out clauses allocates nothing per clause. */
  private readonly scratch: Int32Array[] = [];

  constructor(
    readonly lits: Int32Array,
    readonly starts: Int32Array,
  ) {}

  get count(): number {
    return this.starts.length - 1;
  }

  /** A view of clause i. */
  clause(i: number): Int32Array {
    return this.lits.subarray(this.starts[i], this.starts[i + 1]);
  }

  /**
   * Calls `fn` with each clause in order, in an array reused between calls: valid only during the call, which
   * suits a loader that copies what it keeps (a view per clause would be a million short-lived objects). Stops
   * when `fn` returns false.
   */
  forEach(fn: (clause: Int32Array) => boolean | void): void {
    const { lits, starts } = this;
    for (let i = 0; i < this.count; i++) {
      const from = starts[i], size = starts[i + 1] - from;
      const buffer = (this.scratch[size] ??= new Int32Array(size));
      for (let k = 0; k < size; k++) buffer[k] = lits[from + k];
      if (fn(buffer) === false) return;
    }
  }
}

/** Clauses as separate arrays (the parser's) or end to end (the simplifier's). */
export type ClauseList = readonly ArrayLike<Lit>[] | FlatClauses;

/** Calls `fn` with each clause of `list` in order (a reused array for FlatClauses); stops when it returns false. */
export function eachClause(list: ClauseList, fn: (clause: ArrayLike<Lit>) => boolean | void): void {
  if (list instanceof FlatClauses) return list.forEach(fn);
  for (const clause of list) if (fn(clause) === false) return;
}
