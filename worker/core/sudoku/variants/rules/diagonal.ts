/**
 * X-Sudoku: the values on a marked main diagonal are distinct, so each of the N values appears on it exactly once
 * (written like a house: "at most once" pairs plus the redundant "at least once", as the extended classic
 * encoding does). https://www.sudokuwiki.org/X_Sudoku
 */
import type { Rule } from "../model";
import { distinct, holdsLit, type EncodeContext } from "./context";

export function diagonalCells(size: number, which: "main" | "anti"): number[] {
  return Array.from({ length: size }, (_, i) => (which === "main" ? i * size + i : (size - 1 - i) * size + i));
}

export function encodeDiagonal(ctx: EncodeContext, rule: Extract<Rule, { kind: "diagonal" }>, out: Int32Array[]): void {
  const cells = diagonalCells(ctx.size, rule.which);
  distinct(ctx.size, cells, out);
  for (let v = 1; v <= ctx.size; v++) out.push(Int32Array.from(cells, (cell) => holdsLit(ctx.size, cell, v)));
}
