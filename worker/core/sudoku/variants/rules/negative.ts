/**
 * The negative constraint: every dot (or every X and V) is shown, so neighbours without a mark lack the property.
 * White dots: unmarked neighbours do not differ by 1; black dots: neither is double the other; XV: they add up to
 * neither 5 nor 10. Marks with a stated value other than the default do not change what "unmarked" forbids.
 */
import type { NegativeKind, Rule } from "../model";
import { forbidPairs, orthogonalPairs, type EncodeContext } from "./context";
import { differs, ratioOf, sumsTo } from "./dots";

const MARKED_BY: Record<NegativeKind, Rule["kind"]> = { difference: "difference", ratio: "ratio", xv: "xv" };

export function negativeRelation(of: NegativeKind): (v: number, w: number) => boolean {
  if (of === "difference") return differs(1);
  if (of === "ratio") return ratioOf(2);
  return (v, w) => sumsTo(5)(v, w) || sumsTo(10)(v, w);
}

export function encodeNegative(ctx: EncodeContext, rule: Extract<Rule, { kind: "negative" }>, out: Int32Array[]): void {
  const { size, puzzle } = ctx;
  const marked = new Set<number>();
  for (const other of puzzle.rules) {
    if (other.kind !== MARKED_BY[rule.of] || !("cells" in other)) continue;
    const [a, b] = other.cells;
    marked.add(Math.min(a, b) * size * size + Math.max(a, b));
  }
  const forbidden = negativeRelation(rule.of);
  for (const [a, b] of orthogonalPairs(size)) {
    if (!marked.has(a * size * size + b)) forbidPairs(size, a, b, forbidden, out);
  }
}
