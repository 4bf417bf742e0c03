import { describe, expect, it } from "vitest";
import { CdclSolver } from "../../../worker/core/sat/cdcl";
import { mkLit, type Cnf, type Lit } from "../../../worker/core/sat/types";
import { satisfies } from "./cdcl-oracle";
import { bruteForceCount } from "./helpers";
import { withUnits } from "./helpers";
import { pigeonhole } from "./gen/pigeonhole";
import { randomKSat, randomMixedCnf } from "./gen/random-cnf";
import { createRng } from "../../../worker/core/rng";

function load(cnf: Cnf, options = {}): CdclSolver {
  const solver = new CdclSolver(cnf.numVars, options);
  for (const c of cnf.clauses) solver.addClause(c);
  return solver;
}

/** Conflicts seen by countByBlocking over all its calls. */
let blockingConflicts = 0;

/** Counts models by solving, blocking the model over all variables, and solving again. */
function countByBlocking(solver: CdclSolver, cnf: Cnf, cap: number): number {
  let count = 0;
  while (count < cap) {
    const result = solver.solve();
    blockingConflicts += result.stats.conflicts;
    if (result.status !== "SAT") return count;
    if (!satisfies(cnf, result.model)) throw new Error("blocking loop produced a bad model");
    count++;
    const block: Lit[] = [];
    for (let v = 0; v < cnf.numVars; v++) block.push(mkLit(v, solver.modelValue(v) === 1));
    if (!solver.addClause(block)) return count;
  }
  return count;
}


describe("incremental CDCL", () => {
  it("counts models with blocking clauses exactly as brute force does (400 small formulas)", () => {
    for (let seed = 1; seed <= 400; seed++) {
      const n = 2 + (seed % 9);
      const cnf = randomMixedCnf(n, 1 + (seed % (3 * n)), 3, seed);
      const expected = bruteForceCount(cnf);
      const solver = load(cnf, { seed });
      const counted = countByBlocking(solver, cnf, 1 << n);
      if (counted !== expected) throw new Error(`seed ${seed}: counted ${counted}, brute force ${expected}`);
    }
  });

  it("counts models exactly while reductions and arena compactions run between and inside calls", () => {
    const aggressive = { reduceFirst: 5, reduceIncrement: 1, keepLbd: 0, garbageFraction: 0.01 };
    blockingConflicts = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const cnf = randomKSat(14, 40 + (seed % 12), 3, 5000 + seed);
      const expected = bruteForceCount(cnf);
      // Alternating restarts switch mode every few conflicts here (modeFirst 10), so both modes run on each formula.
      const restartPolicy = (["luby", "glucose", "alternating"] as const)[seed % 3];
      const solver = load(cnf, { ...aggressive, seed, restartPolicy, modeFirst: 10 });
      const counted = countByBlocking(solver, cnf, 1 << 14);
      if (counted !== expected) throw new Error(`seed ${seed}: counted ${counted}, brute force ${expected}`);
    }
    // Enough conflicts that the 5-conflict reduction schedule fired many times per formula.
    expect(blockingConflicts).toBeGreaterThan(30 * 20);
  });

  it("counts the 7! placements of pigeonhole 7/7 with blocking clauses over the pigeons' holes", () => {
    // Blocking only the true variables is enough here: two placements differ in some true variable.
    const cnf = pigeonhole(7, 7);
    const solver = load(cnf);
    let count = 0;
    for (;;) {
      const result = solver.solve();
      if (result.status !== "SAT") break;
      count++;
      const block: Lit[] = [];
      for (let v = 0; v < cnf.numVars; v++) if (solver.modelValue(v) === 1) block.push(mkLit(v, true));
      if (!solver.addClause(block)) break;
    }
    expect(count).toBe(5040);
  });

  it("keeps learnt clauses across calls: a second identical UNSAT call needs no more conflicts than the first", () => {
    const solver = load(pigeonhole(7, 6));
    const first = solver.solve();
    const second = solver.solve();
    expect(first.status).toBe("UNSAT");
    expect(second.status).toBe("UNSAT");
    expect(second.stats.conflicts).toBe(0);
  });

  it("accepts new clauses after SAT and after UNSAT-under-assumptions", () => {
    const solver = new CdclSolver(3);
    solver.addClause([mkLit(0), mkLit(1)]);
    expect(solver.solve({ assumptions: [mkLit(0, true), mkLit(1, true)] }).status).toBe("UNSAT");
    expect(solver.solve().status).toBe("SAT");
    solver.addClause([mkLit(0, true)]);
    const result = solver.solve();
    expect(result.status).toBe("SAT");
    expect(solver.modelValue(1)).toBe(1);
    expect(solver.addClause([mkLit(1, true)])).toBe(false);
    expect(solver.solve().status).toBe("UNSAT");
  });
});

