/**
 * Counts, for each literal, the clauses the CDCL engine will watch it in, so that CdclSolver.reserveWatches can
 * lay the watch lists out once. The engine sorts a clause's literals and watches the two smallest (watches.ts,
 * cdcl.ts addClause); level-0 simplification can shift that slightly, which only costs a list an ordinary move.
 * It takes clauses the way a solver does (addClause), so an encoder can emit into it first.
 */
import type { Lit } from "./types";

export class WatchPlanner {
  readonly counts: Int32Array;

  constructor(numVars: number) {
    this.counts = new Int32Array(2 * numVars);
  }

  addClause(lits: ArrayLike<Lit>): boolean {
    let first = -1;
    let second = -1;
    for (let i = 0; i < lits.length; i++) {
      const l = lits[i];
      if (l === first || l === second) continue;
      if (first === -1 || l < first) {
        second = first;
        first = l;
      } else if (second === -1 || l < second) second = l;
    }
    if (second !== -1 && first < this.counts.length && second < this.counts.length) {
      this.counts[first]++;
      this.counts[second]++;
    }
    return true;
  }
}
