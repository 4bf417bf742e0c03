/**
 * Lines whose rule is about the values along them: lockout lines, German whispers, renban, entropic lines.
 * - Lockout: every pair of end values closer than the gap is forbidden (binary clauses); a cell between the ends
 *   may not repeat either end (binary), nor lie strictly inside their interval (ternary, one per end pair).
 * - Whispers: the support encoding between neighbours along the line, so a value without a partner far enough
 *   away (5 on a 9×9) leaves the line by unit propagation.
 * - Renban: distinct values, plus one selector per run of consecutive values the line could hold: exactly one run
 *   is chosen, a value confines the run to those that contain it, and a chosen run needs each of its values on
 *   the line. Unit propagation then moves values in and out of the line as the run narrows.
 * - Entropic: cells one or two steps apart along the line may not hold values of the same third (binary clauses);
 *   three thirds among every three consecutive cells then follow.
 */
import { entropicThird, lockoutGap, type Rule } from "../model";
import { atMostOne, distinct, forbidPairs, holdsLit, notHoldsLit, supportPairs, type EncodeContext } from "./context";
import { mkLit } from "../../../sat/index";

export function encodeLockout(ctx: EncodeContext, rule: Extract<Rule, { kind: "lockout" }>, out: Int32Array[]): void {
  const { size } = ctx;
  const gap = lockoutGap(size);
  const a = rule.cells[0];
  const b = rule.cells[rule.cells.length - 1];
  forbidPairs(size, a, b, (p, q) => Math.abs(p - q) < gap, out);
  for (const m of rule.cells.slice(1, -1)) {
    forbidPairs(size, a, m, (p, v) => p === v, out);
    forbidPairs(size, b, m, (q, v) => q === v, out);
    for (let p = 1; p <= size; p++) {
      for (let q = p + gap; q <= size; q++) {
        for (let v = p + 1; v < q; v++) {
          out.push(Int32Array.of(notHoldsLit(size, a, p), notHoldsLit(size, b, q), notHoldsLit(size, m, v)));
          out.push(Int32Array.of(notHoldsLit(size, a, q), notHoldsLit(size, b, p), notHoldsLit(size, m, v)));
        }
      }
    }
  }
}

export function encodeWhispers(ctx: EncodeContext, rule: Extract<Rule, { kind: "whispers" }>, out: Int32Array[]): void {
  for (let i = 1; i < rule.cells.length; i++) supportPairs(ctx.size, rule.cells[i - 1], rule.cells[i], (v, w) => Math.abs(v - w) >= rule.difference, out);
}

export function encodeRenban(ctx: EncodeContext, rule: Extract<Rule, { kind: "renban" }>, out: Int32Array[]): void {
  const { size } = ctx;
  const { cells } = rule;
  const len = cells.length;
  distinct(size, cells, out);
  // runs[k] selects the run k+1 .. k+len.
  const runs = Array.from({ length: Math.max(0, size - len + 1) }, () => ctx.fresh());
  out.push(Int32Array.from(runs.map((r) => mkLit(r))));
  atMostOne(runs, out);
  for (const cell of cells) {
    for (let v = 1; v <= size; v++) {
      const holding = runs.flatMap((r, k) => (k + 1 <= v && v <= k + len ? [mkLit(r)] : []));
      out.push(Int32Array.from([notHoldsLit(size, cell, v), ...holding]));
    }
  }
  runs.forEach((r, k) => {
    for (let v = k + 1; v <= k + len; v++) out.push(Int32Array.from([mkLit(r, true), ...cells.map((cell) => holdsLit(size, cell, v))]));
  });
}

export function encodeEntropic(ctx: EncodeContext, rule: Extract<Rule, { kind: "entropic" }>, out: Int32Array[]): void {
  const { size } = ctx;
  const sameThird = (v: number, w: number): boolean => entropicThird(size, v) === entropicThird(size, w);
  rule.cells.forEach((cell, i) => {
    for (const later of rule.cells.slice(i + 1, i + 3)) forbidPairs(size, cell, later, sameThird, out);
  });
}
