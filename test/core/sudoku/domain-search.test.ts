import { describe, expect, it } from "vitest";
import { DomainSearch, type DomainRules } from "../../../worker/core/sudoku/domain-search";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import { shapeOfBox } from "../../../worker/core/sudoku/shape";
import { isSolutionOf } from "../../../worker/core/sudoku/verify";
import { formatGrid } from "../../../worker/core/sudoku/grid-text";
import { createRng, type Rng } from "../../../worker/core/rng";
import { SOLVED_4X4 } from "./brute4";

const RULE_SETS: DomainRules[] = [
  { allDifferent: true, lockedCandidates: false },
  { allDifferent: false, lockedCandidates: true },
  { allDifferent: true, lockedCandidates: true },
];

/** Random candidate masks: each candidate kept with probability `keep`, plus the planted grid's value when given. */
function randomCandidates(rng: Rng, cells: number, size: number, keep: number, planted?: Uint8Array): Int32Array {
  const cand = new Int32Array(cells);
  for (let c = 0; c < cells; c++) {
    for (let v = 0; v < size; v++) if (rng.next() < keep) cand[c] |= 1 << v;
    if (planted) cand[c] |= 1 << (planted[c] - 1);
  }
  return cand;
}

describe("DomainSearch rules are sound", () => {
  it("on 4x4 never remove a candidate that some solution uses, and refute only states without solutions (brute force, every rule alone and together, with and without probing)", () => {
    const rng = createRng(4);
    const shape = shapeOfBox(2);
    const search = new DomainSearch(shape);
    let refuted = 0;
    let pruned = 0;
    for (let t = 0; t < 1200; t++) {
      const cand = randomCandidates(rng, 16, 4, 0.55 + 0.4 * rng.next());
      const compatible = SOLVED_4X4.filter((s) => s.every((v, c) => (cand[c] & (1 << (v - 1))) !== 0));
      const needed = new Int32Array(16);
      for (const s of compatible) s.forEach((v, c) => (needed[c] |= 1 << (v - 1)));
      search.rules = RULE_SETS[t % 3];
      const left = search.reduce(cand, t % 2 === 0);
      if (!left) {
        expect(compatible, `try ${t}`).toHaveLength(0);
        refuted++;
        continue;
      }
      for (let c = 0; c < 16; c++) {
        expect(left[c] & needed[c], `try ${t} cell ${c}`).toBe(needed[c]);
        expect(left[c] & ~cand[c]).toBe(0);
      }
      if (left.some((m, c) => m !== cand[c])) pruned++;
    }
    expect(refuted).toBeGreaterThan(50);
    expect(pruned).toBeGreaterThan(200);
  });

  it("on 9x9 and 16x16 keep every candidate of a planted solution", () => {
    const rng = createRng(9);
    for (const box of [3, 4]) {
      const shape = shapeOfBox(box);
      const search = new DomainSearch(shape);
      const full = solveSudoku({ shape, cells: new Uint8Array(shape.cells) }, { seed: 5 + box }).solution!.cells;
      let pruned = 0;
      for (let t = 0; t < (box === 3 ? 120 : 16); t++) {
        const cand = randomCandidates(rng, shape.cells, shape.size, 0.2 + 0.5 * rng.next(), full);
        search.rules = RULE_SETS[t % 3];
        const left = search.reduce(cand, t % 4 === 0);
        expect(left, `box ${box} try ${t}`).toBeDefined();
        for (let c = 0; c < shape.cells; c++) expect(left![c] & (1 << (full[c] - 1))).not.toBe(0);
        if (left!.some((m, c) => m !== cand[c])) pruned++;
      }
      expect(pruned).toBeGreaterThan(box === 3 ? 30 : 4);
    }
  });
});

describe("DomainSearch counts solutions", () => {
  it("agrees with brute force on random 4x4 candidate states, counting up to 300", () => {
    const rng = createRng(41);
    const shape = shapeOfBox(2);
    const search = new DomainSearch(shape);
    for (let t = 0; t < 400; t++) {
      const cand = randomCandidates(rng, 16, 4, 0.5 + 0.5 * rng.next());
      const expected = SOLVED_4X4.filter((s) => s.every((v, c) => (cand[c] & (1 << (v - 1))) !== 0)).map((s) => s.join(""));
      search.rules = RULE_SETS[t % 3];
      const r = search.run(cand, 300, Infinity);
      expect(r.finished && r.complete).toBe(true);
      expect(r.solutions.map((s) => s.join("")).sort()).toEqual(expected.sort());
    }
  });

  it("stops at its node limit and at its work budget, unfinished", () => {
    const shape = shapeOfBox(4);
    const search = new DomainSearch(shape);
    const empty = new Int32Array(shape.cells).fill(shape.allMask);
    expect(search.run(empty, 1000, 5).finished).toBe(false);
    const r = search.run(empty, 1000, Infinity, { work: 10_000 });
    expect(r.finished).toBe(false);
    expect(r.work).toBeGreaterThanOrEqual(10_000);
  });

  it("as the 'domain' engine agrees with CDCL on 9x9 and 16x16 puzzles with few givens (status and solutions up to 4)", () => {
    const rng = createRng(99);
    for (const box of [3, 3, 4]) {
      const shape = shapeOfBox(box);
      const full = solveSudoku({ shape, cells: new Uint8Array(shape.cells) }, { seed: rng.int(1000) }).solution!;
      for (let t = 0; t < (box === 3 ? 25 : 5); t++) {
        const keep = box === 3 ? 17 + rng.int(12) : 110 + rng.int(40);
        const cells = new Uint8Array(shape.cells);
        for (const i of rng.shuffle(Array.from({ length: shape.cells }, (_, i) => i)).slice(0, keep)) cells[i] = full.cells[i];
        const domain = solveSudoku({ shape, cells }, { engine: "domain", limit: 4 });
        const cdcl = solveSudoku({ shape, cells }, { engine: "cdcl", limit: 4 });
        expect(domain.status, `box ${box} try ${t}`).toBe(cdcl.status);
        expect(["singles", "domain"]).toContain(domain.stats.engine);
        const key = (r: typeof domain) => r.solutions.map((g) => formatGrid(g, "line")).sort();
        if (domain.complete && cdcl.complete) expect(key(domain)).toEqual(key(cdcl));
        // The optional stages change the route, never the answer: probing at the root, segment variables in CDCL.
        const variant = solveSudoku({ shape, cells }, { engine: "auto", nodeLimit: 1, probing: true, segments: true, limit: 4 });
        expect(variant.status).toBe(cdcl.status);
        if (variant.complete && cdcl.complete) expect(key(variant)).toEqual(key(cdcl));
        for (const sol of domain.solutions) expect(isSolutionOf({ shape, cells }, sol)).toBe(true);
      }
    }
  });
});
