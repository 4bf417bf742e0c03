/**
 * Rules that make cells equal: a palindrome line (the i-th cell from one end equals the i-th from the other) and a
 * clone (each cell of a shape equals its counterpart in the copy). "a holds v" ⟺ "b holds v" for every v, two
 * binary clauses a value, so a placement crosses over by unit propagation.
 */
import type { Rule } from "../model";
import { holdsLit, notHoldsLit, type EncodeContext } from "./context";

function equalCells(size: number, a: number, b: number, out: Int32Array[]): void {
  for (let v = 1; v <= size; v++) {
    out.push(Int32Array.of(notHoldsLit(size, a, v), holdsLit(size, b, v)));
    out.push(Int32Array.of(notHoldsLit(size, b, v), holdsLit(size, a, v)));
  }
}

/** The cell pairs a rule makes equal. */
function equalPairs(rule: Extract<Rule, { kind: "palindrome" | "clone" }>): [number, number][] {
  if (rule.kind === "clone") return rule.cells.map((cell, i) => [cell, rule.copy[i]]);
  const { cells } = rule;
  const pairs: [number, number][] = [];
  for (let i = 0, j = cells.length - 1; i < j; i++, j--) pairs.push([cells[i], cells[j]]);
  return pairs;
}

export function encodeEqual(ctx: EncodeContext, rule: Extract<Rule, { kind: "palindrome" | "clone" }>, out: Int32Array[]): void {
  for (const [a, b] of equalPairs(rule)) equalCells(ctx.size, a, b, out);
}
