/**
 * Naked pair/triple/quad: when k cells of a house hold only k values between them, those values leave the
 * house's other cells.
 * https://www.sudokuwiki.org/Naked_Candidates
 */
import { bit, popcount, valuesOf, type Candidates } from "../../candidates";
import type { CellValue, Deduction, Technique } from "../hint";
import { someCombination } from "./sees";

const NAMES: Record<number, Technique> = { 2: "naked-pair", 3: "naked-triple", 4: "naked-quad" };

function findNakedSubset(c: Candidates, k: number): Deduction | null {
  const { shape } = c;
  for (let house = 0; house < shape.houses.length; house++) {
    const cells = shape.houses[house];
    const pool: number[] = [];
    let empty = 0;
    for (const cell of cells) {
      const count = popcount(c.masks[cell]);
      if (count > 0) empty++;
      if (count >= 2 && count <= k) pool.push(cell);
    }
    if (pool.length < k || empty <= k) continue; // nothing outside the subset to eliminate from
    let found: Deduction | null = null;
    someCombination(pool.length, k, (picked) => {
      let union = 0;
      for (const i of picked) union |= c.masks[pool[i]];
      if (popcount(union) !== k) return false;
      const subset = picked.map((i) => pool[i]);
      const eliminations: CellValue[] = [];
      for (const cell of cells) {
        if (subset.includes(cell)) continue;
        for (const value of valuesOf(c.masks[cell] & union)) eliminations.push({ cell, value });
      }
      if (eliminations.length === 0) return false;
      const facts: CellValue[] = [];
      for (const cell of subset) for (let value = 1; value <= shape.size; value++) if ((union & bit(value)) === 0) facts.push({ cell, value });
      found = {
        technique: NAMES[k],
        placements: [],
        eliminations,
        focus: subset,
        houses: [house],
        facts,
        detail: { kind: "subset", values: valuesOf(union), house },
      };
      return true;
    });
    if (found) return found;
  }
  return null;
}

export const findNakedPair = (c: Candidates): Deduction | null => findNakedSubset(c, 2);
export const findNakedTriple = (c: Candidates): Deduction | null => findNakedSubset(c, 3);
export const findNakedQuad = (c: Candidates): Deduction | null => findNakedSubset(c, 4);
