/**
 * Text forms of a grid, parsed into a Grid and formatted back.
 *
 * Accepted forms (the size comes from the number of cells: 16, 81, 256 or 625, with `opts.boxed` also 36, 64, 100,
 * 144, 196 or 225 for rectangular boxes, or from `opts.size`):
 * - one character per cell: `1`-`9` then `A`=10 … `P`=25 (the public 16x16/25x25 sets use this), blanks as `.`,
 *   `0`, `_` or `*`; line breaks, spaces and the board separators `| - +` are ignored, so a pretty board parses too,
 *   except in a single line with no `|` or `+` whose cells only add up with its dashes: there `-` is a blank.
 * - letters only, `A`=1 … `Y`=25 (a common 25x25 alphabet): chosen automatically when the text has no digit and
 *   at least one letter, or a letter beyond the digit alphabet (e.g. `Q` in a 25x25); force it with
 *   `alphabet: 'letters'`.
 * - zero-based, `0`=1 … `F`=16 (the hexadoku form of a 16x16; `0`-`O` on a 25x25): chosen automatically on sides
 *   above 9 when the text has `0`s and also another blank (`.`, `_`, `*` or `-`), and never the digit alphabet's
 *   last symbol (`G` on a 16x16), since a `0` beside `.` blanks is a digit there; force it with
 *   `alphabet: 'zero-based'`.
 * - numbers separated by commas (or by whitespace when some number has two digits): `0` or an empty field blank.
 * Full-width forms (`１２．．`) are read as their ASCII characters in every form.
 */
import { err, ok, type Result } from "../result";
import { READABLE_SIDES, SQUARE_SIDES, cellName, shapeOfBoxes, shapeOfSize, type Shape } from "./shape";
import { valueToChar, type Grid } from "./grid";
import { ruleConflicts } from "./verify";
import { aGrid } from "../words";

export interface GridError {
  kind: "bad-grid";
  message: string;
  /** The cell the problem is in, e.g. "r3c7". */
  cell?: string;
  /** 1-based character position in the input text. */
  position?: number;
  /** Every cell involved (both cells of two equal givens in a house). */
  cells?: string[];
}

export type Alphabet = "auto" | ResolvedAlphabet;

/** The symbol sets a single-character grid can be written in (see above). */
export type ResolvedAlphabet = "digits-letters" | "letters" | "zero-based";

export interface ParseOptions {
  /** Side length N (4, 9, 16, 25); by default it follows from the cell count. */
  size?: number;
  /** The shape itself, any layout shape included (a variant's progress on a 6×6); wins over `size`. */
  shape?: Shape;
  alphabet?: Alphabet;
  /**
   * Also read the sides with rectangular boxes (BOXED_SIDES: 6×6 … 15×15) when the size follows from the cell
   * count. Off by default: only callers that hand such a grid to the variant engine ask for it.
   */
  boxed?: boolean;
}

export type GridForm = "line" | "pretty" | "csv";

const SEPARATORS = new Set(["|", "-", "+"]);
const BLANKS = new Set([".", "0", "_", "*", "-"]);
/** The blanks that are not also a digit somewhere (hexadoku's 0 is). */
const NON_DIGIT_BLANKS = new Set([".", "_", "*", "-"]);

/**
 * A cell's raw text and where it started in the input (1-based). The count is in UTF-16 units, which is the count in
 * characters for every token a message can name: no character outside the BMP is a symbol, so none comes before the
 * first bad one.
 */
interface Token {
  text: string;
  position: number;
}

function badGrid(message: string, extra: Omit<GridError, "kind" | "message"> = {}): { ok: false; error: GridError } {
  return err({ kind: "bad-grid", message, ...extra });
}

function isNumericForm(text: string): boolean {
  if (text.includes(",")) return true;
  const words = text.split(/[\s|+]+/).filter((w) => w.length > 0 && !/^-+$/.test(w));
  // Whitespace-separated numbers: values reach 25, so every word has one or two digits and some have two.
  return words.length > 1 && words.some((w) => w.length === 2) && words.every((w) => /^(\d{1,2}|[._])$/.test(w));
}

