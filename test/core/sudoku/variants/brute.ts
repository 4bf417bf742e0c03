/**
 * Brute-force solution counting for small variant boards: fill cells in reading order, try every value, and
 * prune with the independent rules checker on the partial grid. It never touches the encoders or the SAT core.
 */
import { checkVariant } from "../../../../worker/core/sudoku/variants/check";
import type { VariantPuzzle } from "../../../../worker/core/sudoku/variants/model";

export function bruteCount(puzzle: VariantPuzzle, cap = 100_000): number {
  const n = puzzle.size;
  const grid = Uint8Array.from(puzzle.givens);
  if (checkVariant(puzzle, grid).length > 0) return 0;
  let count = 0;
  const walk = (cell: number): void => {
    if (count >= cap) return;
    if (cell === n * n) {
      count++;
      return;
    }
    if (puzzle.givens[cell] !== 0) return walk(cell + 1);
    for (let v = 1; v <= n; v++) {
      grid[cell] = v;
      if (checkVariant(puzzle, grid).length === 0) walk(cell + 1);
    }
    grid[cell] = 0;
  };
  walk(0);
  return count;
}
