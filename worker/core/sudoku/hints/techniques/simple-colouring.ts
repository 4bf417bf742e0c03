/**
 * Simple colouring: chain a value's conjugate pairs (houses where it fits in exactly two cells) and colour them
 * alternately; one colour is all true. If two cells of one colour see each other, that colour is false (colour
 * wrap); a cell that sees both colours cannot hold the value (colour trap).
 * https://www.sudokuwiki.org/Singles_Chains
 */
import { bit, popcount, positionsInHouse, type Candidates, type CellValue } from "../../candidates";
import type { Deduction } from "../hint";
import { sees } from "./sees";

interface Component {
  colourA: number[];
  colourB: number[];
  houses: number[];
}

/** Builds the conjugate-pair components of one value, each 2-coloured by breadth-first search. */
function components(c: Candidates, value: number): Component[] {
  const { shape } = c;
  const links: number[][] = [];
  const linkHouses: number[][] = [];
  const touched: number[] = [];
  for (let house = 0; house < shape.houses.length; house++) {
    const positions = positionsInHouse(c, house, value);
    if (popcount(positions) !== 2) continue;
    const cells = shape.houses[house];
    const a = cells[31 - Math.clz32(positions & -positions)];
    const b = cells[31 - Math.clz32(positions & (positions - 1))];
    for (const [x, y] of [[a, b], [b, a]]) {
      if (!links[x]) {
        links[x] = [];
        linkHouses[x] = [];
        touched.push(x);
      }
      links[x].push(y);
      linkHouses[x].push(house);
    }
  }
  const colour = new Map<number, number>();
  const out: Component[] = [];
  for (const start of touched) {
    if (colour.has(start)) continue;
    const component: Component = { colourA: [], colourB: [], houses: [] };
    const queue = [start];
    colour.set(start, 0);
    while (queue.length > 0) {
      const cell = queue.shift()!;
      (colour.get(cell) === 0 ? component.colourA : component.colourB).push(cell);
      links[cell].forEach((next, i) => {
        if (!component.houses.includes(linkHouses[cell][i])) component.houses.push(linkHouses[cell][i]);
        if (colour.has(next)) return;
        colour.set(next, 1 - colour.get(cell)!);
        queue.push(next);
      });
    }
    if (component.colourA.length + component.colourB.length >= 4) out.push(component);
  }
  return out;
}

function colouringStep(c: Candidates, value: number, component: Component, rule: "colour-wrap" | "colour-trap", eliminations: CellValue[]): Deduction {
  const facts: CellValue[] = [];
  const chain = [...component.colourA, ...component.colourB];
  for (const house of component.houses) for (const cell of c.shape.houses[house]) if (!chain.includes(cell)) facts.push({ cell, value });
  return {
    technique: "simple-colouring",
    placements: [],
    eliminations,
    focus: chain,
    houses: component.houses,
    facts,
    detail: { kind: "colouring", value, rule, colourA: component.colourA, colourB: component.colourB },
  };
}

function hasClash(c: Candidates, cells: number[]): boolean {
  for (let i = 0; i < cells.length; i++) for (let j = i + 1; j < cells.length; j++) if (sees(c.shape, cells[i], cells[j])) return true;
  return false;
}

export function findSimpleColouring(c: Candidates): Deduction | null {
  const { shape } = c;
  for (let value = 1; value <= shape.size; value++) {
    const b = bit(value);
    for (const component of components(c, value)) {
      for (const same of [component.colourA, component.colourB]) {
        if (hasClash(c, same)) return colouringStep(c, value, component, "colour-wrap", same.map((cell) => ({ cell, value })));
      }
      const eliminations: CellValue[] = [];
      for (let cell = 0; cell < shape.cells; cell++) {
        if ((c.masks[cell] & b) === 0 || component.colourA.includes(cell) || component.colourB.includes(cell)) continue;
        if (component.colourA.some((a) => sees(shape, a, cell)) && component.colourB.some((x) => sees(shape, x, cell))) eliminations.push({ cell, value });
      }
      if (eliminations.length > 0) return colouringStep(c, value, component, "colour-trap", eliminations);
    }
  }
  return null;
}
