/** What the Sudoku routes share: reading the player's entries, and core values (cell indices, house numbers) → the API's names. */
import type { SolveResponse, StepJson } from "../core/api";
import type { CellValue } from "../core/sudoku/candidates";
import { parseGridLoose, readAlphabet, type GridError } from "../core/sudoku/grid-text";
import type { Grid } from "../core/sudoku/grid";
import { describeLogged, type Explanation, type LoggedStep } from "../core/sudoku/hints/explain";
import { cellName, houseName, type Shape } from "../core/sudoku/shape";
import type { ErrorValue } from "../http/problem";

/** A grid parse failure as a problem; two equal givens in a house are well-formed but unsolvable (422). */
export function gridProblem(error: GridError, field: string): ErrorValue {
  const kind = error.cells && error.cells.length === 2 ? "givens-conflict" : "bad-grid";
  const out: ErrorValue = { kind, message: error.message, field };
  if (error.cell !== undefined) out.cell = error.cell;
  return out;
}

/** The problem of an entry that puts another digit over a given (classic and variant entries alike). */
export function entryOverGiven(cell: string, value: number, given: number): ErrorValue {
  return { kind: "grid-mismatch", message: `entries put ${value} at ${cell}, which is a given ${given}: leave a given's cell empty or repeat its digit.`, field: "body.entries", cell };
}

/**
 * The player's entries, read without the rule check (breaking rules is what they may do) on the puzzle's shape and
 * in its alphabet (`puzzleText`, as sent).
 * Entries that read as a grid of another size, or put another digit over a given, are a grid-mismatch (a given's
 * cell may be empty or repeat its given, as a whole board does); any other fault is a bad grid.
 */
export function readEntries(text: string, puzzle: Grid, puzzleText: string): { ok: true; value: Grid } | { ok: false; error: ErrorValue } {
  const { shape } = puzzle;
  // In the puzzle's own symbols: entries of letters alone (a player's first A on a 16x16) would otherwise read as
  // A-P for 1-16, where the puzzle's A is 10.
  const entries = parseGridLoose(text, { shape, alphabet: readAlphabet(puzzleText, shape) });
  if (entries.ok) {
    const over = puzzle.cells.findIndex((given, i) => given !== 0 && entries.value.cells[i] !== 0 && entries.value.cells[i] !== given);
    if (over < 0) return entries;
    return { ok: false, error: entryOverGiven(cellName(shape, over), entries.value.cells[over]!, puzzle.cells[over]!) };
  }
  const other = parseGridLoose(text, { boxed: true });
  if (other.ok && other.value.shape.size !== shape.size) {
    const message = `entries are ${other.value.shape.size}x${other.value.shape.size}, the puzzle is ${shape.size}x${shape.size}.`;
    return { ok: false, error: { kind: "grid-mismatch", message, field: "body.entries" } };
  }
  return { ok: false, error: { ...gridProblem(entries.error, "body.entries"), kind: "bad-grid" } };
}

export function placements(shape: Shape, list: readonly CellValue[]): { cell: string; value: number }[] {
  return list.map(({ cell, value }) => ({ cell: cellName(shape, cell), value }));
}

/** Eliminations grouped by cell, in the order the cells first appear. */
export function eliminations(shape: Shape, list: readonly CellValue[]): { cell: string; values: number[] }[] {
  const byCell = new Map<number, number[]>();
  for (const { cell, value } of list) {
    const values = byCell.get(cell) ?? [];
    values.push(value);
    byCell.set(cell, values);
  }
  return [...byCell].map(([cell, values]) => ({ cell: cellName(shape, cell), values: values.sort((a, b) => a - b) }));
}

export function apiStep(shape: Shape, logged: LoggedStep): StepJson {
  const { step } = logged;
  return {
    technique: step.technique,
    text: describeLogged(shape, logged),
    placements: placements(shape, step.placements),
    eliminations: eliminations(shape, step.eliminations),
    houses: step.houses.map((h) => houseName(shape, h)),
    cells: step.focus.map((cell) => cellName(shape, cell)),
  };
}

export function apiSteps(explanation: Explanation): StepJson[] {
  return explanation.steps.map((logged) => apiStep(explanation.shape, logged));
}

/**
 * A solve answer with every solved grid taken out (`solution=false`): the verdict, the counts and where two
 * solutions differ stay, so a page can say "unique" without ever holding the answer.
 */
export function withoutGrids(body: SolveResponse): SolveResponse {
  const out = { ...body };
  delete out.solution;
  delete out.otherSolution;
  delete out.solutions;
  return out;
}
