/**
 * Reads a file of puzzles as collections are really written, not only one clean line per puzzle:
 * - one puzzle per line, as `parseGrid` reads it;
 * - a line whose puzzle is one field among others: `PUZZLE,SOLUTION` (Kaggle's CSV), `ID PUZZLE RATING`
 *   (sudoku-exchange's bank), `PUZZLE # note`: the first field that reads as a grid is the puzzle;
 * - a grid written over several lines, one row a line (Project Euler's `Grid 01` blocks, .sdk and .ss files, a
 *   pretty board with `+---+` rules), a title or blank line between grids;
 * - comments (`#`, `//`), titles and headers, kept as text so that a caller can say what it skipped.
 * A line that looks meant as a puzzle but does not read as one is an `invalid` item with parseGrid's message, never
 * skipped in silence.
 */
import { err, ok, type Result } from "../result";
import type { Grid } from "./grid";
import { parseGrid, parseGridLoose, type GridError, type ParseOptions } from "./grid-text";
import { READABLE_SIDES, SQUARE_SIDES } from "./shape";

export type CollectionItem =
  /**
   * `line` is the 1-based line the puzzle starts on; `lines` how many lines it spans (1 unless written in rows);
   * `text` what was read as the puzzle (the line, its field, or the rows); `stated` a full grid that a later field of
   * the same line gives beside the puzzle (Kaggle's `PUZZLE,SOLUTION`), which a solver can check against its own.
   */
  | { kind: "puzzle"; line: number; lines: number; grid: Grid; text: string; stated?: Grid }
  | { kind: "invalid"; line: number; lines: number; error: GridError }
  /** A comment, title or header: no puzzle in it. */
  | { kind: "text"; line: number; text: string }
  /** An empty line or a board rule (`+-------+`) outside any grid. */
  | { kind: "blank"; line: number };

export interface CollectionOptions {
  /** Also read grids with rectangular boxes (6×6 … 15×15), as parseGrid's `boxed`. */
  boxed?: boolean;
}

/** The fewest cells a grid has (4×4): a shorter field is an id or a rating, not a puzzle. */
const FEWEST_CELLS = 16;
/** A 16×16's row has as many cells as a whole 4×4. */
const ROW_OR_PUZZLE = 16;

