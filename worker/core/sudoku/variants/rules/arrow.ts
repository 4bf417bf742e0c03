/**
 * Arrow: the value in the circle equals the sum of the values along the arrow's line (line values may repeat
 * where the houses allow). https://www.sudokuwiki.org/Arrow_Sudoku
 *
 * A pill (a circle over 2..3 cells) reads as one number, one digit per cell in reading order. The line's last
 * partial-sum layer (rules/sum.ts) names its total t; t is tied to the pill both ways: s(t) implies each pill cell
 * holds t's digit there (t with the wrong number of digits, a 0 or a digit above N is impossible), and each
 * combination of pill digits implies the s(t) of the number it spells.
 */
import { mkLit } from "../../../sat/index";
import type { Rule } from "../model";
import { holdsLit, notHoldsLit, type EncodeContext } from "./context";
import { encodePartialSums } from "./sum";

export function encodeArrow(ctx: EncodeContext, rule: Extract<Rule, { kind: "arrow" }>, out: Int32Array[]): void {
  // The line adds up to what the circle can show: one digit, or a number of as many digits as the pill has cells.
  const most = rule.pill ? 10 ** rule.pill.length - 1 : ctx.size;
  const last = encodePartialSums(ctx, rule.line, out, 1, most);
  if (rule.pill) return encodePill(ctx, rule.pill, last, out);
  const { size } = ctx;
  for (const [total, s] of last) {
    if (total > size) out.push(Int32Array.of(mkLit(s, true)));
    else out.push(Int32Array.of(mkLit(s, true), holdsLit(size, rule.circle, total)));
  }
  for (let v = 1; v <= size; v++) {
    const s = last.get(v);
    out.push(s === undefined ? Int32Array.of(notHoldsLit(size, rule.circle, v)) : Int32Array.of(notHoldsLit(size, rule.circle, v), mkLit(s)));
  }
}

/** The digits of `total` as the pill would show them, or null when no filling of the pill spells it. */
function pillDigits(total: number, cells: number, size: number): number[] | null {
  const digits = String(total).split("").map(Number);
  return digits.length === cells && digits.every((d) => d >= 1 && d <= size) ? digits : null;
}

function encodePill(ctx: EncodeContext, pill: readonly number[], last: Map<number, number>, out: Int32Array[]): void {
  const { size } = ctx;
  for (const [total, s] of last) {
    const digits = pillDigits(total, pill.length, size);
    if (!digits) out.push(Int32Array.of(mkLit(s, true)));
    else digits.forEach((d, i) => out.push(Int32Array.of(mkLit(s, true), holdsLit(size, pill[i], d))));
  }
  // Every filling of the pill needs the line to add up to the number it spells.
  const walk = (i: number, value: number, lits: number[]): void => {
    if (i === pill.length) {
      const s = last.get(value);
      out.push(Int32Array.from(s === undefined ? lits : [...lits, mkLit(s)]));
      return;
    }
    for (let d = 1; d <= size; d++) walk(i + 1, value * 10 + d, [...lits, notHoldsLit(size, pill[i], d)]);
  };
  walk(0, 0, []);
}
