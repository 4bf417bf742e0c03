/**
 * What the all-different theory (alldiff-theory.ts) remembers of each house between filterings, so that most
 * removals cost a bit test instead of a new filtering.
 *
 * After Régin's filter a house is a set of strongly connected components over its open cells (cell i → cell j
 * when i has the value matched to j), with no candidate between two components. Filtering again removes
 * nothing as long as the matching stays and every component stays strongly connected, and both are certified
 * by a small set of candidates, the house's support: the matching itself and the edges of two spanning trees per
 * component (AllDifferentFilter.filterByComponents). A removal outside the support changes nothing. A removed
 * support edge x → y that is not in the matching leaves the component strongly connected exactly when x still
 * reaches y, since every path through the edge can take the detour instead. A removed matched candidate (x, v)
 * is first swapped out of the matching along an alternating cycle x → … → a cell holding v: reversing a cycle
 * keeps a strongly connected graph strongly connected, and then (x, v) is an ordinary lost edge. So the house is
 * filtered again only when a search fails; the edges each search found join the support.
 *
 * Supports change at decision levels above 0 and are restored when the search backjumps, like the trail.
 */

const bitIndex = (bit: number): number => 31 - Math.clz32(bit);

export class HouseSupports {
  private readonly n: number;
  /** support[h·N + position]: the candidates of that cell the house's certificate relies on. */
  readonly support: Int32Array;
  /** ownerAt[h·N + v]: the position whose cell is matched to value v in house h, or -1. */
  readonly ownerAt: Int32Array;
  /** lost[h·N + position]: support candidates removed since house h was last examined. */
  readonly lost: Int32Array;
  /** Per house, the positions with a nonzero `lost` mask (mark() keeps it). */
  readonly lostAt: Int32Array;
  /** Per house: its support cannot be repaired (none yet, or the last filtering failed): filter it again. */
  readonly rematch: Uint8Array;
  /** Replaced supports as (trail position, house, N support masks, N owners), so a backjump restores them. */
  private saved = new Int32Array(4096);
  private savedCount = 0;
  /** Detour search scratch: the value each reached value was reached from, or -1 for the start cell's own. */
  private readonly from: Int32Array;
  /** Bit operations of the detour searches, for the work count. */
  work = 0;

  constructor(size: number) {
    this.n = size;
    this.support = new Int32Array(3 * size * size);
    this.ownerAt = new Int32Array(3 * size * size);
    this.lost = new Int32Array(3 * size * size);
    this.rematch = new Uint8Array(3 * size);
    this.lostAt = new Int32Array(3 * size);
    this.from = new Int32Array(size);
  }

  /** No certificates: every removal marks its houses for a full filtering. */
  reset(): void {
    this.support.fill(-1);
    this.ownerAt.fill(-1);
    this.lost.fill(0);
    this.lostAt.fill(0);
    this.rematch.fill(1);
    this.savedCount = 0;
    this.work = 0;
  }

  /** Saves house h's support before it changes at trail position `trailPos` (above level 0 only), once per position. */
  save(h: number, trailPos: number): void {
    const n = this.n, stride = 2 * n + 2;
    let e = (this.savedCount - 1) * stride;
    if (e >= 0 && this.saved[e] === trailPos && this.saved[e + 1] === h) return;
    if ((this.savedCount + 1) * stride > this.saved.length) {
      const grown = new Int32Array(this.saved.length * 2);
      grown.set(this.saved);
      this.saved = grown;
    }
    const saved = this.saved, support = this.support, ownerAt = this.ownerAt, base = h * n;
    e = this.savedCount++ * stride;
    saved[e] = trailPos;
    saved[e + 1] = h;
    for (let i = 0; i < n; i++) {
      saved[e + 2 + i] = support[base + i];
      saved[e + 2 + n + i] = ownerAt[base + i];
    }
  }

  /** Undoes the supports replaced after trail position `trailSize` (one made exactly there certified that state). */
  restore(trailSize: number): void {
    const n = this.n, stride = 2 * n + 2, saved = this.saved, support = this.support, ownerAt = this.ownerAt;
    while (this.savedCount > 0) {
      const e = (this.savedCount - 1) * stride;
      if (saved[e] <= trailSize) break;
      const base = saved[e + 1] * n;
      for (let i = 0; i < n; i++) {
        support[base + i] = saved[e + 2 + i];
        ownerAt[base + i] = saved[e + 2 + n + i];
      }
      this.savedCount--;
    }
  }

  /**
   * Makes house h's support the first k masks of `masks`, at the positions `positions`, with `match` their
   * matched value indices; every other position gets an empty support (k = 0: nothing to watch).
   */
  install(h: number, positions: Int32Array, masks: Int32Array, match: Int32Array, k: number): void {
    const n = this.n, base = h * n, support = this.support, ownerAt = this.ownerAt;
    support.fill(0, base, base + n);
    ownerAt.fill(-1, base, base + n);
    for (let j = 0; j < k; j++) {
      support[base + positions[j]] = masks[j];
      ownerAt[base + match[j]] = positions[j];
    }
    this.clearMarks(h);
  }

  /** Records that support candidate `bit` of the cell at `position` of house h is gone. */
  mark(h: number, position: number, bit: number): void {
    this.lost[h * this.n + position] |= bit;
    this.lostAt[h] |= 1 << position;
  }

  /** Forgets what was removed from house h: it has just been examined. */
  clearMarks(h: number): void {
    this.lost.fill(0, h * this.n, (h + 1) * this.n);
    this.lostAt[h] = 0;
    this.rematch[h] = 0;
  }

