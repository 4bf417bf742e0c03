/**
 * Random small variant puzzles with exactly one solution, for the hint tests: a random full grid found by brute
 * force, rules read off it (so it satisfies them), then givens added from it until brute force counts one solution.
 * The grids and rules come from brute force and the independent checker alone.
 */
import type { Rng } from "../../../../worker/core/rng";
import { checkVariant } from "../../../../worker/core/sudoku/variants/check";
import type { Rule, VariantPuzzle } from "../../../../worker/core/sudoku/variants/model";
import { solveVariant } from "../../../../worker/core/sudoku/variants/solve";

/** A random grid that satisfies the puzzle's houses and rules (null if brute force finds none). */
export function randomGrid(puzzle: VariantPuzzle, rng: Rng): Uint8Array | null {
  const n = puzzle.size;
  const grid = Uint8Array.from(puzzle.givens);
  const walk = (cell: number): boolean => {
    if (cell === n * n) return true;
    if (puzzle.givens[cell] !== 0) return walk(cell + 1);
    const order = Array.from({ length: n }, (_, i) => i + 1);
    for (let i = n - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const v of order) {
      grid[cell] = v;
      if (checkVariant(puzzle, grid).length === 0 && walk(cell + 1)) return true;
    }
    grid[cell] = 0;
    return false;
  };
  return walk(0) ? grid : null;
}

/** Orthogonal or diagonal neighbours of a cell. */
function touching(n: number, cell: number, diagonal: boolean): number[] {
  const out: number[] = [];
  for (const dr of [-1, 0, 1]) for (const dc of [-1, 0, 1]) {
    if ((dr === 0 && dc === 0) || (!diagonal && dr !== 0 && dc !== 0)) continue;
    const r = Math.floor(cell / n) + dr;
    const c = (cell % n) + dc;
    if (r >= 0 && r < n && c >= 0 && c < n) out.push(r * n + c);
  }
  return out;
}

/** Cages, thermometers, arrows and dots that the grid satisfies. */
export function rulesFrom(n: number, grid: Uint8Array, rng: Rng, count: number): Rule[] {
  const rules: Rule[] = [];
  const pick = <T>(xs: T[]): T => xs[rng.int(xs.length)];
  for (let t = 0; t < count * 4 && rules.length < count; t++) {
    const start = rng.int(n * n);
    const kind = rng.int(5);
    if (kind === 0) {
      const cells = [start];
      while (cells.length < 2 + rng.int(2)) {
        const next = touching(n, cells[cells.length - 1], false).filter((c) => !cells.includes(c) && !cells.some((x) => grid[x] === grid[c]));
        if (next.length === 0) break;
        cells.push(pick(next));
      }
      if (cells.length > 1) rules.push({ kind: "killer", cells, sum: cells.reduce((s, c) => s + grid[c], 0) });
    } else if (kind === 1) {
      const cells = [start];
      for (;;) {
        const next = touching(n, cells[cells.length - 1], true).filter((c) => !cells.includes(c) && grid[c] > grid[cells[cells.length - 1]]);
        if (next.length === 0 || cells.length >= 4) break;
        cells.push(pick(next));
      }
      if (cells.length > 1) rules.push({ kind: "thermo", cells });
    } else if (kind === 2) {
      // An arrow of two cells whose digits add up to the circle's.
      const firsts = touching(n, start, true).filter((c) => grid[c] < grid[start]);
      if (firsts.length === 0) continue;
      const first = pick(firsts);
      const seconds = touching(n, first, true).filter((c) => c !== start && grid[c] === grid[start] - grid[first]);
      if (seconds.length > 0) rules.push({ kind: "arrow", circle: start, line: [first, pick(seconds)] });
    } else {
      const other = pick(touching(n, start, false));
      const [a, b] = [grid[start], grid[other]];
      if (Math.abs(a - b) === 1) rules.push({ kind: "difference", cells: [start, other], value: 1 });
      else if (a === 2 * b || b === 2 * a) rules.push({ kind: "ratio", cells: [start, other], value: 2 });
      else if (a + b === 5 || a + b === 10) rules.push({ kind: "xv", cells: [start, other], sum: a + b === 5 ? 5 : 10 });
    }
  }
  return rules.filter((r) => checkVariant({ size: n, givens: new Uint8Array(n * n), rules: [r] }, grid).length === 0);
}

