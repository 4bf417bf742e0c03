/**
 * The simplifier's occurrence lists (per literal, the ids of the clauses containing it) in one Int32Array arena: a
 * segment per literal, laid out from the formula's own counts with a little room to grow. A JS array per literal
 * costs 8 bytes an entry plus about 50 bytes a list, which on the API's largest formulas was most of the pass's heap.
 *
 * A full segment moves to the end of the arena with twice the room, and the segment it leaves is never written
 * again, so a view a caller holds from `live` stays readable (the ids it held then) while clauses are added.
 */
import { IntVec } from "./int-vec";

/** Room each literal's segment gets beyond its count in the formula (for strengthened clauses and resolvents). */
const SLACK = 2;

export class OccIndex {
  private readonly arena = new IntVec(16);
  private readonly start: Int32Array;
  private readonly length: Int32Array;
  private readonly room: Int32Array;

  constructor(numLits: number) {
    this.start = new Int32Array(numLits);
    this.length = new Int32Array(numLits);
    this.room = new Int32Array(numLits);
  }

  /** Lays the segments out for an empty index: literal l gets counts[l] + SLACK places. */
  reserve(counts: ArrayLike<number>): void {
    let at = this.arena.size;
    for (let l = 0; l < this.start.length; l++) {
      this.start[l] = at;
      this.length[l] = 0;
      this.room[l] = counts[l] + SLACK;
      at += this.room[l];
    }
    this.arena.reserve(at);
    this.arena.size = at;
  }

  /** Entries in literal l's list, dead clauses included until `live` drops them. */
  count(lit: number): number {
    return this.length[lit];
  }

  push(lit: number, id: number): void {
    if (this.length[lit] === this.room[lit]) this.move(lit, Math.max(4, 2 * this.room[lit]));
    this.arena.data[this.start[lit] + this.length[lit]++] = id;
  }

  /**
   * The ids of literal l's live clauses (`dead[id]` 0), its list compacted first: a view that stays as it is while
   * clauses are added, until the next `live` of the same literal.
   */
  live(lit: number, dead: Int32Array): Int32Array {
    const data = this.arena.data;
    const from = this.start[lit];
    const end = from + this.length[lit];
    let j = from;
    for (let i = from; i < end; i++) if (dead[data[i]] === 0) data[j++] = data[i];
    this.length[lit] = j - from;
    return data.subarray(from, j);
  }

  private move(lit: number, room: number): void {
    const to = this.arena.size;
    this.arena.reserve(to + room);
    this.arena.size = to + room;
    const data = this.arena.data;
    data.copyWithin(to, this.start[lit], this.start[lit] + this.length[lit]);
    this.start[lit] = to;
    this.room[lit] = room;
  }
}
