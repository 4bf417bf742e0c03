/**
 * Structural checks of a rules model before it is encoded: sizes, cell indices, regions that partition the grid,
 * dots between orthogonal neighbours, lines that step between touching cells. A puzzle that passes may still have
 * no solution; that is the solver's answer, not an error.
 */
import { err, ok, type Result } from "../../result";
import { MAX_VARIANT_LITERALS, ruleLiteralBound } from "./size";
import { MAX_PILL_CELLS, MAX_RULES, MAX_VARIANT_SIZE, MIN_VARIANT_SIZE, describeRule, directionStep, ruleCells, variantCellName, type Rule, type VariantPuzzle } from "./model";

export interface VariantError {
  kind: "bad-variant";
  message: string;
  /** The first cell involved, r3c7. */
  cell?: string;
}

export function validateVariant(puzzle: VariantPuzzle): Result<VariantPuzzle, VariantError> {
  const n = puzzle.size;
  if (!Number.isInteger(n) || n < MIN_VARIANT_SIZE || n > MAX_VARIANT_SIZE) {
    return err({ kind: "bad-variant", message: `Grid size must be ${MIN_VARIANT_SIZE}..${MAX_VARIANT_SIZE}, got ${n}.` });
  }
  if (puzzle.givens.length !== n * n) return err({ kind: "bad-variant", message: `Expected ${n * n} cells, got ${puzzle.givens.length}.` });
  for (let cell = 0; cell < n * n; cell++) {
    if (puzzle.givens[cell] > n) return err({ kind: "bad-variant", message: `Given ${puzzle.givens[cell]} at ${variantCellName(n, cell)} is above ${n}.`, cell: variantCellName(n, cell) });
  }
  if (puzzle.regions) {
    const counts = new Array(n).fill(0);
    for (let cell = 0; cell < n * n; cell++) {
      const r = puzzle.regions[cell];
      if (r >= n) return err({ kind: "bad-variant", message: `Region ${r + 1} at ${variantCellName(n, cell)} does not exist (1..${n}).`, cell: variantCellName(n, cell) });
      counts[r]++;
    }
    // Regions are numbered differently by each format (f-puzzles from 0): a cell names one unmistakably. When the
    // counts differ, one region holds more than its share, so there is always a cell to name.
    const crowded = counts.findIndex((k) => k > n);
    if (crowded >= 0) {
      const cell = variantCellName(n, puzzle.regions.indexOf(crowded));
      return err({ kind: "bad-variant", message: `The region of ${cell} has ${counts[crowded]} cells; every region needs ${n}.`, cell });
    }
  }
  if (puzzle.rules.length > MAX_RULES) return err({ kind: "bad-variant", message: `At most ${MAX_RULES} rule instances, got ${puzzle.rules.length}.` });
  for (const rule of puzzle.rules) {
    const problem = ruleProblem(n, rule, puzzle.regions !== undefined);
    if (problem) return err({ kind: "bad-variant", message: `${describeRule(n, rule)}: ${problem.message}`, cell: problem.cell === undefined ? undefined : variantCellName(n, problem.cell) });
  }
  return sizeProblem(puzzle) ?? ok(puzzle);
}

/** Refuses rules whose encoding could pass MAX_VARIANT_LITERALS, naming the largest, before anything is built. */
function sizeProblem(puzzle: VariantPuzzle): Result<VariantPuzzle, VariantError> | null {
  const n = puzzle.size;
  const bounds = puzzle.rules.map((rule) => ruleLiteralBound(n, rule));
  const total = bounds.reduce((a, b) => a + b, 0);
  if (total <= MAX_VARIANT_LITERALS) return null;
  const largest = bounds.indexOf(Math.max(...bounds));
  const millions = (x: number): string => `${(x / 1e6).toFixed(1)} million`;
  return err({
    kind: "bad-variant",
    message: `These rules could take up to ${millions(total)} clause literals to encode, more than the ${millions(MAX_VARIANT_LITERALS)} any budget can build; the largest is ${describeRule(n, puzzle.rules[largest])} (up to ${millions(bounds[largest])}).`,
  });
}

