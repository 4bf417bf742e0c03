/**
 * XYZ-Wing: a pivot {x,y,z} that sees pincers {x,z} and {y,z} makes one of the three z, so z leaves every cell
 * that sees all three.
 * https://www.sudokuwiki.org/XYZ_Wing
 */
import { lowestValue, popcount, type Candidates, type CellValue } from "../../candidates";
import type { Deduction } from "../hint";
import { cellsSeeingAll } from "./sees";
import { absentFacts } from "./xy-wing";

export function findXYZWing(c: Candidates): Deduction | null {
  const { shape } = c;
  for (let pivot = 0; pivot < shape.cells; pivot++) {
    const pm = c.masks[pivot];
    if (popcount(pm) !== 3) continue;
    const wings = shape.peers[pivot].filter((p) => popcount(c.masks[p]) === 2 && (c.masks[p] & ~pm) === 0);
    for (let i = 0; i < wings.length; i++) {
      for (let j = i + 1; j < wings.length; j++) {
        const a = c.masks[wings[i]];
        const b = c.masks[wings[j]];
        const z = a & b;
        if (popcount(z) !== 1 || (a | b) !== pm) continue;
        const value = lowestValue(z);
        const trio = [pivot, wings[i], wings[j]];
        const eliminations: CellValue[] = [];
        for (const cell of cellsSeeingAll(shape, trio)) if ((c.masks[cell] & z) !== 0) eliminations.push({ cell, value });
        if (eliminations.length === 0) continue;
        return {
          technique: "xyz-wing",
          placements: [],
          eliminations,
          focus: trio,
          houses: [],
          facts: trio.flatMap((cell) => absentFacts(c, cell)),
          detail: { kind: "wing", pivot, pincers: [wings[i], wings[j]], value },
        };
      }
    }
  }
  return null;
}
