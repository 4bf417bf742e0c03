/**
 * BUG+1 (bivalue universal grave plus one): when every empty cell has two candidates except one with three, the
 * value that appears three times in that cell's row must go there, or the puzzle would have two solutions.
 * Relies on the puzzle having one solution. https://www.sudokuwiki.org/BUG
 */
import { bit, popcount, valuesOf, type Candidates, type CellValue } from "../../candidates";
import type { Deduction } from "../hint";
import { absentFacts } from "./xy-wing";

export function findBugPlusOne(c: Candidates): Deduction | null {
  const { shape } = c;
  let extra = -1;
  for (let cell = 0; cell < shape.cells; cell++) {
    const count = popcount(c.masks[cell]);
    if (count === 0 || count === 2) continue;
    if (count !== 3 || extra >= 0) return null;
    extra = cell;
  }
  if (extra < 0) return null;
  const houses = [shape.rowOf[extra], shape.size + shape.colOf[extra], 2 * shape.size + shape.boxOf[extra]];
  for (const value of valuesOf(c.masks[extra])) {
    const b = bit(value);
    // in a BUG every value appears twice per house; the odd one out appears three times in all three houses
    const odd = houses.every((house) => shape.houses[house].filter((cell) => (c.masks[cell] & b) !== 0).length === 3);
    if (!odd) continue;
    const facts: CellValue[] = [];
    for (let cell = 0; cell < shape.cells; cell++) if (c.masks[cell] !== 0) facts.push(...absentFacts(c, cell));
    return {
      technique: "bug-plus-one",
      placements: [{ cell: extra, value }],
      eliminations: [],
      focus: [extra],
      houses,
      facts,
      detail: { kind: "bug", value },
    };
  }
  return null;
}
