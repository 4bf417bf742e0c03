/**
 * Constraint search for large grids (16x16, 25x25): candidate masks with strong propagation at every node.
 *
 * On minimal 25x25 puzzles, singles alone leave trees of millions of nodes; what prunes them is reasoning on
 * whole houses. Each node runs, to a fixpoint and cheapest first: naked singles (a fixed cell's value leaves its
 * peers), hidden singles (a value with one place in a house), domain-consistent all-different on every house
 * whose candidates changed (alldiff.ts: all naked and hidden subsets at once), and locked candidates on box/line
 * segments (pointing and claiming, which no single house sees). Decisions pick a cell with the fewest candidates,
 * ties broken by how often the cell's houses took part in a contradiction (the "weighted degree" idea of
 * constraint solvers), so the search keeps attacking the part of the grid that fails. Solutions are counted up to
 * a limit, so the second one is searched for and refuted exactly as in the other engines.
 */
import type { Budget } from "../budget";
import type { Shape } from "./shape";
import type { SearchOutcome } from "./bitset-dpll";
import { AllDifferentFilter } from "./alldiff";

const bitValue = (bit: number): number => 32 - Math.clz32(bit);
const popcount = (m: number): number => {
  let c = 0;
  for (; m !== 0; m &= m - 1) c++;
  return c;
};

/** Which rules run beyond singles (all on by default; switched off one by one by the tests and the bench). */
export interface DomainRules {
  allDifferent: boolean;
  lockedCandidates: boolean;
}

/**
 * The counters below add one per bit operation, candidate mask or cell visited; one budget work unit (about
 * 1/20,000 ms, budget.ts) covers this many of them, measured on the 25x25 set against the CDCL engine's units.
 */
const OPS_PER_WORK_UNIT = 16;

export class DomainSearch {
  readonly shape: Shape;
  rules: DomainRules = { allDifferent: true, lockedCandidates: true };
  ordering = 1;
  rootProbing = false;
  /** One block per depth: candidates per cell | matched value index per house cell | fixed-cell count. */
  private readonly stack: Int32Array[] = [];
  private readonly matchAt: number;
  private readonly countAt: number;
  private readonly blockSize: number;
  private readonly n: number;
  private readonly houseCount: number;
  private readonly houseFlat: Uint16Array;
  private readonly peerFlat: Uint16Array;
  private readonly peerCount: number;
  /** The three houses of each cell. */
  private readonly cellHouses: Int32Array;
  /** Cells whose candidates became a single value and still have to leave their peers. */
  private readonly queue: Int32Array;
  private head = 0;
  private tail = 0;
  private readonly dirtySingles: Uint8Array;
  private readonly dirtyMatch: Uint8Array;
  private lockedDirty = false;
  private readonly filter: AllDifferentFilter;
  private readonly dom: Int32Array;
  private readonly matchScratch: Int32Array;
  private readonly segments: Int32Array;
  /** Contradictions each house took part in (decays never; ties only). */
  private readonly houseWeight: Float64Array;
  private solutions: Uint8Array[] = [];
  private limit = 2;
  private nodes = 0;
  private ops = 0;
  private maxNodes = Infinity;
  private maxWork = Infinity;
  private stopped = false;
  private failedHouse = -1;
  /** The house whose rule is removing candidates right now (blamed when a cell empties). */
  private cause = -1;

