/**
 * The f-puzzles JSON format (https://www.f-puzzles.com, also read by SudokuPad): import into the rules model and
 * export back. Cells are written "R1C1" there; every error names the JSON field and, where there is one, the cell
 * in that notation. Constraint types this engine cannot enforce are an error naming the type, never ignored; keys
 * that only draw something (title, text, lines, circles, cosmetic cages) are accepted.
 *
 * Shapes: grid[r][c] = { value?, given?, region? } (region 0-based; cells without one keep their standard box);
 * killercage/cage = [{ cells, value? }]; thermometer = [{ lines: [[bulb, …]] }]; arrow = [{ cells: [circle, …],
 * lines: [[circle, …]] }] (each line sums to the circle; a circle of several cells is a pill, read as a number in
 * reading order); difference/ratio = [{ cells: [a, b], value? }] (default
 * 1 and 2); xv = [{ cells, value: "X" | "V" }]; booleans "diagonal+", "diagonal-", antiknight, antiking,
 * nonconsecutive, disjointgroups (true; false, null or absent for off; any other value is an error);
 * negative = ["ratio" | "difference" | "xv", …]; odd/even/minimum/maximum = [{ cell }]; extraregion = [{ cells }];
 * palindrome/betweenline/lockout/renban/entropicline/regionsumline = [{ lines }]; whispers = [{ lines, value? }] (the least difference between neighbours, half the largest digit
 * rounded up unless stated); clone = [{ cells, cloneCells }]; quadruple = [{ cells, values }]; littlekillersum = [{ cell, direction: "UL" | "UR" | "DL" | "DR", value }] with
 * the clue's cell outside the grid (row or column 0 or N+1; the diagonal is walked from it, any `cells` listed
 * are not needed); sandwichsum = [{ cell, value }] with the clue above or below a column (R0Cc, R(N+1)Cc) or
 * left or right of a row (RrC0, RrC(N+1)); xsum and skyscraper = [{ cell, value }] placed the same way and read
 * from the clue's side. A little killer, sandwich, X-sum or skyscraper clue without a value draws only.
 * rowindexer/columnindexer/boxindexer = [{ cells }], every cell listed an indexer of that kind (one rule each).
 */
import { err, ok, type Result } from "../../result";
import { MAX_VARIANT_SIZE, MIN_VARIANT_SIZE, diagonalFrom, whispersGap, type DiagonalDirection, type IndexerKind, type NegativeKind, type OutsideLineRule, type Rule, type VariantPuzzle } from "./model";
import { validateVariant } from "./validate";

export interface FpuzzlesError {
  kind: "bad-fpuzzles" | "unsupported-constraint";
  message: string;
  /** JSON path of the offending field, e.g. "killercage[2].cells[1]". */
  field?: string;
  /** The cell in f-puzzles notation, e.g. "R3C7". */
  cell?: string;
}

type Json = Record<string, unknown>;

/** Keys that draw something but carry no rule for the solver. */
const COSMETIC = new Set(["title", "author", "ruleset", "solution", "text", "line", "rectangle", "circle", "cage", "size", "grid", "negative", "disabledlogic", "truecandidatesoptions"]);
/** Rule keys this engine reads, in the order they become rules (export writes the same order). */
const RULE_KEYS = [
  "diagonal+", "diagonal-", "antiknight", "antiking", "nonconsecutive", "disjointgroups", "killercage", "thermometer", "arrow", "difference", "ratio", "xv",
  "odd", "even", "minimum", "maximum", "extraregion", "palindrome", "betweenline", "clone", "quadruple", "littlekillersum", "sandwichsum",
  "rowindexer", "columnindexer", "boxindexer", "lockout", "whispers", "renban", "entropicline", "regionsumline", "xsum", "skyscraper",
];
/** The f-puzzles key of each kind of indexer (export writes the same). */
export const INDEXER_KEYS: readonly (readonly [string, IndexerKind])[] = [["rowindexer", "row"], ["columnindexer", "column"], ["boxindexer", "box"]];
const DIRECTIONS: readonly DiagonalDirection[] = ["UL", "UR", "DL", "DR"];
const NEGATIVE_KINDS: readonly NegativeKind[] = ["difference", "ratio", "xv"];

class ImportError extends Error {
  constructor(readonly detail: FpuzzlesError) {
    super(detail.message);
  }
}
const fail = (message: string, field?: string, cell?: string): never => {
  throw new ImportError({ kind: "bad-fpuzzles", message, field, cell });
};

/** True for a key's "nothing here" values: false, null, an empty list. */
const absent = (v: unknown): boolean => v === undefined || v === null || v === false || (Array.isArray(v) && v.length === 0);

/** A refused value as a message quotes it: its JSON, cut after 40 characters (a pasted blob must not fill the answer). */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

