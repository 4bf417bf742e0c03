import { describe, expect, it } from "vitest";
import { CdclSolver } from "../../../worker/core/sat/cdcl";
import { solveCdcl } from "../../../worker/core/sat/load";
import { mkLit } from "../../../worker/core/sat/types";
import { pigeonhole } from "./gen/pigeonhole";
import { randomKSat } from "./gen/random-cnf";

describe("CDCL work budgets", () => {
  it("returns UNKNOWN quickly with stats when pigeonhole 11/10 exceeds a small work budget", () => {
    const result = solveCdcl(pigeonhole(11, 10), { budget: { work: 200_000 } });
    expect(result.status).toBe("UNKNOWN");
    if (result.status !== "UNKNOWN") return;
    expect(result.reason).toBe("budget");
    expect(result.stats.work).toBeGreaterThanOrEqual(200_000);
    // The check runs at every conflict and decision, so the overshoot is at most one propagation's worth.
    expect(result.stats.work).toBeLessThan(260_000);
    expect(result.stats.conflicts).toBeGreaterThan(0);
    expect(result.stats.decisions).toBeGreaterThan(0);
  });

  it("is deterministic for the same seed: identical stats on repeated runs", () => {
    const cnf = pigeonhole(11, 10);
    const runs = [1, 2, 3].map(() => solveCdcl(cnf, { seed: 17, randomInitialPhase: true, budget: { work: 300_000 } }));
    expect(runs[0].status).toBe("UNKNOWN");
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
  });

  it("counts decisions as work, so a formula of free variables cannot outrun a work budget", () => {
    // One unit clause and 200,000 unconstrained variables: every step is a decision with nothing to propagate.
    const cnf = { numVars: 200_000, clauses: [Int32Array.of(mkLit(0, false))] };
    const full = solveCdcl(cnf);
    expect(full.status).toBe("SAT");
    expect(full.stats.decisions).toBe(199_999);
    expect(full.stats.work).toBeGreaterThan(full.stats.decisions);
    const capped = solveCdcl(cnf, { budget: { work: 100_000 } });
    expect(capped.status).toBe("UNKNOWN");
    expect(capped.stats.work).toBeGreaterThanOrEqual(100_000);
    expect(capped.stats.work).toBeLessThan(100_100);
    expect(capped.stats.decisions).toBeLessThan(20_000);
  });

  it("spends no work on a formula that unit propagation decides, however many variables it fixes", () => {
    // x1, and x_i implies x_(i+1): every variable is fixed before the first decision. The variables fixed are still
    // in the decision heap; popping them one by one would cost n·log n units for a model that is already complete.
    const n = 100_000;
    const clauses = [Int32Array.of(mkLit(0, false))];
    for (let v = 0; v + 1 < n; v++) clauses.push(Int32Array.of(mkLit(v, true), mkLit(v + 1, false)));
    const result = solveCdcl({ numVars: n, clauses });
    expect(result.status).toBe("SAT");
    if (result.status !== "SAT") return;
    expect(result.model.every((value) => value === 1)).toBe(true);
    expect(result.stats.decisions).toBe(0);
    expect(result.stats.work).toBeLessThan(1_000);
  });

  it("stops at exactly the conflict limit", () => {
    const result = solveCdcl(pigeonhole(11, 10), { budget: { conflicts: 123 } });
    expect(result.status).toBe("UNKNOWN");
    expect(result.stats.conflicts).toBe(123);
  });

  it("stops at the decision limit", () => {
    const result = solveCdcl(pigeonhole(11, 10), { budget: { decisions: 40 } });
    expect(result.status).toBe("UNKNOWN");
    expect(result.stats.decisions).toBe(40);
  });

  it("counts work in propagation and analysis, and reports per-call stats", () => {
    const cnf = randomKSat(150, 639, 3, 31);
    const solver = new CdclSolver(cnf.numVars);
    for (const c of cnf.clauses) solver.addClause(c);
    const first = solver.solve();
    expect(first.status).not.toBe("UNKNOWN");
    expect(first.stats.work).toBeGreaterThan(first.stats.propagations);
    expect(first.stats.learnt).toBe(first.stats.conflicts);
    const again = solver.solve({ budget: { conflicts: 0 } });
    // A zero conflict budget still lets propagation and decisions run until the first conflict.
    expect(again.stats.conflicts).toBeLessThanOrEqual(1);
  });

  it("can continue after UNKNOWN: a later call with a larger budget decides the formula", () => {
    const solver = new CdclSolver(56);
    for (const c of pigeonhole(8, 7).clauses) solver.addClause(c);
    expect(solver.solve({ budget: { conflicts: 10 } }).status).toBe("UNKNOWN");
    expect(solver.solve().status).toBe("UNSAT");
  });
});

describe("CDCL statistics", () => {
  it("count a propagation per literal whose watches were visited, not per literal left queued by a conflict", () => {
    const [a, b, c] = [0, 1, 2];
    const solver = new CdclSolver(3);
    for (const clause of [[mkLit(a, true), mkLit(b)], [mkLit(a, true), mkLit(c)], [mkLit(b, true), mkLit(c, true)]]) {
      expect(solver.addClause(clause)).toBe(true);
    }
    // Assuming a implies b, then c; visiting b's watches finds the conflict with c still queued. The learnt unit ¬a
    // is then propagated at level 0, and the assumption fails: a, b and ¬a were propagated, c never was.
    const result = solver.solve({ assumptions: [mkLit(a)] });
    expect(result.status).toBe("UNSAT");
    expect(result.stats.conflicts).toBe(1);
    expect(result.stats.propagations).toBe(3);
  });
});
