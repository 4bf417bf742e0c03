/**
 * The rules model of a variant Sudoku: a side N (4..16), givens, the regions (standard boxes or an irregular
 * jigsaw layout) and a list of rule instances. Cells are indexed r*N + c, values are 1..N. Each entry of `rules`
 * is one instance (one cage, one thermometer, one dot), the unit an unsatisfiable core is reported in.
 */

import { boxSplit } from "../shape";

export const MIN_VARIANT_SIZE = 4;
export const MAX_VARIANT_SIZE = 16;
/** Most rule instances one puzzle may carry (a 16×16 with a dot between every pair of neighbours stays below). */
export const MAX_RULES = 1024;

export type NegativeKind = "difference" | "ratio" | "xv";

/** What an indexer cell's digit points at: a row of its column, a column of its row, a position in its region. */
export type IndexerKind = "row" | "column" | "box";

/** Where a little killer's diagonal runs from its clue: U/D for up or down the rows, L/R for left or right. */
export type DiagonalDirection = "UL" | "UR" | "DL" | "DR";

export type Rule =
  /** Killer cage: distinct digits; with `sum`, they add up to it. */
  | { kind: "killer"; cells: number[]; sum?: number }
  /** `main`: r1c1 to rNcN ("diagonal-" in f-puzzles); `anti`: rNc1 to r1cN ("diagonal+"). */
  | { kind: "diagonal"; which: "main" | "anti" }
  | { kind: "antiknight" }
  | { kind: "antiking" }
  /** Orthogonal neighbours never hold consecutive values. */
  | { kind: "nonconsecutive" }
  /** Values strictly increase from the bulb, cells[0]. */
  | { kind: "thermo"; cells: number[] }
  /**
   * The circle's value equals the sum along the line (which may repeat values the houses allow). With `pill`, the
   * circle covers several cells (pill[0] is `circle`), read as one number with one digit per cell in reading
   * order (r1c1 before r1c2 before r2c1): a pill 1|6 is 16.
   */
  | { kind: "arrow"; circle: number; line: number[]; pill?: number[] }
  /** White kropki dot: the two values differ by `value` (1 unless stated). */
  | { kind: "difference"; cells: [number, number]; value: number }
  /** Black kropki dot: one value is `value` times the other (2 unless stated). */
  | { kind: "ratio"; cells: [number, number]; value: number }
  /** X (sum 10) or V (sum 5) between two neighbours. */
  | { kind: "xv"; cells: [number, number]; sum: 5 | 10 }
  /** All dots / all XV marks are shown: unmarked neighbours do not have the property. */
  | { kind: "negative"; of: NegativeKind }
  /** The cell holds an odd (or even) value. */
  | { kind: "odd"; cell: number }
  | { kind: "even"; cell: number }
  /** The cell's value is below (minimum) or above (maximum) each of its orthogonal neighbours'. */
  | { kind: "minimum"; cell: number }
  | { kind: "maximum"; cell: number }
  /** Distinct values, like a house; a region of N cells holds each value once. */
  | { kind: "extra-region"; cells: number[] }
  /** Cells in the same position of their standard boxes hold distinct values. */
  | { kind: "disjoint-groups" }
  /** The line reads the same from both ends. */
  | { kind: "palindrome"; cells: number[] }
  /** Every cell strictly inside the line lies strictly between the values of its two ends (cells[0], the last). */
  | { kind: "between"; cells: number[] }
  /**
   * Lockout line: its two ends (cells[0], the last) differ by at least lockoutGap(N), and no cell between them
   * holds a value from the smaller end to the larger, ends included.
   */
  | { kind: "lockout"; cells: number[] }
  /** German whispers: neighbours along the line differ by at least `difference` (whispersGap(N) unless stated). */
  | { kind: "whispers"; cells: number[]; difference: number }
  /** Renban: the line's values are distinct and form a run of consecutive values, in any order. */
  | { kind: "renban"; cells: number[] }
  /**
   * Entropic line: the values split into low, middle and high thirds (entropicThird), and any two cells at most
   * two steps apart along the line hold values from different thirds, so every three in a row hold one of each.
   */
  | { kind: "entropic"; cells: number[] }
  /**
   * Region sum line: where the line crosses a region border it is cut into segments (a region visited twice gives
   * two), and every segment adds up to the same total.
   */
  | { kind: "region-sum"; cells: number[] }
  /** `copy[i]` holds the same value as `cells[i]`. */
  | { kind: "clone"; cells: number[]; copy: number[] }
  /** Each listed value (a value listed twice, twice) appears in the four cells around a corner. */
  | { kind: "quadruple"; cells: number[]; values: number[] }
  /**
   * The values along a diagonal add up to `sum` (they may repeat where the houses allow). The clue sits outside
   * the grid, one step before cells[0]; `direction` is the way the diagonal runs from it.
   */
  | { kind: "little-killer"; cells: number[]; sum: number; direction: DiagonalDirection }
  /**
   * The values between the 1 and the N of a row or column (0-based `index`) add up to `sum`. The clue is drawn
   * before the line (left or above), or after it with `after`.
   */
  | { kind: "sandwich"; line: "row" | "column"; index: number; sum: number; after?: boolean }
  /**
   * X-sum: the first X cells of the row or column, read from the clue, add up to `sum`, X being the first cell's
   * value. The clue sits before the line (left or above), or after it with `after`, and is read from there.
   */
  | { kind: "x-sum"; line: "row" | "column"; index: number; sum: number; after?: boolean }
  /** Skyscraper: `count` cells are seen from the clue, a cell being seen when it is higher than every one before it. */
  | { kind: "skyscraper"; line: "row" | "column"; index: number; count: number; after?: boolean }
  /**
   * Indexer cells. A digit X in a row indexer at row r says that r sits in row X of the cell's column; in a
   * column indexer at column c, that c sits in column X of the cell's row; in a box indexer at position p of its
   * region (1..N in reading order), that p sits at position X of the region. One instance per indexer cell, so a
   * hint or a contradiction names the very cell.
   */
  | { kind: "indexer"; by: IndexerKind; cell: number }
  /** A drawn cage with no rule of its own (f-puzzles' cosmetic "cage"); kept for display and export. */
  | { kind: "cosmetic-cage"; cells: number[]; label?: string };