export function fromFpuzzles(input: unknown): Result<VariantPuzzle, FpuzzlesError> {
  try {
    return readPuzzle(input);
  } catch (e) {
    if (e instanceof ImportError) return err(e.detail);
    throw e;
  }
}

function readPuzzle(input: unknown): Result<VariantPuzzle, FpuzzlesError> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) fail("An f-puzzles puzzle is a JSON object.");
  const json = input as Json;
  for (const key of Object.keys(json)) {
    if (COSMETIC.has(key) || RULE_KEYS.includes(key) || absent(json[key])) continue;
    throw new ImportError({ kind: "unsupported-constraint", message: `Constraint type ${shown(key)} is not supported by this solver.`, field: key });
  }
  const size = json.size;
  if (typeof size !== "number" || !Number.isInteger(size) || size < MIN_VARIANT_SIZE || size > MAX_VARIANT_SIZE) {
    fail(`size must be an integer ${MIN_VARIANT_SIZE}..${MAX_VARIANT_SIZE}.`, "size");
  }
  const n = size as number;
  /** "R3C7" as 1-based row and column, whatever their range. */
  const rowColumn = (text: unknown, field: string, example: string): { r: number; c: number } => {
    const m = typeof text === "string" ? /^R(\d+)C(\d+)$/i.exec(text.trim()) : null;
    if (!m) return fail(`expected a cell like "${example}", got ${shown(text)}.`, field);
    return { r: Number(m![1]), c: Number(m![2]) };
  };
  const cellOf = (text: unknown, field: string): number => {
    const { r, c } = rowColumn(text, field, "R1C1");
    if (r < 1 || r > n || c < 1 || c > n) fail(`cell ${text} is outside the ${n}×${n} grid.`, field, String(text).toUpperCase());
    return (r - 1) * n + (c - 1);
  };
  /** A clue's position outside the grid (rows and columns 0..N+1), 1-based as written. */
  const outsideOf = (text: unknown, field: string): { r: number; c: number } => {
    const { r, c } = rowColumn(text, field, "R0C1");
    const inside = r >= 1 && r <= n && c >= 1 && c <= n;
    if (inside || r > n + 1 || c > n + 1) fail(`a clue sits just outside the grid (row or column 0 or ${n + 1}), not at ${text}.`, field, String(text).toUpperCase());
    return { r, c };
  };
  const cellList = (list: unknown, field: string): number[] => {
    if (!Array.isArray(list) || list.length === 0) return fail("expected a non-empty list of cells.", field);
    return list.map((x, i) => cellOf(x, `${field}[${i}]`));
  };
  const entries = (key: string): Json[] => {
    const v = json[key];
    if (absent(v)) return [];
    if (!Array.isArray(v)) return fail(`${key} must be a list.`, key);
    return v.map((e, i) => (typeof e === "object" && e !== null ? (e as Json) : fail("expected an object.", `${key}[${i}]`)));
  };
  const numberOf = (v: unknown, field: string, fallback?: number, least = 1): number | undefined => {
    if (v === undefined || v === null || v === "") return fallback;
    const x = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(x) || x < least) fail(`expected a ${least === 0 ? "whole number, 0 or more" : "positive whole number"}, got ${shown(v)}.`, field);
    return x;
  };
  const linesOf = (e: Json, field: string): unknown[] => {
    if (!Array.isArray(e.lines) || e.lines.length === 0) fail("expected lines: a list of cell lists.", `${field}.lines`);
    return e.lines as unknown[];
  };

  /**
   * An on/off rule. f-puzzles writes true or false; any other value ("true", 1, …) is refused rather than read as
   * off, since a rule dropped without a word solves a different puzzle.
   */
  const on = (key: string): boolean => {
    const v = json[key];
    if (v === true) return true;
    if (v === undefined || v === null || v === false) return false;
    return fail(`${key} takes true or false, got ${shown(v)}.`, key);
  };

  const { givens, regions } = readGrid(json.grid, n);
  const rules: Rule[] = [];
  if (on("diagonal-")) rules.push({ kind: "diagonal", which: "main" });
  if (on("diagonal+")) rules.push({ kind: "diagonal", which: "anti" });
  for (const key of ["antiknight", "antiking", "nonconsecutive"] as const) if (on(key)) rules.push({ kind: key });
  if (on("disjointgroups")) rules.push({ kind: "disjoint-groups" });
  entries("killercage").forEach((e, i) => {
    const sum = numberOf(e.value, `killercage[${i}].value`);
    rules.push(sum === undefined ? { kind: "killer", cells: cellList(e.cells, `killercage[${i}].cells`) } : { kind: "killer", cells: cellList(e.cells, `killercage[${i}].cells`), sum });
  });
  entries("thermometer").forEach((e, i) => {
    linesOf(e, `thermometer[${i}]`).forEach((line, j) => rules.push({ kind: "thermo", cells: cellList(line, `thermometer[${i}].lines[${j}]`) }));
  });
  entries("arrow").forEach((e, i) => {
    // A circle over several cells is a pill, read as one number in reading order.
    const circle = [...new Set(cellList(e.cells, `arrow[${i}].cells`))].sort((a, b) => a - b);
    linesOf(e, `arrow[${i}]`).forEach((line, j) => {
      const cells = cellList(line, `arrow[${i}].lines[${j}]`).filter((cell) => !circle.includes(cell));
      if (cells.length === 0) fail("an arrow line needs a cell beyond the circle.", `arrow[${i}].lines[${j}]`);
      rules.push(circle.length === 1 ? { kind: "arrow", circle: circle[0], line: cells } : { kind: "arrow", circle: circle[0], line: cells, pill: circle });
    });
  });
  for (const key of ["difference", "ratio"] as const) {
    entries(key).forEach((e, i) => {
      const cells = cellList(e.cells, `${key}[${i}].cells`);
      if (cells.length !== 2) fail("a dot sits between exactly two cells.", `${key}[${i}].cells`);
      rules.push({ kind: key, cells: [cells[0], cells[1]], value: numberOf(e.value, `${key}[${i}].value`, key === "difference" ? 1 : 2)! });
    });
  }
  entries("xv").forEach((e, i) => {
    const cells = cellList(e.cells, `xv[${i}].cells`);
    if (cells.length !== 2) fail("an X or V sits between exactly two cells.", `xv[${i}].cells`);
    const mark = typeof e.value === "string" ? e.value.trim().toUpperCase() : "";
    if (mark !== "X" && mark !== "V") fail(`expected "X" or "V", got ${shown(e.value)}.`, `xv[${i}].value`);
    rules.push({ kind: "xv", cells: [cells[0], cells[1]], sum: mark === "X" ? 10 : 5 });
  });
  for (const key of ["odd", "even", "minimum", "maximum"] as const) {
    entries(key).forEach((e, i) => rules.push({ kind: key, cell: cellOf(e.cell, `${key}[${i}].cell`) }));
  }
  entries("extraregion").forEach((e, i) => rules.push({ kind: "extra-region", cells: cellList(e.cells, `extraregion[${i}].cells`) }));
  for (const [key, kind] of [
    ["palindrome", "palindrome"],
    ["betweenline", "between"],
    ["lockout", "lockout"],
    ["renban", "renban"],
    ["entropicline", "entropic"],
    ["regionsumline", "region-sum"],
  ] as const) {
    entries(key).forEach((e, i) => linesOf(e, `${key}[${i}]`).forEach((line, j) => rules.push({ kind, cells: cellList(line, `${key}[${i}].lines[${j}]`) })));
  }
  entries("whispers").forEach((e, i) => {
    const difference = numberOf(e.value, `whispers[${i}].value`, whispersGap(n))!;
    linesOf(e, `whispers[${i}]`).forEach((line, j) => rules.push({ kind: "whispers", cells: cellList(line, `whispers[${i}].lines[${j}]`), difference }));
  });
  entries("clone").forEach((e, i) => rules.push({ kind: "clone", cells: cellList(e.cells, `clone[${i}].cells`), copy: cellList(e.cloneCells, `clone[${i}].cloneCells`) }));
  entries("quadruple").forEach((e, i) => {
    if (!Array.isArray(e.values) || e.values.length === 0) fail("expected values: a list of 1..4 digits.", `quadruple[${i}].values`);
    const values = (e.values as unknown[]).map((v, j) => numberOf(v, `quadruple[${i}].values[${j}]`)!);
    rules.push({ kind: "quadruple", cells: cellList(e.cells, `quadruple[${i}].cells`), values });
  });
  entries("littlekillersum").forEach((e, i) => {
    const sum = numberOf(e.value, `littlekillersum[${i}].value`);
    if (sum === undefined) return;
    const direction = typeof e.direction === "string" ? (e.direction.trim().toUpperCase() as DiagonalDirection) : undefined;
    if (!direction || !DIRECTIONS.includes(direction)) return fail(`expected a direction "UL", "UR", "DL" or "DR", got ${shown(e.direction)}.`, `littlekillersum[${i}].direction`);
    const clue = outsideOf(e.cell, `littlekillersum[${i}].cell`);
    const cells = diagonalFrom(n, clue.r - 1, clue.c - 1, direction);
    if (cells.length === 0) fail(`the diagonal from ${String(e.cell)} towards ${direction} misses the grid.`, `littlekillersum[${i}]`, String(e.cell).toUpperCase());
    rules.push({ kind: "little-killer", cells, sum, direction });
  });
  for (const [key, kind] of [["sandwichsum", "sandwich"], ["xsum", "x-sum"], ["skyscraper", "skyscraper"]] as const) {
    entries(key).forEach((e, i) => {
      const value = numberOf(e.value, `${key}[${i}].value`, undefined, kind === "sandwich" ? 0 : 1);
      if (value === undefined) return;
      const { r, c } = outsideOf(e.cell, `${key}[${i}].cell`);
      const column = r === 0 || r === n + 1;
      if (column === (c === 0 || c === n + 1)) fail(`a ${kind} clue sits beside a row or above or below a column, not at ${String(e.cell)}.`, `${key}[${i}].cell`, String(e.cell).toUpperCase());
      const after = column ? r === n + 1 : c === n + 1;
      const line = column ? "column" : "row";
      const index = (column ? c : r) - 1;
      const rule: OutsideLineRule = kind === "skyscraper" ? { kind, line, index, count: value } : { kind, line, index, sum: value };
      rules.push(after ? { ...rule, after } : rule);
    });
  }
  for (const [key, by] of INDEXER_KEYS) entries(key).forEach((e, i) => cellList(e.cells, `${key}[${i}].cells`).forEach((cell) => rules.push({ kind: "indexer", by, cell })));
  if (!absent(json.negative)) {
    if (!Array.isArray(json.negative)) fail("negative must be a list such as [\"ratio\", \"xv\"].", "negative");
    (json.negative as unknown[]).forEach((k, i) => {
      if (!NEGATIVE_KINDS.includes(k as NegativeKind)) fail(`unknown negative constraint ${shown(k)} (ratio, difference or xv).`, `negative[${i}]`);
      if (!rules.some((r) => r.kind === "negative" && r.of === k)) rules.push({ kind: "negative", of: k as NegativeKind });
    });
  }
  entries("cage").forEach((e, i) => {
    const label = e.value === undefined || e.value === null || e.value === "" ? undefined : String(e.value);
    rules.push(label === undefined ? { kind: "cosmetic-cage", cells: cellList(e.cells, `cage[${i}].cells`) } : { kind: "cosmetic-cage", cells: cellList(e.cells, `cage[${i}].cells`), label });
  });
  const puzzle: VariantPuzzle = { size: n, givens, rules };
  if (regions) puzzle.regions = regions;
  for (const key of ["title", "author", "ruleset"] as const) if (typeof json[key] === "string" && json[key]) puzzle[key] = json[key] as string;
  const valid = validateVariant(puzzle);
  if (!valid.ok) {
    const cell = valid.error.cell?.replace(/^r(\d+)c(\d+)$/, "R$1C$2");
    return err({ kind: "bad-fpuzzles", message: valid.error.message, cell });
  }
  return ok(puzzle);
}