const touches = (n: number, a: number, b: number, diagonalToo: boolean): boolean => {
  const dr = Math.abs(Math.floor(a / n) - Math.floor(b / n));
  const dc = Math.abs((a % n) - (b % n));
  return diagonalToo ? Math.max(dr, dc) === 1 : dr + dc === 1;
};

/** A line: two or more cells, each touching the next (diagonally too). */
function lineProblem(n: number, cells: readonly number[]): { message: string; cell?: number } | null {
  if (cells.length < 2) return { message: "a line needs at least two cells" };
  for (let i = 1; i < cells.length; i++) if (!touches(n, cells[i - 1], cells[i], true)) return { message: "consecutive cells of a line must touch", cell: cells[i] };
  return null;
}

function ruleProblem(n: number, rule: Rule, jigsaw: boolean): { message: string; cell?: number } | null {
  if (rule.kind === "sandwich") {
    const most = (n * (n + 1)) / 2 - 1 - n;
    if (!Number.isInteger(rule.index) || rule.index < 0 || rule.index >= n) return { message: `there is no ${rule.line} ${rule.index + 1} (1..${n})` };
    if (!Number.isInteger(rule.sum) || rule.sum < 0 || rule.sum > most) return { message: `sum ${rule.sum} is impossible (0..${most} between the 1 and the ${n})` };
    return null;
  }
  if (rule.kind === "x-sum" || rule.kind === "skyscraper") {
    if (!Number.isInteger(rule.index) || rule.index < 0 || rule.index >= n) return { message: `there is no ${rule.line} ${rule.index + 1} (1..${n})` };
    const [clue, most] = rule.kind === "x-sum" ? [rule.sum, (n * (n + 1)) / 2] : [rule.count, n];
    if (!Number.isInteger(clue) || clue < 1 || clue > most) return { message: `${rule.kind === "x-sum" ? "sum" : "count"} ${clue} is impossible (1..${most})` };
    return null;
  }
  const cells = ruleCells(n, rule);
  for (const cell of cells) if (!Number.isInteger(cell) || cell < 0 || cell >= n * n) return { message: `cell index ${cell} is outside the grid` };
  const seen = new Set<number>();
  for (const cell of cells) {
    if (seen.has(cell)) return { message: "a cell appears twice", cell };
    seen.add(cell);
  }
  switch (rule.kind) {
    case "killer":
      if (cells.length === 0 || cells.length > n) return { message: `a cage needs 1..${n} cells` };
      if (rule.sum !== undefined && (!Number.isInteger(rule.sum) || rule.sum < 1 || rule.sum > (n * (n + 1)) / 2)) return { message: `sum ${rule.sum} is impossible`, cell: cells[0] };
      return null;
    case "arrow":
      if (rule.pill) return pillProblem(n, rule.circle, rule.pill, rule.line);
      return lineProblem(n, cells);
    case "thermo":
    case "palindrome":
    case "between":
    case "lockout":
      return lineProblem(n, cells);
    case "whispers":
      if (!Number.isInteger(rule.difference) || rule.difference < 1 || rule.difference >= n) return { message: `difference ${rule.difference} is outside 1..${n - 1}`, cell: cells[0] };
      return lineProblem(n, cells);
    case "entropic":
      if (n % 3 !== 0) return { message: `an entropic line needs digits that split into three equal thirds, so a side of 6, 9, 12 or 15, not ${n}`, cell: cells[0] };
      return lineProblem(n, cells);
    case "region-sum":
      return lineProblem(n, cells);
    case "renban":
      if (cells.length > n) return { message: `a renban line of ${cells.length} cells needs as many consecutive digits, more than 1..${n}`, cell: cells[0] };
      return lineProblem(n, cells);
    case "extra-region":
      if (cells.length === 0 || cells.length > n) return { message: `an extra region needs 1..${n} cells` };
      return null;
    case "disjoint-groups":
      return jigsaw ? { message: "disjoint groups follow the standard boxes, so they cannot be used with irregular regions" } : null;
    case "clone":
      if (rule.cells.length === 0 || rule.cells.length !== rule.copy.length) return { message: "a clone lists as many cells as its copy", cell: rule.cells[0] };
      return null;
    case "quadruple": {
      const rows = cells.map((cell) => Math.floor(cell / n));
      const cols = cells.map((cell) => cell % n);
      const square = cells.length === 4 && Math.max(...rows) - Math.min(...rows) === 1 && Math.max(...cols) - Math.min(...cols) === 1;
      if (!square) return { message: "a quadruple covers the four cells around one corner", cell: cells[0] };
      if (rule.values.length === 0 || rule.values.length > 4) return { message: "a quadruple lists 1..4 values", cell: cells[0] };
      const bad = rule.values.find((v) => !Number.isInteger(v) || v < 1 || v > n);
      if (bad !== undefined) return { message: `value ${bad} is outside 1..${n}`, cell: cells[0] };
      return null;
    }
    case "little-killer": {
      if (cells.length === 0) return { message: "a little killer needs a diagonal of at least one cell" };
      if (!Number.isInteger(rule.sum) || rule.sum < 1) return { message: `sum ${rule.sum} is impossible`, cell: cells[0] };
      const { dr, dc } = directionStep(rule.direction);
      const clueRow = Math.floor(cells[0] / n) - dr;
      const clueCol = (cells[0] % n) - dc;
      if (clueRow >= 0 && clueRow < n && clueCol >= 0 && clueCol < n) return { message: "the clue sits outside the grid, one diagonal step before the first cell", cell: cells[0] };
      for (let i = 1; i < cells.length; i++) {
        if (cells[i] - cells[i - 1] !== dr * n + dc || !touches(n, cells[i - 1], cells[i], true)) return { message: `the cells must follow one diagonal (${rule.direction})`, cell: cells[i] };
      }
      return null;
    }
    case "difference":
    case "ratio":
    case "xv":
      if (cells.length !== 2 || !touches(n, cells[0], cells[1], false)) return { message: "a dot sits between two orthogonal neighbours", cell: cells[0] };
      if (rule.kind !== "xv" && (!Number.isInteger(rule.value) || rule.value < 1 || rule.value >= n)) return { message: `value ${rule.value} is outside 1..${n - 1}`, cell: cells[0] };
      return null;
    default:
      return null;
  }
}

