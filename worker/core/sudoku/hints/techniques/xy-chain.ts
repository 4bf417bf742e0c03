/**
 * XY-Chain: a path through cells with two candidates each, consecutive cells seeing each other and sharing the value
 * that links them. If the first cell is not z it is its other value, which the next cell then cannot be, and so on,
 * until the last cell is z; so one of the two ends is z, and every other cell seeing both ends loses z. XY-Wing is
 * the three-cell case.
 * https://www.sudokuwiki.org/XY_Chains
 */
import { bit, popcount, type Candidates, type CellValue } from "../../candidates";
import { ChainSearch, type ChainGraph, type ChainPath } from "./chain-search";
import type { Deduction } from "../hint";
import { cellsSeeingAll } from "./sees";
import { absentFacts } from "./xy-wing";

/** Longest chain looked for, in links (cells − 1). */
export const MAX_XY_CHAIN_LINKS = 12;

/** Node cell·N + (v−1) is "cell holds v"; only cells with exactly two candidates take part. */
function graphFor(c: Candidates): ChainGraph {
  const { shape } = c;
  const n = shape.size;
  return {
    size: shape.cells * n,
    next(node, visit) {
      const cell = Math.floor(node / n);
      const value = (node % n) + 1;
      const b = bit(value);
      for (const peer of shape.peers[cell]) {
        const mask = c.masks[peer];
        if ((mask & b) === 0 || popcount(mask) !== 2) continue;
        // The peer cannot be `value`, so it is its other candidate.
        const other = 31 - Math.clz32(mask & ~b);
        visit(peer * n + other, -1);
      }
    },
  };
}

export function findXYChain(c: Candidates): Deduction | null {
  const { shape } = c;
  const n = shape.size;
  const search = new ChainSearch(graphFor(c));
  let best: { z: number; path: ChainPath; eliminations: CellValue[] } | null = null;
  for (let start = 0; start < shape.cells; start++) {
    const mask = c.masks[start];
    if (popcount(mask) !== 2) continue;
    for (let z = 1; z <= n; z++) {
      const zb = bit(z);
      if ((mask & zb) === 0) continue;
      const limit = best ? Math.min(MAX_XY_CHAIN_LINKS, best.path.nodes.length - 2) : MAX_XY_CHAIN_LINKS;
      if (limit < 2) return stepFor(c, best!);
      // "start is not z" is "start is its other value".
      const other = 31 - Math.clz32(mask & ~zb);
      let eliminations: CellValue[] = [];
      const path = search.shortest(start * n + other, limit, (node, links) => {
        const cell = Math.floor(node / n);
        if (links < 2 || node % n !== z - 1 || cell === start) return false;
        eliminations = cellsSeeingAll(shape, [start, cell]).filter((x) => (c.masks[x] & zb) !== 0).map((x) => ({ cell: x, value: z }));
        return eliminations.length > 0;
      });
      if (path) best = { z, path, eliminations };
    }
  }
  return best ? stepFor(c, best) : null;
}

function stepFor(c: Candidates, found: { z: number; path: ChainPath; eliminations: CellValue[] }): Deduction {
  const n = c.shape.size;
  const cells = found.path.nodes.map((node) => Math.floor(node / n));
  const values = found.path.nodes.map((node) => (node % n) + 1);
  return {
    technique: "xy-chain",
    placements: [],
    eliminations: found.eliminations,
    focus: [...new Set(cells)],
    houses: [],
    facts: cells.flatMap((cell) => absentFacts(c, cell)),
    detail: { kind: "chain", value: found.z, cells, values },
  };
}
