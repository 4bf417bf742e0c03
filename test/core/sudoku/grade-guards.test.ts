import { describe, expect, it } from "vitest";
import { guardedTechniques, houseSubsetsMayApply, oneDigitMayApply } from "../../../worker/core/sudoku/grade-guards";
import { gradeExplanation, gradePuzzle } from "../../../worker/core/sudoku/grade";
import { explainCandidates } from "../../../worker/core/sudoku/hints/explain";
import { TECHNIQUE_TABLE } from "../../../worker/core/sudoku/hints/index";
import { candidatesFromGrid, type Candidates } from "../../../worker/core/sudoku/candidates";
import { Digger } from "../../../worker/core/sudoku/dig";
import { randomSolvedGrid } from "../../../worker/core/sudoku/generate";
import { shapeOfBox } from "../../../worker/core/sudoku/shape";
import { createRng, type Rng } from "../../../worker/core/rng";

const shape = shapeOfBox(3);
const SUBSETS = ["naked-pair", "hidden-pair", "naked-triple", "hidden-triple", "naked-quad", "hidden-quad"];
const ONE_DIGIT = ["locked-candidates", "x-wing", "swordfish", "jellyfish", "simple-colouring", "x-chain"];
const entries = (names: string[]) => TECHNIQUE_TABLE.filter((e) => names.includes(e.technique));

/** A candidate state around a solved grid: some cells placed, the others the true value plus random extras. */
function randomState(rng: Rng, solution: Uint8Array, placed: number, extra: number): Candidates {
  const values = new Uint8Array(81);
  const masks = new Uint32Array(81);
  for (let cell = 0; cell < 81; cell++) {
    if (rng.next() < placed) values[cell] = solution[cell];
    else {
      masks[cell] = 1 << (solution[cell] - 1);
      for (let v = 1; v <= 9; v++) if (rng.next() < extra) masks[cell] |= 1 << (v - 1);
    }
  }
  // Placed values leave their peers, as in every state a grading sees.
  for (let cell = 0; cell < 81; cell++) if (values[cell]) for (const p of shape.peers[cell]) masks[p] &= ~(1 << (values[cell] - 1));
  return { shape, values, masks };
}

/** Every placement of one value on a 9x9 grid: one per row, column and box (46,656 of them). */
function allTemplates(): number[][] {
  const out: number[][] = [];
  const cols: number[] = [];
  const walk = (row: number, used: number) => {
    if (row === 9) return void out.push(cols.map((c, r) => r * 9 + c));
    for (let c = 0; c < 9; c++) {
      if (used & (1 << c)) continue;
      const box = Math.floor(row / 3) * 3 + Math.floor(c / 3);
      if (cols.some((pc, pr) => Math.floor(pr / 3) * 3 + Math.floor(pc / 3) === box)) continue;
      cols.push(c);
      walk(row + 1, used | (1 << c));
      cols.pop();
    }
  };
  walk(0, 0);
  return out;
}

