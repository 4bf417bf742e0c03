/**
 * Kropki dots (https://www.sudokuwiki.org/Kropki_Sudoku) and XV marks: a relation between two neighbours, written
 * as support clauses. White: the values differ by the dot's value (1 unless stated). Black: one value is the dot's
 * value (2 unless stated) times the other. X: the values add up to 10; V: to 5.
 */
import type { Rule } from "../model";
import { supportPairs, type EncodeContext } from "./context";

export const differs = (d: number) => (v: number, w: number): boolean => Math.abs(v - w) === d;
export const ratioOf = (k: number) => (v: number, w: number): boolean => v === k * w || w === k * v;
export const sumsTo = (s: number) => (v: number, w: number): boolean => v + w === s;

type DotRule = Extract<Rule, { kind: "difference" | "ratio" | "xv" }>;

export function dotRelation(rule: DotRule): (v: number, w: number) => boolean {
  if (rule.kind === "difference") return differs(rule.value);
  if (rule.kind === "ratio") return ratioOf(rule.value);
  return sumsTo(rule.sum);
}

export function encodeDot(ctx: EncodeContext, rule: DotRule, out: Int32Array[]): void {
  supportPairs(ctx.size, rule.cells[0], rule.cells[1], dotRelation(rule), out);
}
