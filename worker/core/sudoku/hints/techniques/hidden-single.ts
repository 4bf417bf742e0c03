/**
 * Hidden single: when a value has only one possible cell left in a house, it goes there.
 * https://www.sudokuwiki.org/Getting_Started
 * Boxes are scanned before rows and columns, as people usually do (and as Sudoku Explainer rates them).
 */
import { bit, lowestValue, type Candidates } from "../../candidates";
import type { CellValue, Deduction } from "../hint";

export function findHiddenSingle(c: Candidates): Deduction | null {
  const { shape } = c;
  const n = shape.size;
  for (let k = 0; k < 3 * n; k++) {
    const house = k < n ? 2 * n + k : k - n; // boxes first, then rows, then columns
    const cells = shape.houses[house];
    let once = 0;
    let twice = 0;
    let placed = 0;
    for (const cell of cells) {
      const m = c.masks[cell];
      twice |= once & m;
      once |= m;
      if (c.values[cell] !== 0) placed |= bit(c.values[cell]);
    }
    const single = once & ~twice & ~placed;
    if (single === 0) continue;
    const value = lowestValue(single);
    const target = cells.find((cell) => (c.masks[cell] & bit(value)) !== 0)!;
    const facts: CellValue[] = [];
    for (const other of cells) if (other !== target) facts.push({ cell: other, value });
    return {
      technique: "hidden-single",
      placements: [{ cell: target, value }],
      eliminations: [],
      focus: [target],
      houses: [house],
      facts,
      detail: { kind: "single", value },
    };
  }
  return null;
}