describe("assumptions", () => {
  it("are respected by the model", () => {
    const cnf = randomKSat(40, 120, 3, 99);
    const solver = load(cnf);
    const assumptions = [mkLit(3), mkLit(7, true), mkLit(11)];
    const result = solver.solve({ assumptions });
    expect(result.status).toBe("SAT");
    for (const a of assumptions) expect(solver.modelValue(a >> 1)).toBe((a & 1) === 0 ? 1 : -1);
  });

  it("report a failed subset that is itself inconsistent with the formula (300 random cases)", () => {
    let failures = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const rng = createRng(seed);
      const n = 6 + (seed % 7);
      const cnf = randomMixedCnf(n, 2 * n, 3, seed);
      if (bruteForceCount(cnf) === 0) continue;
      const assumed: Lit[] = [];
      for (let v = 0; v < n; v++) if (rng.int(3) === 0) assumed.push(mkLit(v, rng.int(2) === 1));
      const solver = load(cnf, { seed });
      const result = solver.solve({ assumptions: assumed });
      const expected = bruteForceCount(withUnits(cnf, assumed)) > 0 ? "SAT" : "UNSAT";
      expect(result.status).toBe(expected);
      if (result.status === "UNSAT") {
        failures++;
        const failed = result.failedAssumptions ?? [];
        expect(failed.length).toBeGreaterThan(0);
        for (const l of failed) expect(assumed).toContain(l);
        expect(bruteForceCount(withUnits(cnf, failed))).toBe(0);
      }
      // The formula alone stays satisfiable after an UNSAT answer under assumptions.
      expect(solver.solve().status).toBe("SAT");
    }
    expect(failures).toBeGreaterThan(20);
  });

  it("name both halves of a contradictory pair", () => {
    const solver = new CdclSolver(2);
    const result = solver.solve({ assumptions: [mkLit(0), mkLit(1), mkLit(0, true)] });
    expect(result.status).toBe("UNSAT");
    if (result.status === "UNSAT") expect(new Set(result.failedAssumptions)).toEqual(new Set([mkLit(0), mkLit(0, true)]));
  });

  it("name only the assumption refuted at level 0 by a unit clause", () => {
    const solver = new CdclSolver(3);
    solver.addClause([mkLit(2, true)]);
    const result = solver.solve({ assumptions: [mkLit(0), mkLit(2)] });
    expect(result.status).toBe("UNSAT");
    if (result.status === "UNSAT") expect(result.failedAssumptions).toEqual([mkLit(2)]);
  });

  it("pick out the selectors of an unsatisfiable subset of clauses", () => {
    // x0, ¬x0 ∨ x1, ¬x1 are jointly UNSAT; x2 is a bystander. Each clause i is guarded by selector 3 + i.
    const clauses = [[mkLit(0)], [mkLit(0, true), mkLit(1)], [mkLit(1, true)], [mkLit(2)]];
    const solver = new CdclSolver(7);
    clauses.forEach((c, i) => solver.addClause([...c, mkLit(3 + i, true)]));
    const selectors = clauses.map((_, i) => mkLit(3 + i));
    const result = solver.solve({ assumptions: selectors });
    expect(result.status).toBe("UNSAT");
    if (result.status === "UNSAT") expect([...(result.failedAssumptions ?? [])].sort((a, b) => a - b)).toEqual(selectors.slice(0, 3));
  });
});
