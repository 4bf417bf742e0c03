/**
 * The independent rules checker for variant puzzles. It shares no code with the encoders (rules/*, encode.ts):
 * houses, moves and relations are recomputed here from the rule statements, so a solution it accepts is right
 * even if an encoding were wrong (ARCHITECTURE.md, convention 7). It also checks partial grids: a rule is only
 * judged once every cell it needs is filled.
 */
import type { Rule, VariantPuzzle } from "./model";

export interface VariantViolation {
  /** Which rule: "row", "column", "region", "given", or a rule kind such as "killer". */
  rule: string;
  /** The cells involved, named r3c7. */
  cells: string[];
  message: string;
}

/** The standard boxes, from the side alone: `tall` rows by `wide` columns. */
function boxShape(size: number): { tall: number; wide: number } {
  let tall = Math.floor(Math.sqrt(size));
  while (size % tall !== 0) tall--;
  return { tall, wide: size / tall };
}

/** The standard box of a cell. */
function standardBox(size: number, cell: number): number {
  const { tall, wide } = boxShape(size);
  const row = Math.floor(cell / size);
  const col = cell % size;
  return Math.floor(row / tall) * tall + Math.floor(col / wide);
}

export function checkVariant(puzzle: VariantPuzzle, grid: ArrayLike<number>): VariantViolation[] {
  const n = puzzle.size;
  const { found, add, sameValue } = recorder(n, grid);
  for (let cell = 0; cell < n * n; cell++) {
    const v = grid[cell];
    if (v < 0 || v > n || !Number.isInteger(v)) add("value", [cell], `${cellName(n, cell)} holds ${v}, outside 1..${n}`);
    if (puzzle.givens[cell] && v && v !== puzzle.givens[cell]) add("given", [cell], `${cellName(n, cell)} is given as ${puzzle.givens[cell]} but holds ${v}`);
  }
  for (let i = 0; i < n; i++) {
    sameValue("row", Array.from({ length: n }, (_, k) => i * n + k), `row ${i + 1}`);
    sameValue("column", Array.from({ length: n }, (_, k) => k * n + i), `column ${i + 1}`);
  }
  const regionCells = regionCellsOf(puzzle);
  for (const [region, cells] of regionCells) sameValue("region", cells, `region ${region + 1}`);
  const regionOf = regionLookup(puzzle, regionCells);
  const at = (r: number, c: number): number => grid[r * n + c];
  for (const rule of puzzle.rules) checkRule(n, rule, puzzle.rules, grid, at, add, sameValue, regionOf, wholeGrid(n));
  return found;
}

/**
 * One rule instance's checker, without the rows, columns and regions: for a caller that tries many fillings of a
 * rule's cells and keeps the houses apart itself (candidates.ts). Same judgements as checkVariant's for that rule.
 * With `near` (a cell), a rule about the whole grid whose breaks join cells at most two steps apart (anti-knight,
 * anti-king, non-consecutive, negative marks) looks only within two rows and columns of it: every break that involves
 * that cell is still reported, and the grid is not scanned for each digit a caller tries there.
 */
export function ruleChecker(puzzle: VariantPuzzle): (rule: Rule, grid: ArrayLike<number>, near?: number) => VariantViolation[] {
  const n = puzzle.size;
  const regionOf = regionLookup(puzzle, regionCellsOf(puzzle));
  return (rule, grid, near) => {
    const { found, add, sameValue } = recorder(n, grid);
    const window = near === undefined ? wholeGrid(n) : around(n, near);
    checkRule(n, rule, puzzle.rules, grid, (r, c) => grid[r * n + c], add, sameValue, regionOf, window);
    return found;
  };
}

