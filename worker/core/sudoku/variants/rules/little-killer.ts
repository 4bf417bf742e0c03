/**
 * Little killer: the values along a diagonal, from a clue outside the grid, add up to the clue. The diagonal may
 * repeat values where its rows, columns and boxes allow, so it is written with partial sums (rules/sum.ts)
 * bounded by the clue, not with the distinct-value combinations of a killer cage.
 */
import type { Rule } from "../model";
import type { EncodeContext } from "./context";
import { encodeLineSum } from "./sum";

export function encodeLittleKiller(ctx: EncodeContext, rule: Extract<Rule, { kind: "little-killer" }>, out: Int32Array[]): void {
  encodeLineSum(ctx, rule.cells, rule.sum, out);
}
