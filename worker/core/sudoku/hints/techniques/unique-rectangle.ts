/**
 * Unique rectangle type 1: four cells on two rows, two columns and two boxes that could all be {a,b} would let
 * a and b swap (two solutions); so when three corners are exactly {a,b}, the fourth cannot be a or b.
 * Relies on the puzzle having one solution. https://www.sudokuwiki.org/Unique_Rectangles
 */
import { popcount, valuesOf, type Candidates, type CellValue } from "../../candidates";
import type { Deduction } from "../hint";
import { absentFacts } from "./xy-wing";

export function findUniqueRectangle(c: Candidates): Deduction | null {
  const { shape } = c;
  const n = shape.size;
  for (let a = 0; a < shape.cells; a++) {
    const mask = c.masks[a];
    if (popcount(mask) !== 2) continue;
    const row = shape.rowOf[a];
    for (let colB = shape.colOf[a] + 1; colB < n; colB++) {
      const b = row * n + colB;
      if (c.masks[b] !== mask) continue;
      for (let row2 = 0; row2 < n; row2++) {
        if (row2 === row) continue;
        const cc = row2 * n + shape.colOf[a];
        const d = row2 * n + colB;
        const boxes = new Set([shape.boxOf[a], shape.boxOf[b], shape.boxOf[cc], shape.boxOf[d]]);
        if (boxes.size !== 2) continue;
        for (const [floor, roof] of [[cc, d], [d, cc]]) {
          if (c.masks[floor] !== mask || (c.masks[roof] & mask) !== mask || c.masks[roof] === mask) continue;
          const eliminations: CellValue[] = valuesOf(mask).map((value) => ({ cell: roof, value }));
          const corners = [a, b, floor, roof];
          return {
            technique: "unique-rectangle",
            placements: [],
            eliminations,
            focus: corners,
            houses: [],
            facts: [a, b, floor].flatMap((cell) => absentFacts(c, cell)),
            detail: { kind: "rectangle", values: valuesOf(mask), corners },
          };
        }
      }
    }
  }
  return null;
}
