/**
 * "Why is this wrong?" as a player would argue it: from the givens and some entries, place singles round by round
 * until the board breaks (a cell with no candidate, a house with no place for a digit, or a digit twice in a house),
 * then keep only the deductions that the break depends on.
 *
 * Singles are monotone (a placement only ever removes candidates), so the first round in which a break appears is
 * the fewest rounds any chain of singles needs. Within that, each fact keeps the cheapest support found, where cost
 * is the number of derived placements it rests on; test/core/sudoku/contradiction-chain.test.ts checks the length
 * against an exhaustive search on 4x4 boards.
 */
import { valuesOf } from "./candidates";
import type { Grid } from "./grid";
import type { Shape } from "./shape";

export interface ChainStep {
  cell: number;
  value: number;
  technique: "naked-single" | "hidden-single";
  /** For a hidden single: the house where the value has no other place. */
  house?: number;
  /** Placed cells (givens, entries or earlier steps) that rule out the alternatives. */
  because: number[];
}

export type ChainBreak =
  | { kind: "empty-cell"; cell: number; because: number[] }
  | { kind: "missing-digit"; house: number; value: number; because: number[] }
  | { kind: "clash"; house: number; value: number; cells: [number, number]; because: number[] };

export interface ContradictionChain {
  /** Entry cells (not givens) the chain starts from. */
  premises: number[];
  steps: ChainStep[];
  contradiction: ChainBreak;
  /** Rounds of singles needed (the number of parallel steps). */
  rounds: number;
}

/** A placed value with the cells it rests on (itself included) and how many of those are derived. */
interface Fact {
  value: number;
  closure: Set<number>;
  derived: number;
  step?: ChainStep;
}

const DEFAULT_MAX_ROUNDS = 40;

class Board {
  readonly facts: (Fact | null)[];
  constructor(readonly shape: Shape, facts: (Fact | null)[]) {
    this.facts = facts;
  }

  /** The cheapest placed peer of `cell` holding `value`, or -1. */
  holder(cell: number, value: number): number {
    let best = -1;
    for (const peer of this.shape.peers[cell]) {
      const f = this.facts[peer];
      if (f && f.value === value && (best < 0 || f.derived < this.facts[best]!.derived)) best = peer;
    }
    return best;
  }

  candidates(cell: number): number {
    let mask = this.shape.allMask;
    for (const peer of this.shape.peers[cell]) {
      const f = this.facts[peer];
      if (f) mask &= ~(1 << (f.value - 1));
    }
    return mask;
  }

  /** Union of the supports' closures (plus `cell` when given), and the derived count among them. */
  support(because: number[], cell = -1): { closure: Set<number>; derived: number } {
    const closure = new Set<number>();
    for (const c of because) for (const x of this.facts[c]!.closure) closure.add(x);
    if (cell >= 0) closure.add(cell);
    let derived = 0;
    for (const x of closure) if (this.facts[x]?.step || x === cell) derived++;
    return { closure, derived };
  }

  /** Why `cell` cannot hold any value in `values`: one placed peer per value. */
  blockers(cell: number, values: number[]): number[] {
    return values.map((v) => this.holder(cell, v));
  }
}

/** The cheapest break on this board, or null when it is still consistent. */
function findBreak(board: Board): { found: ChainBreak; cost: number; closure: Set<number> } | null {
  const { shape } = board;
  let best: { found: ChainBreak; cost: number; closure: Set<number> } | null = null;
  const consider = (found: ChainBreak) => {
    const s = board.support(found.because);
    if (!best || s.derived < best.cost) best = { found, cost: s.derived, closure: s.closure };
  };
  // Cells first: on a tie, a cell with no candidate is the plainer thing to show.
  for (let cell = 0; cell < shape.cells; cell++) {
    if (board.facts[cell] || board.candidates(cell) !== 0) continue;
    consider({ kind: "empty-cell", cell, because: [...new Set(board.blockers(cell, valuesOf(shape.allMask)))] });
  }
  for (let h = 0; h < shape.houses.length; h++) {
    const house = shape.houses[h];
    const at = new Map<number, number>();
    for (const cell of house) {
      const f = board.facts[cell];
      if (!f) continue;
      const first = at.get(f.value);
      if (first === undefined) at.set(f.value, cell);
      else {
        consider({ kind: "clash", house: h, value: f.value, cells: [first, cell], because: [first, cell] });
        // Two singles of one round that clash: placing either one already breaks the other's reason, one step sooner.
        for (const [x, other] of [[first, cell], [cell, first]]) {
          const step = board.facts[x]!.step;
          if (!step) continue;
          const because = [...new Set([...step.because, other])];
          if (step.technique === "naked-single") consider({ kind: "empty-cell", cell: x, because });
          else consider({ kind: "missing-digit", house: step.house!, value: step.value, because });
        }
      }
    }
    for (let v = 1; v <= shape.size; v++) {
      if (at.has(v)) continue;
      const because: number[] = [];
      let open = false;
      for (const cell of house) {
        if (board.facts[cell]) because.push(cell);
        else if (board.candidates(cell) & (1 << (v - 1))) open = true;
        else because.push(board.holder(cell, v));
      }
      if (!open) consider({ kind: "missing-digit", house: h, value: v, because: [...new Set(because)] });
    }
  }
  return best;
}