/** Comma/whitespace-separated numbers; an empty field between commas is a blank cell. */
function numericTokens(text: string): Token[] {
  const tokens: Token[] = [];
  const csv = text.includes(",");
  for (const line of text.matchAll(/[^\n]+/g)) {
    const lineStart = line.index ?? 0;
    const body = line[0].replace(/\r$/, "");
    if (body.trim() === "" || /^[\s|+-]+$/.test(body)) continue;
    const fields = csv ? body.split(",") : body.trim().split(/\s+/);
    let offset = 0;
    for (const field of fields) {
      const at = body.indexOf(field, offset);
      offset = at + field.length + (csv ? 1 : 0);
      const trimmed = field.replace(/[\s|]/g, "");
      if (!csv && trimmed === "") continue;
      const lead = field.length - field.trimStart().length;
      tokens.push({ text: trimmed, position: lineStart + at + lead + 1 });
    }
  }
  return tokens;
}

function charTokens(text: string, dashBlanks = false): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) {
      // An emoji or a math digit is one character in two units, so it is one cell; a half with no partner stays a
      // token of its own so that its message can name it.
      const pair = code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
      tokens.push({ text: pair ? text.slice(i, i + 2) : text[i], position: i + 1 });
      if (pair) i++;
      continue;
    }
    const ch = text[i];
    if (ch === " " || ch === "\t" || ch === "\n" || ch === "\r" || ch === "\ufeff") continue;
    if (SEPARATORS.has(ch) && !(dashBlanks && ch === "-")) continue;
    tokens.push({ text: ch, position: i + 1 });
  }
  return tokens;
}

/**
 * The cells of a text, one character each: dashes are a board's rule lines, except in one line with no `|` or `+`
 * (such as "4-----8-5-3…") whose cells add up to a grid only with them, where they are blanks.
 */
function cellTokens(text: string, fits: (count: number) => boolean): Token[] {
  const tokens = charTokens(text);
  if (fits(tokens.length) || !dashesCouldBeBlanks(text)) return tokens;
  const withDashes = charTokens(text, true);
  return fits(withDashes.length) ? withDashes : tokens;
}

/** One line with dashes and no `|` or `+`: its dashes are not a board's rule lines. */
function dashesCouldBeBlanks(text: string): boolean {
  return text.includes("-") && !/[\n|+]/.test(text.trim());
}

function pickAlphabet(tokens: Token[], requested: Alphabet, size: number): ResolvedAlphabet {
  if (requested !== "auto") return requested;
  let digits = false;
  let letters = false;
  let zeros = false;
  let otherBlanks = false;
  let lastSymbol = false;
  const last = valueToChar(size);
  for (const { text } of tokens) {
    const code = upperCode(text);
    if (code >= 49 && code <= 57) digits = true;
    else if (code >= 65 && code <= 90) letters = true;
    if (text === "0") zeros = true;
    else if (NON_DIGIT_BLANKS.has(text)) otherBlanks = true;
    if (text.length === 1 && String.fromCharCode(code) === last) lastSymbol = true;
  }
  // Letters alone (A=1, as in A-Y for 25x25); with any digit, 1-9 then A.., and a letter past the size is an error
  // at its own cell, not a reason to read every digit as foreign.
  if (letters && !digits) return "letters";
  // Hexadoku writes a 16x16 in 0-F with "." blanks: read as 1-G, its 0s would silently become blanks.
  return size > 9 && zeros && otherBlanks && !lastSymbol ? "zero-based" : "digits-letters";
}

/** The symbols an alphabet gives a grid of side `size`, for messages: "1-9", "1-9 and A-G", "A-Y", "0-9 and A-F". */
function symbolRange(size: number, alphabet: ResolvedAlphabet): string {
  const letter = (n: number) => String.fromCharCode(64 + n);
  if (alphabet === "letters") return `A-${letter(size)}`;
  if (alphabet === "zero-based") return size <= 10 ? `0-${size - 1}` : `0-9 and A-${letter(size - 10)}`;
  return size <= 9 ? `1-${size}` : `1-9 and A-${letter(size - 9)}`;
}

/**
 * A token's first code, a-z read as A-Z. Only ASCII letters: toUpperCase would turn a dotless ı into I and ß into S,
 * and a grid would be read from symbols it never wrote.
 */
function upperCode(text: string): number {
  const code = text.charCodeAt(0);
  return code >= 97 && code <= 122 ? code - 32 : code;
}

