/**
 * Sandwich: the values between the 1 and the N of a row or column add up to the clue.
 *
 * Written as a layered automaton read along the line: after each cell the line is in one state, "no crust yet",
 * "inside, the sum so far is t" or "both crusts seen", and a variable stands for each state at each layer. A cell's
 * value moves the line from state to state (forward clauses); each state needs a predecessor and a value that lead
 * to it (backward clauses), and the line must end with both crusts seen. Only states reachable from the start
 * and able to reach that end get variables, so a small sum keeps the automaton small. Unit propagation then reasons
 * both ways, e.g. a sum of 0 puts the crusts side by side.
 */
import { mkLit } from "../../../sat/index";
import { sandwichLine, type Rule } from "../model";
import { holdsLit, notHoldsLit, type EncodeContext } from "./context";

const START = -1;
const DONE = -2;
/** A state: START, DONE, or the sum t ≥ 0 inside the crusts. */
type State = number;

/** The state after reading v in state s, or null when v breaks the rule there. */
function step(s: State, v: number, size: number, sum: number): State | null {
  const crust = v === 1 || v === size;
  if (s === START) return crust ? 0 : START;
  if (s === DONE) return crust ? null : DONE;
  if (crust) return s === sum ? DONE : null;
  return s + v <= sum ? s + v : null;
}

export function encodeSandwich(ctx: EncodeContext, rule: Extract<Rule, { kind: "sandwich" }>, out: Int32Array[]): void {
  const { size } = ctx;
  const cells = sandwichLine(size, rule);
  const next = (s: State, v: number): State | null => step(s, v, size, rule.sum);
  // Forward: the states each layer can be in.
  const forward: Set<State>[] = [new Set([START])];
  for (let i = 0; i < cells.length; i++) {
    const layer = new Set<State>();
    for (const s of forward[i]) for (let v = 1; v <= size; v++) {
      const t = next(s, v);
      if (t !== null) layer.add(t);
    }
    forward.push(layer);
  }
  // Backward: keep only the states from which DONE is still reachable at the end.
  const useful: Set<State>[] = forward.map(() => new Set<State>());
  if (forward[cells.length].has(DONE)) useful[cells.length].add(DONE);
  for (let i = cells.length - 1; i >= 0; i--) {
    for (const s of forward[i]) for (let v = 1; v <= size; v++) {
      const t = next(s, v);
      if (t !== null && useful[i + 1].has(t)) {
        useful[i].add(s);
        break;
      }
    }
  }
  if (!useful[0].has(START)) {
    out.push(new Int32Array(0));
    return;
  }
  // One variable per useful state per layer; layer 0 is the start, true by construction, so it needs none.
  const vars: Map<State, number>[] = useful.map((layer, i) => new Map(i === 0 ? [] : [...layer].map((s) => [s, ctx.fresh()] as [State, number])));
  const holds = (i: number, s: State): number[] => (i === 0 ? [] : [mkLit(vars[i].get(s)!, true)]);
  for (let i = 0; i < cells.length; i++) {
    const into = new Map<State, { from: Set<State>; values: Set<number> }>();
    for (const s of useful[i]) for (let v = 1; v <= size; v++) {
      const t = next(s, v);
      if (t === null || !useful[i + 1].has(t)) {
        out.push(Int32Array.from([...holds(i, s), notHoldsLit(size, cells[i], v)]));
        continue;
      }
      out.push(Int32Array.from([...holds(i, s), notHoldsLit(size, cells[i], v), mkLit(vars[i + 1].get(t)!)]));
      const entry = into.get(t) ?? { from: new Set<State>(), values: new Set<number>() };
      entry.from.add(s);
      entry.values.add(v);
      into.set(t, entry);
    }
    for (const [t, { from, values }] of into) {
      const lit = mkLit(vars[i + 1].get(t)!, true);
      if (i > 0) out.push(Int32Array.from([lit, ...[...from].map((s) => mkLit(vars[i].get(s)!))]));
      out.push(Int32Array.from([lit, ...[...values].map((v) => holdsLit(size, cells[i], v))]));
    }
  }
  // The line ends with both crusts seen (the only useful state left in the last layer).
  out.push(Int32Array.of(mkLit(vars[cells.length].get(DONE)!)));
}
