/**
 * Constraint search for large grids (16x16, 25x25): candidate masks with strong propagation at every node.
 *
 * On minimal 25x25 puzzles, singles alone leave trees of millions of nodes; what prunes them is reasoning on
 * whole houses. Each node runs, to a fixpoint and cheapest first: naked singles (a fixed cell's value leaves its
 * peers), hidden singles (a value with one place in a house), domain-consistent all-different on every house
 * whose candidates changed (alldiff.ts: all naked and hidden subsets at once), and locked candidates on box/line
 * segments (pointing and claiming, which no single house sees); those rules live in domain-propagate.ts.
 * Decisions pick the cell with the fewest candidates per failure weight of its houses (dom/wdeg: how often each
 * house was blamed for a contradiction), so the search keeps attacking the part of the grid that fails. Solutions
 * are counted up to a limit, so the second one is searched for and refuted exactly as in the other engines.
 */
import type { Budget } from "../budget";
import type { SearchOutcome } from "./bitset-dpll";
import { DomainPropagator, OPS_PER_WORK_UNIT } from "./domain-propagate";

export type { DomainRules } from "./domain-propagate";

const bitValue = (bit: number): number => 32 - Math.clz32(bit);
const popcount = (m: number): number => {
  let c = 0;
  for (; m !== 0; m &= m - 1) c++;
  return c;
};

export class DomainSearch extends DomainPropagator {
  /** One state block per depth. */
  private readonly stack: Int32Array[] = [];
  private solutions: Uint8Array[] = [];
  private limit = 2;
  private nodes = 0;
  private maxNodes = Infinity;
  private maxWork = Infinity;
  private stopped = false;

  private level(depth: number): Int32Array {
    while (this.stack.length <= depth) this.stack.push(new Int32Array(this.blockSize));
    return this.stack[depth];
  }

  /**
   * Counts solutions from the candidate masks `cand` (one per cell, bit v-1 = value v; a single bit is a fixed
   * cell), up to `limit`, within `nodeLimit` decisions and the budget.
   */
  run(cand: ArrayLike<number>, limit: number, nodeLimit: number, budget?: Budget): SearchOutcome {
    const { cells } = this.shape;
    this.solutions = [];
    this.limit = limit;
    this.nodes = 0;
    this.ops = 0;
    this.maxNodes = Math.min(nodeLimit, budget?.decisions ?? Infinity);
    this.maxWork = (budget?.work ?? Infinity) * OPS_PER_WORK_UNIT;
    this.stopped = false;
    this.houseWeight.fill(0);
    const root = this.level(0);
    if (this.loadRoot(root, cand)) {
      if (root[this.countAt] === cells) this.record(root);
      else this.branch(0);
    }
    return this.outcome(!this.stopped);
  }

  /**
   * Singleton consistency by probing at a state (depth `depth`): each candidate of each open cell is tried and
   * propagated; a candidate whose trial fails is removed, and a candidate that no trial of some cell keeps (the
   * union over that cell's surviving trials) is removed too. Repeats until nothing changes; false when the
   * state itself is refuted.
   */
  probe(depth: number, maxRounds = 4, maxWork = Infinity): boolean {
    const { cells } = this.shape;
    const state = this.stack[depth];
    const child = this.level(depth + 1);
    const union = this.level(depth + 2);
    for (let round = 0; round < maxRounds; round++) {
      let changed = false;
      for (let cell = 0; cell < cells; cell++) {
        const m0 = state[cell];
        if ((m0 & (m0 - 1)) === 0) continue;
        // Stopping early is sound: every removal so far was justified.
        if (this.ops >= maxWork) return true;
        union.fill(0, 0, cells);
        let alive = 0;
        for (let m = m0; m !== 0; m &= m - 1) {
          const bit = m & -m;
          child.set(state);
          this.ops += this.blockSize >> 2;
          child[cell] = bit;
          this.queue[this.tail++] = cell;
          this.markCell(cell);
          if (!this.propagate(child)) continue;
          alive |= bit;
          for (let c = 0; c < cells; c++) union[c] |= child[c];
        }
        if (alive === 0) return false;
        let cut = false;
        for (let c = 0; c < cells; c++) {
          const gone = state[c] & ~union[c];
          if (gone === 0) continue;
          cut = true;
          this.cause = -1;
          if (!this.remove(state, c, gone)) return false;
        }
        if (cut) {
          changed = true;
          if (!this.propagate(state)) return false;
        }
      }
      if (!changed) break;
    }
    return true;
  }

