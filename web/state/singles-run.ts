/**
 * "Place singles": every digit that naked and hidden singles force from the player's position, round after round
 * until none is left (on a 16×16 or 25×25 the easy part of a puzzle is hundreds of them). Each round reads the
 * candidates once and places what it found; a digit placed in the round takes itself off its peers at once, so two
 * singles of one round never clash. Pure: the game model applies the result as one move.
 *
 * Not the solver's SinglesPropagator (core/sudoku/singles.ts), which settles cells before a CNF is built: this one
 * reads the game's own candidates (a variant's rules too, through `candidatesOf`), runs once per click, and says
 * where a position breaks down, which the player needs and the solver does not.
 */
import { valueToChar } from "../../worker/core/sudoku/grid";
import { cellName, houseName, type Shape } from "../../worker/core/sudoku/shape";
import type { NamedHouse } from "../../worker/core/sudoku/variants/rules/houses";

export interface SinglesRun {
  placements: { cell: number; value: number }[];
  /** Where the position breaks down (a wrong entry upstream), in words; nothing is placed then. */
  contradiction: string | null;
}

/** A variant's rules beyond the shape's houses, which a round's singles must also respect. */
export interface SinglesRules {
  /** Houses the rules add (an X-Sudoku's diagonals), searched for hidden singles like the shape's own. */
  houses: readonly NamedHouse[];
  /** Every rule the digits break, in words. */
  breaks: (values: Uint8Array) => string[];
}

/**
 * `candidatesOf`: each empty cell's allowed digits as a bitmask (bit v-1), as the game's own rules compute them.
 * Without `rules`, the shape's peers are all a digit has to respect.
 */
export function singlesRun(shape: Shape, start: Uint8Array, candidatesOf: (values: Uint8Array) => Uint32Array, rules?: SinglesRules): SinglesRun {
  const values = start.slice();
  const placements: { cell: number; value: number }[] = [];
  const broken = (contradiction: string): SinglesRun => ({ placements: [], contradiction });
  const houses = [...shape.houses.map((cells, house) => ({ cells, name: houseName(shape, house) })), ...(rules?.houses ?? [])];
  // Only breaks the run itself makes count against it: a position that already breaks a rule is the player's to see.
  const brokenBefore = new Set(rules?.breaks(values));
  // Each round places at least one digit, so the cells bound the rounds.
  for (let round = 0; round < shape.cells; round++) {
    const masks = candidatesOf(values).slice();
    const found: { cell: number; value: number }[] = [];
    for (let cell = 0; cell < shape.cells; cell++) {
      if (values[cell] !== 0) continue;
      const mask = masks[cell];
      if (mask === 0) return broken(`${cellName(shape, cell)} has no digit left`);
      if ((mask & (mask - 1)) === 0) found.push({ cell, value: 32 - Math.clz32(mask) });
    }
    for (const { cells, name } of houses) {
      let placed = 0;
      for (const cell of cells) if (values[cell]) placed |= 1 << (values[cell] - 1);
      for (let value = 1; value <= shape.size; value++) {
        const bit = 1 << (value - 1);
        if (placed & bit) continue;
        let only = -1;
        let count = 0;
        for (const cell of cells) {
          if (values[cell] === 0 && masks[cell] & bit) {
            only = cell;
            count++;
          }
        }
        if (count === 0) return broken(`no cell of ${name} can take ${valueToChar(value)}`);
        if (count === 1) found.push({ cell: only, value });
      }
    }
    if (found.length === 0) break;
    for (const { cell, value } of found) {
      const bit = 1 << (value - 1);
      if (values[cell] === value) continue;
      if (values[cell] !== 0) return broken(`${cellName(shape, cell)} would need both ${valueToChar(values[cell])} and ${valueToChar(value)}`);
      // A peer placed earlier this round took the digit: the next round's candidates tell what that means.
      if ((masks[cell] & bit) === 0) continue;
      values[cell] = value;
      placements.push({ cell, value });
      for (const peer of shape.peers[cell]) masks[peer] &= ~bit;
    }
    // Every single of a round follows from the same position, so two that break a rule together (one digit twice on
    // a diagonal, a thermometer out of order) show that the position itself cannot be completed.
    const fresh = rules?.breaks(values).find((message) => !brokenBefore.has(message));
    if (fresh !== undefined) return broken(fresh);
  }
  return { placements, contradiction: null };
}