describe("grading guards", () => {
  it("grade exactly as without them: the same steps, in the same order, on minimal and symmetric puzzles", () => {
    const digger = new Digger(shape);
    const guarded = guardedTechniques(TECHNIQUE_TABLE, 3);
    let levels = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const rng = createRng(seed);
      const solution = randomSolvedGrid(3, rng);
      const cells = digger.dig(solution.cells, rng, { symmetry: seed % 2 ? "rotational" : "none" });
      const start = candidatesFromGrid({ shape, cells });
      if (!start.ok) throw new Error("bad puzzle");
      const plain = explainCandidates(start.value);
      const fast = explainCandidates(start.value, { techniques: guarded });
      expect(fast.steps.map((s) => s.step), `seed ${seed}`).toEqual(plain.steps.map((s) => s.step));
      expect(fast.status).toBe(plain.status);
      const grade = gradePuzzle({ shape, cells }, { oracle: () => ({ solution: solution.cells, searchEffort: 1 }) });
      expect(grade).toEqual(gradeExplanation(explainCandidates(start.value, { oracle: () => ({ solution: solution.cells, searchEffort: 1 }) })));
      levels.add(grade.level);
    }
    // The comparison covered puzzles that need the guarded families and more.
    expect(levels.size).toBeGreaterThanOrEqual(4);
  });

  it("house subsets: when the test finds nothing, no naked or hidden subset technique applies", () => {
    const rng = createRng(1);
    let quiet = 0;
    let loud = 0;
    for (let trial = 0; trial < 1500; trial++) {
      const solution = randomSolvedGrid(3, createRng(rng.fork())).cells;
      const state = randomState(rng, solution, 0.3 + 0.5 * rng.next(), 0.1 + 0.3 * rng.next());
      const found = entries(SUBSETS).some((e) => e.find(state) !== null);
      if (!houseSubsetsMayApply(state)) {
        quiet++;
        expect(found, `trial ${trial}`).toBe(false);
      } else if (found) loud++;
    }
    expect(quiet).toBeGreaterThan(100);
    expect(loud).toBeGreaterThan(100);
  });

  it("one digit: a candidate lies on no template exactly when brute force over all 46,656 templates says so", () => {
    const templates = allTemplates();
    expect(templates.length).toBe(46656);
    const rng = createRng(2);
    let dead = 0;
    for (let trial = 0; trial < 40; trial++) {
      const solution = randomSolvedGrid(3, createRng(rng.fork())).cells;
      const state = randomState(rng, solution, 0.3 + 0.5 * rng.next(), 0.01 + 0.12 * rng.next());
      let expected = false;
      for (let v = 1; v <= 9 && !expected; v++) {
        const b = 1 << (v - 1);
        const has = (cell: number) => state.values[cell] === v || (state.values[cell] === 0 && (state.masks[cell] & b) !== 0);
        const live = new Uint8Array(81);
        for (const t of templates) if (t.every(has)) for (const cell of t) live[cell] = 1;
        for (let cell = 0; cell < 81; cell++) if (has(cell) && !live[cell]) expected = true;
      }
      expect(oneDigitMayApply(state), `trial ${trial}`).toBe(expected);
      if (expected) dead++;
    }
    expect(dead).toBeGreaterThan(5);
    expect(dead).toBeLessThan(35);
  });

  it("one digit: when the test finds nothing, no single-digit technique applies", () => {
    const rng = createRng(3);
    let quiet = 0;
    for (let trial = 0; trial < 800; trial++) {
      const solution = randomSolvedGrid(3, createRng(rng.fork())).cells;
      const state = randomState(rng, solution, 0.3 + 0.5 * rng.next(), 0.1 + 0.3 * rng.next());
      if (oneDigitMayApply(state)) continue;
      quiet++;
      for (const e of entries(ONE_DIGIT)) expect(e.find(state), `${e.technique} trial ${trial}`).toBeNull();
    }
    expect(quiet).toBeGreaterThan(50);
  });

  it("every guarded technique returns exactly what it returns unguarded, on random candidate states", () => {
    const rng = createRng(4);
    const guarded = guardedTechniques(entries([...SUBSETS, ...ONE_DIGIT]), 3);
    let steps = 0;
    for (let trial = 0; trial < 600; trial++) {
      const solution = randomSolvedGrid(3, createRng(rng.fork())).cells;
      const state = randomState(rng, solution, 0.3 + 0.5 * rng.next(), 0.02 + 0.3 * rng.next());
      for (const g of guarded) {
        const plain = TECHNIQUE_TABLE.find((e) => e.technique === g.technique)!.find(state);
        expect(g.find(state), `${g.technique} trial ${trial}`).toEqual(plain);
        if (plain) steps++;
      }
    }
    expect(steps).toBeGreaterThan(500);
  });

  it("leaves other sizes and other techniques untouched", () => {
    expect(guardedTechniques(TECHNIQUE_TABLE, 4)).toBe(TECHNIQUE_TABLE);
    const guarded = guardedTechniques(TECHNIQUE_TABLE, 3);
    TECHNIQUE_TABLE.forEach((e, i) => {
      if (!SUBSETS.includes(e.technique) && !ONE_DIGIT.includes(e.technique)) expect(guarded[i]).toBe(e);
    });
  });
});
