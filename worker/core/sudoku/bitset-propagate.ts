/**
 * The search state of the bitset DPLL (bitset-dpll.ts) and unit propagation on it. A state is one Int32Array:
 * the value of every cell, its candidates, for every house and value the positions where the value can still go,
 * the values placed per house, and the count of placed cells. Unit propagation on the extended Sudoku encoding is
 * exactly naked singles (a cell with one candidate) plus hidden singles (a value with one position in a house), so
 * propagating a placement here is propagating it in that CNF with its clauses kept implicitly. Placing a value
 * visits only the cells its position masks list in the cell's three houses, and removing a candidate updates three
 * position masks, so a value left with one place or none is seen at once and no house is ever rescanned.
 */
import type { Shape } from "./shape";
import type { SinglesPropagator } from "./singles";

export const bitValue = (bit: number): number => 32 - Math.clz32(bit);

export class BitsetPropagator {
  readonly shape: Shape;
  /** Offsets in a state: values | candidates | positions (house·N + value−1) | placed values per house | placed count. */
  readonly valuesAt = 0;
  readonly candAt: number;
  private readonly posAt: number;
  private readonly doneAt: number;
  readonly countAt: number;
  readonly stateSize: number;
  /** Side N, read in the hottest loop. */
  private readonly n: number;
  /** The 3 houses of each cell, and the cell's index inside each. */
  private readonly cellHouse: Int32Array;
  private readonly cellIndex: Int32Array;
  private readonly houseFlat: Uint16Array;
  /** Pending placements (cell · 32 + value) of the propagation in progress. */
  private readonly queue: Int32Array;
  private empty: Int32Array | undefined;
  /** Peer visits of every propagation, plus whatever the search adds; its owner resets it. */
  work = 0;

  constructor(shape: Shape) {
    this.shape = shape;
    const { cells, size } = shape;
    const houses = shape.houses.length;
    this.n = size;
    this.candAt = cells;
    this.posAt = 2 * cells;
    this.doneAt = this.posAt + houses * size;
    this.countAt = this.doneAt + houses;
    this.stateSize = this.countAt + 1;
    this.cellHouse = new Int32Array(3 * cells);
    this.cellIndex = new Int32Array(3 * cells);
    shape.houses.forEach((list, h) => {
      list.forEach((cell, i) => {
        const k = h < size ? 0 : h < 2 * size ? 1 : 2;
        this.cellHouse[3 * cell + k] = h;
        this.cellIndex[3 * cell + k] = i;
      });
    });
    this.houseFlat = new Uint16Array(houses * size);
    shape.houses.forEach((list, h) => this.houseFlat.set(list, h * size));
    // Each (house, value) turns single at most once and each cell at most once: 3N² + N² pushes, plus the decision.
    this.queue = new Int32Array(4 * cells + 1);
  }

  /** A new state with no placement: every candidate everywhere, every value placeable in every position. */
  emptyState(): Int32Array {
    return this.emptyBlock().slice();
  }

  /** Turns `state` back into the state with no placement. */
  resetState(state: Int32Array): void {
    state.set(this.emptyBlock());
  }

  private emptyBlock(): Int32Array {
    if (this.empty) return this.empty;
    const { cells, size, allMask } = this.shape;
    const s = new Int32Array(this.stateSize);
    s.fill(allMask, this.candAt, this.candAt + cells);
    s.fill(size === 32 ? -1 : (1 << size) - 1, this.posAt, this.posAt + this.shape.houses.length * size);
    return (this.empty = s);
  }

  /** The cell values of a state. */
  valuesOf(s: Int32Array): Uint8Array {
    return Uint8Array.from(s.subarray(this.valuesAt, this.valuesAt + this.shape.cells));
  }

  /** Writes into `s` the state of a grid propagated to "open" by `root` (see SinglesPropagator). */
  load(s: Int32Array, root: SinglesPropagator): void {
    const { cells, size } = this.shape;
    const houses = this.shape.houses.length;
    s.fill(0);
    let placed = 0;
    for (let cell = 0; cell < cells; cell++) {
      s[this.valuesAt + cell] = root.values[cell];
      s[this.candAt + cell] = root.cand[cell];
      if (root.values[cell] !== 0) placed++;
    }
    s[this.countAt] = placed;
    for (let h = 0; h < houses; h++) {
      for (let i = 0; i < size; i++) {
        const cell = this.houseFlat[h * size + i];
        const v = s[this.valuesAt + cell];
        if (v !== 0) s[this.doneAt + h] |= 1 << (v - 1);
        else for (let m = s[this.candAt + cell]; m !== 0; m &= m - 1) s[this.posAt + h * size + bitValue(m & -m) - 1] |= 1 << i;
      }
    }
  }

