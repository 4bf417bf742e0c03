/**
 * Watch lists: for each literal l, the clauses that watch l and must be visited when l becomes false.
 * Each entry is two ints (cref, blocker). The blocker is another literal of the clause: when it is true the
 * clause is satisfied and propagation skips it without touching the arena. A binary clause is stored as
 * (~cref, other literal): its blocker is its only other literal, so propagation never reads the arena for it.
 */
import type { CRef, Lit } from "./types";

export class Watches {
  lists: Int32Array[] = [];
  /** Used ints (2 per entry) of each list. */
  sizes: Int32Array = new Int32Array(0);

  constructor(numLits: number) {
    this.grow(numLits);
  }

  /** Adds empty lists so that literals 0..numLits-1 have one. */
  grow(numLits: number): void {
    const sizes = new Int32Array(Math.max(numLits, this.sizes.length));
    sizes.set(this.sizes);
    this.sizes = sizes;
    for (let l = this.lists.length; l < numLits; l++) this.lists.push(new Int32Array(8));
  }

  /** Appends (cref, blocker) to the list of `lit`; `cref` is already ~c for binary clauses. */
  push(lit: Lit, cref: number, blocker: Lit): void {
    const n = this.sizes[lit];
    let list = this.lists[lit];
    if (n + 2 > list.length) list = this.growList(lit);
    list[n] = cref;
    list[n + 1] = blocker;
    this.sizes[lit] = n + 2;
  }

  /** Doubles the list of `lit` and returns the new array. */
  growList(lit: Lit): Int32Array {
    const list = this.lists[lit];
    const grown = new Int32Array(list.length * 2);
    grown.set(list);
    this.lists[lit] = grown;
    return grown;
  }

  /** Watches a clause on its first two literals. */
  attach(c: CRef, first: Lit, second: Lit, binary: boolean): void {
    const tag = binary ? ~c : c;
    this.push(first, tag, second);
    this.push(second, tag, first);
  }

  /**
   * Rewrites every entry through `relocate` (old CRef → new CRef, or -1 to drop the entry). Used after the
   * arena is compacted; O(total watches).
   */
  relocate(relocate: (c: CRef) => CRef): void {
    for (let l = 0; l < this.lists.length; l++) {
      const list = this.lists[l];
      const n = this.sizes[l];
      let j = 0;
      for (let i = 0; i < n; i += 2) {
        const tag = list[i];
        const binary = tag < 0;
        const moved = relocate(binary ? ~tag : tag);
        if (moved < 0) continue;
        list[j] = binary ? ~moved : moved;
        list[j + 1] = list[i + 1];
        j += 2;
      }
      this.sizes[l] = j;
    }
  }
}
