/**
 * XY-Wing: a pivot {x,y} that sees two pincers {x,z} and {y,z} makes one pincer z, so z leaves every cell that
 * sees both pincers.
 * https://www.sudokuwiki.org/Y_Wing_Strategy
 */
import { bit, lowestValue, popcount, type Candidates, type CellValue } from "../../candidates";
import type { Deduction } from "../hint";
import { cellsSeeingAll } from "./sees";

/** (cell, v) for every value v outside the cell's mask: the argument relies on those being gone. */
export function absentFacts(c: Candidates, cell: number): CellValue[] {
  const facts: CellValue[] = [];
  for (let value = 1; value <= c.shape.size; value++) if ((c.masks[cell] & bit(value)) === 0) facts.push({ cell, value });
  return facts;
}

export function findXYWing(c: Candidates): Deduction | null {
  const { shape } = c;
  for (let pivot = 0; pivot < shape.cells; pivot++) {
    const pm = c.masks[pivot];
    if (popcount(pm) !== 2) continue;
    const wings = shape.peers[pivot].filter((p) => popcount(c.masks[p]) === 2 && popcount(c.masks[p] & pm) === 1);
    for (let i = 0; i < wings.length; i++) {
      for (let j = i + 1; j < wings.length; j++) {
        const a = c.masks[wings[i]];
        const b = c.masks[wings[j]];
        const z = a & b & ~pm;
        // the pincers must share z and take different pivot values
        if (popcount(z) !== 1 || (a & pm) === (b & pm)) continue;
        const value = lowestValue(z);
        const pincers = [wings[i], wings[j]];
        const eliminations: CellValue[] = [];
        for (const cell of cellsSeeingAll(shape, pincers)) if (cell !== pivot && (c.masks[cell] & z) !== 0) eliminations.push({ cell, value });
        if (eliminations.length === 0) continue;
        return {
          technique: "xy-wing",
          placements: [],
          eliminations,
          focus: [pivot, ...pincers],
          houses: [],
          facts: [...absentFacts(c, pivot), ...absentFacts(c, pincers[0]), ...absentFacts(c, pincers[1])],
          detail: { kind: "wing", pivot, pincers, value },
        };
      }
    }
  }
  return null;
}