/** Value of one token, 0 for blank, -1 when it is not a symbol of the alphabet. */
function tokenValue(text: string, numeric: boolean, alphabet: ResolvedAlphabet): number {
  if (alphabet === "zero-based" && !numeric) return zeroBasedValue(text);
  if (text === "" || BLANKS.has(text)) return 0;
  if (numeric) return /^\d+$/.test(text) ? Number(text) : -1;
  const code = upperCode(text);
  if (alphabet === "letters") return code >= 65 && code <= 90 ? code - 64 : -1;
  if (code >= 49 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return -1;
}

/** `0`=1 … `9`=10, `A`=11 …; the other blanks blank. */
function zeroBasedValue(text: string): number {
  if (NON_DIGIT_BLANKS.has(text)) return 0;
  const code = upperCode(text);
  if (code >= 48 && code <= 57) return code - 47;
  if (code >= 65 && code <= 90) return code - 54;
  return -1;
}

/** For a count error: what a single line's count would be with its dashes as blanks, when that differs. */
function dashNote(text: string, count: number): string {
  if (!dashesCouldBeBlanks(text)) return "";
  const withDashes = charTokens(text, true).length;
  return withDashes === count ? "" : ` (${withDashes} with its dashes read as blanks)`;
}

/**
 * Full-width forms (Japanese text writes a grid as "１２．．" with ideographic spaces) as their ASCII letters, one
 * character for one, so positions in messages still count the text as typed.
 */
function foldFullWidth(text: string): string {
  if (!/[\uff01-\uff5e\u3000]/.test(text)) return text;
  return text.replace(/[\uff01-\uff5e\u3000]/g, (ch) => (ch === "\u3000" ? " " : String.fromCharCode(ch.charCodeAt(0) - 0xfee0)));
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Malformed UTF-16 (a JSON string may carry "\ud83d" alone) would come out of the response's UTF-8 as a replacement
 * mark that names nothing, so a half with no partner is written as its escape.
 */
function badSymbolMessage(symbol: string, cell: string, position: number): string {
  const shown = symbol.replace(LONE_SURROGATE, (half) => `\\u${half.charCodeAt(0).toString(16)}`);
  const message = `bad symbol "${shown}" at ${cell} (position ${position})`;
  if (shown === symbol) return message;
  const what = symbol.length === 1 ? "a lone UTF-16 surrogate" : "it holds a lone UTF-16 surrogate";
  return `${message}: ${what}, half of a pair, not a character`;
}

/** Whether `count` cells make a grid these options read. */
function cellCountFits(count: number, opts: ParseOptions): boolean {
  if (opts.shape) return count === opts.shape.cells;
  if (opts.size !== undefined) return count === opts.size * opts.size;
  const side = Math.round(Math.sqrt(count));
  return side * side === count && (opts.boxed ? READABLE_SIDES : SQUARE_SIDES).includes(side);
}

/** Reads the cells (count, symbols, range) without checking the rules. */
function readCells(typed: string, opts: ParseOptions): Result<Grid, GridError> {
  const text = foldFullWidth(typed);
  const numeric = isNumericForm(text);
  const tokens = numeric ? numericTokens(text) : cellTokens(text, (count) => cellCountFits(count, opts));
  let shape: Shape | undefined = opts.shape;
  if (shape) {
    if (tokens.length !== shape.cells) return badGrid(`expected ${shape.cells} cells for ${aGrid(shape.size, "x")} grid, got ${tokens.length}`);
  } else if (opts.size !== undefined) {
    shape = shapeOfSize(opts.size);
    if (!shape) return badGrid(`unsupported size ${opts.size}: choose one of ${SQUARE_SIDES.join(", ")}`);
    if (tokens.length !== shape.cells) {
      return badGrid(`expected ${shape.cells} cells for ${aGrid(opts.size, "x")} grid, got ${tokens.length}`);
    }
  } else {
    const side = Math.round(Math.sqrt(tokens.length));
    const square = side * side === tokens.length;
    shape = square ? shapeOfSize(side) ?? (opts.boxed ? shapeOfBoxes(side) : undefined) : undefined;
    if (!shape) {
      const sides = opts.boxed ? READABLE_SIDES : SQUARE_SIDES;
      const counts = sides.map((n) => `${n * n} (${n}x${n})`).join(", ");
      return badGrid(`expected ${counts} cells, got ${tokens.length}${dashNote(text, tokens.length)}`);
    }
  }
  const alphabet = pickAlphabet(tokens, opts.alphabet ?? "auto", shape.size);
  const cells = new Uint8Array(shape.cells);
  for (let cell = 0; cell < shape.cells; cell++) {
    const { text: symbol, position } = tokens[cell];
    const value = tokenValue(symbol, numeric, alphabet);
    const where = { cell: cellName(shape, cell), position };
    if (value < 0) return badGrid(badSymbolMessage(symbol, where.cell, position), where);
    if (value > shape.size) {
      if (numeric) return badGrid(`value ${value} at ${where.cell} is above ${shape.size}`, where);
      const range = symbolRange(shape.size, alphabet);
      const blanks = alphabet === "zero-based" ? "." : ". or 0";
      return badGrid(`"${symbol}" at ${where.cell} is not a symbol of ${aGrid(shape.size, "x")} grid (${range}, and ${blanks} for a blank)`, where);
    }
    cells[cell] = value;
  }
  return ok({ shape, cells });
}

/**
 * Parses any of the forms above. Fails with the cell or position of the first problem: a wrong cell count, a
 * symbol outside the alphabet, a value above N, or two equal givens in one house (both cells named).
 * @example parseGrid("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
 */
export function parseGrid(text: string, opts: ParseOptions = {}): Result<Grid, GridError> {
  const read = readCells(text, opts);
  if (!read.ok) return read;
  const conflicts = ruleConflicts(read.value);
  if (conflicts.length > 0) {
    const first = conflicts[0];
    return badGrid(`two ${first.value}s in ${first.house}: ${first.cells[0]} and ${first.cells[1]}`, {
      cell: first.cells[1],
      cells: [...first.cells],
    });
  }
  return read;
}

/**
 * The alphabet `text` is read in when it parses as a single-character grid of `shape` (the digit alphabet for the
 * numeric forms), so an answer can be written back in the symbols the puzzle came in.
 */
export function readAlphabet(typed: string, shape: Shape, requested: Alphabet = "auto"): ResolvedAlphabet {
  const text = foldFullWidth(typed);
  return isNumericForm(text) ? "digits-letters" : pickAlphabet(cellTokens(text, (count) => count === shape.cells), requested, shape.size);
}

/** Parses without the rule check: for a player's entries, which may clash (verify.ts reports the clashes). */
export function parseGridLoose(text: string, opts: ParseOptions = {}): Result<Grid, GridError> {
  return readCells(text, opts);
}

/** One cell's character in `alphabet` ('.' blank): how a value is written in the symbols a puzzle came in. */
export function cellChar(value: number, alphabet: ResolvedAlphabet): string {
  if (value === 0 || alphabet === "digits-letters") return valueToChar(value);
  if (alphabet === "letters") return String.fromCharCode(64 + value);
  return value <= 10 ? String(value - 1) : String.fromCharCode(54 + value);
}

function prettyBoard(grid: Grid, alphabet: ResolvedAlphabet): string {
  const { boxRows, boxCols, size } = grid.shape;
  const across = size / boxCols;
  const rule = Array.from({ length: across }, () => "-".repeat(boxCols * 2 + 1)).join("+");
  const lines: string[] = [];
  for (let r = 0; r < size; r++) {
    if (r > 0 && r % boxRows === 0) lines.push(rule);
    const groups: string[] = [];
    for (let b = 0; b < across; b++) {
      const chars: string[] = [];
      for (let c = b * boxCols; c < (b + 1) * boxCols; c++) chars.push(cellChar(grid.cells[r * size + c], alphabet));
      groups.push(` ${chars.join(" ")} `);
    }
    lines.push(groups.join("|"));
  }
  return lines.join("\n");
}

/**
 * Formats a grid: 'line' (one character per cell, '.' blank), 'pretty' (a board with | - + separators) or
 * 'csv' (one row per line, numbers separated by commas, 0 blank). parseGrid reads all three back. `alphabet` picks
 * the symbols of the character forms (1-9 then A by default).
 */
export function formatGrid(grid: Grid, form: GridForm = "line", alphabet: ResolvedAlphabet = "digits-letters"): string {
  const { size } = grid.shape;
  if (form === "pretty") return prettyBoard(grid, alphabet);
  if (form === "csv") {
    const rows: string[] = [];
    for (let r = 0; r < size; r++) rows.push(Array.from(grid.cells.subarray(r * size, (r + 1) * size)).join(","));
    return rows.join("\n");
  }
  let line = "";
  for (let i = 0; i < grid.cells.length; i++) line += cellChar(grid.cells[i], alphabet);
  return line;
}
