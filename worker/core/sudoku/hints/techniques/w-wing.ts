/**
 * W-Wing: two cells {x,y} that don't see each other, joined by a strong link on x (a house where x fits in only
 * two cells, one seeing each), cannot both be x, so one is y: y leaves every cell that sees both.
 * https://www.sudokuwiki.org/W_Wing_Strategy
 */
import { lowestValue, popcount, positionsInHouse, type Candidates, type CellValue } from "../../candidates";
import type { Deduction } from "../hint";
import { cellsSeeingAll, sees } from "./sees";
import { absentFacts } from "./xy-wing";

export function findWWing(c: Candidates): Deduction | null {
  const { shape } = c;
  const bivalue: number[] = [];
  for (let cell = 0; cell < shape.cells; cell++) if (popcount(c.masks[cell]) === 2) bivalue.push(cell);
  for (let i = 0; i < bivalue.length; i++) {
    for (let j = i + 1; j < bivalue.length; j++) {
      const p = bivalue[i];
      const q = bivalue[j];
      const mask = c.masks[p];
      if (c.masks[q] !== mask || sees(shape, p, q)) continue;
      const ends = [p, q];
      const targets = cellsSeeingAll(shape, ends).filter((cell) => (c.masks[cell] & mask) !== 0);
      if (targets.length === 0) continue;
      for (const linkBit of [mask & -mask, mask & (mask - 1)]) {
        const eliminated = mask & ~linkBit;
        if (!targets.some((cell) => (c.masks[cell] & eliminated) !== 0)) continue;
        const linkValue = lowestValue(linkBit);
        for (let house = 0; house < shape.houses.length; house++) {
          const positions = positionsInHouse(c, house, linkValue);
          if (popcount(positions) !== 2) continue;
          const cells = shape.houses[house];
          const first = cells[31 - Math.clz32(positions & -positions)];
          const second = cells[31 - Math.clz32(positions & (positions - 1))];
          if (ends.includes(first) || ends.includes(second)) continue;
          const linked = (sees(shape, first, p) && sees(shape, second, q)) || (sees(shape, first, q) && sees(shape, second, p));
          if (!linked) continue;
          const value = lowestValue(eliminated);
          const eliminations: CellValue[] = targets.filter((cell) => (c.masks[cell] & eliminated) !== 0).map((cell) => ({ cell, value }));
          const facts: CellValue[] = [...absentFacts(c, p), ...absentFacts(c, q)];
          for (const cell of cells) if (cell !== first && cell !== second) facts.push({ cell, value: linkValue });
          return {
            technique: "w-wing",
            placements: [],
            eliminations,
            focus: [p, q, first, second],
            houses: [house],
            facts,
            detail: { kind: "w-wing", value, link: linkValue, ends, linkCells: [first, second] },
          };
        }
      }
    }
  }
  return null;
}
