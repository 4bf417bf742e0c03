/**
 * The decision heuristics besides VSIDS (options.ts `branching`: CHB in chb.ts, VMTF in vmtf.ts): their score
 * updates on hand-built states, the heap they share, and whole searches under each checked against brute force,
 * models, clausal proofs, the assumption interface and work budgets.
 */
import { describe, expect, it } from "vitest";
import { createRng } from "../../../worker/core/rng";
import { CHB_STEP_DECREMENT, CHB_STEP_MIN, chbReward } from "../../../worker/core/sat/chb";
import { afterAnalysis, bumpVar, pickBranchLit } from "../../../worker/core/sat/decide";
import { VarHeap } from "../../../worker/core/sat/heap";
import { DEFAULT_TUNABLES, resolveTunables, type Branching } from "../../../worker/core/sat/options";
import { SolverState } from "../../../worker/core/sat/state";
import { enqueue, newDecisionLevel } from "../../../worker/core/sat/trail";
import { mkLit } from "../../../worker/core/sat/types";
import { bruteForceCount } from "./helpers";
import { pigeonhole } from "./gen/pigeonhole";
import { loadCnf, soundnessChecks } from "./option-soundness";
import { randomKSat } from "./gen/random-cnf";

function stateWith(branching: Branching, numVars: number): SolverState {
  const s = new SolverState({ ...DEFAULT_TUNABLES, branching }, numVars, createRng(1));
  s.numVars = numVars;
  for (let v = 0; v < numVars; v++) s.heap.insert(v);
  return s;
}

/** Pops the whole heap through pickBranchLit: the order decisions would take the variables in. */
function decisionOrder(s: SolverState): number[] {
  const order: number[] = [];
  for (let lit = pickBranchLit(s); lit !== -1; lit = pickBranchLit(s)) {
    order.push(lit >> 1);
    newDecisionLevel(s);
    enqueue(s, lit, -1);
  }
  return order;
}

describe("branching option", () => {
  it("defaults to vsids without reason-side bumping, accepts chb, lrb and vmtf, and names a wrong value", () => {
    expect(resolveTunables({}).branching).toBe("vsids");
    expect(resolveTunables({}).bumpReasons).toBe(false);
    expect(resolveTunables({ branching: "lrb" }).branching).toBe("lrb");
    expect(resolveTunables({ branching: "chb" }).branching).toBe("chb");
    expect(resolveTunables({ branching: "vmtf" }).branching).toBe("vmtf");
    expect(() => resolveTunables({ branching: "evsids" as Branching })).toThrow(/branching=evsids/);
    expect(resolveTunables({}).chbStep).toBe(0.4);
    expect(() => resolveTunables({ chbStep: 0 })).toThrow(/chbStep=0 is outside/);
    expect(() => resolveTunables({ chbStep: 1.5 })).toThrow(/chbStep=1.5 is outside/);
  });
});

describe("VarHeap.update", () => {
  it("keeps the heap order when keys move both ways (1,000 random changes against a sort)", () => {
    const rng = createRng(5);
    const n = 200;
    const key = new Float64Array(n);
    for (let v = 0; v < n; v++) key[v] = rng.next();
    const heap = new VarHeap(key);
    for (let v = 0; v < n; v++) heap.insert(v);
    let moved = 0;
    for (let i = 0; i < 1000; i++) {
      const v = rng.int(n);
      key[v] = rng.next();
      moved += heap.update(v);
    }
    expect(moved).toBeGreaterThan(1000); // a random new key usually moves several levels
    const popped: number[] = [];
    while (heap.size > 0) popped.push(key[heap.removeMax()]);
    expect(popped).toEqual([...popped].sort((a, b) => b - a));
    expect(heap.update(3)).toBe(0); // not in the heap: nothing to do
  });
});

