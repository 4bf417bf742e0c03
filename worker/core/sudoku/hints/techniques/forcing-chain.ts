/**
 * Forcing chain (contradiction): suppose a candidate is true and follow only singles — a cell left with one
 * candidate, a value left with one place in a house. If that leads to a cell with no candidate or a value with no
 * place in a house, the supposition was false and the candidate goes. It is the hint for when the pattern
 * techniques run out: every link is a single the player can check, and the chain is kept short (the shortest found
 * from any two-candidate cell), so it reads as "if r4c5 were 7, then … and r9c1 would be empty".
 * https://www.sudokuwiki.org/Nishio_Forcing_Chains (this is the cell-candidate form)
 */
import { bit, lowestValue, popcount, type Candidates, type CellValue } from "../../candidates";
import type { ForcedPlacement, Deduction } from "../hint";

/** Placements followed from one supposition before giving up on it: longer chains are no help to a person. */
export const MAX_FORCED = 16;

interface Outcome {
  trail: ForcedPlacement[];
  /** The cell left empty, or -1 when a value lost its last place in `clashHouse`. */
  clashCell: number;
  clashHouse: number;
  clashValue: number;
}

/**
 * Scratch state for one supposition: candidates and values after the placements so far. Cells that become naked
 * singles are queued as they appear, and only houses that changed are scanned for hidden singles, so a probe costs
 * about as much as the placements it makes.
 */
class Probe {
  private readonly masks: Uint32Array;
  private readonly values: Uint8Array;
  private readonly queue: Int32Array;
  private readonly dirty: Uint8Array;
  private head = 0;
  private tail = 0;

  constructor(private readonly c: Candidates) {
    this.masks = new Uint32Array(c.masks.length);
    this.values = new Uint8Array(c.values.length);
    this.queue = new Int32Array(c.masks.length * c.shape.size);
    this.dirty = new Uint8Array(c.shape.houses.length);
  }

  /**
   * Supposes cell = value and follows singles; the first clash ends it. Null when nothing clashes within `maxTrail`
   * placements (or the singles run out).
   */
  run(cell: number, value: number, maxTrail: number): Outcome | null {
    this.masks.set(this.c.masks);
    this.values.set(this.c.values);
    this.dirty.fill(1);
    this.head = this.tail = 0;
    const trail: ForcedPlacement[] = [];
    let clash = this.place(cell, value);
    for (;;) {
      if (clash >= 0) return { trail, clashCell: clash, clashHouse: -1, clashValue: 0 };
      if (trail.length >= maxTrail) return null;
      const next = this.nextSingle();
      if (next === null) return null;
      if (next.cell < 0) return { trail, clashCell: -1, clashHouse: next.house, clashValue: next.value };
      trail.push(next);
      clash = this.place(next.cell, next.value);
    }
  }

  private markHouses(cell: number): void {
    const { size, rowOf, colOf, boxOf } = this.c.shape;
    this.dirty[rowOf[cell]] = 1;
    this.dirty[size + colOf[cell]] = 1;
    this.dirty[2 * size + boxOf[cell]] = 1;
  }

  /** Places value and removes it from the peers; returns a peer left with no candidate, or -1. */
  private place(cell: number, value: number): number {
    const { masks, values } = this;
    const b = bit(value);
    values[cell] = value;
    masks[cell] = 0;
    this.markHouses(cell);
    for (const peer of this.c.shape.peers[cell]) {
      if (values[peer] !== 0 || (masks[peer] & b) === 0) continue;
      const rest = masks[peer] & ~b;
      masks[peer] = rest;
      this.markHouses(peer);
      if (rest === 0) return peer;
      if ((rest & (rest - 1)) === 0) this.queue[this.tail++] = peer;
    }
    return -1;
  }

  /**
   * The next single: a naked single (house −1) first, else a hidden single in a house that changed; a value with
   * no place left in a house comes back as cell −1 with that house. Null when there is neither.
   */
  private nextSingle(): ForcedPlacement | null {
    const { masks, values, dirty } = this;
    const { shape } = this.c;
    while (this.head < this.tail) {
      const cell = this.queue[this.head++];
      if (values[cell] === 0 && popcount(masks[cell]) === 1) return { cell, value: lowestValue(masks[cell]), house: -1 };
    }
    for (let house = 0; house < dirty.length; house++) {
      if (dirty[house] === 0) continue;
      dirty[house] = 0;
      let once = 0;
      let twice = 0;
      let placed = 0;
      for (const cell of shape.houses[house]) {
        if (values[cell] !== 0) placed |= bit(values[cell]);
        twice |= once & masks[cell];
        once |= masks[cell];
      }
      const missing = shape.allMask & ~placed & ~once;
      if (missing !== 0) return { cell: -1, value: lowestValue(missing), house };
      const single = once & ~twice & ~placed;
      if (single === 0) continue;
      const value = lowestValue(single);
      for (const cell of shape.houses[house]) if (masks[cell] & bit(value)) return { cell, value, house };
    }
    return null;
  }
}

export function findForcingChain(c: Candidates): Deduction | null {
  const { shape } = c;
  const probe = new Probe(c);
  let best: { cell: number; value: number; outcome: Outcome } | null = null;
  // Suppositions only in two-candidate cells: "if not this, then that" is the form people follow, and on the
  // hardest sets three-candidate cells found five times as many steps while doubling the grading time.
  for (let cell = 0; cell < shape.cells; cell++) {
    const mask = c.masks[cell];
    if (c.values[cell] !== 0 || popcount(mask) !== 2) continue;
    for (let m = mask; m !== 0; m &= m - 1) {
      const value = lowestValue(m);
      const limit = best ? best.outcome.trail.length - 1 : MAX_FORCED;
      if (limit < 0) break;
      const outcome = probe.run(cell, value, limit);
      if (outcome) best = { cell, value, outcome };
    }
  }
  if (!best) return null;
  const { cell, value, outcome } = best;
  const chain = [cell, ...outcome.trail.map((p) => p.cell)];
  const facts: CellValue[] = [];
  // The argument reads every candidate of the cells it fills or empties; absent ones are earlier steps' work.
  for (const x of outcome.clashCell >= 0 ? [...chain, outcome.clashCell] : chain) {
    for (let v = 1; v <= shape.size; v++) facts.push({ cell: x, value: v });
  }
  if (outcome.clashHouse >= 0) for (const x of shape.houses[outcome.clashHouse]) facts.push({ cell: x, value: outcome.clashValue });
  return {
    technique: "forcing-chain",
    placements: [],
    eliminations: [{ cell, value }],
    focus: outcome.clashCell >= 0 ? [...new Set([...chain, outcome.clashCell])] : [...new Set(chain)],
    houses: outcome.clashHouse >= 0 ? [outcome.clashHouse] : [],
    facts,
    detail: { kind: "contradiction", value, cell, trail: outcome.trail, clashCell: outcome.clashCell, clashHouse: outcome.clashHouse, clashValue: outcome.clashValue },
  };
}
