/**
 * The search roots of one uniqueness dig on a 9x9 (or smaller) grid, kept so that a removal check never loads the
 * whole puzzle again.
 *
 * A dig visits the clue orbits in a fixed order. When it checks orbit i, the puzzle is the clues it has kept so far
 * (K) plus every orbit it has not visited yet (the suffix after i, all still clues); the orbit itself is out. The
 * suffixes are known in advance, so one backward pass builds, for every position, the propagated state of
 * "K plus the suffix": each state is the next one plus one orbit. A check then copies one state instead of placing
 * some 30–80 clues one by one (which was most of the time of a dig). Clues kept after the pass are placed on top of
 * the copy, and once a few have gathered the pass is run again from the current position.
 */
import type { BitsetDpll } from "./bitset-dpll";

/** Kept clues placed on top of a copied state before the states are rebuilt with them folded in. */
const KEPT_BEFORE_REBUILD = 10;

export class DigRoots {
  /** One state per position of the dig, allocated once and reused by every dig. */
  private readonly states: Int32Array[] = [];
  private readonly stride: number;
  private units: readonly (readonly number[])[] = [];
  private solution: Uint8Array = new Uint8Array(0);
  /** Kept clues folded into the states, and those kept since. */
  private folded: number[] = [];
  private pending: number[] = [];
  private readonly scratch: Int32Array;
  private readonly building: Int32Array;
  /** Work of copying and placing, in the search's units (a cell per state copied, a peer visit per placement). */
  work = 0;

  constructor(
    private readonly search: BitsetDpll,
    private readonly cells: number,
  ) {
    this.stride = search.stateSize;
    this.scratch = new Int32Array(this.stride);
    this.building = new Int32Array(this.stride);
  }

  /** Starts a dig of `units` (orbits of clues, in visiting order) of a puzzle whose other clues are `fixed`. */
  begin(units: readonly (readonly number[])[], solution: Uint8Array, fixed: readonly number[]): void {
    this.units = units;
    this.solution = solution;
    this.folded = fixed.slice();
    this.pending = [];
    while (this.states.length < units.length) this.states.push(new Int32Array(this.stride));
    this.rebuild(0);
  }

  /** Records that the dig kept the orbit at some position (its clues are in every later puzzle). */
  keep(position: number, unit: readonly number[]): void {
    this.pending.push(...unit);
    if (this.pending.length >= KEPT_BEFORE_REBUILD && position + 1 < this.units.length) {
      this.folded.push(...this.pending);
      this.pending = [];
      this.rebuild(position + 1);
    }
  }

  /** The propagated state of the puzzle checked at `position`: the kept clues and the orbits after it. */
  root(position: number): Int32Array {
    const s = this.scratch;
    s.set(this.states[position]);
    this.work += this.cells;
    for (const c of this.pending) this.place(s, c);
    return s;
  }

  /** States for `from` onwards: the folded clues, then the orbits from the last one back. */
  private rebuild(from: number): void {
    const cur = this.building;
    this.search.resetState(cur);
    this.work += this.cells;
    for (const c of this.folded) this.place(cur, c);
    for (let i = this.units.length - 1; i >= from; i--) {
      this.states[i].set(cur);
      this.work += this.cells;
      for (const c of this.units[i]) this.place(cur, c);
    }
  }

  private place(state: Int32Array, cell: number): void {
    this.search.placeWork = 0;
    // The clues are the values of one solution, so placing them never contradicts.
    if (!this.search.place(state, cell, this.solution[cell])) throw new Error("bug: clues of a solution contradict");
    this.work += this.search.placeWork;
  }
}