  constructor(shape: Shape) {
    this.shape = shape;
    const { cells, size } = shape;
    this.n = size;
    this.houseCount = shape.houses.length;
    this.matchAt = cells;
    this.countAt = cells + this.houseCount * size;
    this.blockSize = this.countAt + 1;
    this.houseFlat = new Uint16Array(this.houseCount * size);
    shape.houses.forEach((list, h) => this.houseFlat.set(list, h * size));
    this.peerCount = shape.peers[0].length;
    this.peerFlat = new Uint16Array(cells * this.peerCount);
    shape.peers.forEach((list, cell) => this.peerFlat.set(list, cell * this.peerCount));
    this.cellHouses = new Int32Array(3 * cells);
    for (let cell = 0; cell < cells; cell++) {
      this.cellHouses[3 * cell] = shape.rowOf[cell];
      this.cellHouses[3 * cell + 1] = size + shape.colOf[cell];
      this.cellHouses[3 * cell + 2] = 2 * size + shape.boxOf[cell];
    }
    this.queue = new Int32Array(cells + 1);
    this.dirtySingles = new Uint8Array(this.houseCount);
    this.dirtyMatch = new Uint8Array(this.houseCount);
    this.filter = new AllDifferentFilter(size);
    this.dom = new Int32Array(size);
    this.matchScratch = new Int32Array(size);
    this.segments = new Int32Array(size * shape.box);
    this.houseWeight = new Float64Array(this.houseCount);
  }

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
    if (this.loadRoot(root, cand) && (!this.rootProbing || this.probe(0))) {
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

  private markCell(cell: number): void {
    for (let k = 3 * cell; k < 3 * cell + 3; k++) {
      this.dirtySingles[this.cellHouses[k]] = 1;
      this.dirtyMatch[this.cellHouses[k]] = 1;
    }
    this.lockedDirty = true;
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

  /** Removes `mask` from cell's candidates; false when the cell empties. */
  private remove(s: Int32Array, cell: number, mask: number): boolean {
    const m = s[cell];
    if ((m & mask) === 0) return true;
    const rest = m & ~mask;
    if (rest === 0) {
      this.failedHouse = this.cause;
      return false;
    }
    s[cell] = rest;
    const hs = this.cellHouses;
    for (let k = 3 * cell; k < 3 * cell + 3; k++) {
      this.dirtySingles[hs[k]] = 1;
      this.dirtyMatch[hs[k]] = 1;
    }
    this.lockedDirty = true;
    if ((rest & (rest - 1)) === 0) this.queue[this.tail++] = cell;
    return true;
  }

  /** Runs the rules to a fixpoint on s; false on a contradiction. */
  private propagate(s: Int32Array): boolean {
    this.failedHouse = -1;
    const ok = this.fixpoint(s);
    this.head = this.tail = 0;
    if (!ok) {
      if (this.failedHouse >= 0) this.houseWeight[this.failedHouse]++;
      // The next sibling starts again from its parent's fixpoint.
      this.dirtySingles.fill(0);
      this.dirtyMatch.fill(0);
    }
    return ok;
  }

  private fixpoint(s: Int32Array): boolean {
    for (;;) {
      if (!this.nakedSingles(s)) return false;
      const hidden = this.hiddenSingles(s);
      if (hidden < 0) return false;
      if (hidden > 0) continue;
      if (this.rules.allDifferent) {
        const changed = this.allDifferent(s);
        if (changed < 0) return false;
        if (changed > 0) continue;
      }
      if (this.rules.lockedCandidates && this.lockedDirty) {
        this.lockedDirty = false;
        const changed = this.lockedCandidates(s);
        if (changed < 0) return false;
        if (changed > 0) continue;
      }
      this.dirtyMatch.fill(0);
      return true;
    }
  }

  private nakedSingles(s: Int32Array): boolean {
    const { queue, peerFlat, peerCount } = this;
    while (this.head < this.tail) {
      const cell = queue[this.head++];
      const bit = s[cell];
      s[this.countAt]++;
      this.ops += peerCount;
      const hs = this.cellHouses;
      for (let i = cell * peerCount, end = i + peerCount; i < end; i++) {
        const p = peerFlat[i];
        if ((s[p] & bit) === 0) continue;
        this.cause = hs[3 * p] === hs[3 * cell] ? hs[3 * p] : hs[3 * p + 1] === hs[3 * cell + 1] ? hs[3 * p + 1] : hs[3 * p + 2];
        if (!this.remove(s, p, bit)) return false;
      }
    }
    return true;
  }

  /** Fixes every value with one place left in a house: count fixed, or -1 on a contradiction. */
  private hiddenSingles(s: Int32Array): number {
    const { n, houseFlat, dirtySingles } = this;
    const all = this.shape.allMask;
    let found = 0;
    for (let h = 0; h < this.houseCount; h++) {
      if (dirtySingles[h] === 0) continue;
      dirtySingles[h] = 0;
      let once = 0;
      let twice = 0;
      let fixed = 0;
      for (let i = h * n; i < h * n + n; i++) {
        const m = s[houseFlat[i]];
        if ((m & (m - 1)) === 0) fixed |= m;
        twice |= once & m;
        once |= m;
      }
      this.ops += n;
      if (once !== all) {
        this.failedHouse = h;
        return -1;
      }
      let single = once & ~twice & ~fixed;
      for (let i = h * n; i < h * n + n && single !== 0; i++) {
        const cell = houseFlat[i];
        const m = s[cell] & single;
        if (m === 0) continue;
        single &= ~m;
        if ((m & (m - 1)) !== 0) {
          this.failedHouse = h;
          return -1;
        }
        this.cause = h;
        if (!this.remove(s, cell, ~m)) return -1;
        found++;
      }
    }
    return found;
  }

  /** Régin's filter on every house whose candidates changed: candidates removed, or -1 on a contradiction. */
  private allDifferent(s: Int32Array): number {
    const { n, houseFlat, dirtyMatch, dom, matchScratch, filter } = this;
    let removed = 0;
    for (let h = 0; h < this.houseCount; h++) {
      if (dirtyMatch[h] === 0) continue;
      dirtyMatch[h] = 0;
      const base = h * n;
      for (let i = 0; i < n; i++) dom[i] = s[houseFlat[base + i]];
      matchScratch.set(s.subarray(this.matchAt + base, this.matchAt + base + n));
      const ok = filter.filter(dom, matchScratch);
      this.ops += filter.work;
      if (!ok) {
        this.failedHouse = h;
        return -1;
      }
      s.set(matchScratch, this.matchAt + base);
      this.cause = h;
      for (let i = 0; i < n; i++) {
        const cell = houseFlat[base + i];
        const gone = s[cell] & ~dom[i];
        if (gone === 0) continue;
        removed++;
        if (!this.remove(s, cell, gone)) return -1;
      }
      // The filter leaves this house consistent; its own removals need no second pass.
      dirtyMatch[h] = 0;
    }
    return removed;
  }

  /**
   * Pointing and claiming on box/line segments: a value that, within a box, lies only in one line's segment
   * leaves the rest of that line, and one that, within a line, lies only in one box's segment leaves the rest of
   * that box. Candidates removed, or -1 on a contradiction.
   */
  private lockedCandidates(s: Int32Array): number {
    let removed = 0;
    for (let pass = 0; pass < 2; pass++) {
      const r = this.segmentPass(s, pass === 1);
      if (r < 0) return -1;
      removed += r;
    }
    return removed;
  }

  private segmentPass(s: Int32Array, columns: boolean): number {
    const { box: b, size } = this.shape;
    const seg = this.segments;
    for (let line = 0; line < size; line++) {
      for (let k = 0; k < b; k++) {
        let u = 0;
        for (let i = k * b; i < k * b + b; i++) u |= s[columns ? i * size + line : line * size + i];
        seg[line * b + k] = u;
      }
    }
    this.ops += 2 * size * size;
    let removed = 0;
    for (let line = 0; line < size; line++) {
      const band = line - (line % b);
      for (let k = 0; k < b; k++) {
        const here = seg[line * b + k];
        let boxOthers = 0;
        for (let l = band; l < band + b; l++) if (l !== line) boxOthers |= seg[l * b + k];
        let lineOthers = 0;
        for (let j = 0; j < b; j++) if (j !== k) lineOthers |= seg[line * b + j];
        const pointing = here & ~boxOthers & lineOthers;
        const claiming = here & ~lineOthers & boxOthers;
        if (pointing !== 0) {
          this.cause = columns ? size + line : line;
          for (let i = 0; i < size; i++) {
            if (i >= k * b && i < k * b + b) continue;
            const cell = columns ? i * size + line : line * size + i;
            if ((s[cell] & pointing) === 0) continue;
            removed++;
            if (!this.remove(s, cell, pointing)) return -1;
          }
        }
        if (claiming !== 0) {
          this.cause = 2 * size + (columns ? k * b + Math.floor(line / b) : Math.floor(line / b) * b + k);
          for (let l = band; l < band + b; l++) {
            if (l === line) continue;
            for (let i = k * b; i < k * b + b; i++) {
              const cell = columns ? i * size + l : l * size + i;
              if ((s[cell] & claiming) === 0) continue;
              removed++;
              if (!this.remove(s, cell, claiming)) return -1;
            }
          }
        }
      }
    }
    return removed;
  }

  /** The open cell with the fewest candidates per failure weight of its houses (dom/wdeg). */
  private pickCell(s: Int32Array): number {
    const { cells } = this.shape;
    const hs = this.cellHouses;
    const w = this.houseWeight;
    let best = -1;
    let bestKey = Infinity;
    const wdeg = this.ordering === 1;
    for (let cell = 0; cell < cells; cell++) {
      const m = s[cell];
      if ((m & (m - 1)) === 0) continue;
      const count = popcount(m);
      const weight = 1 + w[hs[3 * cell]] + w[hs[3 * cell + 1]] + w[hs[3 * cell + 2]];
      const key = wdeg ? count / weight : count - weight / (weight + 1);
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
      for (let k = 3 * cell; k < 3 * cell + 3; k++) {
        this.dirtySingles[this.cellHouses[k]] = 1;
        this.dirtyMatch[this.cellHouses[k]] = 1;
      }
      this.lockedDirty = true;
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
