import { describe, expect, it } from "vitest";
import { CdclSolver } from "../../../worker/core/sat/cdcl";
import { solveCdcl } from "../../../worker/core/sat/load";
import { mkLit, type Cnf } from "../../../worker/core/sat/types";
import { satisfies } from "./cdcl-oracle";
import { bruteForceCount } from "./helpers";
import { pigeonhole } from "./gen/pigeonhole";
import { randomKSat, randomMixedCnf } from "./gen/random-cnf";

const cnfOf = (numVars: number, clauses: number[][]): Cnf => ({ numVars, clauses: clauses.map((c) => Int32Array.from(c)) });

describe("CDCL on edge-case formulas", () => {
  it("answers SAT with a total model when there are no clauses", () => {
    const result = solveCdcl(cnfOf(3, []));
    expect(result.status).toBe("SAT");
    if (result.status === "SAT") expect(Array.from(result.model).every((v) => v === 1 || v === -1)).toBe(true);
  });

  it("answers SAT for zero variables and no clauses", () => {
    expect(solveCdcl(cnfOf(0, [])).status).toBe("SAT");
  });

  it("answers UNSAT for an empty clause, and addClause reports it", () => {
    expect(solveCdcl(cnfOf(2, [[0, 2], []])).status).toBe("UNSAT");
    const solver = new CdclSolver(1);
    expect(solver.addClause([])).toBe(false);
    expect(solver.solve().status).toBe("UNSAT");
  });

  it("solves a unit-only formula by propagation alone", () => {
    const result = solveCdcl(cnfOf(3, [[mkLit(0)], [mkLit(1, true)], [mkLit(2)]]));
    expect(result.status).toBe("SAT");
    if (result.status === "SAT") {
      expect(Array.from(result.model)).toEqual([1, -1, 1]);
      expect(result.stats.decisions).toBe(0);
    }
  });

  it("finds contradictory units UNSAT without search", () => {
    const solver = new CdclSolver(2);
    expect(solver.addClause([mkLit(0)])).toBe(true);
    expect(solver.addClause([mkLit(0, true)])).toBe(false);
    const result = solver.solve();
    expect(result.status).toBe("UNSAT");
    expect(result.stats.decisions).toBe(0);
  });

  it("drops tautologies and merges duplicate literals", () => {
    const solver = new CdclSolver(2);
    expect(solver.addClause([mkLit(0), mkLit(0, true)])).toBe(true);
    expect(solver.addClause([mkLit(1), mkLit(1), mkLit(1)])).toBe(true);
    const result = solver.solve();
    expect(result.status).toBe("SAT");
    expect(solver.modelValue(1)).toBe(1);
  });

  it("throws for a literal of an unknown variable (a caller bug, not an outcome)", () => {
    const solver = new CdclSolver(2);
    expect(() => solver.addClause([mkLit(2)])).toThrow(/literal 4 at index 0/);
    expect(() => solver.addClause([-1])).toThrow(RangeError);
    expect(() => solver.solve({ assumptions: [mkLit(5)] })).toThrow(/assumption 10/);
    expect(() => new CdclSolver(-1)).toThrow(RangeError);
  });

  it("rejects tunables outside their range, naming the option", () => {
    expect(() => new CdclSolver(1, { varDecay: 2 })).toThrow(/varDecay=2/);
    expect(() => new CdclSolver(1, { restartPolicy: "never" as "luby" })).toThrow(/restartPolicy/);
  });

  it("grows with newVar and uses the new variables", () => {
    const solver = new CdclSolver(0);
    for (let i = 0; i < 100; i++) expect(solver.newVar()).toBe(i);
    expect(solver.numVars).toBe(100);
    for (let v = 0; v + 1 < 100; v++) solver.addClause([mkLit(v, true), mkLit(v + 1)]);
    solver.addClause([mkLit(0)]);
    expect(solver.solve().status).toBe("SAT");
    expect(solver.modelValue(99)).toBe(1);
    expect(solver.modelValue(100)).toBe(0);
  });
});

