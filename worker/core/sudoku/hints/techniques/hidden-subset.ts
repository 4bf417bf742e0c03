/**
 * Hidden pair/triple/quad: when k values of a house fit only in the same k cells, those cells hold nothing else.
 * https://www.sudokuwiki.org/Hidden_Candidates
 */
import { bit, popcount, positionsInHouse, valuesOf, type Candidates } from "../../candidates";
import type { CellValue, Deduction, Technique } from "../hint";
import { someCombination } from "./sees";

const NAMES: Record<number, Technique> = { 2: "hidden-pair", 3: "hidden-triple", 4: "hidden-quad" };

function findHiddenSubset(c: Candidates, k: number): Deduction | null {
  const { shape } = c;
  for (let house = 0; house < shape.houses.length; house++) {
    const cells = shape.houses[house];
    const pool: number[] = [];
    const where: number[] = [];
    let open = 0;
    for (let value = 1; value <= shape.size; value++) {
      const positions = positionsInHouse(c, house, value);
      const count = popcount(positions);
      if (count > 0) open++;
      if (count >= 2 && count <= k) {
        pool.push(value);
        where.push(positions);
      }
    }
    if (pool.length < k || open <= k) continue; // the subset would be the whole house: nothing else to remove
    let found: Deduction | null = null;
    someCombination(pool.length, k, (picked) => {
      let positions = 0;
      let values = 0;
      for (const i of picked) {
        positions |= where[i];
        values |= bit(pool[i]);
      }
      if (popcount(positions) !== k) return false;
      const subset: number[] = [];
      const eliminations: CellValue[] = [];
      for (let i = 0; i < cells.length; i++) {
        if ((positions & (1 << i)) === 0) continue;
        subset.push(cells[i]);
        for (const value of valuesOf(c.masks[cells[i]] & ~values)) eliminations.push({ cell: cells[i], value });
      }
      if (eliminations.length === 0) return false;
      const facts: CellValue[] = [];
      for (const cell of cells) if (!subset.includes(cell)) for (const value of valuesOf(values)) facts.push({ cell, value });
      found = {
        technique: NAMES[k],
        placements: [],
        eliminations,
        focus: subset,
        houses: [house],
        facts,
        detail: { kind: "subset", values: valuesOf(values), house },
      };
      return true;
    });
    if (found) return found;
  }
  return null;
}

export const findHiddenPair = (c: Candidates): Deduction | null => findHiddenSubset(c, 2);
export const findHiddenTriple = (c: Candidates): Deduction | null => findHiddenSubset(c, 3);
export const findHiddenQuad = (c: Candidates): Deduction | null => findHiddenSubset(c, 4);
