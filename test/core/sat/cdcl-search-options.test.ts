/**
 * The search options added for large structured formulas (trail reuse at restarts, the middle tier of learnt
 * clauses, vivification, binary-clause minimisation): answers checked against brute force, models, clausal proofs
 * and the assumption interface, with the options on and restarts and reductions frequent enough that they act many
 * times per formula.
 */
import { describe, expect, it } from "vitest";
import { createRng } from "../../../worker/core/rng";
import { reuseTrailLevel } from "../../../worker/core/sat/decide";
import { DEFAULT_TUNABLES } from "../../../worker/core/sat/options";
import { propagate } from "../../../worker/core/sat/propagate";
import { SolverState } from "../../../worker/core/sat/state";
import { vivify } from "../../../worker/core/sat/vivify";
import { IntVec } from "../../../worker/core/sat/int-vec";
import { backtrack, enqueue, newDecisionLevel } from "../../../worker/core/sat/trail";
import { mkLit } from "../../../worker/core/sat/types";
import { soundnessChecks } from "./option-soundness";

/** Restarts every few conflicts, reductions every few more: the options under test get exercised. */
const BUSY = { restartPolicy: "luby", lubyUnit: 1, reduceFirst: 8, reduceIncrement: 2, garbageFraction: 0.01 } as const;
const CONFIGS = [
  { name: "trail reuse", options: { ...BUSY, reuseTrail: true } },
  { name: "middle tier", options: { ...BUSY, tier2Lbd: 6 } },
  { name: "both", options: { ...BUSY, reuseTrail: true, tier2Lbd: 6, varDecay: 0.98 } },
  { name: "no phase saving", options: { ...BUSY, phaseSaving: false } },
  { name: "vivification", options: { ...BUSY, vivifyEffort: 1, vivifyLbd: 100 } },
  { name: "vivification and trail reuse", options: { ...BUSY, vivifyEffort: 0.2, reuseTrail: true, tier2Lbd: 6 } },
  { name: "binary-clause minimisation", options: { ...BUSY, binaryMinimizeLbd: 1000 } },
];

describe.each(CONFIGS)("CDCL with $name", ({ options }) => {
  soundnessChecks(options, "restarts");
});

