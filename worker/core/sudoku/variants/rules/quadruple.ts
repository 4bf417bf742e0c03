/**
 * Quadruple: the values in a circle on a corner appear among the four cells around it (a value listed twice must
 * appear twice). "At least k of these cells hold v" is one clause over every choice of cells.length - k + 1
 * cells: whichever k - 1 cells hold v, the rest of such a choice must still contain one.
 */
import type { Rule } from "../model";
import { holdsLit, type EncodeContext } from "./context";

function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, k - 1).map((s) => [first, ...s]), ...subsets(rest, k)];
}

export function encodeQuadruple(ctx: EncodeContext, rule: Extract<Rule, { kind: "quadruple" }>, out: Int32Array[]): void {
  const counts = new Map<number, number>();
  for (const v of rule.values) counts.set(v, (counts.get(v) ?? 0) + 1);
  for (const [v, k] of counts) {
    if (k > rule.cells.length) {
      out.push(new Int32Array(0));
      continue;
    }
    for (const chosen of subsets(rule.cells, rule.cells.length - k + 1)) out.push(Int32Array.from(chosen, (cell) => holdsLit(ctx.size, cell, v)));
  }
}
