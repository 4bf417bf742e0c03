/**
 * Full house: when a house has one empty cell left, that cell takes the house's one missing value.
 * https://www.sudokuwiki.org/Getting_Started (the last digit in a unit)
 */
import { lowestValue, type Candidates } from "../../candidates";
import type { CellValue, Deduction } from "../hint";

export function findFullHouse(c: Candidates): Deduction | null {
  const { shape } = c;
  for (let house = 0; house < shape.houses.length; house++) {
    let empty = -1;
    let count = 0;
    for (const cell of shape.houses[house]) {
      if (c.values[cell] === 0) {
        empty = cell;
        if (++count > 1) break;
      }
    }
    if (count !== 1 || c.masks[empty] === 0 || (c.masks[empty] & (c.masks[empty] - 1)) !== 0) continue;
    const value = lowestValue(c.masks[empty]);
    const facts: CellValue[] = [];
    for (const other of shape.houses[house]) if (other !== empty) facts.push({ cell: other, value });
    return {
      technique: "full-house",
      placements: [{ cell: empty, value }],
      eliminations: [],
      focus: [empty],
      houses: [house],
      facts,
      detail: { kind: "single", value },
    };
  }
  return null;
}
