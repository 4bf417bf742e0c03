import { describe, expect, it } from "vitest";
import { createRng } from "../../../worker/core/rng";
import { CdclSolver } from "../../../worker/core/sat/cdcl";
import { DEFAULT_TUNABLES } from "../../../worker/core/sat/options";
import { propagate } from "../../../worker/core/sat/propagate";
import { SolverState } from "../../../worker/core/sat/state";
import { enqueue } from "../../../worker/core/sat/trail";
import { mkLit, type Cnf, type SolveResult } from "../../../worker/core/sat/types";
import { walk, walkLimits } from "../../../worker/core/sat/walk";
import { satisfies } from "./cdcl-oracle";
import { bruteForceCount } from "./helpers";
import { pigeonhole } from "./gen/pigeonhole";
import { randomKSat, randomMixedCnf } from "./gen/random-cnf";

/** A level-0 solver state holding `cnf` (units enqueued and propagated), built as CdclSolver would. */
function stateOf(cnf: Cnf, seed = 1): SolverState {
  const s = new SolverState({ ...DEFAULT_TUNABLES }, cnf.numVars, createRng(seed));
  s.numVars = cnf.numVars;
  s.polarity.fill(1);
  for (const clause of cnf.clauses) {
    if (clause.length === 1) {
      enqueue(s, clause[0], -1);
      continue;
    }
    const c = s.db.alloc(clause, clause.length, false, 0);
    s.clauses.push(c);
    s.watches.attach(c, clause[0], clause[1], clause.length === 2);
  }
  propagate(s);
  return s;
}

/** The assignment the saved phases describe, with level-0 values where there are some, as a model. */
function phasesAsModel(s: SolverState): Int8Array {
  return Int8Array.from({ length: s.numVars }, (_, v) => (s.values[2 * v] !== 0 ? s.values[2 * v] : s.polarity[v] === 0 ? 1 : -1));
}

function solveWith(cnf: Cnf, options: ConstructorParameters<typeof CdclSolver>[1], budget?: { work: number }): SolveResult {
  const solver = new CdclSolver(cnf.numVars, options);
  for (const clause of cnf.clauses) if (!solver.addClause(clause)) break;
  return solver.solve({ budget });
}

