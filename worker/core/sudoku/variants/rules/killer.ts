/**
 * Killer cage: the values in the cage are distinct and, when the cage has a sum, add up to it.
 * https://en.wikipedia.org/wiki/Killer_sudoku
 */
import { mkLit } from "../../../sat/index";
import type { Rule } from "../model";
import { distinct, type EncodeContext } from "./context";
import { MAX_COMBINATIONS, combinations, encodeCombinations, encodePartialSums } from "./sum";

export function encodeKiller(ctx: EncodeContext, rule: Extract<Rule, { kind: "killer" }>, out: Int32Array[]): void {
  distinct(ctx.size, rule.cells, out);
  if (rule.sum === undefined) return;
  const sets = ctx.sumEncoding === "combinations" ? combinations(ctx.size, rule.cells.length, rule.sum) : null;
  if (sets && sets.length <= MAX_COMBINATIONS) {
    encodeCombinations(ctx, rule.cells, sets, out);
    return;
  }
  const target = encodePartialSums(ctx, rule.cells, out).get(rule.sum);
  // No way to reach the sum at all: the cage alone is contradictory.
  out.push(target === undefined ? new Int32Array(0) : Int32Array.of(mkLit(target)));
}
