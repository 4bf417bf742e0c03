/**
 * A rule read along a line of cells as a layered automaton (sandwiches, X-sums, skyscrapers): after each cell the
 * line is in one state, and a variable stands for each state at each layer. A cell's value moves the line from
 * state to state (forward clauses); each state needs a predecessor and a value that lead to it (backward clauses),
 * and the line must end in an accepting state. Only states reachable from the start and able to reach an accepting
 * end get variables, so a tight clue keeps the automaton small. Unit propagation then reasons both ways along the
 * line.
 */
import { mkLit } from "../../../sat/index";
import { holdsLit, notHoldsLit, type EncodeContext } from "./context";

export interface LineAutomaton<S> {
  start: S;
  /** The state after reading v in state s, or null when v breaks the rule there. */
  step(s: S, v: number): S | null;
  accepts(s: S): boolean;
}

export function encodeAutomaton<S>(ctx: EncodeContext, cells: readonly number[], automaton: LineAutomaton<S>, out: Int32Array[]): void {
  const { size } = ctx;
  const next = (s: S, v: number): S | null => automaton.step(s, v);
  // Forward: the states each layer can be in.
  const forward: Set<S>[] = [new Set([automaton.start])];
  for (let i = 0; i < cells.length; i++) {
    const layer = new Set<S>();
    for (const s of forward[i]) for (let v = 1; v <= size; v++) {
      const t = next(s, v);
      if (t !== null) layer.add(t);
    }
    forward.push(layer);
  }
  // Backward: keep only the states from which an accepting end is still reachable.
  const useful: Set<S>[] = forward.map(() => new Set<S>());
  for (const s of forward[cells.length]) if (automaton.accepts(s)) useful[cells.length].add(s);
  for (let i = cells.length - 1; i >= 0; i--) {
    for (const s of forward[i]) for (let v = 1; v <= size; v++) {
      const t = next(s, v);
      if (t !== null && useful[i + 1].has(t)) {
        useful[i].add(s);
        break;
      }
    }
  }
  if (!useful[0].has(automaton.start)) {
    out.push(new Int32Array(0));
    return;
  }
  // One variable per useful state per layer; layer 0 is the start, true by construction, so it needs none.
  const vars: Map<S, number>[] = useful.map((layer, i) => new Map(i === 0 ? [] : [...layer].map((s) => [s, ctx.fresh()] as [S, number])));
  const holds = (i: number, s: S): number[] => (i === 0 ? [] : [mkLit(vars[i].get(s)!, true)]);
  for (let i = 0; i < cells.length; i++) {
    const into = new Map<S, { from: Set<S>; values: Set<number> }>();
    for (const s of useful[i]) for (let v = 1; v <= size; v++) {
      const t = next(s, v);
      if (t === null || !useful[i + 1].has(t)) {
        out.push(Int32Array.from([...holds(i, s), notHoldsLit(size, cells[i], v)]));
        continue;
      }
      out.push(Int32Array.from([...holds(i, s), notHoldsLit(size, cells[i], v), mkLit(vars[i + 1].get(t)!)]));
      const entry = into.get(t) ?? { from: new Set<S>(), values: new Set<number>() };
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
  // The line ends in an accepting state (every useful state of the last layer is one).
  out.push(Int32Array.from([...vars[cells.length].values()].map((x) => mkLit(x))));
}

/**
 * At most how many literals encodeAutomaton writes for a line of `length` cells: the states each layer can reach
 * (a forward pass, no clauses built) times what each state's clauses can hold.
 */
export function automatonLiteralBound<S>(size: number, length: number, automaton: LineAutomaton<S>): number {
  let layer = new Set<S>([automaton.start]);
  let total = 0;
  for (let i = 0; i < length; i++) {
    const nextLayer = new Set<S>();
    for (const s of layer) for (let v = 1; v <= size; v++) {
      const t = automaton.step(s, v);
      if (t !== null) nextLayer.add(t);
    }
    // Forward clauses: three literals per state and value; backward: a state's predecessors, and its values.
    total += layer.size * size * 3 + nextLayer.size * (2 + layer.size + size);
    layer = nextLayer;
  }
  return total + layer.size;
}
