/** Text forms of variant grids shared by the Worker, the CLI and the site. */
import { valueToChar } from "../core/sudoku/grid";
import type { VariantPuzzle } from "../core/sudoku/variants/model";

/** One line of characters, row by row: '.' for empty, 1-9 then A-G above 9 (as classic grids travel). */
export function variantLine(cells: ArrayLike<number>): string {
  return Array.from(cells, (v) => valueToChar(v)).join("");
}

/** The distinct rule kinds a puzzle uses, in the order they first appear ("jigsaw" first for irregular regions). */
export function ruleKinds(puzzle: VariantPuzzle): string[] {
  return [...new Set([...(puzzle.regions ? ["jigsaw"] : []), ...puzzle.rules.map((r) => r.kind)])];
}
