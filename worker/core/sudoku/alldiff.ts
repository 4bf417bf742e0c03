/**
 * Domain-consistent all-different for one Sudoku house (Régin's filter, specialised to N cells and N values).
 *
 * A house is a bijection between its N cells and the values 1..N, so a candidate survives exactly when some
 * perfect matching of cells to values uses it. Take one perfect matching M; a non-matching candidate (cell i,
 * value v) with v matched to cell j lies in another perfect matching exactly when swapping along an alternating
 * cycle reaches it, that is when i and j are in the same strongly connected component of the graph "i → j when
 * i has a candidate matched to j". With N ≤ 25 every cell's edges fit in one bitmask, so the graph, its
 * transitive closure (Warshall's algorithm, one OR per pair) and the components cost about 3·N² bit operations.
 *
 * The filter removes every candidate that is in no solution of this house alone: naked and hidden subsets of any
 * size at once. The matching is kept between calls (the caller stores it per house) and repaired by augmenting
 * paths, since a search usually changes only a few of it.
 */

const bitIndex = (bit: number): number => 31 - Math.clz32(bit);

/** Scratch buffers for one house size, reused across calls. */
export class AllDifferentFilter {
  readonly n: number;
  /** After a successful filter(): owner[v] is the cell matched to value v, and reach[i] the cells i reaches (a closed set, so a Hall set: its cells' candidates are exactly the values matched to them). */
  readonly owner: Int32Array;
  readonly reach: Int32Array;
  /** After filterByComponents(): out[i] = cells whose matched value cell i has; into[j] the reverse. */
  private readonly out: Int32Array;
  private readonly into: Int32Array;
  /** Spanning trees of the last filterByComponents() with a support array: the cell each cell was reached from, forwards and backwards. */
  private readonly parent: Int32Array;
  private readonly child: Int32Array;
  private visited = 0;
  /** After a failed filter(): the cell no augmenting path could match. */
  private failedCell = -1;
  /** Bit operations of the last call, for work budgets. */
  work = 0;

  constructor(n: number) {
    this.n = n;
    this.owner = new Int32Array(n);
    this.reach = new Int32Array(n);
    this.out = new Int32Array(n);
    this.into = new Int32Array(n);
    this.parent = new Int32Array(n);
    this.child = new Int32Array(n);
  }

  /**
   * Filters `dom` (`count` ≤ N candidate masks over as many values, bit k = value k+1) in place. `match[i]` is cell i's matched value index
   * from an earlier call, or -1; it is updated. Returns false when no perfect matching exists (a contradiction);
   * the masks may then be partly filtered.
   */
  filter(dom: Int32Array, match: Int32Array, count = this.n): boolean {
    if (!this.matchAll(dom, match, count)) return false;
    const { owner, reach } = this;
    const n = count;
    let work = this.work;
    // reach[i]: cells reachable from i (itself included) through "has a candidate matched to".
    for (let i = 0; i < n; i++) {
      let r = 1 << i;
      for (let m = dom[i]; m !== 0; m &= m - 1) r |= 1 << owner[bitIndex(m & -m)];
      reach[i] = r;
    }
    for (let k = 0; k < n; k++) {
      const bit = 1 << k;
      const rk = reach[k];
      for (let i = 0; i < n; i++) if ((reach[i] & bit) !== 0) reach[i] |= rk;
    }
    work += 3 * n * n;
    // Cell i keeps the values matched to cells of its own component (i and j reach each other).
    for (let i = 0; i < n; i++) {
      let allowed = 0;
      const bitI = 1 << i;
      for (let m = reach[i]; m !== 0; m &= m - 1) {
        const j = bitIndex(m & -m);
        if ((reach[j] & bitI) !== 0) allowed |= 1 << match[j];
      }
      dom[i] &= allowed;
    }
    this.work = work;
    return true;
  }

  /**
   * The same filtering as filter(), with each strongly connected component found as the intersection of a
   * forward and a backward bitmask search from one of its cells: about as many word operations as there are
   * edges, against Warshall's N², which pays off when few candidates are left per cell. Reach sets are not
   * computed; closureFrom(j) gives one on demand. With `support`, also writes per cell a candidate mask that
   * certifies the result (see writeSupport): a later state of the house that is a subset of the filtered masks
   * and keeps every support candidate has nothing to filter.
   */
  filterByComponents(dom: Int32Array, match: Int32Array, count = this.n, support?: Int32Array): boolean {
    if (!this.matchAll(dom, match, count)) return false;
    const { owner, out, into } = this;
    const n = count;
    let work = this.work + n;
    into.fill(0, 0, n);
    for (let i = 0; i < n; i++) {
      let r = 0;
      for (let m = dom[i]; m !== 0; m &= m - 1) {
        const j = owner[bitIndex(m & -m)];
        r |= 1 << j;
        into[j] |= 1 << i;
        work++;
      }
      out[i] = r;
    }
    this.work = work;
    const trees = support !== undefined;
    for (let rest = (1 << n) - 1; rest !== 0; ) {
      const start = rest & -rest;
      const component = trees
        ? this.spreadTree(out, start, rest, this.parent) & this.spreadTree(into, start, rest, this.child)
        : this.spread(out, start, rest) & this.spread(into, start, rest);
      let allowed = 0;
      for (let m = component; m !== 0; m &= m - 1) allowed |= 1 << match[bitIndex(m & -m)];
      for (let m = component; m !== 0; m &= m - 1) dom[bitIndex(m & -m)] &= allowed;
      this.work += n;
      if (trees) this.writeSupport(component, start, match, support);
      rest &= ~component;
    }
    return true;
  }