/** A board's rule line: dashes or equals signs, with the `+` and `|` of its corners. */
const RULE_LINE = /^[\s|+]*[-=]{2,}[-=\s|+]*$/;
const COMMENT_LINE = /^(#|\/\/)/;

/** The cells of one line read as a row of a grid (their symbols, or numbers), or null when it is not such a row. */
function rowSymbols(line: string): string[] | null {
  if (line.includes(",")) {
    const fields = line.split(",").map((f) => f.trim());
    return fields.length > 1 && fields.every((f) => /^(\d{1,2}|[._])?$/.test(f)) ? fields : null;
  }
  const words = line.split(/[\s|+]+/).filter((w) => w.length > 0);
  if (words.length > 1 && words.some((w) => w.length === 2) && words.every((w) => /^(\d{1,2}|[._])$/.test(w))) return words;
  const chars = line.replace(/[\s|+]/g, "");
  return /^[0-9A-Za-z._*]+$/.test(chars) ? [...chars] : null;
}

/** Whether every symbol could stand in a grid of side n under some alphabet (digits 1-9 then A…, or A=1 …). */
function fitsSide(symbols: string[], n: number): boolean {
  return symbols.every((s) => {
    if (s === "" || s === "." || s === "_" || s === "*") return true;
    if (/^\d+$/.test(s)) return Number(s) <= n;
    return s.toUpperCase().charCodeAt(0) - 64 <= n;
  });
}

/** The side a line would have as the first row of a grid written in rows, or 0. */
function rowSide(line: string, sides: readonly number[]): number {
  const symbols = rowSymbols(line);
  return symbols !== null && sides.includes(symbols.length) && fitsSide(symbols, symbols.length) ? symbols.length : 0;
}

interface Block {
  rows: string[];
  /** Index of the first line after the rows read. */
  end: number;
}

/** The rows of a grid of side n starting at lines[start], rule lines between them allowed; at most n rows. */
function readBlock(lines: string[], start: number, n: number): Block {
  const rows = [lines[start].trim()];
  let i = start + 1;
  let end = i;
  while (rows.length < n && i < lines.length) {
    const t = lines[i].trim();
    if (RULE_LINE.test(t)) i++;
    else {
      const symbols = rowSymbols(t);
      if (symbols === null || symbols.length !== n || !fitsSide(symbols, n)) break;
      rows.push(t);
      end = ++i;
    }
  }
  return { rows, end };
}

/** Why a grid written in rows stopped short, at the line after its last row. */
function shortBlockError(lines: string[], block: Block, n: number): GridError {
  const next = block.end < lines.length ? `line ${block.end + 1} is not a row of ${n} cells` : "the text ends";
  return { kind: "bad-grid", message: `a ${n}x${n} grid written in rows needs ${n} rows; ${block.rows.length} rows of ${n} cells, then ${next}` };
}

/** The first field of a line that reads as a grid, or the error of the field most like one. */
function gridInFields(line: string, opts: ParseOptions): { grid?: Grid; field?: string; stated?: Grid; error?: GridError } {
  const fields = line.split(/[\s,;:]+/).filter((f) => f.length >= FEWEST_CELLS);
  let error: GridError | undefined;
  let longest = 0;
  for (const [i, field] of fields.entries()) {
    const parsed = parseGrid(field, opts);
    if (parsed.ok) return { grid: parsed.value, field, stated: statedSolution(fields.slice(i + 1), parsed.value) };
    if (looksLikeCells(field) && field.length > longest) {
      longest = field.length;
      error = parsed.error;
    }
  }
  return { error };
}

/** The first of `fields` that fills every cell of the puzzle's shape: the solution the line states beside it. */
function statedSolution(fields: string[], puzzle: Grid): Grid | undefined {
  for (const field of fields) {
    const read = parseGridLoose(field, { shape: puzzle.shape });
    if (read.ok && read.value.cells.every((v) => v !== 0)) return read.value;
  }
  return undefined;
}

/**
 * Whether symbols read as a grid's cells rather than words: digits, capitals and blanks only, a quarter of them at
 * least digits or blanks (a puzzle has its blanks, a solution its digits; "PUZZLE NUMBER 12" has neither).
 */
function looksLikeCells(chars: string): boolean {
  if (chars.length < FEWEST_CELLS || !/^[0-9A-Z._*]+$/.test(chars)) return false;
  return chars.replace(/[A-Z]/g, "").length * 4 >= chars.length;
}

/** Whether a line that reads as no grid was still meant as one: cell symbols and nothing else. */
function meantAsPuzzle(line: string): boolean {
  return looksLikeCells(line.replace(/[\s|+,-]/g, ""));
}

/**
 * The items of a collection's text in order, each puzzle already parsed (rules checked) by parseGrid.
 * @example [...readPuzzleCollection("Grid 01\n003020600\n900305001\n…")] // a text item, then one puzzle of 9 lines
 */
export function* readPuzzleCollection(text: string, opts: CollectionOptions = {}): Generator<CollectionItem> {
  const parse: ParseOptions = { boxed: opts.boxed ?? false };
  const sides = parse.boxed ? READABLE_SIDES : SQUARE_SIDES;
  const lines = contentLines(text);
  let i = 0;
  while (i < lines.length) {
    const line = i + 1;
    const t = lines[i].trim();
    if (t === "" || RULE_LINE.test(t)) {
      yield { kind: "blank", line };
      i++;
      continue;
    }
    if (COMMENT_LINE.test(t)) {
      yield { kind: "text", line, text: t };
      i++;
      continue;
    }
    const side = rowSide(t, sides);
    const block = side > 0 ? readBlock(lines, i, side) : null;
    // Sixteen cells are a 4×4 puzzle and also a 16×16's row: a run of 4×4 puzzles, one a line, stays one a line.
    const rowsArePuzzles = block !== null && side === ROW_OR_PUZZLE && block.rows.filter((row) => parseGrid(row, parse).ok).length * 2 >= block.rows.length;
    // One short line alone ("2024", a 4-cell title) is no grid; two rows or more that stop short are a broken one.
    if (block !== null && !rowsArePuzzles && block.rows.length > 1) {
      const spanned = block.end - i;
      if (block.rows.length < side) yield { kind: "invalid", line, lines: spanned, error: shortBlockError(lines, block, side) };
      else {
        const rows = block.rows.join("\n");
        const parsed = parseGrid(rows, parse);
        yield parsed.ok ? { kind: "puzzle", line, lines: spanned, grid: parsed.value, text: rows } : { kind: "invalid", line, lines: spanned, error: parsed.error };
      }
      i = block.end;
      continue;
    }
    i++;
    const whole = parseGrid(t, parse);
    if (whole.ok) {
      yield { kind: "puzzle", line, lines: 1, grid: whole.value, text: t };
      continue;
    }
    const found = gridInFields(t, parse);
    if (found.grid) yield { kind: "puzzle", line, lines: 1, grid: found.grid, text: found.field ?? t, ...(found.stated ? { stated: found.stated } : {}) };
    else if (meantAsPuzzle(t)) yield { kind: "invalid", line, lines: 1, error: whole.error };
    else if (found.error) yield { kind: "invalid", line, lines: 1, error: found.error };
    else yield { kind: "text", line, text: t };
  }
}

/** A text's lines, the blank ones at its end left out. */
function contentLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1].trim() === "") lines.pop();
  return lines;
}

