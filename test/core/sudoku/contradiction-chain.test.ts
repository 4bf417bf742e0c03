import { describe, expect, it } from "vitest";
import { contradictionChain, type ContradictionChain } from "../../../worker/core/sudoku/contradiction-chain";
import { parseGridLoose } from "../../../worker/core/sudoku/grid-text";
import { shapeOfBox } from "../../../worker/core/sudoku/shape";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import { createRng } from "../../../worker/core/rng";
import { SOLVED_4X4, bruteSolutions } from "./brute4";
import { EXPERT_SAMPLE } from "../../fixtures/sudoku/reference-puzzles";

const shape4 = shapeOfBox(2);
const grid = (text: string) => {
  const r = parseGridLoose(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

// An independent 4x4 reference: plain loops over rows, columns and boxes, no shared tables.
const houses4: number[][] = [];
for (let i = 0; i < 4; i++) {
  houses4.push([0, 1, 2, 3].map((k) => i * 4 + k));
  houses4.push([0, 1, 2, 3].map((k) => k * 4 + i));
  const r = (i >> 1) * 2, c = (i & 1) * 2;
  houses4.push([r * 4 + c, r * 4 + c + 1, (r + 1) * 4 + c, (r + 1) * 4 + c + 1]);
}
const sees = (a: number, b: number) => a !== b && houses4.some((h) => h.includes(a) && h.includes(b));
const allowed = (cells: Uint8Array, cell: number) => [1, 2, 3, 4].filter((v) => !cells.some((x, j) => x === v && sees(cell, j)));

function broken(cells: Uint8Array): boolean {
  for (const h of houses4) {
    for (let v = 1; v <= 4; v++) {
      const holding = h.filter((c) => cells[c] === v).length;
      if (holding > 1) return true;
      if (holding === 0 && !h.some((c) => cells[c] === 0 && allowed(cells, c).includes(v))) return true;
    }
  }
  return cells.some((v, c) => v === 0 && allowed(cells, c).length === 0);
}

/** Every (cell, value) a single (naked or hidden) places on this board. */
function singles(cells: Uint8Array): [number, number][] {
  const out: [number, number][] = [];
  cells.forEach((v, c) => {
    const a = v === 0 ? allowed(cells, c) : [];
    if (a.length === 1) out.push([c, a[0]]);
  });
  for (const h of houses4) {
    for (let v = 1; v <= 4; v++) {
      if (h.some((c) => cells[c] === v)) continue;
      const spots = h.filter((c) => cells[c] === 0 && allowed(cells, c).includes(v));
      if (spots.length === 1) out.push([spots[0], v]);
    }
  }
  return out;
}

/** Fewest single placements until the board breaks (breadth-first over every order), or -1 beyond `limit`. */
function bruteShortest(start: Uint8Array, limit: number): number {
  let layer = [start];
  for (let depth = 0; depth <= limit; depth++) {
    if (layer.some(broken)) return depth;
    const seen = new Set<string>();
    const next: Uint8Array[] = [];
    for (const cells of layer) {
      for (const [c, v] of singles(cells)) {
        const child = cells.slice();
        child[c] = v;
        const key = child.join("");
        if (!seen.has(key)) {
          seen.add(key);
          next.push(child);
        }
      }
    }
    layer = next;
  }
  return -1;
}

/** Replays the chain on its own: each step must be a single at that point, and the end must be broken. */
function replayChain(givens: Uint8Array, entries: Uint8Array, chain: ContradictionChain): Uint8Array {
  const cells = givens.slice();
  for (const p of chain.premises) cells[p] = entries[p];
  for (const step of chain.steps) {
    expect(cells[step.cell]).toBe(0);
    if (!singles(cells).some(([c, v]) => c === step.cell && v === step.value)) throw new Error(JSON.stringify({ givens: [...givens].join(""), entries: [...entries].join(""), cells: [...cells].join(""), chain }));
    for (const b of step.because) expect(cells[b]).not.toBe(0);
    cells[step.cell] = step.value;
  }
  expect(broken(cells)).toBe(true);
  return cells;
}

describe("contradictionChain", () => {
  it("is as short as an exhaustive search finds on random 4x4 boards with one wrong entry", () => {
    const rng = createRng(24);
    let compared = 0;
    const kinds = new Set<string>();
    for (let t = 0; t < 4000 && compared < 150; t++) {
      const solved = SOLVED_4X4[rng.int(SOLVED_4X4.length)];
      const givens = new Uint8Array(16);
      for (let c = 0; c < 16; c++) if (rng.int(100) < 35) givens[c] = solved[c];
      const open = [...givens.keys()].filter((c) => givens[c] === 0);
      if (open.length === 0) continue;
      const at = open[rng.int(open.length)];
      const entries = new Uint8Array(16);
      entries[at] = 1 + ((solved[at] - 1 + 1 + rng.int(3)) % 4);
      const start = givens.slice();
      start[at] = entries[at];
      if (bruteSolutions(start).length > 0) continue; // not wrong under these givens
      const want = bruteShortest(start, 6);
      const chain = contradictionChain({ shape: shape4, cells: givens }, { shape: shape4, cells: entries }, [at]);
      if (want < 0) {
        // Beyond the reference's depth: if a chain was found it must still be sound.
        if (chain) replayChain(givens, entries, chain);
        continue;
      }
      expect(chain).not.toBeNull();
      replayChain(givens, entries, chain!);
      expect(chain!.steps.length).toBe(want);
      expect(chain!.premises).toEqual([at]);
      kinds.add(chain!.contradiction.kind);
      compared++;
    }
    expect(compared).toBe(150);
    expect([...kinds].sort()).toEqual(["clash", "empty-cell", "missing-digit"]);
  });

  it("reports a clash or an empty cell with the cells that cause it", () => {
    const givens = grid("12.." + "...." + "...." + "....");
    const clash = grid("..1." + "...." + "...." + "....");
    const c = contradictionChain(givens, clash, [2]);
    expect(c).toMatchObject({ steps: [], rounds: 0, contradiction: { kind: "clash", value: 1, cells: [0, 2] } });
    // r2c4 = 4 takes the only value row 1 leaves for r1c4.
    const empty = contradictionChain(grid("123." + "...." + "...." + "...."), grid("...." + "...4" + "...." + "...."), [7]);
    expect(empty).toMatchObject({ steps: [], rounds: 0, premises: [7], contradiction: { kind: "empty-cell", cell: 3, because: [0, 1, 2, 7] } });
  });

  it("returns null when the entries are consistent", () => {
    const puzzle = grid(EXPERT_SAMPLE.puzzle);
    const solution = solveSudoku(puzzle).solution!;
    const entries = { shape: puzzle.shape, cells: solution.cells.map((v, i) => (i < 30 && !puzzle.cells[i] ? v : 0)) };
    const premises = [...entries.cells.keys()].filter((i) => entries.cells[i] !== 0);
    expect(contradictionChain(puzzle, entries, premises)).toBeNull();
  });

  it("explains a wrong entry on a 9x9 puzzle with a sound chain ending in a break", () => {
    const puzzle = grid(EXPERT_SAMPLE.puzzle);
    const solution = solveSudoku(puzzle).solution!;
    let explained = 0;
    for (let cell = 0; cell < 81 && explained < 10; cell++) {
      if (puzzle.cells[cell]) continue;
      const entries = { shape: puzzle.shape, cells: new Uint8Array(81) };
      entries.cells[cell] = (solution.cells[cell] % 9) + 1;
      const chain = contradictionChain(puzzle, entries, [cell]);
      if (!chain) continue;
      expect(chain.premises).toEqual([cell]);
      // Each step's supports are placed before it.
      const placed = new Set([...puzzle.cells.keys()].filter((i) => puzzle.cells[i]).concat(cell));
      for (const s of chain.steps) {
        for (const b of s.because) expect(placed.has(b)).toBe(true);
        placed.add(s.cell);
      }
      explained++;
    }
    expect(explained).toBe(10);
  });
});
