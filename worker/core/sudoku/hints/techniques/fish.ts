/**
 * Fish (X-Wing, Swordfish, Jellyfish): when a value's cells in k rows all lie in the same k columns, the value
 * leaves those columns' other cells (and the same with rows and columns swapped).
 * https://www.sudokuwiki.org/X_Wing_Strategy , https://www.sudokuwiki.org/Sword_Fish_Strategy ,
 * https://www.sudokuwiki.org/Jelly_Fish_Strategy
 */
import { bit, popcount, positionsInHouse, type Candidates } from "../../candidates";
import type { CellValue, Deduction, Technique } from "../hint";
import { someCombination } from "./sees";

const NAMES: Record<number, Technique> = { 2: "x-wing", 3: "swordfish", 4: "jellyfish" };

function findFish(c: Candidates, k: number): Deduction | null {
  const { shape } = c;
  const n = shape.size;
  for (let value = 1; value <= n; value++) {
    const b = bit(value);
    for (const rowsAreBase of [true, false]) {
      const baseOffset = rowsAreBase ? 0 : n;
      const coverOffset = rowsAreBase ? n : 0;
      const lines: number[] = [];
      const where: number[] = [];
      for (let line = 0; line < n; line++) {
        // position i of a row is column i, and position i of a column is row i
        const positions = positionsInHouse(c, baseOffset + line, value);
        const count = popcount(positions);
        if (count >= 2 && count <= k) {
          lines.push(line);
          where.push(positions);
        }
      }
      if (lines.length < k) continue;
      let found: Deduction | null = null;
      someCombination(lines.length, k, (picked) => {
        let cover = 0;
        for (const i of picked) cover |= where[i];
        if (popcount(cover) !== k) return false;
        const baseLines = picked.map((i) => lines[i]);
        const coverLines: number[] = [];
        for (let i = 0; i < n; i++) if (cover & (1 << i)) coverLines.push(i);
        const eliminations: CellValue[] = [];
        for (const line of coverLines) {
          for (const cell of shape.houses[coverOffset + line]) {
            const baseIndex = rowsAreBase ? shape.rowOf[cell] : shape.colOf[cell];
            if ((c.masks[cell] & b) !== 0 && !baseLines.includes(baseIndex)) eliminations.push({ cell, value });
          }
        }
        if (eliminations.length === 0) return false;
        const focus: number[] = [];
        const facts: CellValue[] = [];
        for (const line of baseLines) {
          for (const cell of shape.houses[baseOffset + line]) {
            const coverIndex = rowsAreBase ? shape.colOf[cell] : shape.rowOf[cell];
            if (!coverLines.includes(coverIndex)) facts.push({ cell, value });
            else if ((c.masks[cell] & b) !== 0) focus.push(cell);
          }
        }
        const baseHouses = baseLines.map((line) => baseOffset + line);
        const coverHouses = coverLines.map((line) => coverOffset + line);
        found = {
          technique: NAMES[k],
          placements: [],
          eliminations,
          focus,
          houses: [...baseHouses, ...coverHouses],
          facts,
          detail: { kind: "fish", value, baseHouses, coverHouses },
        };
        return true;
      });
      if (found) return found;
    }
  }
  return null;
}

export const findXWing = (c: Candidates): Deduction | null => findFish(c, 2);
export const findSwordfish = (c: Candidates): Deduction | null => findFish(c, 3);
export const findJellyfish = (c: Candidates): Deduction | null => findFish(c, 4);