export type RuleKind = Rule["kind"];

export interface VariantPuzzle {
  size: number;
  /** N² values, 0 for empty. */
  givens: Uint8Array;
  /** Region index (0..N-1) per cell; undefined for the standard boxes of this size. */
  regions?: Uint8Array;
  rules: Rule[];
  title?: string;
  author?: string;
  ruleset?: string;
}

/**
 * Box dimensions of a size with no custom regions: the most square rows×columns split with rows ≤ columns
 * (6 → 2×3, 8 → 2×4, 12 → 3×4); a prime size gets 1×N, the rows themselves, as f-puzzles draws it.
 */
export const boxDims = boxSplit;

/** The region of each cell: the puzzle's own layout, or the standard boxes. */
export function regionsOf(puzzle: Pick<VariantPuzzle, "size" | "regions">): Uint8Array {
  if (puzzle.regions) return puzzle.regions;
  const n = puzzle.size;
  const { rows, cols } = boxDims(n);
  const out = new Uint8Array(n * n);
  for (let cell = 0; cell < n * n; cell++) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    out[cell] = Math.floor(r / rows) * (n / cols) + Math.floor(c / cols);
  }
  return out;
}

/** For each cell, the cells in its row, column or region (the houses every variant keeps). */
export function housePeers(puzzle: VariantPuzzle): number[][] {
  const n = puzzle.size;
  const regions = regionsOf(puzzle);
  const peers: number[][] = [];
  for (let cell = 0; cell < n * n; cell++) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    const list: number[] = [];
    for (let other = 0; other < n * n; other++) {
      if (other === cell) continue;
      if (Math.floor(other / n) === r || other % n === c || regions[other] === regions[cell]) list.push(other);
    }
    peers.push(list);
  }
  return peers;
}

/** How far apart a lockout line's ends must be: half the largest value, rounded down (4 on a 9×9). */
export const lockoutGap = (size: number): number => Math.floor(size / 2);
/**
 * Which third of the values v falls in on an entropic line: 0 low, 1 middle, 2 high (1–3, 4–6, 7–9 on a 9×9). Only
 * sides divisible by 3 split evenly; validate.ts refuses entropic lines on the others.
 */
export const entropicThird = (size: number, v: number): number => Math.floor(((v - 1) * 3) / size);