/** A pill: 2..3 cells in a row, in reading order, on a board whose digits are single figures; its line starts beside it. */
function pillProblem(n: number, circle: number, pill: readonly number[], line: readonly number[]): { message: string; cell?: number } | null {
  if (n > 9) return { message: "a multi-cell circle (pill) reads its digits as a number, so it needs digits 1-9 (boards up to 9×9)", cell: pill[0] };
  if (pill.length < 2 || pill.length > MAX_PILL_CELLS) return { message: `a pill covers 2..${MAX_PILL_CELLS} cells`, cell: pill[0] };
  if (pill[0] !== circle) return { message: "the circle is the pill's first cell", cell: circle };
  for (let i = 1; i < pill.length; i++) {
    if (pill[i] <= pill[i - 1]) return { message: "a pill's cells are listed in reading order", cell: pill[i] };
    if (!touches(n, pill[i - 1], pill[i], false)) return { message: "a pill's cells, in reading order, are orthogonal neighbours", cell: pill[i] };
  }
  if (line.length === 0) return { message: "an arrow line needs a cell beyond the pill", cell: pill[0] };
  if (!pill.some((p) => touches(n, p, line[0], true))) return { message: "the line must start beside the pill", cell: line[0] };
  for (let i = 1; i < line.length; i++) if (!touches(n, line[i - 1], line[i], true)) return { message: "consecutive cells of a line must touch", cell: line[i] };
  return null;
}
