/**
 * Minimum and maximum cells: the marked cell's value is below (above) the value of each orthogonal neighbour.
 * Written as support clauses towards every neighbour, so unit propagation keeps the cell and its neighbours arc
 * consistent (a minimum can never be N, and once it is 5 no neighbour can be 5 or less).
 */
import { neighbours } from "../layout";
import type { Rule } from "../model";
import { supportPairs, type EncodeContext } from "./context";

export function encodeExtremum(ctx: EncodeContext, rule: Extract<Rule, { kind: "minimum" | "maximum" }>, out: Int32Array[]): void {
  const below = rule.kind === "minimum";
  for (const other of neighbours(ctx.size, rule.cell)) supportPairs(ctx.size, rule.cell, other, (v, w) => (below ? v < w : v > w), out);
}
