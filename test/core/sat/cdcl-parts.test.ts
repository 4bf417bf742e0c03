import { describe, expect, it } from "vitest";
import { createRng } from "../../../worker/core/rng";
import { analyze } from "../../../worker/core/sat/analyze";
import { ClauseDb, NO_CLAUSE } from "../../../worker/core/sat/clause-db";
import { VarHeap } from "../../../worker/core/sat/heap";
import { IntVec } from "../../../worker/core/sat/int-vec";
import { DEFAULT_TUNABLES } from "../../../worker/core/sat/options";
import { propagate } from "../../../worker/core/sat/propagate";
import { luby } from "../../../worker/core/sat/restart";
import { SolverState } from "../../../worker/core/sat/state";
import { backtrack, enqueue, newDecisionLevel } from "../../../worker/core/sat/trail";
import { mkLit, type Cnf } from "../../../worker/core/sat/types";
import { bruteForceCount } from "./cdcl-oracle";
import { randomKSat } from "./gen/random-cnf";

/** A solver state holding `cnf` (clauses of width ≥ 2 only), built by hand as CdclSolver would. */
function stateOf(cnf: Cnf): SolverState {
  const s = new SolverState({ ...DEFAULT_TUNABLES }, cnf.numVars, createRng(1));
  s.numVars = cnf.numVars;
  for (let v = 0; v < cnf.numVars; v++) s.heap.insert(v);
  for (const clause of cnf.clauses) {
    const c = s.db.alloc(clause, clause.length, false, 0);
    s.clauses.push(c);
    s.watches.attach(c, clause[0], clause[1], clause.length === 2);
  }
  return s;
}

describe("CDCL building blocks", () => {
  it("luby gives 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8", () => {
    expect(Array.from({ length: 15 }, (_, i) => luby(i))).toEqual([1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
  });

  it("IntVec grows, pops and shrinks", () => {
    const v = new IntVec(1);
    for (let i = 0; i < 100; i++) v.push(i * 3);
    expect(v.size).toBe(100);
    expect(v.pop()).toBe(297);
    expect(v.last()).toBe(294);
    v.shrinkTo(3);
    expect(v.toArray()).toEqual([0, 3, 6]);
  });

  it("VarHeap pops variables by decreasing activity, following increases", () => {
    const rng = createRng(3);
    const activity = Float64Array.from({ length: 200 }, () => rng.next());
    const heap = new VarHeap(activity);
    for (let v = 0; v < 200; v++) heap.insert(v);
    activity[17] = 5;
    heap.increased(17);
    const order: number[] = [];
    while (heap.size > 0) order.push(heap.removeMax());
    expect(order[0]).toBe(17);
    for (let i = 1; i < order.length; i++) expect(activity[order[i - 1]]).toBeGreaterThanOrEqual(activity[order[i]]);
    expect(new Set(order).size).toBe(200);
  });

  it("ClauseDb compaction keeps live clauses, drops deleted ones and forwards references", () => {
    const db = new ClauseDb(8);
    const a = db.alloc([0, 2, 4], 3, false, 0);
    const b = db.alloc([1, 3], 2, true, 2);
    const c = db.alloc([5, 7, 9, 11], 4, true, 3);
    db.free(b);
    expect(db.garbageFraction()).toBeCloseTo(5 / 18) // headers of 3 words: 6 + 5 + 7 used, 5 deleted;
    const originals = new IntVec();
    originals.push(a);
    const learnts = new IntVec();
    learnts.push(b);
    learnts.push(c);
    db.compact([originals, learnts]);
    expect(learnts.size).toBe(1);
    const moved = learnts.data[0];
    expect(db.forward(c)).toBe(moved);
    expect(db.forward(b)).toBe(NO_CLAUSE);
    expect(db.isLearnt(moved)).toBe(true);
    expect(db.lbd(moved)).toBe(3);
    expect([0, 1, 2, 3].map((i) => db.lit(moved, i))).toEqual([5, 7, 9, 11]);
    expect(db.wasted).toBe(0);
  });

  it("propagate follows a chain of binary and ternary clauses and reports the falsified clause", () => {
    // x0 → x1 (binary), x0 ∧ x1 → x2 (ternary), x2 → ¬x0 (binary, falsified at the end).
    const cnf: Cnf = {
      numVars: 3,
      clauses: [Int32Array.of(mkLit(0, true), mkLit(1)), Int32Array.of(mkLit(0, true), mkLit(1, true), mkLit(2)), Int32Array.of(mkLit(2, true), mkLit(0, true))],
    };
    const s = stateOf(cnf);
    newDecisionLevel(s);
    enqueue(s, mkLit(0), NO_CLAUSE);
    const confl = propagate(s);
    expect(confl).not.toBe(NO_CLAUSE);
    expect(s.work).toBeGreaterThan(0);
    backtrack(s, 0);
    expect(s.trailSize).toBe(0);
    newDecisionLevel(s);
    enqueue(s, mkLit(0, true), NO_CLAUSE);
    expect(propagate(s)).toBe(NO_CLAUSE);
    expect(s.trailSize).toBe(1);
  });

  it("analyze learns implied, asserting clauses with the right backjump level (random conflicts)", () => {
    let checked = 0;
    for (let seed = 1; seed <= 300 && checked < 150; seed++) {
      const n = 10;
      const cnf = randomKSat(n, 38, 3, seed);
      const s = stateOf(cnf);
      const rng = createRng(seed);
      let confl = propagate(s);
      while (confl === NO_CLAUSE) {
        const free: number[] = [];
        for (let v = 0; v < n; v++) if (s.values[2 * v] === 0) free.push(v);
        if (free.length === 0) break;
        newDecisionLevel(s);
        enqueue(s, mkLit(free[rng.int(free.length)], rng.int(2) === 1), NO_CLAUSE);
        confl = propagate(s);
      }
      if (confl === NO_CLAUSE || s.decisionLevel() === 0) continue;
      const level = s.decisionLevel();
      const back = analyze(s, confl);
      const learnt = s.learnt.toArray();
      // Asserting: only the first literal is at the conflict level, every literal is false now.
      expect(s.level[learnt[0] >> 1]).toBe(level);
      for (const l of learnt) expect(s.values[l]).toBe(-1);
      for (const l of learnt.slice(1)) expect(s.level[l >> 1]).toBeLessThan(level);
      expect(back).toBe(learnt.length === 1 ? 0 : Math.max(...learnt.slice(1).map((l) => s.level[l >> 1])));
      expect(s.seen.every((x) => x === 0)).toBe(true);
      // Implied: the formula with the learnt clause negated has no model.
      const negated = learnt.map((l) => Int32Array.of(l ^ 1));
      expect(bruteForceCount({ numVars: n, clauses: [...cnf.clauses, ...negated] })).toBe(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
