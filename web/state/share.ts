/**
 * Share links: /p/<puzzle> with the givens in the path (line form, any size) and, optionally, the player's entries
 * in the fragment (#e=<line>), so a link can say "here is where I got stuck" without the server ever seeing it.
 */
import { formatGrid, parseGrid, parseGridLoose } from "../../worker/core/sudoku/grid-text";
import type { Grid } from "../../worker/core/sudoku/grid";
import type { Result } from "../../worker/core/result";
import type { GridError } from "../../worker/core/sudoku/grid-text";

export function sharePath(puzzle: Grid): string {
  return `/p/${formatGrid(puzzle, "line")}`;
}

/** The link with progress: only the player's own entries travel, givens are already in the path. */
export function shareUrl(origin: string, puzzle: Grid, values?: Uint8Array): string {
  const base = `${origin}${sharePath(puzzle)}`;
  if (!values) return base;
  const entries = { shape: puzzle.shape, cells: values.map((v, i) => (puzzle.cells[i] ? 0 : v)) };
  if (entries.cells.every((v) => v === 0)) return base;
  return `${base}#e=${formatGrid(entries, "line")}`;
}

export function puzzleFromPath(code: string): Result<Grid, GridError> {
  return parseGrid(decodeURIComponent(code));
}

/** Entries from a fragment like "#e=....5..", or null when absent or not the puzzle's size. */
export function entriesFromHash(hash: string, puzzle: Grid): Uint8Array | null {
  const match = /(?:^#|&)e=([^&]+)/.exec(hash);
  if (!match) return null;
  const parsed = parseGridLoose(decodeURIComponent(match[1]), { size: puzzle.shape.size });
  return parsed.ok ? parsed.value.cells : null;
}
