/**
 * Naked single: a cell with exactly one candidate left must take that value.
 * https://www.sudokuwiki.org/Getting_Started
 */
import { housesOfCell, lowestValue, type Candidates } from "../../candidates";
import type { CellValue, Deduction } from "../hint";

export function findNakedSingle(c: Candidates): Deduction | null {
  const { shape } = c;
  for (let cell = 0; cell < shape.cells; cell++) {
    const mask = c.masks[cell];
    if (mask === 0 || (mask & (mask - 1)) !== 0) continue;
    const value = lowestValue(mask);
    const facts: CellValue[] = [];
    for (let other = 1; other <= shape.size; other++) if (other !== value) facts.push({ cell, value: other });
    return {
      technique: "naked-single",
      placements: [{ cell, value }],
      eliminations: [],
      focus: [cell],
      houses: housesOfCell(shape, cell),
      facts,
      detail: { kind: "single", value },
    };
  }
  return null;
}