/** Rows and columns (inclusive) whose cells a whole-grid neighbour rule starts its pairs from. */
interface Window {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const wholeGrid = (n: number): Window => ({ top: 0, bottom: n - 1, left: 0, right: n - 1 });

/** Every pair of cells at most two steps apart that involves `cell` starts inside this window. */
function around(n: number, cell: number): Window {
  const r = Math.floor(cell / n);
  const c = cell % n;
  return { top: Math.max(0, r - 2), bottom: Math.min(n - 1, r + 2), left: Math.max(0, c - 2), right: Math.min(n - 1, c + 2) };
}

const cellName = (n: number, cell: number): string => `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`;

function recorder(n: number, grid: ArrayLike<number>): { found: VariantViolation[]; add: Add; sameValue: SameValue } {
  const found: VariantViolation[] = [];
  const add = (rule: string, cells: number[], message: string): void => {
    found.push({ rule, cells: cells.map((cell) => cellName(n, cell)), message });
  };
  const sameValue = (rule: string, cells: number[], where: string): void => {
    const seen = new Map<number, number>();
    for (const cell of cells) {
      const v = grid[cell];
      if (!v) continue;
      const first = seen.get(v);
      if (first === undefined) seen.set(v, cell);
      else add(rule, [first, cell], `${v} appears twice in ${where}`);
    }
  };
  return { found, add, sameValue };
}

function regionCellsOf(puzzle: VariantPuzzle): Map<number, number[]> {
  const n = puzzle.size;
  const regionCells = new Map<number, number[]>();
  for (let cell = 0; cell < n * n; cell++) {
    const region = puzzle.regions ? puzzle.regions[cell] : standardBox(n, cell);
    regionCells.set(region, [...(regionCells.get(region) ?? []), cell]);
  }
  return regionCells;
}

/** Region cells are listed in increasing index, which is reading order. */
function regionLookup(puzzle: VariantPuzzle, regionCells: Map<number, number[]>): (cell: number) => number[] {
  return (cell) => regionCells.get(puzzle.regions ? puzzle.regions[cell] : standardBox(puzzle.size, cell)) ?? [];
}

/**
 * The neighbour pairs that carry a mark of a kind, per rule list: a check runs once per move or per filling tried.
 * A puzzle's rule list is complete before anything checks it (fpuzzles.ts, the generators) and never changes after.
 */
const markedPairsCache = new WeakMap<readonly Rule[], Map<string, Set<string>>>();

function markedPairs(all: readonly Rule[], of: string): Set<string> {
  let byKind = markedPairsCache.get(all);
  if (!byKind) markedPairsCache.set(all, (byKind = new Map()));
  let pairs = byKind.get(of);
  if (!pairs) {
    pairs = new Set(all.filter((o) => o.kind === of && "cells" in o).map((o) => [...(o as { cells: number[] }).cells].sort((x, y) => x - y).join(",")));
    byKind.set(of, pairs);
  }
  return pairs;
}

type Add = (rule: string, cells: number[], message: string) => void;
type SameValue = (rule: string, cells: number[], where: string) => void;

function checkRule(
  n: number,
  rule: Rule,
  all: readonly Rule[],
  grid: ArrayLike<number>,
  at: (r: number, c: number) => number,
  add: Add,
  sameValue: SameValue,
  regionOf: (cell: number) => number[],
  window: Window,
): void {
  const filled = (cells: readonly number[]): boolean => cells.every((cell) => grid[cell] > 0);
  /** An outside clue's row or column, left to right or top to bottom. */
  const lineCells = ({ line, index }: { line: "row" | "column"; index: number }): number[] =>
    Array.from({ length: n }, (_, k) => (line === "row" ? index * n + k : k * n + index));
  const total = (cells: readonly number[]): number => cells.reduce((s, cell) => s + grid[cell], 0);
  switch (rule.kind) {
    case "killer":
      sameValue("killer", rule.cells, "a killer cage");
      if (rule.sum !== undefined && filled(rule.cells) && total(rule.cells) !== rule.sum) {
        add("killer", rule.cells, `the cage adds up to ${total(rule.cells)}, not ${rule.sum}`);
      }
      return;
    case "diagonal": {
      const cells = [];
      for (let r = 0; r < n; r++) cells.push(rule.which === "main" ? r * n + r : r * n + (n - 1 - r));
      sameValue("diagonal", cells, "a diagonal");
      return;
    }
    case "antiknight":
    case "antiking":
    case "nonconsecutive": {
      const steps =
        rule.kind === "antiknight" ? [[1, 2], [2, 1], [1, -2], [2, -1]] : rule.kind === "antiking" ? [[1, 1], [1, -1]] : [[0, 1], [1, 0]];
      for (let r = window.top; r <= window.bottom; r++) {
        for (let c = window.left; c <= window.right; c++) {
          for (const [dr, dc] of steps) {
            const r2 = r + dr;
            const c2 = c + dc;
            if (r2 >= n || c2 < 0 || c2 >= n) continue;
            const v = at(r, c);
            const w = at(r2, c2);
            if (!v || !w) continue;
            const bad = rule.kind === "nonconsecutive" ? Math.abs(v - w) === 1 : v === w;
            if (bad) add(rule.kind, [r * n + c, r2 * n + c2], rule.kind === "nonconsecutive" ? `neighbours hold ${v} and ${w}` : `${v} repeats a ${rule.kind === "antiknight" ? "knight's move" : "king's move"} away`);
          }
        }
      }
      return;
    }
    case "thermo":
      for (let i = 1; i < rule.cells.length; i++) {
        const a = grid[rule.cells[i - 1]];
        const b = grid[rule.cells[i]];
        if (a && b && b <= a) add("thermo", [rule.cells[i - 1], rule.cells[i]], `${b} follows ${a} on a thermometer`);
      }
      return;
    case "arrow": {
      // A pill's cells read as one number, digit by digit, in reading order.
      const circle = rule.pill ? [...rule.pill].sort((x, y) => x - y) : [rule.circle];
      const shown = circle.reduce((number, cell) => number * 10 + grid[cell], 0);
      if (filled([...circle, ...rule.line]) && total(rule.line) !== shown) {
        add("arrow", [...circle, ...rule.line], `the arrow adds up to ${total(rule.line)}, the ${rule.pill ? "pill" : "circle"} holds ${shown}`);
      }
      return;
    }
    case "difference":
    case "ratio":
    case "xv": {
      const [a, b] = rule.cells;
      const v = grid[a];
      const w = grid[b];
      if (!v || !w) return;
      const good = rule.kind === "difference" ? Math.abs(v - w) === rule.value : rule.kind === "ratio" ? v * rule.value === w || w * rule.value === v : v + w === rule.sum;
      if (!good) add(rule.kind, [a, b], `${v} and ${w} break the ${rule.kind === "xv" ? (rule.sum === 10 ? "X" : "V") : rule.kind === "ratio" ? "black dot" : "white dot"}`);
      return;
    }
    case "negative": {
      const marked = markedPairs(all, rule.of);
      for (let r = window.top; r <= window.bottom; r++) {
        for (let c = window.left; c <= window.right; c++) {
          const cell = r * n + c;
          for (const other of [c + 1 < n ? cell + 1 : -1, r + 1 < n ? cell + n : -1]) {
            if (other < 0) continue;
            const v = grid[cell];
            const w = grid[other];
            if (!v || !w || marked.has(`${cell},${other}`)) continue;
            const bad = rule.of === "difference" ? Math.abs(v - w) === 1 : rule.of === "ratio" ? v === 2 * w || w === 2 * v : v + w === 5 || v + w === 10;
            if (bad) add("negative", [cell, other], `unmarked neighbours ${v} and ${w} would need a mark`);
          }
        }
      }
      return;
    }
    case "odd":
    case "even": {
      const v = grid[rule.cell];
      if (v && (v % 2 === 1) !== (rule.kind === "odd")) add(rule.kind, [rule.cell], `${v} sits on an ${rule.kind} cell`);
      return;
    }
    case "minimum":
    case "maximum": {
      const v = grid[rule.cell];
      const r = Math.floor(rule.cell / n);
      const c = rule.cell % n;
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        if (r + dr < 0 || r + dr >= n || c + dc < 0 || c + dc >= n) continue;
        const w = at(r + dr, c + dc);
        if (!v || !w) continue;
        if (rule.kind === "minimum" ? v >= w : v <= w) add(rule.kind, [rule.cell, (r + dr) * n + c + dc], `${v} is not ${rule.kind === "minimum" ? "below" : "above"} its neighbour's ${w}`);
      }
      return;
    }
    case "extra-region":
      sameValue("extra-region", rule.cells, "an extra region");
      return;
    case "indexer": {
      const x = grid[rule.cell];
      if (!x) return;
      const r = Math.floor(rule.cell / n);
      const c = rule.cell % n;
      const region = regionOf(rule.cell);
      const [pointed, own, where] =
        rule.by === "row" ? [(x - 1) * n + c, r + 1, `row ${x} of its column`] : rule.by === "column" ? [r * n + x - 1, c + 1, `column ${x} of its row`] : [region[x - 1], region.indexOf(rule.cell) + 1, `position ${x} of its region`];
      const there = grid[pointed];
      if (there && there !== own) add("indexer", [rule.cell, pointed], `the indexer holds ${x}, so ${own} must sit in ${where}, which holds ${there}`);
      return;
    }
    case "disjoint-groups": {
      const { tall, wide } = boxShape(n);
      const groups = new Map<number, number[]>();
      for (let cell = 0; cell < n * n; cell++) {
        const key = (Math.floor(cell / n) % tall) * wide + ((cell % n) % wide);
        groups.set(key, [...(groups.get(key) ?? []), cell]);
      }
      for (const [key, cells] of groups) sameValue("disjoint-groups", cells, `disjoint group ${key + 1}`);
      return;
    }
    case "palindrome":
    case "clone": {
      const pairs = rule.kind === "clone" ? rule.cells.map((cell, i) => [cell, rule.copy[i]]) : rule.cells.map((cell, i) => [cell, rule.cells[rule.cells.length - 1 - i]]).slice(0, Math.floor(rule.cells.length / 2));
      for (const [a, b] of pairs) {
        if (grid[a] && grid[b] && grid[a] !== grid[b]) add(rule.kind, [a, b], `${grid[a]} and ${grid[b]} should match on a ${rule.kind === "clone" ? "clone" : "palindrome"}`);
      }
      return;
    }
    case "between": {
      const a = grid[rule.cells[0]];
      const b = grid[rule.cells[rule.cells.length - 1]];
      if (!a || !b) return;
      for (const cell of rule.cells.slice(1, -1)) {
        const v = grid[cell];
        if (v && !(v > Math.min(a, b) && v < Math.max(a, b))) add("between", [rule.cells[0], cell, rule.cells[rule.cells.length - 1]], `${v} is not between the line's ends ${a} and ${b}`);
      }
      return;
    }
    case "lockout": {
      const a = grid[rule.cells[0]];
      const b = grid[rule.cells[rule.cells.length - 1]];
      if (!a || !b) return;
      const ends = [rule.cells[0], rule.cells[rule.cells.length - 1]];
      const gap = Math.floor(n / 2);
      if (Math.abs(a - b) < gap) add("lockout", ends, `the ends ${a} and ${b} are less than ${gap} apart`);
      for (const cell of rule.cells.slice(1, -1)) {
        const v = grid[cell];
        if (v && v >= Math.min(a, b) && v <= Math.max(a, b)) add("lockout", [ends[0], cell, ends[1]], `${v} lies within the ends ${a} and ${b}`);
      }
      return;
    }
    case "whispers":
      for (let i = 1; i < rule.cells.length; i++) {
        const v = grid[rule.cells[i - 1]];
        const w = grid[rule.cells[i]];
        if (v && w && Math.abs(v - w) < rule.difference) add("whispers", [rule.cells[i - 1], rule.cells[i]], `${v} and ${w} are less than ${rule.difference} apart`);
      }
      return;
    case "renban": {
      sameValue("renban", rule.cells, "a renban line");
      const placed = rule.cells.filter((cell) => grid[cell]);
      if (placed.length < 2) return;
      const values = placed.map((cell) => grid[cell]);
      const low = placed[values.indexOf(Math.min(...values))];
      const high = placed[values.indexOf(Math.max(...values))];
      if (grid[high] - grid[low] >= rule.cells.length) add("renban", [low, high], `${grid[low]} and ${grid[high]} cannot share a run of ${rule.cells.length} consecutive digits`);
      return;
    }
    case "entropic": {
      // 1 low, 2 middle, 3 high: 1–3, 4–6 and 7–9 on a 9×9 (entropic lines only come on sides divisible by 3).
      const third = (v: number): number => Math.ceil((v * 3) / n);
      rule.cells.forEach((cell, i) => {
        for (const other of rule.cells.slice(i + 1, i + 3)) {
          const v = grid[cell];
          const w = grid[other];
          const name = ["", "low", "middle", "high"][third(v)];
          if (v && w && third(v) === third(w)) add("entropic", [cell, other], `${v} and ${w} are both ${name} digits within three cells of an entropic line`);
        }
      });
      return;
    }
    case "region-sum": {
      const segments: number[][] = [];
      rule.cells.forEach((cell, i) => {
        if (i > 0 && regionOf(cell).includes(rule.cells[i - 1])) segments[segments.length - 1].push(cell);
        else segments.push([cell]);
      });
      const done = segments.filter(filled);
      const other = done.find((segment) => total(segment) !== total(done[0]));
      if (other) add("region-sum", [...done[0], ...other], `one segment of the line adds up to ${total(done[0])}, another to ${total(other)}`);
      return;
    }
    case "quadruple": {
      const empty = rule.cells.filter((cell) => !grid[cell]).length;
      for (const v of new Set(rule.values)) {
        const wanted = rule.values.filter((x) => x === v).length;
        const placed = rule.cells.filter((cell) => grid[cell] === v).length;
        if (placed + empty < wanted) add("quadruple", [...rule.cells], `${v} must appear ${wanted === 1 ? "" : `${wanted} times `}in the quadruple's cells`);
      }
      return;
    }
    case "little-killer":
      if (filled(rule.cells) && total(rule.cells) !== rule.sum) add("little-killer", [...rule.cells], `the diagonal adds up to ${total(rule.cells)}, not ${rule.sum}`);
      return;
    case "sandwich": {
      const cells = lineCells(rule);
      const crusts = cells.map((cell, k) => (grid[cell] === 1 || grid[cell] === n ? k : -1)).filter((k) => k >= 0);
      if (crusts.length !== 2) return;
      const inside = cells.slice(crusts[0] + 1, crusts[1]);
      if (filled(inside) && total(inside) !== rule.sum) add("sandwich", cells, `the digits between 1 and ${n} in ${rule.line} ${rule.index + 1} add up to ${total(inside)}, not ${rule.sum}`);
      return;
    }
    case "x-sum":
    case "skyscraper": {
      const cells = lineCells(rule);
      if (rule.after) cells.reverse();
      const from = `${rule.line} ${rule.index + 1} from the ${rule.line === "row" ? (rule.after ? "right" : "left") : rule.after ? "bottom" : "top"}`;
      if (rule.kind === "x-sum") {
        const x = grid[cells[0]];
        const first = cells.slice(0, x);
        if (x && filled(first) && total(first) !== rule.sum) add("x-sum", first, `the first ${x} digits of ${from} add up to ${total(first)}, not ${rule.sum}`);
        return;
      }
      if (!filled(cells)) return;
      let high = 0;
      let seen = 0;
      for (const cell of cells) if (grid[cell] > high) [high, seen] = [grid[cell], seen + 1];
      if (seen !== rule.count) add("skyscraper", cells, `${seen} digits are seen in ${from}, not ${rule.count}`);
      return;
    }
    case "cosmetic-cage":
      return;
  }
}

/** A complete grid that breaks no rule: every cell 1..N and no violation. */
export function isVariantSolution(puzzle: VariantPuzzle, grid: ArrayLike<number>): boolean {
  for (let i = 0; i < puzzle.size * puzzle.size; i++) if (!(grid[i] >= 1 && grid[i] <= puzzle.size)) return false;
  return checkVariant(puzzle, grid).length === 0;
}