  /** Removes `value` from an open cell's candidates and follows the singles that forces; false on a contradiction. */
  exclude(s: Int32Array, cell: number, value: number): boolean {
    const placed = s[this.valuesAt + cell];
    if (placed !== 0) return placed !== value;
    const bit = 1 << (value - 1);
    const rest = s[this.candAt + cell] & ~bit;
    if (rest === s[this.candAt + cell]) return true;
    if (rest === 0) return false;
    s[this.candAt + cell] = rest;
    // At most three hidden singles (one per house) and one naked single follow; placing them propagates the rest.
    const pending: number[] = [];
    for (let k = 3 * cell; k < 3 * cell + 3; k++) {
      const h = this.cellHouse[k];
      const at = this.posAt + h * this.n + value - 1;
      const left = s[at] & ~(1 << this.cellIndex[k]);
      s[at] = left;
      if (left === 0) return false;
      if ((left & (left - 1)) === 0) pending.push(this.houseFlat[h * this.n + bitValue(left) - 1], value);
    }
    if ((rest & (rest - 1)) === 0) pending.push(cell, bitValue(rest));
    for (let i = 0; i < pending.length; i += 2) if (!this.assignAndPropagate(s, pending[i], pending[i + 1])) return false;
    return true;
  }

  /** Places value in cell and follows every single it forces; false on a contradiction. */
  assignAndPropagate(s: Int32Array, cell: number, value: number): boolean {
    const { valuesAt, candAt, doneAt, posAt, n, cellHouse, cellIndex, houseFlat, queue } = this;
    let head = 0;
    let tail = 0;
    queue[tail++] = cell * 32 + value;
    while (head < tail) {
      const item = queue[head++];
      const c = item >> 5;
      const v = item & 31;
      const placedHere = s[valuesAt + c];
      if (placedHere !== 0) {
        if (placedHere !== v) return false;
        continue;
      }
      const bit = 1 << (v - 1);
      const mine = s[candAt + c];
      if ((mine & bit) === 0) return false;
      s[valuesAt + c] = v;
      s[candAt + c] = bit;
      s[this.countAt]++;
      // The cell's other values lose this position in its houses; the value is now placed in all three.
      for (let k = 3 * c; k < 3 * c + 3; k++) {
        const h = cellHouse[k];
        const done = s[doneAt + h];
        const clear = ~(1 << cellIndex[k]);
        for (let m = mine & ~bit & ~done; m !== 0; m &= m - 1) {
          const e = bitValue(m & -m);
          const at = posAt + h * n + e - 1;
          const left = s[at] & clear;
          s[at] = left;
          if (left === 0) return false;
          if ((left & (left - 1)) === 0) queue[tail++] = houseFlat[h * n + bitValue(left) - 1] * 32 + e;
        }
        s[doneAt + h] = done | bit;
      }
      // The value leaves every other cell of the three houses: only the cells its position masks still list.
      for (let j = 3 * c; j < 3 * c + 3; j++) {
        const base = cellHouse[j] * n;
        for (let at = s[posAt + base + v - 1]; at !== 0; at &= at - 1) {
          const p = houseFlat[base + bitValue(at & -at) - 1];
          this.work++;
          if (p === c || s[valuesAt + p] !== 0) continue;
          const m = s[candAt + p];
          if ((m & bit) === 0) continue; // already taken out through another house
          const rest = m & ~bit;
          if (rest === 0) return false;
          s[candAt + p] = rest;
          for (let k = 3 * p; k < 3 * p + 3; k++) {
            const h = cellHouse[k];
            if ((s[doneAt + h] & bit) !== 0) continue;
            const where = posAt + h * n + v - 1;
            const left = s[where] & ~(1 << cellIndex[k]);
            s[where] = left;
            if (left === 0) return false;
            if ((left & (left - 1)) === 0) queue[tail++] = houseFlat[h * n + bitValue(left) - 1] * 32 + v;
          }
          if ((rest & (rest - 1)) === 0) queue[tail++] = p * 32 + bitValue(rest);
        }
      }
    }
    return true;
  }
}
