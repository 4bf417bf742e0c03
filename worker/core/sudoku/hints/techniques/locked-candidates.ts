/**
 * Locked candidates: when a value's cells in a box all lie on one line, the value leaves the rest of that line
 * (pointing); when a value's cells on a line all lie in one box, it leaves the rest of that box (claiming).
 * https://www.sudokuwiki.org/Intersection_Removal
 */
import { bit, type Candidates } from "../../candidates";
import type { CellValue, Deduction } from "../hint";

function lockedStep(c: Candidates, variant: "pointing" | "claiming", value: number, from: number, into: number): Deduction | null {
  const { shape } = c;
  const b = bit(value);
  const fromCells = shape.houses[from];
  const intoCells = shape.houses[into];
  const eliminations: CellValue[] = [];
  for (const cell of intoCells) if ((c.masks[cell] & b) !== 0 && !fromCells.includes(cell)) eliminations.push({ cell, value });
  if (eliminations.length === 0) return null;
  const focus: number[] = [];
  const facts: CellValue[] = [];
  for (const cell of fromCells) {
    if (intoCells.includes(cell)) {
      if ((c.masks[cell] & b) !== 0) focus.push(cell);
    } else facts.push({ cell, value });
  }
  return {
    technique: "locked-candidates",
    placements: [],
    eliminations,
    focus,
    houses: [from, into],
    facts,
    detail: { kind: "locked", variant, value, from, into },
  };
}

/** Pointing: the value's cells in a box are confined to one row or column. */
function findPointing(c: Candidates): Deduction | null {
  const { shape } = c;
  const n = shape.size;
  for (let box = 0; box < n; box++) {
    const boxHouse = 2 * n + box;
    for (let value = 1; value <= n; value++) {
      const b = bit(value);
      let row = -1;
      let col = -1;
      let count = 0;
      for (const cell of shape.houses[boxHouse]) {
        if ((c.masks[cell] & b) === 0) continue;
        const r = shape.rowOf[cell];
        const k = shape.colOf[cell];
        row = count === 0 ? r : row === r ? r : -2;
        col = count === 0 ? k : col === k ? k : -2;
        count++;
      }
      if (count < 2) continue; // one cell is a hidden single, none means placed
      if (row >= 0) {
        const step = lockedStep(c, "pointing", value, boxHouse, row);
        if (step) return step;
      }
      if (col >= 0) {
        const step = lockedStep(c, "pointing", value, boxHouse, n + col);
        if (step) return step;
      }
    }
  }
  return null;
}

/** Claiming (box/line reduction): the value's cells on a row or column are confined to one box. */
function findClaiming(c: Candidates): Deduction | null {
  const { shape } = c;
  const n = shape.size;
  for (let line = 0; line < 2 * n; line++) {
    for (let value = 1; value <= n; value++) {
      const b = bit(value);
      let box = -1;
      let count = 0;
      for (const cell of shape.houses[line]) {
        if ((c.masks[cell] & b) === 0) continue;
        const k = shape.boxOf[cell];
        box = count === 0 ? k : box === k ? k : -2;
        count++;
      }
      if (count < 2 || box < 0) continue;
      const step = lockedStep(c, "claiming", value, line, 2 * n + box);
      if (step) return step;
    }
  }
  return null;
}

export function findLockedCandidates(c: Candidates): Deduction | null {
  return findPointing(c) ?? findClaiming(c);
}