/** A whispers line's default difference between neighbours: half the largest value, rounded up (5 on a 9×9). */
export const whispersGap = (size: number): number => Math.ceil(size / 2);

/** Most cells a pill may cover: a 3-digit pill already needs a line of 13 cells or more. */
export const MAX_PILL_CELLS = 3;

/** The cells an arrow's circle covers, in reading order (one for a plain circle). */
export function arrowCircle(rule: Extract<Rule, { kind: "arrow" }>): number[] {
  return rule.pill ?? [rule.circle];
}

/** The circle cell an arrow's line leaves from (for a pill, the first of its cells beside the line's first cell). */
export function lineStart(rule: Extract<Rule, { kind: "arrow" }>, n: number): number {
  if (!rule.pill) return rule.circle;
  const beside = (a: number, b: number): boolean => Math.max(Math.abs(Math.floor(a / n) - Math.floor(b / n)), Math.abs((a % n) - (b % n))) === 1;
  return rule.pill.find((cell) => beside(cell, rule.line[0])) ?? rule.circle;
}

/** Row and column steps of a diagonal direction. */
export function directionStep(direction: DiagonalDirection): { dr: number; dc: number } {
  return { dr: direction[0] === "D" ? 1 : -1, dc: direction[1] === "R" ? 1 : -1 };
}

/**
 * The cells of the diagonal a little killer clue at (row, col) points along, 0-based, the clue itself outside the
 * grid (row or column -1 or N); empty when the direction misses the grid.
 */
export function diagonalFrom(size: number, row: number, col: number, direction: DiagonalDirection): number[] {
  const { dr, dc } = directionStep(direction);
  const cells: number[] = [];
  for (let r = row + dr, c = col + dc; r >= 0 && r < size && c >= 0 && c < size; r += dr, c += dc) cells.push(r * size + c);
  return cells;
}

/** A rule whose clue sits outside one end of a row or column. */
export type OutsideLineRule = Extract<Rule, { kind: "sandwich" | "x-sum" | "skyscraper" }>;

/**
 * The cells of a clue's row or column in the order the clue reads them: from its side. A sandwich reads the same
 * both ways and keeps the left or top cell first.
 */
export function outsideLine(size: number, rule: OutsideLineRule): number[] {
  const cells = Array.from({ length: size }, (_, k) => (rule.line === "row" ? rule.index * size + k : k * size + rule.index));
  return rule.after && rule.kind !== "sandwich" ? cells.reverse() : cells;
}

/** The cells a rule instance covers or draws on (none for a rule about the whole grid, such as anti-knight). */
export function ruleCells(size: number, rule: Rule): number[] {
  switch (rule.kind) {
    case "arrow":
      return [...(rule.pill ?? [rule.circle]), ...rule.line];
    case "diagonal":
      return Array.from({ length: size }, (_, r) => r * size + (rule.which === "main" ? r : size - 1 - r));
    case "odd":
    case "even":
    case "minimum":
    case "maximum":
    case "indexer":
      return [rule.cell];
    case "clone":
      return [...rule.cells, ...rule.copy];
    case "sandwich":
    case "x-sum":
    case "skyscraper":
      return outsideLine(size, rule);
    case "killer":
    case "thermo":
    case "difference":
    case "ratio":
    case "xv":
    case "extra-region":
    case "palindrome":
    case "between":
    case "lockout":
    case "whispers":
    case "renban":
    case "entropic":
    case "region-sum":
    case "quadruple":
    case "little-killer":
    case "cosmetic-cage":
      return [...rule.cells];
    case "antiknight":
    case "antiking":
    case "nonconsecutive":
    case "negative":
    case "disjoint-groups":
      return [];
  }
}

