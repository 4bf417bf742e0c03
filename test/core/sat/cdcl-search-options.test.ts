/**
 * The search options added for large structured formulas (trail reuse at restarts, the middle tier of learnt
 * clauses): answers checked against brute force, models, clausal proofs and the assumption interface, with the
 * options on and restarts and reductions frequent enough that they act many times per formula.
 */
import { describe, expect, it } from "vitest";
import { createRng } from "../../../worker/core/rng";
import { CdclSolver } from "../../../worker/core/sat/cdcl";
import { checkProof } from "../../../worker/core/sat/check-proof";
import { reuseTrailLevel } from "../../../worker/core/sat/decide";
import { DEFAULT_TUNABLES } from "../../../worker/core/sat/options";
import { propagate } from "../../../worker/core/sat/propagate";
import { SolverState } from "../../../worker/core/sat/state";
import { backtrack, enqueue, newDecisionLevel } from "../../../worker/core/sat/trail";
import { mkLit, type Cnf, type Lit } from "../../../worker/core/sat/types";
import { satisfies } from "./cdcl-oracle";
import { bruteForceCount, withUnits } from "./helpers";
import { pigeonhole } from "./gen/pigeonhole";
import { randomKSat, randomMixedCnf } from "./gen/random-cnf";

/** Restarts every few conflicts, reductions every few more: the options under test get exercised. */
const BUSY = { restartPolicy: "luby", lubyUnit: 1, reduceFirst: 8, reduceIncrement: 2, garbageFraction: 0.01 } as const;
const CONFIGS = [
  { name: "trail reuse", options: { ...BUSY, reuseTrail: true } },
  { name: "middle tier", options: { ...BUSY, tier2Lbd: 6 } },
  { name: "both", options: { ...BUSY, reuseTrail: true, tier2Lbd: 6, varDecay: 0.98 } },
  { name: "no phase saving", options: { ...BUSY, phaseSaving: false } },
];

function load(cnf: Cnf, options = {}): CdclSolver {
  const solver = new CdclSolver(cnf.numVars, options);
  for (const c of cnf.clauses) solver.addClause(c);
  return solver;
}

describe.each(CONFIGS)("CDCL with $name", ({ options }) => {
  it("counts models with blocking clauses exactly as brute force does (200 small formulas)", () => {
    let restarts = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const n = 4 + (seed % 11);
      const cnf = seed % 2 === 0 ? randomKSat(n, Math.round(4.2 * n), 3, 7000 + seed) : randomMixedCnf(n, 3 * n, 3, 7000 + seed);
      const solver = load(cnf, { ...options, seed });
      let counted = 0;
      for (;;) {
        const result = solver.solve();
        restarts += result.stats.restarts;
        if (result.status !== "SAT") break;
        if (!satisfies(cnf, result.model)) throw new Error(`seed ${seed}: a model that does not satisfy the formula`);
        counted++;
        const block: Lit[] = [];
        for (let v = 0; v < n; v++) block.push(mkLit(v, solver.modelValue(v) === 1));
        if (!solver.addClause(block)) break;
      }
      const expected = bruteForceCount(cnf);
      if (counted !== expected) throw new Error(`seed ${seed}: counted ${counted}, brute force ${expected}`);
    }
    expect(restarts).toBeGreaterThan(200);
  });

  it("refutes pigeonhole and random UNSAT formulas with proofs the checker verifies", () => {
    const formulas: Cnf[] = [pigeonhole(7, 6)];
    for (let seed = 1; formulas.length < 7; seed++) {
      const cnf = randomKSat(45, 230, 3, 300 + seed);
      if (load(cnf).solve().status === "UNSAT") formulas.push(cnf);
    }
    for (const cnf of formulas) {
      const solver = load(cnf, { ...options, proof: true });
      const result = solver.solve();
      expect(result.status).toBe("UNSAT");
      expect(result.stats.restarts).toBeGreaterThan(0);
      expect(checkProof(cnf, solver.proofTrace()!).verdict).toBe("verified");
    }
  });

  it("answers under assumptions as brute force does, with a failed subset that is inconsistent (200 cases)", () => {
    let failures = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const rng = createRng(seed);
      const n = 8 + (seed % 7);
      const cnf = randomKSat(n, 3 * n, 3, 9000 + seed);
      const assumed: Lit[] = [];
      for (let v = 0; v < n; v++) if (rng.int(3) === 0) assumed.push(mkLit(v, rng.int(2) === 1));
      const solver = load(cnf, { ...options, seed });
      const result = solver.solve({ assumptions: assumed });
      expect(result.status).toBe(bruteForceCount(withUnits(cnf, assumed)) > 0 ? "SAT" : "UNSAT");
      if (result.status === "SAT") {
        expect(satisfies(cnf, result.model)).toBe(true);
        for (const a of assumed) expect(solver.modelValue(a >> 1)).toBe((a & 1) === 0 ? 1 : -1);
      } else {
        failures++;
        const failed = result.failedAssumptions ?? [];
        for (const l of failed) expect(assumed).toContain(l);
        expect(bruteForceCount(withUnits(cnf, failed))).toBe(0);
      }
    }
    expect(failures).toBeGreaterThan(10);
  });
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