describe("local-search rephasing (walk.ts)", () => {
  it("reaches a model of satisfiable random 3-SAT below the threshold and leaves it in the saved phases", () => {
    for (let seed = 1; seed <= 5; seed++) {
      const cnf = randomKSat(150, 450, 3, seed); // ratio 3: satisfiable with near certainty, easy for local search
      const s = stateOf(cnf, seed);
      const outcome = walk(s, { share: 5_000_000, minFlips: 0, cap: 5_000_000 });
      expect(outcome.bestUnsat, `seed ${seed}`).toBe(0);
      expect(outcome.flips).toBeGreaterThan(0);
      expect(satisfies(cnf, phasesAsModel(s))).toBe(true);
    }
  });

  it("never flips a variable fixed at level 0 and skips the clauses it satisfies", () => {
    // x0 is a unit; every other clause mentions x0 positively or needs it false-free to be satisfiable.
    const cnf: Cnf = { numVars: 4, clauses: [[mkLit(0)], [mkLit(0), mkLit(1)], [mkLit(1, true), mkLit(2)], [mkLit(2, true), mkLit(3)], [mkLit(3, true), mkLit(1, true)]].map((c) => Int32Array.from(c)) };
    const s = stateOf(cnf);
    expect(s.values[mkLit(0)]).toBe(1);
    const outcome = walk(s, { share: 100_000, minFlips: 0, cap: 100_000 });
    expect(outcome.bestUnsat).toBe(0);
    expect(s.values[mkLit(0)]).toBe(1);
    expect(satisfies(cnf, phasesAsModel(s))).toBe(true);
  });

  it("stops at its work limit on an unsatisfiable formula and keeps the best assignment it saw", () => {
    const cnf = pigeonhole(8, 7);
    const s = stateOf(cnf);
    const outcome = walk(s, { share: 20_000, minFlips: 0, cap: 1_000_000 });
    expect(outcome.bestUnsat).toBeGreaterThan(0);
    // The last flip may overshoot by one flip's visits: at most two occurrence lists and one clause.
    expect(outcome.work).toBeLessThan(20_000 + 200);
    const unsatisfied = cnf.clauses.filter((c) => !satisfies({ numVars: cnf.numVars, clauses: [c] }, phasesAsModel(s))).length;
    expect(unsatisfied).toBe(outcome.bestUnsat);
  });

  it("makes its minimum flips beyond its work share, but never passes its cap", () => {
    const cnf = pigeonhole(8, 7); // unsatisfiable: the walk can only stop at a limit
    const floor = walk(stateOf(cnf), { share: 100, minFlips: 3_000, cap: 10_000_000 });
    expect(floor.flips).toBe(3_000);
    expect(floor.work).toBeGreaterThan(100);
    const share = walk(stateOf(cnf), { share: 50_000, minFlips: 10, cap: 10_000_000 });
    expect(share.flips).toBeGreaterThan(10);
    expect(share.work).toBeGreaterThanOrEqual(50_000);
    expect(share.work).toBeLessThan(50_000 + 200);
    const capped = walk(stateOf(cnf), { share: 50_000, minFlips: 1_000_000, cap: 30_000 });
    expect(capped.work).toBeGreaterThanOrEqual(30_000);
    expect(capped.work).toBeLessThan(30_000 + 200);
    expect(capped.flips).toBeLessThan(1_000_000);
  });

  it("skips a walk whose cap cannot pay for copying the clauses, leaving the phases as they were", () => {
    const cnf = randomKSat(100, 420, 3, 7);
    const s = stateOf(cnf);
    const before = s.polarity.slice(0, s.numVars);
    const outcome = walk(s, { share: 1_000, minFlips: 1_000, cap: 1_000 }); // 1,260 literals cost more than that
    expect(outcome.skipped).toBe(true);
    expect(outcome.flips).toBe(0);
    expect(outcome.work).toBeLessThanOrEqual(1_000);
    expect(s.polarity.slice(0, s.numVars)).toEqual(before);
    expect(walk(s, { share: 1_000, minFlips: 0, cap: 100_000 }).skipped).toBe(false);
  });

  it("keeps the flip floor only while walks end near a model, and never spends more than the search or the budget", () => {
    const t = { ...DEFAULT_TUNABLES, walkEffort: 0.05, walkMinFlips: 40, walkNearUnsat: 8 };
    expect(walkLimits(t, 1_000_000, Infinity, 250, 0)).toEqual({ share: 50_000, minFlips: 10_000, cap: 1_000_000 });
    expect(walkLimits(t, 1_000_000, Infinity, 250, 8).minFlips).toBe(10_000);
    expect(walkLimits(t, 1_000_000, Infinity, 250, 9).minFlips).toBe(0);
    expect(walkLimits(t, 1_000_000, 30_000, 250, 0).cap).toBe(30_000);
  });

  it("keeps CDCL complete: walking at every restart still agrees with brute force, every model verified", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const cnf = randomMixedCnf(3 + (seed % 10), 4 + (seed % 40), 4, seed);
      const expected = bruteForceCount(cnf) > 0 ? "SAT" : "UNSAT";
      const result = solveWith(cnf, { seed, walkFirst: 1, lubyUnit: 1, walkMinFlips: 50 });
      expect(result.status, `seed ${seed}`).toBe(expected);
      if (result.status === "SAT") expect(satisfies(cnf, result.model)).toBe(true);
    }
  });

  it("cuts the search on satisfiable random 3-SAT at the threshold, with the same answers", () => {
    let withWalk = 0, without = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const cnf = randomKSat(150, 639, 3, 100 + seed);
      const a = solveWith(cnf, { seed, walkFirst: 100 });
      const b = solveWith(cnf, { seed, walkFirst: 0 });
      expect(a.status).toBe(b.status);
      if (a.status === "SAT") expect(satisfies(cnf, a.model)).toBe(true);
      withWalk += a.stats.conflicts;
      without += b.stats.conflicts;
    }
    expect(withWalk).toBeLessThan(without);
  });

  it("stays within a work budget when walks are due, and answers the same for the same seed", () => {
    const cnf = pigeonhole(11, 10);
    const a = solveWith(cnf, { seed: 3, walkFirst: 1, lubyUnit: 1 }, { work: 300_000 });
    const b = solveWith(cnf, { seed: 3, walkFirst: 1, lubyUnit: 1 }, { work: 300_000 });
    expect(a.status).toBe("UNKNOWN");
    expect(a.stats.work).toBeLessThan(300_000 * 1.05);
    expect(b).toEqual(a);
  });
});