  /**
   * Whether every lost support edge of house h has a detour in the current candidates (`cand` per cell, `house`
   * its cells by position); each detour found joins the support. A cell placed with its matched value leaves its
   * component instead: the support edges into and out of it are replaced by detours from each cell that entered
   * it to each cell it left to. False as soon as a detour is missing: the house must be filtered. Call at a
   * unit-propagation fixpoint, after save() when the support may change.
   */
  repair(h: number, house: ArrayLike<number>, cand: Int32Array): boolean {
    const base = h * this.n, lost = this.lost, support = this.support, ownerAt = this.ownerAt;
    const marked = this.lostAt[h];
    let work = 0;
    for (let rest = marked; rest !== 0; rest &= rest - 1) {
      const x = bitIndex(rest & -rest);
      for (let gone = lost[base + x] & ~cand[house[x]]; gone !== 0; gone &= gone - 1) {
        const v = bitIndex(gone & -gone);
        if (ownerAt[base + v] === x && !this.rematchCell(h, house, cand, x, v)) return false;
      }
      work++;
    }
    for (let rest = marked; rest !== 0; rest &= rest - 1) {
      const x = bitIndex(rest & -rest);
      const m = cand[house[x]];
      // The matching was repaired above: a placed cell here holds its matched value.
      if (lost[base + x] !== 0 && (m & (m - 1)) === 0 && !this.bypass(h, house, cand, x, m)) return false;
    }
    for (let rest = marked; rest !== 0; rest &= rest - 1) {
      const x = bitIndex(rest & -rest);
      for (let gone = lost[base + x]; gone !== 0; gone &= gone - 1) {
        const target = gone & -gone;
        if ((this.search(h, house, cand, x, target) & target) === 0) return false;
        this.addPath(h, x, bitIndex(target));
      }
      // Marks left from before a backjump may name candidates that are back: only drop those really gone.
      support[base + x] &= ~(lost[base + x] & ~cand[house[x]]);
      lost[base + x] = 0;
    }
    this.lostAt[h] = 0;
    this.work += 2 * work;
    return true;
  }

  /**
   * Cell x lost its matched value v: finds an alternating path from x to a cell that still holds v, adds it to
   * the support and shifts the matching along it (x takes the path's first value, ..., that cell takes v).
   */
  private rematchCell(h: number, house: ArrayLike<number>, cand: Int32Array, x: number, v: number): boolean {
    const base = h * this.n, ownerAt = this.ownerAt, from = this.from;
    if (((this.search(h, house, cand, x, 1 << v) >> v) & 1) === 0) return false;
    this.addPath(h, x, v);
    // Walk back: the cell that reached w (matched to from[w]) takes w.
    for (let w = v; ; ) {
      const u = from[w];
      this.work++;
      if (u < 0) {
        ownerAt[base + w] = x;
        return true;
      }
      ownerAt[base + w] = ownerAt[base + u];
      w = u;
    }
  }

  /** Replaces the support edges of cell x, just placed with its matched value `bit`, by detours around it. */
  private bypass(h: number, house: ArrayLike<number>, cand: Int32Array, x: number, bit: number): boolean {
    const n = this.n, base = h * n, lost = this.lost, support = this.support;
    // x's out-neighbours in the support, as the values matched to them.
    const exits = support[base + x] & ~bit;
    for (let p = 0; p < n; p++) {
      if (p === x || (support[base + p] & bit) === 0) continue;
      if (exits !== 0) {
        const reached = this.search(h, house, cand, p, exits);
        if ((reached & exits) !== exits) return false;
        for (let m = exits; m !== 0; m &= m - 1) this.addPath(h, p, bitIndex(m & -m));
      }
      support[base + p] &= ~bit;
      lost[base + p] &= ~bit;
    }
    support[base + x] = 0;
    lost[base + x] = 0;
    this.work += n;
    return true;
  }

  /**
   * Breadth-first over values from cell x until every value of `targets` is reached (a value is reached when x
   * reaches the cell matched to it), recording in `from` how each was reached. Returns the values reached, or
   * 0 when a value has no owner (the house has no certificate yet).
   */
  private search(h: number, house: ArrayLike<number>, cand: Int32Array, x: number, targets: number): number {
    const base = h * this.n, ownerAt = this.ownerAt, from = this.from;
    let reached = cand[house[x]];
    for (let m = reached; m !== 0; m &= m - 1) from[bitIndex(m & -m)] = -1;
    let frontier = reached, work = 0;
    while ((reached & targets) !== targets && frontier !== 0) {
      let next = 0;
      for (let m = frontier; m !== 0; m &= m - 1) {
        const u = bitIndex(m & -m);
        const owner = ownerAt[base + u];
        if (owner < 0) return 0;
        const fresh = cand[house[owner]] & ~reached & ~next;
        for (let f = fresh; f !== 0; f &= f - 1) from[bitIndex(f & -f)] = u;
        next |= fresh;
        work += 2;
      }
      reached |= next;
      frontier = next;
    }
    this.work += work;
    return reached;
  }

  /** Adds to the support the path search() found from cell x to value w: (cell matched to from[w], w), and so back. */
  private addPath(h: number, x: number, w: number): void {
    const base = h * this.n, support = this.support, ownerAt = this.ownerAt, from = this.from;
    for (;;) {
      const u = from[w];
      this.work++;
      if (u < 0) {
        support[base + x] |= 1 << w;
        return;
      }
      support[base + ownerAt[base + u]] |= 1 << w;
      w = u;
    }
  }
}