function readGrid(grid: unknown, n: number): { givens: Uint8Array; regions?: Uint8Array } {
  if (!Array.isArray(grid) || grid.length !== n) fail(`grid must be a list of ${n} rows.`, "grid");
  const givens = new Uint8Array(n * n);
  const regions = new Uint8Array(n * n);
  let custom = false;
  let tall = Math.floor(Math.sqrt(n));
  while (n % tall !== 0) tall--;
  const wide = n / tall;
  (grid as unknown[]).forEach((row, r) => {
    if (!Array.isArray(row) || row.length !== n) fail(`row ${r + 1} must list ${n} cells.`, `grid[${r}]`);
    (row as unknown[]).forEach((raw, c) => {
      const field = `grid[${r}][${c}]`;
      const cell = `R${r + 1}C${c + 1}`;
      const entry = (raw ?? {}) as Json;
      if (typeof entry !== "object") fail("expected a cell object.", field, cell);
      const v = entry.value;
      if (v !== undefined && v !== null && v !== 0 && v !== "" && entry.given !== false) {
        const x = typeof v === "number" ? v : Number(v);
        if (!Number.isInteger(x) || x < 1 || x > n) fail(`value ${shown(v)} is not a digit 1..${n}.`, `${field}.value`, cell);
        givens[r * n + c] = x;
      }
      if (entry.region === undefined) regions[r * n + c] = Math.floor(r / tall) * tall + Math.floor(c / wide);
      else {
        const k = entry.region;
        if (typeof k !== "number" || !Number.isInteger(k) || k < 0 || k >= n) fail(`region must be 0..${n - 1} (every cell belongs to one region).`, `${field}.region`, cell);
        regions[r * n + c] = k as number;
        // A layout written out in full that matches the standard boxes is no jigsaw.
        if (k !== Math.floor(r / tall) * tall + Math.floor(c / wide)) custom = true;
      }
    });
  });
  return custom ? { givens, regions } : { givens };
}