describe("reuseTrailLevel", () => {
  /** Ten free variables; decides x0, x1, x2, x3 in turn with the given activities of all ten. */
  function decided(activities: number[]): SolverState {
    const s = new SolverState({ ...DEFAULT_TUNABLES }, 10, createRng(1));
    s.numVars = 10;
    activities.forEach((a, v) => (s.activity[v] = a));
    for (let v = 0; v < 10; v++) s.heap.insert(v);
    for (let v = 0; v < 4; v++) {
      expect(s.heap.removeMax()).toBe(v);
      newDecisionLevel(s);
      enqueue(s, mkLit(v), -1);
      expect(propagate(s)).toBe(-1);
    }
    return s;
  }

  it("keeps the levels whose decisions are more active than the best unassigned variable", () => {
    const s = decided([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(reuseTrailLevel(s, 0)).toBe(4); // every decision outranks x4
    s.activity[5] = 8.5; // now x5 outranks x2 and x3
    s.heap.increased(5);
    expect(reuseTrailLevel(s, 0)).toBe(2);
    s.activity[6] = 20; // outranks every decision: a full restart
    s.heap.increased(6);
    expect(reuseTrailLevel(s, 0)).toBe(0);
    // Assumption levels stay whatever their activity.
    expect(reuseTrailLevel(s, 3)).toBe(3);
  });

  it("skips assigned variables at the top of the heap", () => {
    const s = decided([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    // x0..x3 were popped by the decisions; put x1 back on top while it is still assigned.
    s.activity[1] = 100;
    s.heap.insert(1);
    // Compared with x1 (100) no decision would stay; x1 is popped, and against x4 (6) all four stay.
    expect(reuseTrailLevel(s, 0)).toBe(4);
    expect(s.heap.contains(1)).toBe(false);
  });
});

describe("phase saving", () => {
  it("backtracking saves each undone value as its variable's phase, unless phaseSaving is off", () => {
    for (const phaseSaving of [true, false]) {
      const s = new SolverState({ ...DEFAULT_TUNABLES, phaseSaving }, 3, createRng(1));
      s.numVars = 3;
      s.polarity.fill(1);
      newDecisionLevel(s);
      enqueue(s, mkLit(0), -1); // x0 true: phase 0
      enqueue(s, mkLit(1, true), -1); // x1 false: phase 1
      backtrack(s, 0);
      expect(Array.from(s.polarity)).toEqual(phaseSaving ? [0, 1, 1] : [1, 1, 1]);
    }
  });
});

describe("vivify", () => {
  /** Problem clauses and one learnt clause, loaded at level 0 as the solver would; the state records a proof. */
  function withLearnt(numVars: number, problem: number[][], learnt: number[]): SolverState {
    const s = new SolverState({ ...DEFAULT_TUNABLES, vivifyEffort: 1, vivifyLbd: 10 }, numVars, createRng(1));
    s.numVars = numVars;
    for (let v = 0; v < numVars; v++) s.heap.insert(v);
    s.proof = new IntVec(16);
    for (const lits of problem) {
      const c = s.db.alloc(lits, lits.length, false, 0);
      s.clauses.push(c);
      s.watches.attach(c, lits[0], lits[1], lits.length === 2);
    }
    const c = s.db.alloc(learnt, learnt.length, true, 3);
    s.learnts.push(c);
    s.watches.attach(c, learnt[0], learnt[1], false);
    s.work = 1000; // search work since the last round: the round's allowance
    return s;
  }
  const learntLits = (s: SolverState): number[][] =>
    s.learnts.toArray().map((c) => Array.from({ length: s.db.mem[c] }, (_, k) => s.db.lit(c, k)));
  const [a, b, c, d, x] = [0, 1, 2, 3, 4].map((v) => mkLit(v));

  it("stops at a literal made true by the negations of those before it", () => {
    const s = withLearnt(5, [[a, b]], [a, b, c]);
    expect(vivify(s, Infinity)).toBe(true);
    expect(learntLits(s)).toEqual([[a, b]]);
    // The shorter clause is added to the proof before the longer one is deleted.
    expect(Array.from(s.proof!.data.subarray(0, s.proof!.size))).toEqual([0, 2, a, b, 1, 3, a, b, c]);
    expect(s.trailLim.size).toBe(0);
    expect(s.trailSize).toBe(0);
  });

  it("drops a literal made false by the others and keeps the rest", () => {
    const s = withLearnt(5, [[a, c ^ 1]], [a, c, d]);
    vivify(s, Infinity);
    expect(learntLits(s)).toEqual([[a, d]]);
  });

  it("shrinks a clause to a unit on a conflict after its first literal, and the unit holds at level 0", () => {
    const s = withLearnt(5, [[a, x], [a, x ^ 1]], [a, c, d]);
    expect(vivify(s, Infinity)).toBe(true);
    expect(learntLits(s)).toEqual([]);
    expect(s.values[a]).toBe(1);
    expect(s.level[a >> 1]).toBe(0);
  });

  it("reports a unit that refutes the formula", () => {
    const s = withLearnt(5, [[a, x], [a, x ^ 1], [a ^ 1, b], [a ^ 1, b ^ 1]], [a, c, d]);
    expect(vivify(s, Infinity)).toBe(false);
  });

  it("leaves a clause that propagation cannot shorten as it was, still watched", () => {
    const s = withLearnt(5, [[a, b, x]], [a, c, d]);
    vivify(s, Infinity);
    expect(learntLits(s)).toEqual([[a, c, d]]);
    // Still watched: falsifying a and c makes it propagate d.
    newDecisionLevel(s);
    enqueue(s, a ^ 1, -1);
    enqueue(s, c ^ 1, -1);
    expect(propagate(s)).toBe(-1);
    expect(s.values[d]).toBe(1);
  });

  it("tries each clause once, and not at all beyond its work allowance", () => {
    const s = withLearnt(5, [[a, b, x]], [a, c, d]);
    s.work = 0;
    vivify(s, Infinity);
    expect(s.work).toBe(0); // no allowance: nothing tried
    s.work = 1000;
    vivify(s, Infinity);
    const spent = s.work - 1000;
    expect(spent).toBeGreaterThan(0);
    s.work = 5000;
    vivify(s, Infinity);
    expect(s.work).toBe(5000);
  });
});