/** Every single available on `board`, the cheapest support per cell. */
function deduce(board: Board): Map<number, Fact> {
  const { shape } = board;
  const next = new Map<number, Fact>();
  const offer = (step: ChainStep) => {
    const s = board.support(step.because, step.cell);
    const had = next.get(step.cell);
    if (!had || s.derived < had.derived) next.set(step.cell, { value: step.value, closure: s.closure, derived: s.derived, step });
  };
  for (let cell = 0; cell < shape.cells; cell++) {
    if (board.facts[cell]) continue;
    const mask = board.candidates(cell);
    if (mask !== 0 && (mask & (mask - 1)) === 0) {
      const value = Math.log2(mask) + 1;
      const others = valuesOf(shape.allMask & ~mask);
      offer({ cell, value, technique: "naked-single", because: [...new Set(board.blockers(cell, others))] });
    }
  }
  for (let h = 0; h < shape.houses.length; h++) {
    const house = shape.houses[h];
    for (let v = 1; v <= shape.size; v++) {
      let spot = -1;
      let count = 0;
      let placed = false;
      for (const cell of house) {
        const f = board.facts[cell];
        if (f) placed ||= f.value === v;
        else if (board.candidates(cell) & (1 << (v - 1))) {
          spot = cell;
          count++;
        }
      }
      if (placed || count !== 1) continue;
      const because = house.filter((c) => c !== spot).map((c) => (board.facts[c] ? c : board.holder(c, v)));
      offer({ cell: spot, value: v, technique: "hidden-single", house: h, because: [...new Set(because)] });
    }
  }
  return next;
}

/**
 * The shortest chain of singles from the givens and the `premises` (entry cells of `entries`) to a contradiction,
 * or null when singles reach no contradiction within `maxRounds`.
 */
export function contradictionChain(
  givens: Grid, entries: Grid, premises: number[], maxRounds = DEFAULT_MAX_ROUNDS,
): ContradictionChain | null {
  const { shape } = givens;
  const facts: (Fact | null)[] = new Array(shape.cells).fill(null);
  for (let cell = 0; cell < shape.cells; cell++) {
    const value = givens.cells[cell] || (premises.includes(cell) ? entries.cells[cell] : 0);
    if (value) facts[cell] = { value, closure: new Set([cell]), derived: 0 };
  }
  const board = new Board(shape, facts);
  for (let round = 0; round <= maxRounds; round++) {
    const broken = findBreak(board);
    if (broken) return chainOf(board, broken.found, broken.closure, givens, round);
    const next = deduce(board);
    if (next.size === 0) return null;
    for (const [cell, fact] of next) facts[cell] = fact;
  }
  return null;
}

function chainOf(board: Board, found: ChainBreak, closure: Set<number>, givens: Grid, rounds: number): ContradictionChain {
  const used = [...closure];
  const steps = used.flatMap((c) => (board.facts[c]?.step ? [board.facts[c]!] : []));
  // A fact's support is always derived before it, so ordering by the number of derived supports is a valid order.
  steps.sort((a, b) => a.derived - b.derived || a.step!.cell - b.step!.cell);
  const premises = used.filter((c) => givens.cells[c] === 0 && !board.facts[c]?.step).sort((a, b) => a - b);
  return { premises, steps: steps.map((f) => f.step!), contradiction: found, rounds };
}
