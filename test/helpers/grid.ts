/** Test helpers shared by the core, CLI and web tests: read a grid from text or fail the test with the parser's message. */
import type { Grid } from "../../worker/core/sudoku/grid";
import { parseGrid, parseGridLoose } from "../../worker/core/sudoku/grid-text";

/** A puzzle with the rule check (two equal givens in a house fail). */
export function grid(text: string): Grid {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** Cells without the rule check, for entries that may clash. */
export function looseGrid(text: string): Grid {
  const parsed = parseGridLoose(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}
