/**
 * Variant puzzles in the site: /v?load=<compressed f-puzzles JSON> carries the whole puzzle (givens and rules) in
 * the address, the same compressed form f-puzzles links use, so a link can be opened here or on f-puzzles.
 */
import { checkVariant } from "../../worker/core/sudoku/variants/check";
import { variantCandidates } from "../../worker/core/sudoku/variants/candidates";
import { toFpuzzles } from "../../worker/core/sudoku/variants/fpuzzles-export";
import { fromFpuzzles } from "../../worker/core/sudoku/variants/fpuzzles";
import { boxDims, regionsOf, type VariantPuzzle } from "../../worker/core/sudoku/variants/model";
import { shapeOfBoxes, shapeOfLayout, shapeOfSize, type Shape } from "../../worker/core/sudoku/shape";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import { ruleHouses } from "../../worker/core/sudoku/variants/rules/houses";
import { compressFpuzzles, readFpuzzlesText } from "../../worker/variants/fpuzzles-link";
import type { GameOptions } from "./game-types";

export function variantPath(puzzle: VariantPuzzle): string {
  return `/v?load=${encodeURIComponent(compressFpuzzles(toFpuzzles(puzzle)))}`;
}

/**
 * A grid text with rectangular boxes (a 6×6) as a /v link: such grids are played on the variant board, as a
 * puzzle with no rules. Null for any other text (a square grid goes to /p/).
 */
export function boxedGridPath(text: string): string | null {
  const parsed = parseGrid(text, { boxed: true });
  if (!parsed.ok || parsed.value.shape.box !== 0) return null;
  return variantPath({ size: parsed.value.shape.size, givens: parsed.value.cells, rules: [] });
}

export function variantPathFromText(text: string): string | null {
  const read = readFpuzzlesText(text);
  if (!read.ok) return null;
  const puzzle = fromFpuzzles(read.value);
  return puzzle.ok ? variantPath(puzzle.value) : null;
}

/**
 * The board a variant is played on: its own regions are its houses (so a placement clears notes, counts a repeat
 * and highlights peers in the jigsaw region, not in the standard box), and any side 4..16 has one, a 6×6 its 2×3
 * boxes. A square board with standard boxes keeps the shared classic shape.
 */
export function variantShape(puzzle: VariantPuzzle): Shape {
  const standard = puzzle.regions ? undefined : shapeOfSize(puzzle.size) ?? shapeOfBoxes(puzzle.size);
  if (standard) return standard;
  const { rows, cols } = boxDims(puzzle.size);
  return shapeOfLayout(puzzle.size, regionsOf(puzzle), rows, cols);
}

/**
 * A classic puzzle carried as a variant: no rule beyond rows, columns and the standard boxes (a 6×6 with its 2×3
 * boxes). The board then draws nothing over the cells, the candidate helpers stay on, and it is called by its size.
 */
export const isPlainClassic = (puzzle: VariantPuzzle): boolean => puzzle.rules.length === 0 && !puzzle.regions;

/** What a board calls its puzzle: its own title, "6×6 Sudoku" for a plain classic one, else `fallback`. */
export const puzzleTitle = (puzzle: VariantPuzzle, fallback: string): string =>
  puzzle.title ?? (isPlainClassic(puzzle) ? `${puzzle.size}×${puzzle.size} Sudoku` : fallback);

/** The puzzle of a /v link's load parameter, or the reason it has none. */
export function variantFromLoad(load: string): { puzzle: VariantPuzzle } | { error: string } {
  const read = readFpuzzlesText(load);
  if (!read.ok) return { error: read.error.message };
  const puzzle = fromFpuzzles(read.value);
  if (!puzzle.ok) return { error: `${puzzle.error.message}${puzzle.error.cell ? ` (cell ${puzzle.error.cell})` : ""}` };
  return { puzzle: puzzle.value };
}

/**
 * The POST /api/solve request that proves a variant unique: with its solution, or, for a game played without help,
 * the verdict alone (`solution: false`), so the page never holds the answer.
 */
export function variantSolveRequest(load: string, withSolution: boolean): RequestInit {
  return { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(withSolution ? { fpuzzles: load } : { fpuzzles: load, solution: false }) };
}

/**
 * A game's rules for a variant puzzle: its conflicts and candidates, and Place singles' extra houses (hidden singles
 * on an X-Sudoku's diagonals) and rule check (no two singles of a round that break a rule together).
 */
export function variantGameRules(puzzle: VariantPuzzle): Required<Pick<GameOptions, "conflicts" | "candidates" | "singlesRules">> {
  return {
    conflicts: (values) => variantConflicts(puzzle, values),
    // Each rule read on its own (variants/candidates.ts).
    candidates: (values) => variantCandidates(puzzle, values).masks,
    singlesRules: { houses: ruleHouses(puzzle), breaks: (values) => checkVariant(puzzle, values).flatMap((v) => (v.rule === "given" ? [] : [`${v.message}: ${v.cells.join(", ")}`])) },
  };
}

/** Cells named in any rule violation of the current entries (a rule is judged once its cells are filled). */
function variantConflicts(puzzle: VariantPuzzle, values: Uint8Array): Set<number> {
  const out = new Set<number>();
  for (const v of checkVariant(puzzle, values)) {
    if (v.rule === "given") continue;
    for (const name of v.cells) {
      const [, r, c] = /^r(\d+)c(\d+)$/.exec(name)!;
      out.add((Number(r) - 1) * puzzle.size + Number(c) - 1);
    }
  }
  return out;
}
