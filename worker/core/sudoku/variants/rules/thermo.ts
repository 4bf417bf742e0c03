/**
 * Thermometer: values strictly increase from the bulb along the line. Besides the support clauses between
 * neighbours on the line, each cell gets its bounds as units (the i-th of L cells holds at least i+1 and at most
 * N-L+i+1), which unit propagation would otherwise find only one step at a time.
 */
import type { Rule } from "../model";
import { notHoldsLit, supportPairs, type EncodeContext } from "./context";

export function encodeThermo(ctx: EncodeContext, rule: Extract<Rule, { kind: "thermo" }>, out: Int32Array[]): void {
  const { size } = ctx;
  const { cells } = rule;
  for (let i = 0; i + 1 < cells.length; i++) supportPairs(size, cells[i], cells[i + 1], (v, w) => w > v, out);
  cells.forEach((cell, i) => {
    for (let v = 1; v <= size; v++) {
      if (v < i + 1 || v > size - cells.length + i + 1) out.push(Int32Array.of(notHoldsLit(size, cell, v)));
    }
  });
}
