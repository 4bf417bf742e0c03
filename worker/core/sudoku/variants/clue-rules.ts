/**
 * Rules read off a solved grid, for generating sandwich, little killer and line puzzles (thermometers, arrows,
 * whispers, renban, entropic and region sum lines): the grid keeps them by construction, so the generator only has
 * to dig givens until the rules and the givens leave that grid alone. All choices come from the caller's seeded
 * generator.
 */
import type { Rng } from "../../rng";
import { diagonalFrom, entropicThird, regionSumSegments, whispersGap, type Rule } from "./model";

/** Every row's and column's sandwich clue: the sum between its 1 and its N. */
export function sandwichClues(size: number, solution: Uint8Array): Rule[] {
  const rules: Rule[] = [];
  for (const line of ["row", "column"] as const) {
    for (let index = 0; index < size; index++) {
      const values = Array.from({ length: size }, (_, k) => solution[line === "row" ? index * size + k : k * size + index]);
      const crusts = values.flatMap((v, k) => (v === 1 || v === size ? [k] : []));
      const sum = values.slice(crusts[0] + 1, crusts[1]).reduce((s, v) => s + v, 0);
      rules.push({ kind: "sandwich", line, index, sum });
    }
  }
  return rules;
}

/**
 * Up to `count` little killer clues on distinct diagonals, chosen at random among every clue position outside the
 * grid and direction into it: each diagonal of at least two cells, its sum the solution's.
 */
export function littleKillerClues(size: number, solution: Uint8Array, rng: Rng, count: number): Rule[] {
  const clues: Rule[] = [];
  const seen = new Set<string>();
  for (let r = -1; r <= size; r++) {
    for (let c = -1; c <= size; c++) {
      if (r >= 0 && r < size && c >= 0 && c < size) continue;
      for (const direction of ["UL", "UR", "DL", "DR"] as const) {
        const cells = diagonalFrom(size, r, c, direction);
        const key = [...cells].sort((a, b) => a - b).join();
        if (cells.length < 2 || seen.has(key)) continue;
        seen.add(key);
        clues.push({ kind: "little-killer", cells, sum: sum(solution, cells), direction });
      }
    }
  }
  return rng.shuffle(clues).slice(0, count);
}

/** How one kind of line is read off a solved grid: how it may grow, and which of its prefixes are a rule. */
interface LineReading {
  /** Fewest and most cells. */
  least: number;
  most: number;
  /** May `next` follow `cells` (the values are the solution's)? */
  extend: (cells: readonly number[], next: number) => boolean;
  /** Does the line `cells` keep its rule? (Prefixes are tried from the longest.) */
  keeps: (cells: readonly number[]) => boolean;
  rule: (cells: number[]) => Rule;
}

const sum = (solution: Uint8Array, cells: readonly number[]): number => cells.reduce((s, c) => s + solution[c], 0);

/** The line kinds a generated puzzle can be made of, each read so that `solution` keeps it. */
export const LINE_KINDS = ["thermo", "arrow", "whispers", "renban", "entropic", "region-sum"] as const;
export type LineKind = (typeof LINE_KINDS)[number];

function reading(kind: LineKind, size: number, solution: Uint8Array, regions: Uint8Array): LineReading {
  const value = (cell: number): number => solution[cell];
  const third = (cell: number): number => entropicThird(size, value(cell));
  switch (kind) {
    case "thermo":
      return { least: 3, most: 6, extend: (cells, next) => value(next) > value(cells[cells.length - 1]), keeps: () => true, rule: (cells) => ({ kind: "thermo", cells }) };
    case "arrow":
      // The circle first, then a line adding up to the circle's digit.
      return {
        least: 3,
        most: 5,
        extend: (cells, next) => sum(solution, cells.slice(1)) + value(next) <= value(cells[0]),
        keeps: (cells) => sum(solution, cells.slice(1)) === value(cells[0]),
        rule: (cells) => ({ kind: "arrow", circle: cells[0], line: cells.slice(1) }),
      };
    case "whispers": {
      const difference = whispersGap(size);
      return {
        least: 3,
        most: 8,
        extend: (cells, next) => Math.abs(value(next) - value(cells[cells.length - 1])) >= difference,
        keeps: () => true,
        rule: (cells) => ({ kind: "whispers", cells, difference }),
      };
    }
    case "renban": {
      const span = (cells: readonly number[]): number => Math.max(...cells.map(value)) - Math.min(...cells.map(value));
      return {
        least: 3,
        most: 6,
        extend: (cells, next) => !cells.some((c) => value(c) === value(next)) && span([...cells, next]) < 6,
        keeps: (cells) => span(cells) === cells.length - 1,
        rule: (cells) => ({ kind: "renban", cells }),
      };
    }
    case "entropic":
      return {
        least: 3,
        most: 8,
        extend: (cells, next) => cells.slice(-2).every((c) => third(c) !== third(next)),
        keeps: () => true,
        rule: (cells) => ({ kind: "entropic", cells }),
      };
    case "region-sum":
      // At least two pieces in different regions, each adding up to the same total.
      return {
        least: 3,
        most: 7,
        extend: () => true,
        keeps: (cells) => {
          const pieces = regionSumSegments({ size, regions }, cells);
          return pieces.length >= 2 && pieces.every((piece) => sum(solution, piece) === sum(solution, pieces[0]));
        },
        rule: (cells) => ({ kind: "region-sum", cells }),
      };
  }
}

/**
 * Up to `count` lines of one kind, no cell on two, each along touching cells and kept by `solution`: a line grows
 * at random while its kind allows, then its longest prefix that keeps the rule is taken.
 */
export function linesOff(kind: LineKind, size: number, solution: Uint8Array, regions: Uint8Array, rng: Rng, count: number): Rule[] {
  const read = reading(kind, size, solution, regions);
  const used = new Set<number>();
  const rules: Rule[] = [];
  for (let attempt = 0; attempt < 60 * count && rules.length < count; attempt++) {
    const start = rng.int(size * size);
    if (used.has(start)) continue;
    const length = read.least + rng.int(read.most - read.least + 1);
    const cells = [start];
    while (cells.length < length) {
      const next = touching(size, cells[cells.length - 1]).filter((c) => !used.has(c) && !cells.includes(c) && read.extend(cells, c));
      if (next.length === 0) break;
      cells.push(next[rng.int(next.length)]);
    }
    let end = cells.length;
    while (end >= read.least && !read.keeps(cells.slice(0, end))) end--;
    if (end < read.least) continue;
    const line = cells.slice(0, end);
    for (const c of line) used.add(c);
    rules.push(read.rule(line));
  }
  return rules;
}

function touching(size: number, cell: number): number[] {
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const r = Math.floor(cell / size) + dr;
      const c = (cell % size) + dc;
      if ((dr || dc) && r >= 0 && r < size && c >= 0 && c < size) out.push(r * size + c);
    }
  }
  return out;
}
