/**
 * Indexer cells (model.ts): "the indexer holds X" implies "the cell it points at holds the indexer's own index",
 * one binary clause per value. The converse needs no clause: the pointed-at digit sits once in its house, so its
 * position already fixes the indexer's value.
 */
import { indexerTarget, regionCellsOf, type Rule } from "../model";
import { holdsLit, notHoldsLit, type EncodeContext } from "./context";

export function encodeIndexer(ctx: EncodeContext, rule: Extract<Rule, { kind: "indexer" }>, out: Int32Array[]): void {
  const n = ctx.size;
  const region = rule.by === "box" ? regionCellsOf(ctx.puzzle, rule.cell) : [];
  for (let v = 1; v <= n; v++) {
    const target = indexerTarget(n, rule.by, rule.cell, v, region);
    out.push(Int32Array.of(notHoldsLit(n, rule.cell, v), holdsLit(n, target.cell, target.value)));
  }
}
