/**
 * Outside clues read along a row or column, each a layered automaton (automaton.ts):
 * - Sandwich: the values between the 1 and the N add up to the clue. States: "no crust yet", "inside, the sum so
 *   far is t", "both crusts seen" (accepting). A sum of 0 puts the crusts side by side by propagation alone.
 * - X-sum: the first X cells from the clue add up to it, X being the first cell's value. States: "start", "X − k
 *   cells still to add, the sum so far s", "done" (accepting once the sum is the clue).
 * - Skyscraper: as many cells are seen from the clue as it says, a cell being seen when it is higher than every
 *   cell before it. States: the highest so far and how many were seen (accepting: seen = clue, at most the clue).
 */
import { outsideLine, type OutsideLineRule } from "../model";
import { automatonLiteralBound, encodeAutomaton, type LineAutomaton } from "./automaton";
import type { EncodeContext } from "./context";

const START = -1;
const DONE = -2;

function sandwich(size: number, sum: number): LineAutomaton<number> {
  return {
    start: START,
    step(s, v) {
      const crust = v === 1 || v === size;
      if (s === START) return crust ? 0 : START;
      if (s === DONE) return crust ? null : DONE;
      if (crust) return s === sum ? DONE : null;
      return s + v <= sum ? s + v : null;
    },
    accepts: (s) => s === DONE,
  };
}

/** While cells are still to be added, the state is left × (sum + 1) + the total so far. */
function xSum(sum: number): LineAutomaton<number> {
  const width = sum + 1;
  return {
    start: START,
    step(s, v) {
      if (s === DONE) return s;
      const left = s === START ? v : Math.floor(s / width);
      const now = (s === START ? 0 : s % width) + v;
      if (now > sum) return null;
      if (left === 1) return now === sum ? DONE : null;
      return (left - 1) * width + now;
    },
    accepts: (s) => s === DONE,
  };
}

/** The state is the highest digit so far × (N + 1) + how many were seen. */
function skyscraper(size: number, count: number): LineAutomaton<number> {
  const width = size + 1;
  return {
    start: 0,
    step(s, v) {
      const high = Math.floor(s / width);
      const seen = s % width;
      if (v < high) return s;
      return seen + 1 > count ? null : v * width + seen + 1;
    },
    accepts: (s) => s % width === count,
  };
}

function automatonOf(size: number, rule: OutsideLineRule): LineAutomaton<number> {
  if (rule.kind === "sandwich") return sandwich(size, rule.sum);
  return rule.kind === "x-sum" ? xSum(rule.sum) : skyscraper(size, rule.count);
}

export function encodeOutsideLine(ctx: EncodeContext, rule: OutsideLineRule, out: Int32Array[]): void {
  encodeAutomaton(ctx, outsideLine(ctx.size, rule), automatonOf(ctx.size, rule), out);
}

/** The literal bound of encodeOutsideLine (size.ts), from the states the clue's automaton can reach. */
export function outsideLineLiteralBound(size: number, rule: OutsideLineRule): number {
  return automatonLiteralBound(size, size, automatonOf(size, rule));
}
