/**
 * Odd and even cells (f-puzzles' grey circles and squares): each value of the wrong parity is ruled out by a unit
 * clause, so the mark costs no search at all.
 */
import type { Rule } from "../model";
import { notHoldsLit, type EncodeContext } from "./context";

export function encodeParity(ctx: EncodeContext, rule: Extract<Rule, { kind: "odd" | "even" }>, out: Int32Array[]): void {
  const wantOdd = rule.kind === "odd";
  for (let v = 1; v <= ctx.size; v++) if ((v % 2 === 1) !== wantOdd) out.push(Int32Array.of(notHoldsLit(ctx.size, rule.cell, v)));
}
