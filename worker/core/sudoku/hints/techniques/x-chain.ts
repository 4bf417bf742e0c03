/**
 * X-Chain: on one value, alternate strong links (the only two places for the value in a house) and weak links (two
 * cells that see each other). Starting and ending with a strong link, "the first cell is not the value" forces "the
 * last cell is", so one of the two ends holds it and every other cell seeing both ends loses it. Skyscraper,
 * 2-String Kite and Turbot Fish are the chains with two strong links.
 * https://www.sudokuwiki.org/X_Chains
 */
import { bit, popcount, positionsInHouse, type Candidates, type CellValue } from "../../candidates";
import { ChainSearch, type ChainGraph, type ChainPath } from "./chain-search";
import type { Deduction } from "../hint";
import { cellsSeeingAll } from "./sees";

/** Longest chain looked for, in links (8 strong links); longer chains are hard to follow and rarely needed. */
export const MAX_X_CHAIN_LINKS = 15;

/**
 * Node 2·cell+1 is "cell holds the value", 2·cell is "cell does not". The strong links (cell, partner, house) are
 * found once per value: at most one partner per house of a cell.
 */
function graphFor(c: Candidates, value: number): ChainGraph {
  const { shape } = c;
  const b = bit(value);
  const partner = new Int32Array(3 * shape.cells).fill(-1);
  const partnerHouse = new Int32Array(3 * shape.cells);
  for (let house = 0; house < shape.houses.length; house++) {
    const positions = positionsInHouse(c, house, value);
    if (popcount(positions) !== 2) continue;
    const cells = shape.houses[house];
    const x = cells[31 - Math.clz32(positions & -positions)];
    const y = cells[31 - Math.clz32(positions)];
    const kind = Math.floor(house / shape.size);
    partner[3 * x + kind] = y;
    partner[3 * y + kind] = x;
    partnerHouse[3 * x + kind] = house;
    partnerHouse[3 * y + kind] = house;
  }
  return {
    size: 2 * shape.cells,
    next(node, visit) {
      const cell = node >> 1;
      if ((node & 1) === 0) {
        // Not here ⇒ the other place of a strong link holds it.
        for (let k = 3 * cell; k < 3 * cell + 3; k++) if (partner[k] >= 0) visit(2 * partner[k] + 1, partnerHouse[k]);
      } else {
        // Here ⇒ not in any cell that sees this one.
        for (const peer of shape.peers[cell]) if (c.masks[peer] & b) visit(2 * peer, -1);
      }
    },
  };
}

function eliminationsFor(c: Candidates, value: number, ends: number[]): CellValue[] {
  const b = bit(value);
  return cellsSeeingAll(c.shape, ends).filter((cell) => (c.masks[cell] & b) !== 0).map((cell) => ({ cell, value }));
}

export function findXChain(c: Candidates): Deduction | null {
  const { shape } = c;
  let best: { value: number; path: ChainPath; eliminations: CellValue[] } | null = null;
  for (let value = 1; value <= shape.size; value++) {
    if (best && best.path.linkHouses.length <= 3) break; // nothing shorter exists
    const b = bit(value);
    const search = new ChainSearch(graphFor(c, value));
    for (let start = 0; start < shape.cells; start++) {
      if ((c.masks[start] & b) === 0) continue;
      const limit = best ? Math.min(MAX_X_CHAIN_LINKS, best.path.linkHouses.length - 1) : MAX_X_CHAIN_LINKS;
      if (limit < 3) break;
      let eliminations: CellValue[] = [];
      const path = search.shortest(2 * start, limit, (node, links) => {
        if ((node & 1) === 0 || links < 3 || node >> 1 === start) return false;
        eliminations = eliminationsFor(c, value, [start, node >> 1]);
        return eliminations.length > 0;
      });
      if (path) best = { value, path, eliminations };
    }
  }
  if (!best) return null;
  const { value, path, eliminations } = best;
  const cells = path.nodes.map((node) => node >> 1);
  const houses = [...new Set(path.linkHouses.filter((h) => h >= 0))];
  const facts: CellValue[] = [];
  path.linkHouses.forEach((house, i) => {
    if (house < 0) return;
    // A strong link relies on the value being gone from the rest of its house.
    for (const cell of shape.houses[house]) if (cell !== cells[i] && cell !== cells[i + 1]) facts.push({ cell, value });
  });
  return {
    technique: "x-chain",
    placements: [],
    eliminations,
    focus: [...new Set(cells)],
    houses,
    facts,
    detail: { kind: "chain", value, cells, values: [] },
  };
}