  /**
   * The candidates left by the rules alone (and by probing, when asked), or undefined on a contradiction. Work
   * spent is in `lastWork`.
   */
  reduce(cand: ArrayLike<number>, probing = false, maxWork = Infinity): Int32Array | undefined {
    this.ops = 0;
    this.maxWork = Infinity;
    const root = this.level(0);
    const ok = this.loadRoot(root, cand) && (!probing || this.probe(0, 4, maxWork * OPS_PER_WORK_UNIT));
    this.lastWork = Math.ceil(this.ops / OPS_PER_WORK_UNIT);
    return ok ? Int32Array.from(root.subarray(0, this.shape.cells)) : undefined;
  }

  lastWork = 0;

  private loadRoot(root: Int32Array, cand: ArrayLike<number>): boolean {
    const { cells } = this.shape;
    root.fill(-1);
    root[this.countAt] = 0;
    this.head = this.tail = 0;
    for (let cell = 0; cell < cells; cell++) {
      const m = cand[cell] & this.shape.allMask;
      root[cell] = m;
      if (m === 0) return false;
      if ((m & (m - 1)) === 0) this.queue[this.tail++] = cell;
    }
    this.dirtySingles.fill(1);
    this.dirtyMatch.fill(1);
    this.lockedDirty = true;
    return this.propagate(root);
  }

  private outcome(finished: boolean): SearchOutcome {
    return { solutions: this.solutions, complete: finished && this.solutions.length < this.limit, finished, nodes: this.nodes, work: Math.ceil(this.ops / OPS_PER_WORK_UNIT) };
  }

  private record(s: Int32Array): void {
    const { cells } = this.shape;
    const out = new Uint8Array(cells);
    for (let cell = 0; cell < cells; cell++) out[cell] = bitValue(s[cell]);
    this.solutions.push(out);
  }

  /** The open cell with the fewest candidates per failure weight of its houses (dom/wdeg). */
  private pickCell(s: Int32Array): number {
    const { cells } = this.shape;
    const hs = this.cellHouses;
    const w = this.houseWeight;
    let best = -1;
    let bestKey = Infinity;
    for (let cell = 0; cell < cells; cell++) {
      const m = s[cell];
      if ((m & (m - 1)) === 0) continue;
      const count = popcount(m);
      const weight = 1 + w[hs[3 * cell]] + w[hs[3 * cell + 1]] + w[hs[3 * cell + 2]];
      const key = count / weight;
      if (key < bestKey) {
        best = cell;
        bestKey = key;
      }
    }
    this.ops += cells;
    return best;
  }

  /** Explores the propagated, open state at `depth`; true stops the whole search. */
  private branch(depth: number): boolean {
    const state = this.stack[depth];
    const cell = this.pickCell(state);
    const child = this.level(depth + 1);
    const { cells } = this.shape;
    for (let m = state[cell]; m !== 0; m &= m - 1) {
      if (this.nodes >= this.maxNodes || this.ops >= this.maxWork) {
        this.stopped = true;
        return true;
      }
      this.nodes++;
      child.set(state);
      this.ops += this.blockSize >> 2;
      const bit = m & -m;
      child[cell] = bit;
      this.queue[this.tail++] = cell;
      this.markCell(cell);
      if (!this.propagate(child)) continue;
      if (child[this.countAt] === cells) {
        this.record(child);
        if (this.solutions.length >= this.limit) return true;
        continue;
      }
      if (this.branch(depth + 1)) return true;
    }
    return false;
  }
}
