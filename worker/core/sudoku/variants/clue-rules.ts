/**
 * Rules read off a solved grid, for generating sandwich and thermometer puzzles: the grid keeps them
 * by construction, so the generator only has to dig givens until the rules and the givens leave that grid alone.
 * All choices come from the caller's seeded generator.
 */
import type { Rng } from "../../rng";
import type { Rule } from "./model";

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

/** Up to `count` thermometers of 3 to 6 cells, no cell on two, each rising along touching cells. */
export function thermometers(size: number, solution: Uint8Array, rng: Rng, count: number): Rule[] {
  const used = new Set<number>();
  const rules: Rule[] = [];
  for (let attempt = 0; attempt < 40 * count && rules.length < count; attempt++) {
    const start = rng.int(size * size);
    if (used.has(start)) continue;
    const length = 3 + rng.int(4);
    const cells = [start];
    while (cells.length < length) {
      const last = cells[cells.length - 1];
      const next = touching(size, last).filter((c) => !used.has(c) && !cells.includes(c) && solution[c] > solution[last]);
      if (next.length === 0) break;
      cells.push(next[rng.int(next.length)]);
    }
    if (cells.length < 3) continue;
    for (const c of cells) used.add(c);
    rules.push({ kind: "thermo", cells });
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