/** How many lines a text has, as readPuzzleCollection counts them (trailing blank lines left out). */
export function collectionLineCount(text: string): number {
  return contentLines(text).length;
}

export interface CollectedPuzzles {
  /** The puzzles in order, each with the line it starts on and the text read as it (as in CollectionItem). */
  puzzles: { line: number; grid: Grid; text: string }[];
  /** Lines meant as puzzles that did not read as one, in order. */
  invalid: { line: number; error: GridError }[];
  /** Whether the text held more than `max` puzzles (the rest were not read). */
  truncated: boolean;
}

/** The puzzles of a text (at most `max`), and the ones that could not be read: for a single import or a picker. */
export function collectPuzzles(text: string, opts: CollectionOptions = {}, max = Infinity): CollectedPuzzles {
  const found: CollectedPuzzles = { puzzles: [], invalid: [], truncated: false };
  for (const item of readPuzzleCollection(text, opts)) {
    if (item.kind === "puzzle") {
      if (found.puzzles.length === max) {
        found.truncated = true;
        break;
      }
      found.puzzles.push({ line: item.line, grid: item.grid, text: item.text });
    } else if (item.kind === "invalid") found.invalid.push({ line: item.line, error: item.error });
  }
  return found;
}

/**
 * The one puzzle a text holds: the whole text as parseGrid reads it, else read leniently as a collection (a title,
 * a rating, a grid in rows), the first puzzle of several. Without one, the first line meant as a puzzle that did not
 * read, else what parseGrid says of the whole text.
 */
export function firstPuzzle(text: string, opts: CollectionOptions = {}): { ok: true; grid: Grid; line: number; text: string } | { ok: false; error: GridError } {
  const whole = parseGrid(text, { boxed: opts.boxed ?? false });
  if (whole.ok) return { ok: true, grid: whole.value, line: 1, text };
  const found = collectPuzzles(text, opts, 1);
  const first = found.puzzles[0];
  const bad = found.invalid[0];
  // A line meant as a puzzle before the first that is one is the user's mistake to hear about.
  if (bad !== undefined && (first === undefined || bad.line < first.line)) return { ok: false, error: withLine(bad.error, bad.line, text) };
  if (first !== undefined) return { ok: true, grid: first.grid, line: first.line, text: first.text };
  return whole;
}

/** Puzzles an API request's text is scanned for: enough to say "several", not a whole file's worth. */
const SEVERAL_NAMED = 5;

/**
 * The puzzle a request's text holds, for the API: the whole text as parseGrid reads it, else read leniently (a
 * comment, a title, a rating, a grid in rows) when it holds exactly one puzzle and no line that failed to read.
 * Several puzzles are an error that names their lines: an API answers about one puzzle, and taking the first
 * would answer about a puzzle the caller may not have meant.
 */
export function onlyPuzzle(text: string, opts: CollectionOptions = {}): Result<Grid, GridError> {
  const whole = parseGrid(text, { boxed: opts.boxed ?? false });
  if (whole.ok) return whole;
  const found = collectPuzzles(text, opts, SEVERAL_NAMED);
  const bad = found.invalid[0];
  if (bad !== undefined) return err(withLine(bad.error, bad.line, text));
  if (found.puzzles.length === 1) return ok(found.puzzles[0].grid);
  if (found.puzzles.length === 0) return whole;
  const lines = found.puzzles.map((p) => p.line).join(", ");
  const count = found.truncated ? `more than ${SEVERAL_NAMED} puzzles` : `${found.puzzles.length} puzzles`;
  return err({ kind: "bad-grid", message: `the text holds ${count} (starting on lines ${lines}${found.truncated ? ", …" : ""}): send one at a time` });
}

/** A multi-line text's error says its line; a one-line text's needs no line. */
function withLine(error: GridError, line: number, text: string): GridError {
  return /\n./.test(text.trim()) ? { ...error, message: `line ${line}: ${error.message}` } : error;
}
