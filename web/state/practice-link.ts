/**
 * A practice board from /api/practice as a link to the playing board: the givens in the path, `?practice=<technique>`
 * so the page says what to look for, and the board in the fragment (the digits placed so far as entries, every
 * empty cell's candidates as pencil marks), where the hint finds the same step.
 */
import type { Candidates } from "../../worker/core/sudoku/candidates";
import type { Grid } from "../../worker/core/sudoku/grid";
import { parseCandidates } from "../../worker/core/sudoku/hints/candidate-notation";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import { practiceTechnique, type PracticeTechnique } from "../../worker/core/sudoku/practice-levels";
import { progressFragment, sharePath } from "./share";

export function practiceLink(technique: PracticeTechnique, puzzleText: string, positionText: string): string | null {
  const puzzle = parseGrid(puzzleText);
  const position = parseCandidates(positionText);
  if (!puzzle.ok || !position.ok || position.value.shape.size !== puzzle.value.shape.size) return null;
  return boardLink(puzzle.value, position.value, technique);
}

/** The link that opens `position` over `puzzle`'s givens on the playing board, saying what to practise if told. */
export function boardLink(puzzle: Grid, position: Candidates, practice?: PracticeTechnique): string {
  const query = practice ? `?practice=${practice}` : "";
  return `${sharePath(puzzle)}${query}${progressFragment(puzzle, { values: position.values, notes: position.masks })}`;
}

/** The technique a page's address asks to practise (`?practice=x-wing`), or null. */
export function practiceFromQuery(search: string): PracticeTechnique | null {
  const asked = new URLSearchParams(search).get("practice");
  return practiceTechnique(asked);
}