describe("VMTF", () => {
  it("moves the analysed variables to the front keeping their previous order, most recent decided first", () => {
    const s = stateWith("vmtf", 8);
    [0.5, 0.1, 0.2, 0.3, 0.4, 0.6, 0.7, 0.8].forEach((a, v) => (s.activity[v] = a));
    for (let v = 0; v < 8; v++) s.heap.update(v);
    // First conflict saw x3, x1 and x0 (in that order); their old order is x1 < x3 < x0.
    for (const v of [3, 1, 0]) bumpVar(s, v);
    const workBefore = s.work;
    afterAnalysis(s, 0);
    expect(s.work).toBeGreaterThan(workBefore);
    expect([s.activity[1], s.activity[3], s.activity[0]]).toEqual([1, 2, 3]);
    // Second conflict saw x5 and x1: x5 (never moved) goes first, x1 after it, both ahead of x0.
    for (const v of [1, 5]) bumpVar(s, v);
    afterAnalysis(s, 0);
    expect(decisionOrder(s)).toEqual([1, 5, 0, 3, 7, 6, 4, 2]);
  });

  it("orders long lists of analysed variables by their previous stamps too", () => {
    const s = stateWith("vmtf", 100);
    for (let v = 0; v < 100; v++) bumpVar(s, v); // stamps 1..100 in variable order
    afterAnalysis(s, 0);
    const rng = createRng(9);
    const seen = new Set<number>();
    while (seen.size < 40) seen.add(rng.int(100));
    for (const v of seen) bumpVar(s, v);
    afterAnalysis(s, 0);
    const chosen = [...seen].sort((a, b) => a - b);
    // The 40 moved variables come first, newest stamp (largest variable) first; then the rest likewise.
    const rest = [...Array(100).keys()].filter((v) => !seen.has(v));
    expect(decisionOrder(s)).toEqual([...chosen.reverse(), ...rest.reverse()]);
  });
});

describe("CHB", () => {
  it("pays each variable of the round its reward and averages it in with step 0.4", () => {
    const s = stateWith("chb", 4);
    s.activity.fill(0.5);
    s.totalConflicts = 10;
    s.chbLastConflict[0] = 8; // seen 2 conflicts ago: reward multiplier / 3
    newDecisionLevel(s);
    enqueue(s, mkLit(0), -1);
    enqueue(s, mkLit(1, true), -1); // never seen: reward multiplier / 11
    chbReward(s, 0, false);
    expect(s.activity[0]).toBeCloseTo(0.6 * 0.5 + (0.4 * 0.9) / 3, 12);
    expect(s.activity[1]).toBeCloseTo(0.6 * 0.5 + (0.4 * 0.9) / 11, 12);
    expect(s.activity[2]).toBe(0.5);
    expect(s.chbStep).toBe(DEFAULT_TUNABLES.chbStep); // no conflict: the step stays
    // A conflict that analysis traced to x1: full reward 1 for x1, and a smaller step afterwards.
    s.totalConflicts = 11;
    bumpVar(s, 1);
    const before = s.activity[1];
    const workBefore = s.work;
    afterAnalysis(s, 1);
    expect(s.activity[1]).toBeCloseTo(0.6 * before + 0.4, 12);
    expect(s.work - workBefore).toBeGreaterThanOrEqual(1);
    expect(s.chbStep).toBeCloseTo(DEFAULT_TUNABLES.chbStep - CHB_STEP_DECREMENT, 15);
  });

  it("decides the variable of highest score, and the step never falls below 0.06", () => {
    const s = stateWith("chb", 5);
    s.totalConflicts = 3;
    newDecisionLevel(s);
    for (let v = 0; v < 4; v++) enqueue(s, mkLit(v), -1);
    s.chbLastConflict.set([0, 3, 1, 2]); // rewards 0.9/4, 0.9/1, 0.9/3, 0.9/2; x4 was not in the round
    chbReward(s, 0, false);
    // Undo the assignments by hand (the variables never left the heap, which still holds all five).
    s.values.fill(0);
    s.trailSize = 0;
    s.trailLim.clear();
    expect(decisionOrder(s)).toEqual([1, 3, 2, 0, 4]);
    s.chbStep = CHB_STEP_MIN + CHB_STEP_DECREMENT / 2;
    chbReward(s, s.trailSize, true);
    expect(s.chbStep).toBe(CHB_STEP_MIN);
    chbReward(s, s.trailSize, true);
    expect(s.chbStep).toBe(CHB_STEP_MIN);
    // A first step below the floor (tunable chbStep) stays as it is.
    const low = new SolverState({ ...DEFAULT_TUNABLES, branching: "chb", chbStep: 0.03 }, 1, createRng(1));
    chbReward(low, 0, true);
    expect(low.chbStep).toBe(0.03);
  });
});

