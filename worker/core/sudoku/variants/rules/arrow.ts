/**
 * Arrow: the value in the circle equals the sum of the values along the arrow's line (line values may repeat
 * where the houses allow). https://www.sudokuwiki.org/Arrow_Sudoku
 */
import { mkLit } from "../../../sat/index";
import type { Rule } from "../model";
import { holdsLit, notHoldsLit, type EncodeContext } from "./context";
import { encodePartialSums } from "./sum";

export function encodeArrow(ctx: EncodeContext, rule: Extract<Rule, { kind: "arrow" }>, out: Int32Array[]): void {
  const { size } = ctx;
  const last = encodePartialSums(ctx, rule.line, out);
  for (const [total, s] of last) {
    if (total > size) out.push(Int32Array.of(mkLit(s, true)));
    else out.push(Int32Array.of(mkLit(s, true), holdsLit(size, rule.circle, total)));
  }
  for (let v = 1; v <= size; v++) {
    const s = last.get(v);
    out.push(s === undefined ? Int32Array.of(notHoldsLit(size, rule.circle, v)) : Int32Array.of(notHoldsLit(size, rule.circle, v), mkLit(s)));
  }
}