/** 1-based cell name in the project's style: r3c7. */
export function variantCellName(size: number, cell: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/** Short human label of a rule instance, naming its first cells: "killer cage 15 at r1c1, r1c2". */
export function describeRule(size: number, rule: Rule): string {
  const name = (cell: number): string => variantCellName(size, cell);
  const list = (cells: readonly number[]): string => cells.map(name).join(", ");
  switch (rule.kind) {
    case "killer":
      return `killer cage${rule.sum === undefined ? "" : ` ${rule.sum}`} at ${list(rule.cells)}`;
    case "diagonal":
      return rule.which === "main" ? "diagonal r1c1 to the bottom right" : "diagonal from the bottom left to the top right";
    case "antiknight":
      return "anti-knight";
    case "antiking":
      return "anti-king";
    case "nonconsecutive":
      return "non-consecutive";
    case "thermo":
      return `thermometer ${list(rule.cells)}`;
    case "arrow":
      return rule.pill ? `arrow from the pill ${list(rule.pill)} along ${list(rule.line)}` : `arrow from ${name(rule.circle)} along ${list(rule.line)}`;
    case "difference":
      return `white dot (difference ${rule.value}) between ${list(rule.cells)}`;
    case "ratio":
      return `black dot (ratio ${rule.value}) between ${list(rule.cells)}`;
    case "xv":
      return `${rule.sum === 10 ? "X" : "V"} between ${list(rule.cells)}`;
    case "negative":
      return `negative constraint for ${rule.of === "xv" ? "XV" : rule.of === "ratio" ? "black dots" : "white dots"}`;
    case "odd":
    case "even":
      return `${rule.kind} cell ${name(rule.cell)}`;
    case "minimum":
    case "maximum":
      return `${rule.kind} at ${name(rule.cell)} (${rule.kind === "minimum" ? "below" : "above"} its neighbours)`;
    case "extra-region":
      return `extra region at ${list(rule.cells)}`;
    case "disjoint-groups":
      return "disjoint groups";
    case "palindrome":
      return `palindrome ${list(rule.cells)}`;
    case "between":
      return `between line ${list(rule.cells)}`;
    case "lockout":
      return `lockout line ${list(rule.cells)}`;
    case "whispers":
      return `whispers line (difference ${rule.difference} or more) ${list(rule.cells)}`;
    case "renban":
      return `renban line ${list(rule.cells)}`;
    case "entropic":
      return `entropic line ${list(rule.cells)}`;
    case "region-sum":
      return `region sum line ${list(rule.cells)}`;
    case "clone":
      return `clone of ${list(rule.cells)} at ${list(rule.copy)}`;
    case "quadruple":
      return `quadruple ${rule.values.join(",")} at ${list(rule.cells)}`;
    case "little-killer":
      return `little killer ${rule.sum} along ${list(rule.cells)}`;
    case "sandwich":
      return `sandwich ${rule.sum} in ${rule.line} ${rule.index + 1}`;
    case "x-sum":
    case "skyscraper": {
      const side = rule.line === "row" ? (rule.after ? "right" : "left") : rule.after ? "bottom" : "top";
      return `${rule.kind === "x-sum" ? `X-sum ${rule.sum}` : `skyscraper ${rule.count}`} in ${rule.line} ${rule.index + 1} from the ${side}`;
    }
    case "indexer":
      return `${rule.by} indexer at ${name(rule.cell)}`;
    case "cosmetic-cage":
      return `drawn cage at ${list(rule.cells)}`;
  }
}

/** A region sum line cut where it crosses from one region into another, in line order. */
export function regionSumSegments(puzzle: Pick<VariantPuzzle, "size" | "regions">, cells: readonly number[]): number[][] {
  const regions = regionsOf(puzzle);
  const segments: number[][] = [];
  cells.forEach((cell, i) => {
    if (i === 0 || regions[cell] !== regions[cells[i - 1]]) segments.push([cell]);
    else segments[segments.length - 1].push(cell);
  });
  return segments;
}

/** The cells of a cell's region in reading order: a box indexer's positions. */
export function regionCellsOf(puzzle: Pick<VariantPuzzle, "size" | "regions">, cell: number): number[] {
  const regions = regionsOf(puzzle);
  const out: number[] = [];
  for (let other = 0; other < regions.length; other++) if (regions[other] === regions[cell]) out.push(other);
  return out;
}

/**
 * Where an indexer cell holding `value` points, and the digit that must sit there (see the rule above).
 * `region` is the cell's region from regionCellsOf, read only by box indexers.
 */
export function indexerTarget(size: number, by: IndexerKind, cell: number, value: number, region: readonly number[]): { cell: number; value: number } {
  const r = Math.floor(cell / size);
  const c = cell % size;
  if (by === "row") return { cell: (value - 1) * size + c, value: r + 1 };
  if (by === "column") return { cell: r * size + value - 1, value: c + 1 };
  return { cell: region[value - 1], value: region.indexOf(cell) + 1 };
}
