/**
 * Region sum line: the line's segments, cut at region borders (model.ts, regionSumSegments), add up to one total.
 * Each segment gets partial sums (rules/sum.ts) bounded by the totals every segment can reach (at least the longest
 * segment's length, at most N times the shortest's), and one-hot variables T(t) name the common total: a segment
 * total t implies T(t) and back, and at most one T holds. The partial sums force each segment's true total on, so
 * two segments with different totals would need two T's.
 */
import { mkLit } from "../../../sat/index";
import { regionSumSegments, type Rule } from "../model";
import { atMostOne, type EncodeContext } from "./context";
import { encodePartialSums, MAX_PAIRWISE_LAYER } from "./sum";

export function encodeRegionSum(ctx: EncodeContext, rule: Extract<Rule, { kind: "region-sum" }>, out: Int32Array[]): void {
  const segments = regionSumSegments(ctx.puzzle, rule.cells);
  if (segments.length < 2) return;
  const least = Math.max(...segments.map((s) => s.length));
  const most = Math.min(...segments.map((s) => s.length * ctx.size));
  if (least > most) {
    out.push(new Int32Array(0));
    return;
  }
  const totals = new Map<number, number>();
  for (let t = least; t <= most; t++) totals.set(t, ctx.fresh());
  out.push(Int32Array.from([...totals.values()].map((v) => mkLit(v))));
  atMostOneOrLadder(ctx, [...totals.values()], out);
  for (const segment of segments) {
    const last = encodePartialSums(ctx, segment, out, least, most);
    for (const [t, total] of totals) {
      const s = last.get(t);
      if (s === undefined) out.push(Int32Array.of(mkLit(total, true)));
      else {
        out.push(Int32Array.of(mkLit(s, true), mkLit(total)));
        out.push(Int32Array.of(mkLit(total, true), mkLit(s)));
      }
    }
  }
}

/** Pairwise while small; past MAX_PAIRWISE_LAYER a ladder of "one of the first i holds" variables, linear in size. */
function atMostOneOrLadder(ctx: EncodeContext, vars: readonly number[], out: Int32Array[]): void {
  if (vars.length <= MAX_PAIRWISE_LAYER) return atMostOne(vars, out);
  let prefix = vars[0];
  for (let i = 1; i < vars.length; i++) {
    out.push(Int32Array.of(mkLit(prefix, true), mkLit(vars[i], true)));
    if (i === vars.length - 1) break;
    const next = ctx.fresh();
    out.push(Int32Array.of(mkLit(prefix, true), mkLit(next)));
    out.push(Int32Array.of(mkLit(vars[i], true), mkLit(next)));
    prefix = next;
  }
}
