/**
 * Killer cage: the values in the cage are distinct and, when the cage has a sum, add up to it.
 * https://en.wikipedia.org/wiki/Killer_sudoku
 */
import type { Rule } from "../model";
import { distinct, type EncodeContext } from "./context";
import { MAX_COMBINATIONS, combinations, encodeCombinations, encodeLineSum } from "./sum";

export function encodeKiller(ctx: EncodeContext, rule: Extract<Rule, { kind: "killer" }>, out: Int32Array[]): void {
  distinct(ctx.size, rule.cells, out);
  if (rule.sum === undefined) return;
  const sets = ctx.sumEncoding === "combinations" ? combinations(ctx.size, rule.cells.length, rule.sum) : null;
  if (sets && sets.length <= MAX_COMBINATIONS) {
    encodeCombinations(ctx, rule.cells, sets, out);
    return;
  }
  encodeLineSum(ctx, rule.cells, rule.sum, out);
}
