/**
 * Between line: every cell strictly inside the line holds a value strictly between the values at its two ends.
 * For each pair of end values, each inside value outside their open interval is forbidden (a ternary clause);
 * with one value per cell that is exact. The units and binaries that follow from it for any inside cell (no 1 or N
 * inside, ends at least two apart) are written out too, since unit propagation would find them only late.
 */
import type { Rule } from "../model";
import { forbidPairs, notHoldsLit, type EncodeContext } from "./context";

export function encodeBetween(ctx: EncodeContext, rule: Extract<Rule, { kind: "between" }>, out: Int32Array[]): void {
  const { size } = ctx;
  const a = rule.cells[0];
  const b = rule.cells[rule.cells.length - 1];
  const inside = rule.cells.slice(1, -1);
  if (inside.length === 0) return;
  forbidPairs(size, a, b, (p, q) => Math.abs(p - q) < 2, out);
  for (const m of inside) {
    out.push(Int32Array.of(notHoldsLit(size, m, 1)), Int32Array.of(notHoldsLit(size, m, size)));
    for (let p = 1; p <= size; p++) {
      for (let q = p + 2; q <= size; q++) {
        for (let v = 2; v < size; v++) {
          if (v > p && v < q) continue;
          out.push(Int32Array.of(notHoldsLit(size, a, p), notHoldsLit(size, b, q), notHoldsLit(size, m, v)));
          out.push(Int32Array.of(notHoldsLit(size, a, q), notHoldsLit(size, b, p), notHoldsLit(size, m, v)));
        }
      }
    }
  }
}