/** Marks, lines and outside clues that the grid satisfies: parity, extremum, palindrome, between, quadruple, sums. */
export function marksFrom(n: number, grid: Uint8Array, rng: Rng, count: number): Rule[] {
  const rules: Rule[] = [];
  const sumOf = (cells: number[]): number => cells.reduce((s, c) => s + grid[c], 0);
  for (let t = 0; t < count * 6 && rules.length < count; t++) {
    const start = rng.int(n * n);
    const r = Math.floor(start / n);
    const c = start % n;
    switch (rng.int(6)) {
      case 0:
        rules.push({ kind: grid[start] % 2 === 1 ? "odd" : "even", cell: start });
        break;
      case 1:
        rules.push({ kind: rng.int(2) === 0 ? "minimum" : "maximum", cell: start });
        break;
      case 2: {
        const path = [start];
        while (path.length < 3) {
          const next = touching(n, path[path.length - 1], true).filter((x) => !path.includes(x));
          if (next.length === 0) break;
          path.push(next[rng.int(next.length)]);
        }
        rules.push({ kind: rng.int(2) === 0 ? "palindrome" : "between", cells: path });
        break;
      }
      case 3:
        if (r + 1 < n && c + 1 < n) {
          const cells = [start, start + 1, start + n, start + n + 1];
          rules.push({ kind: "quadruple", cells, values: [grid[cells[rng.int(4)]], grid[cells[rng.int(4)]]] });
        }
        break;
      case 4: {
        // A little killer from the top edge, down and to the right.
        const cells: number[] = [];
        for (let y = 0, x = c; y < n && x < n; y++, x++) cells.push(y * n + x);
        rules.push({ kind: "little-killer", cells, sum: sumOf(cells), direction: "DR" });
        break;
      }
      default: {
        const line = rng.int(2) === 0 ? "row" : "column";
        const cells = Array.from({ length: n }, (_, k) => (line === "row" ? r * n + k : k * n + r));
        const crusts = cells.map((cell, k) => (grid[cell] === 1 || grid[cell] === n ? k : -1)).filter((k) => k >= 0);
        rules.push({ kind: "sandwich", line, index: r, sum: sumOf(cells.slice(crusts[0] + 1, crusts[1])) });
      }
    }
  }
  return rules.filter((rule) => checkVariant({ size: n, givens: new Uint8Array(n * n), rules: [rule] }, grid).length === 0);
}

/**
 * Indexer cells, lockout, whispers, renban, entropic (on 6×6) and region sum lines, X-sums and skyscrapers that the
 * grid satisfies, up to `count`.
 */
export function indexersAndLinesFrom(n: number, grid: Uint8Array, rng: Rng, count: number): Rule[] {
  const rules: Rule[] = [];
  for (let t = 0; t < count * 8 && rules.length < count; t++) {
    const path = [rng.int(n * n)];
    while (path.length < 2 + rng.int(3)) {
      const next = touching(n, path[path.length - 1], true).filter((x) => !path.includes(x));
      if (next.length === 0) break;
      path.push(next[rng.int(next.length)]);
    }
    const kind = rng.int(8);
    // An outside clue read off the grid: its line from the clue's side.
    const at = { line: rng.int(2) === 0 ? ("row" as const) : ("column" as const), index: rng.int(n), after: rng.int(2) === 1 };
    const line = Array.from({ length: n }, (_, k) => grid[at.line === "row" ? at.index * n + k : k * n + at.index]);
    if (at.after) line.reverse();
    const rule: Rule =
      kind === 0
        ? { kind: "indexer", by: (["row", "column", "box"] as const)[rng.int(3)], cell: path[0] }
        : kind === 1
          ? { kind: "lockout", cells: path }
          : kind === 2
            ? { kind: "whispers", cells: path, difference: 1 + rng.int(Math.ceil(n / 2)) }
            : kind === 3
              ? { kind: "renban", cells: path }
              : kind === 4
                ? { kind: "x-sum", ...at, sum: line.slice(0, line[0]).reduce((s, v) => s + v, 0) }
                : kind === 5
                  ? { kind: "skyscraper", ...at, count: line.filter((v, k) => line.slice(0, k).every((w) => w < v)).length }
                  : kind === 6 && n % 3 === 0
                    ? { kind: "entropic", cells: path }
                    : { kind: "region-sum", cells: path };
    if (checkVariant({ size: n, givens: new Uint8Array(n * n), rules: [rule] }, grid).length === 0) rules.push(rule);
  }
  return rules;
}

/**
 * Adds givens from `grid` in random order until the puzzle has one solution. The SAT solver decides that here
 * (brute force on 6×6 takes seconds per count); the tests then check every claim they make by brute force.
 */
export function makeUnique(puzzle: VariantPuzzle, grid: Uint8Array, rng: Rng): VariantPuzzle {
  const n = puzzle.size;
  const givens = Uint8Array.from(puzzle.givens);
  const order = Array.from({ length: n * n }, (_, i) => i).filter((c) => givens[c] === 0);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  let out: VariantPuzzle = { ...puzzle, givens };
  for (const cell of order) {
    if (solveVariant(out).status === "unique") break;
    givens[cell] = grid[cell];
    out = { ...puzzle, givens };
  }
  return out;
}
