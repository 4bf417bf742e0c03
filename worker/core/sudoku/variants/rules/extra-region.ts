/**
 * House-like rules beyond rows, columns and regions: an extra region (values distinct; one of N cells holds each
 * value once, so it also gets the redundant "each value somewhere" clauses a house has) and disjoint groups (the
 * cells in the same position of each standard box form such a house).
 */
import { boxDims, type Rule } from "../model";
import { distinct, holdsLit, type EncodeContext } from "./context";

function house(size: number, cells: readonly number[], out: Int32Array[]): void {
  distinct(size, cells, out);
  if (cells.length !== size) return;
  for (let v = 1; v <= size; v++) out.push(Int32Array.from(cells, (cell) => holdsLit(size, cell, v)));
}

/** The N groups of disjoint-groups Sudoku: group k holds the k-th cell (reading order) of every standard box. */
export function disjointGroups(size: number): number[][] {
  const { rows, cols } = boxDims(size);
  const groups: number[][] = Array.from({ length: size }, () => []);
  for (let cell = 0; cell < size * size; cell++) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    groups[(r % rows) * cols + (c % cols)].push(cell);
  }
  return groups;
}

export function encodeExtraRegion(ctx: EncodeContext, rule: Extract<Rule, { kind: "extra-region" | "disjoint-groups" }>, out: Int32Array[]): void {
  if (rule.kind === "extra-region") return house(ctx.size, rule.cells, out);
  for (const group of disjointGroups(ctx.size)) house(ctx.size, group, out);
}