describe("CDCL agrees with brute force", () => {
  it("on 3000 seeded random small formulas (n ≤ 12, widths 1..4), verifying every model", () => {
    let sat = 0;
    let unsat = 0;
    for (let seed = 1; seed <= 3000; seed++) {
      const n = 1 + (seed % 12);
      const m = 1 + ((seed * 7) % (5 * n));
      const cnf = randomMixedCnf(n, m, 4, seed);
      const expected = bruteForceCount(cnf) > 0 ? "SAT" : "UNSAT";
      const result = solveCdcl(cnf, { seed });
      if (result.status !== expected) throw new Error(`seed ${seed}: got ${result.status}, brute force says ${expected}`);
      if (result.status === "SAT") {
        if (!satisfies(cnf, result.model)) throw new Error(`seed ${seed}: model does not satisfy the formula`);
        sat++;
      } else unsat++;
    }
    expect(sat).toBeGreaterThan(300);
    expect(unsat).toBeGreaterThan(300);
  });

  it("on 1000 random 3-SAT formulas near the threshold (n = 10..12), where search and learning happen", () => {
    let conflicts = 0;
    for (let seed = 1; seed <= 1000; seed++) {
      const n = 10 + (seed % 3);
      const cnf = randomKSat(n, Math.round(n * 4.26), 3, seed);
      const expected = bruteForceCount(cnf) > 0 ? "SAT" : "UNSAT";
      const result = solveCdcl(cnf, { seed, randomInitialPhase: seed % 2 === 0 });
      if (result.status !== expected) throw new Error(`seed ${seed}: got ${result.status}, brute force says ${expected}`);
      if (result.status === "SAT" && !satisfies(cnf, result.model)) throw new Error(`seed ${seed}: bad model`);
      conflicts += result.stats.conflicts;
    }
    expect(conflicts).toBeGreaterThan(1000);
  });
});

describe("CDCL on larger formulas", () => {
  it("decides random 3-SAT at ratio 4.26 for n = 50..150 and every SAT model checks", () => {
    const counts = { SAT: 0, UNSAT: 0, UNKNOWN: 0 };
    for (let n = 50; n <= 150; n += 10) {
      for (let k = 0; k < 4; k++) {
        const cnf = randomKSat(n, Math.round(n * 4.26), 3, n * 100 + k);
        const result = solveCdcl(cnf, { seed: k });
        counts[result.status]++;
        if (result.status === "SAT") expect(satisfies(cnf, result.model)).toBe(true);
      }
    }
    expect(counts.UNKNOWN).toBe(0);
    expect(counts.SAT).toBeGreaterThan(5);
    expect(counts.UNSAT).toBeGreaterThan(5);
  });

  it("agrees with itself across seeds and restart policies on random 3-SAT (n = 100)", () => {
    for (let k = 0; k < 10; k++) {
      const cnf = randomKSat(100, 426, 3, 777 + k);
      const luby = solveCdcl(cnf, { seed: 1 }).status;
      const solver = new CdclSolver(100, { seed: 9, restartPolicy: "glucose", randomInitialPhase: true });
      for (const c of cnf.clauses) solver.addClause(c);
      expect(solver.solve().status).toBe(luby);
    }
  });

  it.each([
    [5, 4],
    [6, 5],
    [7, 6],
    [8, 7],
  ])("proves pigeonhole %i/%i UNSAT", (pigeons, holes) => {
    const result = solveCdcl(pigeonhole(pigeons, holes));
    expect(result.status).toBe("UNSAT");
    expect(result.stats.conflicts).toBeGreaterThan(0);
  });

  it("finds a placement when there are as many holes as pigeons", () => {
    const cnf = pigeonhole(8, 8);
    const result = solveCdcl(cnf);
    expect(result.status).toBe("SAT");
    if (result.status === "SAT") expect(satisfies(cnf, result.model)).toBe(true);
  });

  it("survives learnt-clause reductions and arena compaction (frequent reductions, PHP 8/7)", () => {
    const cnf = pigeonhole(8, 7);
    const solver = new CdclSolver(cnf.numVars, { reduceFirst: 50, reduceIncrement: 10, keepLbd: 0, garbageFraction: 0.01 });
    for (const c of cnf.clauses) solver.addClause(c);
    expect(solver.solve().status).toBe("UNSAT");
  });

  it("finds different first models for different seeds with random initial phases, and all-false without", () => {
    const cnf = pigeonhole(8, 8); // 8! models
    const models = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const result = solveCdcl(cnf, { seed, randomInitialPhase: true });
      if (result.status === "SAT") models.add(Array.from(result.model).join(""));
    }
    expect(models.size).toBeGreaterThan(5);
    const free = solveCdcl(cnfOf(20, []));
    if (free.status === "SAT") expect(Array.from(free.model).every((v) => v === -1)).toBe(true);
  });

  it("gives the same run for the same seed", () => {
    const cnf = randomKSat(120, 511, 3, 4242);
    const a = solveCdcl(cnf, { seed: 5, randomInitialPhase: true });
    const b = solveCdcl(cnf, { seed: 5, randomInitialPhase: true });
    expect(b).toEqual(a);
  });
});
