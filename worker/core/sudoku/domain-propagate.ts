/**
 * The propagation half of the domain search (domain-search.ts): candidate masks per cell, and the rules that
 * shrink them to a fixpoint, cheapest first: naked singles, hidden singles, Régin's all-different on every house
 * whose candidates changed (alldiff.ts), and locked candidates on box/line segments. A state is one Int32Array
 * block (candidates | matched value per house cell | fixed-cell count), so a search copies a block per node.
 */
import type { Shape } from "./shape";
import { AllDifferentFilter } from "./alldiff";

const bitValue = (bit: number): number => 32 - Math.clz32(bit);

/** Which rules run beyond singles (all on by default; switched off one by one by the tests). */
export interface DomainRules {
  allDifferent: boolean;
  lockedCandidates: boolean;
}

/** Bit operations, masks or cells visited per budget work unit: measured on the 25x25 set against CDCL's units. */
export const OPS_PER_WORK_UNIT = 16;

export class DomainPropagator {
  readonly shape: Shape;
  rules: DomainRules = { allDifferent: true, lockedCandidates: true };
  protected readonly matchAt: number;
  protected readonly countAt: number;
  protected readonly blockSize: number;
  protected readonly n: number;
  protected readonly houseCount: number;
  protected readonly houseFlat: Uint16Array;
  protected readonly peerFlat: Uint16Array;
  protected readonly peerCount: number;
  /** The three houses of each cell. */
  protected readonly cellHouses: Int32Array;
  /** Cells whose candidates became a single value and still have to leave their peers. */
  protected readonly queue: Int32Array;
  protected head = 0;
  protected tail = 0;
  protected readonly dirtySingles: Uint8Array;
  protected readonly dirtyMatch: Uint8Array;
  protected lockedDirty = false;
  private readonly filter: AllDifferentFilter;
  private readonly dom: Int32Array;
  private readonly matchScratch: Int32Array;
  private readonly segments: Int32Array;
  /** Contradictions each house was blamed for (see `cause`), for dom/wdeg branching. */
  protected readonly houseWeight: Float64Array;
  /** Operations counted so far (see OPS_PER_WORK_UNIT). */
  protected ops = 0;
  private failedHouse = -1;
  /** The house whose rule is removing candidates right now (blamed when a cell empties). */
  protected cause = -1;

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

  protected markCell(cell: number): void {
    for (let k = 3 * cell; k < 3 * cell + 3; k++) {
      this.dirtySingles[this.cellHouses[k]] = 1;
      this.dirtyMatch[this.cellHouses[k]] = 1;
    }
    this.lockedDirty = true;
  }

  /** Removes `mask` from cell's candidates; false when the cell empties. */
  protected remove(s: Int32Array, cell: number, mask: number): boolean {
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
  protected propagate(s: Int32Array): boolean {
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
}