  /**
   * The candidates that keep one component's verdict: its matching edges, and the edges of two spanning trees
   * from its first cell, one along the edges and one against them. While they all remain, the component stays
   * strongly connected with the same perfect matching, so with fewer candidates the filter would remove
   * nothing more (every candidate left is inside a component, hence on an alternating cycle).
   */
  private writeSupport(component: number, root: number, match: Int32Array, support: Int32Array): void {
    const { parent, child } = this;
    for (let m = component; m !== 0; m &= m - 1) support[bitIndex(m & -m)] = 1 << match[bitIndex(m & -m)];
    for (let m = component & ~root; m !== 0; m &= m - 1) {
      const c = bitIndex(m & -m);
      // parent[c] → c is the candidate (parent[c], match[c]); c → child[c] is (c, match[child[c]]).
      support[parent[c]] |= 1 << match[c];
      support[c] |= 1 << match[child[c]];
    }
    this.work += popcount(component);
  }

  /** After filterByComponents(): the cells reachable from cell j (a Hall set, see `reach`). */
  closureFrom(j: number): number {
    return this.spread(this.out, 1 << j, -1);
  }

  /**
   * spread() that also records, for each cell it reaches, the cell it was reached from (`from`), so the search
   * leaves a spanning tree: for every cell c of start's component, from[c] lies in that component too, since the
   * path start → from[c] → c can be closed back to start.
   */
  private spreadTree(edges: Int32Array, start: number, within: number, from: Int32Array): number {
    let seen = start;
    let frontier = start;
    while (frontier !== 0) {
      let next = 0;
      for (let m = frontier; m !== 0; m &= m - 1) {
        const i = bitIndex(m & -m);
        for (let fresh = edges[i] & within & ~seen & ~next; fresh !== 0; fresh &= fresh - 1) from[bitIndex(fresh & -fresh)] = i;
        next |= edges[i];
      }
      this.work += 2 * popcount(frontier);
      next &= within & ~seen;
      seen |= next;
      frontier = next;
    }
    return seen;
  }

  /** Cells reachable from `start` along `edges` without leaving `within`; adds one work unit per cell expanded. */
  private spread(edges: Int32Array, start: number, within: number): number {
    let seen = start;
    let frontier = start;
    while (frontier !== 0) {
      let next = 0;
      for (let m = frontier; m !== 0; m &= m - 1) next |= edges[bitIndex(m & -m)];
      this.work += popcount(frontier);
      next &= within & ~seen;
      seen |= next;
      frontier = next;
    }
    return seen;
  }

  /** Repairs `match` into a perfect matching of the first n cells (Kuhn), or records the failed cell. */
  private matchAll(dom: Int32Array, match: Int32Array, n: number): boolean {
    const owner = this.owner;
    owner.fill(-1);
    let work = n;
    // Keep what is still valid of the old matching.
    for (let i = 0; i < n; i++) {
      const v = match[i];
      if (v >= 0 && (dom[i] & (1 << v)) !== 0 && owner[v] < 0) owner[v] = i;
      else match[i] = -1;
    }
    for (let i = 0; i < n; i++) {
      if (match[i] >= 0) continue;
      this.visited = 0;
      const ok = this.augment(dom, match, i);
      work += n;
      if (!ok) {
        this.work = work;
        this.failedCell = i;
        return false;
      }
    }
    this.work = work;
    return true;
  }

  /**
   * After filter() returned false: a set of cells (bitmask of house positions) whose candidates all lie in a
   * smaller set of values (bitmask), the proof that no matching exists. The failed search from the unmatched
   * cell explored every candidate of every cell it reached, and each value it met was matched to one of them.
   */
  hallViolation(): { cells: number; values: number } {
    const values = this.visited;
    let cells = 1 << this.failedCell;
    for (let m = values; m !== 0; m &= m - 1) cells |= 1 << this.owner[bitIndex(m & -m)];
    return { cells, values };
  }

  /** Kuhn's augmenting path from unmatched cell i; `visited` marks values already explored in this attempt. */
  private augment(dom: Int32Array, match: Int32Array, i: number): boolean {
    const owner = this.owner;
    // A free value ends the path at once.
    for (let m = dom[i] & ~this.visited; m !== 0; m &= m - 1) {
      const v = bitIndex(m & -m);
      if (owner[v] < 0) {
        owner[v] = i;
        match[i] = v;
        return true;
      }
    }
    for (let m = dom[i] & ~this.visited; m !== 0; m &= m - 1) {
      const v = bitIndex(m & -m);
      if ((this.visited & (1 << v)) !== 0) continue;
      this.visited |= 1 << v;
      if (this.augment(dom, match, owner[v])) {
        owner[v] = i;
        match[i] = v;
        return true;
      }
    }
    return false;
  }
}

function popcount(m: number): number {
  m -= (m >>> 1) & 0x55555555;
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
