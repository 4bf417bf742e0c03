/**
 * The classic rules over rows, columns and the puzzle's regions. Square standard boxes (4×4, 9×9, 16×16) take
 * their clauses from the classic extended encoding (encode.ts) unchanged; other sizes (6×6's 2×3 boxes) and
 * irregular regions get the same clause structure over their own houses: one value per cell, each value once per
 * house, with the redundant "at most one value per cell" and "each value somewhere in the house".
 */
import { mkLit } from "../../../sat/index";
import { encodeCnf } from "../../encode";
import { emptyGrid } from "../../grid";
import { cellNameOf, shapeOfSize } from "../../shape";
import { regionsOf, type VariantPuzzle } from "../model";
import { distinct, holdsLit } from "./context";
import { diagonalCells } from "./diagonal";
import { disjointGroups } from "./extra-region";

/** A group of N cells that holds each digit once, besides the rows, columns and regions, with its name in a message. */
export interface NamedHouse {
  cells: readonly number[];
  name: string;
}

/**
 * The houses a puzzle's rules add (X-Sudoku's diagonals, an extra region of N cells, disjoint groups): each holds
 * every digit once, so a digit with one place left in it goes there (a hidden single), as in a row.
 */
export function ruleHouses(puzzle: VariantPuzzle): NamedHouse[] {
  const n = puzzle.size;
  const out: NamedHouse[] = [];
  for (const rule of puzzle.rules) {
    if (rule.kind === "diagonal") {
      const cells = diagonalCells(n, rule.which);
      out.push({ cells, name: `the diagonal from ${cellNameOf(n, cells[0])} to ${cellNameOf(n, cells[n - 1])}` });
    } else if (rule.kind === "extra-region" && rule.cells.length === n) out.push({ cells: rule.cells, name: `the extra region at ${cellNameOf(n, Math.min(...rule.cells))}` });
    else if (rule.kind === "disjoint-groups") disjointGroups(n).forEach((cells, k) => out.push({ cells, name: `disjoint group ${k + 1}` }));
  }
  return out;
}

export function houseLists(puzzle: VariantPuzzle): number[][] {
  const n = puzzle.size;
  const regions = regionsOf(puzzle);
  const houses: number[][] = [];
  for (let i = 0; i < n; i++) {
    houses.push(Array.from({ length: n }, (_, k) => i * n + k));
    houses.push(Array.from({ length: n }, (_, k) => k * n + i));
  }
  const byRegion: number[][] = Array.from({ length: n }, () => []);
  for (let cell = 0; cell < n * n; cell++) byRegion[regions[cell]].push(cell);
  return [...houses, ...byRegion];
}

export function encodeHouses(puzzle: VariantPuzzle): Int32Array[] {
  const n = puzzle.size;
  const shape = puzzle.regions ? undefined : shapeOfSize(n);
  if (shape) return encodeCnf(emptyGrid(shape.box), "extended").clauses;
  const out: Int32Array[] = [];
  for (let cell = 0; cell < n * n; cell++) {
    const values = Array.from({ length: n }, (_, k) => k + 1);
    out.push(Int32Array.from(values, (v) => holdsLit(n, cell, v)));
    for (let v = 1; v <= n; v++) for (let w = v + 1; w <= n; w++) out.push(Int32Array.of(mkLit(cell * n + v - 1, true), mkLit(cell * n + w - 1, true)));
  }
  for (const house of houseLists(puzzle)) {
    distinct(n, house, out);
    for (let v = 1; v <= n; v++) out.push(Int32Array.from(house, (cell) => holdsLit(n, cell, v)));
  }
  return out;
}
