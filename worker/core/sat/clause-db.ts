/**
 * The clause arena: every clause lives in one Int32Array, and a CRef is the offset of its header.
 *
 *   mem[c]     size (number of literals)
 *   mem[c + 1] flags: bit 0 learnt, bit 1 deleted, bit 2 used since the last reduction, bit 3 vivified, bits 4..
 *              LBD (glue)
 *   mem[c + 2] activity, read and written as float32 through `act`, a second view of the same buffer
 *   mem[c + 3 .. c + 3 + size)  the literals; a long clause watches its first two
 *
 * Deleting only marks a clause and counts its words as garbage; compact() copies live clauses into a fresh arena
 * and leaves a forwarding address in each old header so watches, reasons and clause lists can be relocated.
 */
import type { CRef, Lit } from "./types";

export const HEADER = 3;
export const FLAG_LEARNT = 1;
export const FLAG_DELETED = 2;
/** Set when conflict analysis reads a learnt clause; reduce() keeps middle-tier clauses that have it (reduce.ts). */
export const FLAG_USED = 4;
/** Set once vivify.ts has tried to shorten a learnt clause, so each is tried once. */
export const FLAG_VIVIFIED = 8;
const LBD_SHIFT = 4;
/** Returned by propagate when no clause is falsified; also "no reason" for decisions and level-0 units. */
export const NO_CLAUSE: CRef = -1;

export class ClauseDb {
  mem: Int32Array;
  act: Float32Array;
  /** First free word. */
  top = 0;
  /** Words held by deleted clauses. */
  wasted = 0;

  constructor(capacity = 1024) {
    this.mem = new Int32Array(capacity);
    this.act = new Float32Array(this.mem.buffer);
  }

  alloc(lits: ArrayLike<Lit>, count: number, learnt: boolean, lbd: number): CRef {
    const need = this.top + HEADER + count;
    if (need > this.mem.length) this.grow(need);
    const c = this.top;
    const mem = this.mem;
    mem[c] = count;
    mem[c + 1] = (learnt ? FLAG_LEARNT : 0) | (lbd << LBD_SHIFT);
    this.act[c + 2] = 0;
    for (let i = 0; i < count; i++) mem[c + HEADER + i] = lits[i];
    this.top = need;
    return c;
  }

  size(c: CRef): number {
    return this.mem[c];
  }

  lit(c: CRef, i: number): Lit {
    return this.mem[c + HEADER + i];
  }

  isLearnt(c: CRef): boolean {
    return (this.mem[c + 1] & FLAG_LEARNT) !== 0;
  }

  isDeleted(c: CRef): boolean {
    return (this.mem[c + 1] & FLAG_DELETED) !== 0;
  }

  lbd(c: CRef): number {
    return this.mem[c + 1] >>> LBD_SHIFT;
  }

  setLbd(c: CRef, lbd: number): void {
    this.mem[c + 1] = (this.mem[c + 1] & (FLAG_LEARNT | FLAG_DELETED | FLAG_USED | FLAG_VIVIFIED)) | (lbd << LBD_SHIFT);
  }

  free(c: CRef): void {
    this.mem[c + 1] |= FLAG_DELETED;
    this.wasted += HEADER + this.mem[c];
  }

  /** Fraction of the used arena that is garbage. */
  garbageFraction(): number {
    return this.top === 0 ? 0 : this.wasted / this.top;
  }

  /**
   * Copies the live clauses listed in `lists` (in order) into a fresh arena and rewrites each list in place.
   * Afterwards forward(old) gives a live clause's new CRef until the next compaction.
   */
  compact(lists: { data: Int32Array; size: number }[]): void {
    const old = this.mem;
    const fresh = new Int32Array(Math.max(1024, (this.top - this.wasted) * 2));
    let top = 0;
    for (const list of lists) {
      const data = list.data;
      let j = 0;
      for (let i = 0; i < list.size; i++) {
        const c = data[i];
        if ((old[c + 1] & FLAG_DELETED) !== 0) continue;
        const words = HEADER + old[c];
        fresh.set(old.subarray(c, c + words), top);
        old[c + 2] = top; // forwarding address replaces the (now useless) old activity word
        data[j++] = top;
        top += words;
      }
      list.size = j;
    }
    this.forwardFrom = old;
    this.mem = fresh;
    this.act = new Float32Array(fresh.buffer);
    this.top = top;
    this.wasted = 0;
  }

  /** The arena before the last compaction, kept only to answer forward(); dropped by endCompaction(). */
  private forwardFrom: Int32Array | null = null;

  /** New CRef of a clause that was live at the last compact(); NO_CLAUSE if it had been deleted. */
  forward(c: CRef): CRef {
    const old = this.forwardFrom!;
    return (old[c + 1] & FLAG_DELETED) !== 0 ? NO_CLAUSE : old[c + 2];
  }

  endCompaction(): void {
    this.forwardFrom = null;
  }

  private grow(need: number): void {
    let next = this.mem.length * 2;
    while (next < need) next *= 2;
    const grown = new Int32Array(next);
    grown.set(this.mem.subarray(0, this.top));
    this.mem = grown;
    this.act = new Float32Array(grown.buffer);
  }
}
