/**
 * Watch lists: for each literal l, the clauses that watch l and must be visited when l becomes false.
 * Each entry is two ints (cref, blocker). The blocker is another literal of the clause: when it is true the
 * clause is satisfied and propagation skips it without touching the arena. A binary clause is stored as
 * (~cref, other literal): its blocker is its only other literal, so propagation never reads the arena for it.
 *
 * All lists share one Int32Array (`mem`); list l occupies mem[start[l] .. start[l] + caps[l]) and uses its first
 * sizes[l] ints. A full list moves to the end of `mem` with twice the room, so one solver makes a handful of
 * allocations instead of one typed array per literal. Growing never moves other lists (propagation holds
 * positions); relocate() repacks everything.
 */
import type { CRef, Lit } from "./types";

const FIRST_CAPACITY = 8;

export class Watches {
  mem: Int32Array;
  /** First free int of `mem`. */
  top = 0;
  /** Ints in `mem` left behind by lists that moved. */
  wasted = 0;
  start: Int32Array = new Int32Array(0);
  /** Used ints (2 per entry) of each list. */
  sizes: Int32Array = new Int32Array(0);
  caps: Int32Array = new Int32Array(0);

  constructor(numLits: number) {
    this.mem = new Int32Array(Math.max(1024, numLits * FIRST_CAPACITY));
    this.grow(numLits);
  }

  /** Adds empty lists so that literals 0..numLits-1 have one. */
  grow(numLits: number): void {
    if (numLits <= this.sizes.length) return;
    const widen = (a: Int32Array): Int32Array => {
      const b = new Int32Array(numLits);
      b.set(a);
      return b;
    };
    this.start = widen(this.start);
    this.sizes = widen(this.sizes);
    this.caps = widen(this.caps);
  }

  /**
   * Lays the lists out once, each with room for `entries[lit]` watches and a little slack for learnt clauses,
   * before any clause is attached (the lists must all be empty). Without it a list that grows from 4 to 100
   * entries moves five times and leaves each old place behind: on a 25×25 Sudoku's 690,000 clauses that waste
   * alone was about 30 MB.
   */
  reserve(entries: Int32Array): void {
    const numLits = Math.min(entries.length, this.sizes.length);
    let total = 0;
    for (let l = 0; l < this.sizes.length; l++) {
      if (this.sizes[l] !== 0) throw new Error("Watches.reserve: lists must be empty");
      total += 2 * (l < numLits ? entries[l] : 0) + FIRST_CAPACITY;
    }
    // A quarter more than planned: learnt clauses soon need room, and a full `mem` would double at once.
    this.mem = new Int32Array(Math.max(1024, total + (total >> 2)));
    let top = 0;
    for (let l = 0; l < this.sizes.length; l++) {
      const cap = 2 * (l < numLits ? entries[l] : 0) + FIRST_CAPACITY;
      this.start[l] = top;
      this.caps[l] = cap;
      top += cap;
    }
    this.top = top;
    this.wasted = 0;
  }

  /** Appends (cref, blocker) to the list of `lit`; `cref` is already ~c for binary clauses. */
  push(lit: Lit, cref: number, blocker: Lit): void {
    const n = this.sizes[lit];
    const mem = n + 2 > this.caps[lit] ? this.growList(lit) : this.mem;
    const at = this.start[lit] + n;
    mem[at] = cref;
    mem[at + 1] = blocker;
    this.sizes[lit] = n + 2;
  }

  /**
   * Moves the list of `lit` to the end of `mem` with twice its room and returns `mem` (which may be a new array:
   * callers holding `mem` must take the returned one). Other lists keep their positions.
   */
  growList(lit: Lit): Int32Array {
    const cap = Math.max(FIRST_CAPACITY, this.caps[lit] * 2);
    if (this.top + cap > this.mem.length) {
      let next = this.mem.length * 2;
      while (next < this.top + cap) next *= 2;
      const grown = new Int32Array(next);
      grown.set(this.mem.subarray(0, this.top));
      this.mem = grown;
    }
    const mem = this.mem;
    const from = this.start[lit];
    mem.copyWithin(this.top, from, from + this.sizes[lit]);
    this.wasted += this.caps[lit];
    this.start[lit] = this.top;
    this.caps[lit] = cap;
    this.top += cap;
    return mem;
  }

  /** Watch entries held, whatever the lists' layout (reduce.ts charges its sweep by them). */
  entryCount(): number {
    let ints = 0;
    for (let l = 0; l < this.sizes.length; l++) ints += this.sizes[l];
    return ints >> 1;
  }

  /** Watches a clause on its first two literals. */
  attach(c: CRef, first: Lit, second: Lit, binary: boolean): void {
    const tag = binary ? ~c : c;
    this.push(first, tag, second);
    this.push(second, tag, first);
  }

  /**
   * Removes the entry `tag` (a CRef, or ~CRef for a binary clause) from the list of `lit`, keeping the order of the
   * rest. Returns the entries scanned (the caller counts them as work); throws if the entry is not there.
   */
  detach(lit: Lit, tag: number): number {
    const mem = this.mem;
    const from = this.start[lit];
    const end = from + this.sizes[lit];
    for (let i = from; i < end; i += 2) {
      if (mem[i] !== tag) continue;
      mem.copyWithin(i, i + 2, end);
      this.sizes[lit] -= 2;
      return (i - from + 2) >> 1;
    }
    throw new Error(`bug: clause ${tag} is not watched by literal ${lit}`);
  }

  /**
   * Rewrites every entry through `relocate` (old CRef → new CRef, or -1 to drop the entry) and repacks the lists
   * so that no space is wasted. Used after clauses are deleted or the arena is compacted; O(total watches).
   */
  relocate(relocate: (c: CRef) => CRef): void {
    const old = this.mem;
    const numLits = this.sizes.length;
    let need = 0;
    for (let l = 0; l < numLits; l++) need += this.sizes[l] + FIRST_CAPACITY;
    const mem = new Int32Array(Math.max(1024, need * 2));
    let top = 0;
    for (let l = 0; l < numLits; l++) {
      const from = this.start[l];
      const n = this.sizes[l];
      let j = top;
      for (let i = from; i < from + n; i += 2) {
        const tag = old[i];
        const binary = tag < 0;
        const moved = relocate(binary ? ~tag : tag);
        if (moved < 0) continue;
        mem[j] = binary ? ~moved : moved;
        mem[j + 1] = old[i + 1];
        j += 2;
      }
      this.start[l] = top;
      this.sizes[l] = j - top;
      this.caps[l] = this.sizes[l] + FIRST_CAPACITY;
      top += this.caps[l];
    }
    this.mem = mem;
    this.top = top;
    this.wasted = 0;
  }
}