/** Restarts every few conflicts, reductions every few more: the heuristics meet restarts, reductions and reuse. */
const BUSY = { restartPolicy: "luby", lubyUnit: 1, reduceFirst: 8, reduceIncrement: 2, garbageFraction: 0.01 } as const;
const CONFIGS = [
  { name: "chb", options: { ...BUSY, branching: "chb" } },
  { name: "vmtf", options: { ...BUSY, branching: "vmtf" } },
  { name: "lrb", options: { ...BUSY, branching: "lrb" } },
  { name: "chb with step 0.06 and reason-side bumping", options: { ...BUSY, branching: "chb", chbStep: 0.06, bumpReasons: true } },
  { name: "vsids with reason-side bumping", options: { ...BUSY, bumpReasons: true } },
  { name: "lrb with trail reuse, no phase saving", options: { ...BUSY, branching: "lrb", reuseTrail: true, phaseSaving: false } },
  { name: "chb with trail reuse, no phase saving", options: { ...BUSY, branching: "chb", reuseTrail: true, phaseSaving: false } },
  { name: "vmtf with trail reuse and random decisions", options: { ...BUSY, branching: "vmtf", reuseTrail: true, randomVarFreq: 0.1 } },
] as const;

describe.each(CONFIGS)("CDCL branching on $name", ({ options }) => {
  soundnessChecks(options, "conflicts");

  it("solves again after new variables and clauses arrive between calls", () => {
    const cnf = randomKSat(16, 64, 3, 41);
    const solver = loadCnf(cnf, options);
    const first = solver.solve();
    expect(first.status).toBe(bruteForceCount(cnf, 1) > 0 ? "SAT" : "UNSAT");
    // Ten fresh variables, each forced equal to its predecessor: the heuristics' arrays must grow with them.
    let prev = solver.newVar();
    for (let i = 0; i < 9; i++) {
      const v = solver.newVar();
      solver.addClause([mkLit(prev), mkLit(v, true)]);
      solver.addClause([mkLit(prev, true), mkLit(v)]);
      prev = v;
    }
    const second = solver.solve({ assumptions: [mkLit(prev)] });
    expect(second.status).toBe(first.status);
    if (second.status === "SAT") for (let v = 16; v < 26; v++) expect(solver.modelValue(v)).toBe(1);
  });

  it("stops within its work budget and is deterministic for a seed", () => {
    const runs = [1, 2].map(() => loadCnf(pigeonhole(11, 10), { ...options, seed: 3 }).solve({ budget: { work: 200_000 } }));
    expect(runs[0].status).toBe("UNKNOWN");
    expect(runs[0].stats.work).toBeGreaterThanOrEqual(200_000);
    expect(runs[0].stats.work).toBeLessThan(260_000);
    expect(runs[1]).toEqual(runs[0]);
  });
});

describe("decisions on free variables count as work under every heuristic", () => {
  it.each(["chb", "lrb", "vmtf"] as const)("%s: 200,000 unconstrained variables cannot outrun a budget", (branching) => {
    const cnf = { numVars: 200_000, clauses: [Int32Array.of(mkLit(0, false))] };
    const capped = loadCnf(cnf, { branching }).solve({ budget: { work: 100_000 } });
    expect(capped.status).toBe("UNKNOWN");
    expect(capped.stats.work).toBeLessThan(100_100);
    expect(capped.stats.decisions).toBeLessThan(20_000);
  });
});
