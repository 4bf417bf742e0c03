import { describe, expect, it } from "vitest";
import { createRng } from "../../../worker/core/rng";
import { verifyModel } from "../../../worker/core/sat/check-model";
import { solveDpll } from "../../../worker/core/sat/dpll";
import { solveDpllOptimized } from "../../../worker/core/sat/dpll-optimized";
import { fromDimacs, type Cnf } from "../../../worker/core/sat/types";
import { bruteForceSatisfiable, pigeonholeCnf, randomKCnf } from "./helpers";

const cnfOf = (numVars: number, clauses: number[][]): Cnf => ({ numVars, clauses: clauses.map((c) => Int32Array.from(c, fromDimacs)) });

const ENGINES = [
  ["dpll (plain baseline)", solveDpll],
  ["dpll-opt (counters, Jeroslow-Wang)", solveDpllOptimized],
] as const;

describe.each(ENGINES)("%s", (_name, solveDpll) => {
  it("agrees with brute force on thousands of seeded random small formulas (n ≤ 16), every model verified", () => {
    const rng = createRng(20261122);
    let sat = 0, unsat = 0;
    for (let i = 0; i < 2400; i++) {
      const n = i < 2200 ? 1 + rng.int(10) : 11 + rng.int(6);
      const k = 1 + rng.int(4);
      const m = Math.max(1, Math.round(n * (k === 1 ? 0.8 : k === 2 ? 1.2 : k === 3 ? 4.3 : 9.9) * (0.6 + rng.next() * 0.8)));
      const cnf = randomKCnf(rng, n, m, k, i % 7 === 0);
      const expected = bruteForceSatisfiable(cnf);
      const result = solveDpll(cnf);
      expect(result.status, `formula ${i}`).toBe(expected ? "SAT" : "UNSAT");
      if (result.status === "SAT") {
        expect(verifyModel(cnf, result.model).ok).toBe(true);
        sat++;
      } else unsat++;
    }
    // The mix must exercise both answers.
    expect(sat).toBeGreaterThan(400);
    expect(unsat).toBeGreaterThan(400);
  });

  it("decides random 3-SAT at ratio 4.26 for n = 50..100, with verified models", () => {
    const rng = createRng(42);
    const statuses = new Set<string>();
    for (let n = 50; n <= 100; n += 5) {
      for (let rep = 0; rep < 3; rep++) {
        const cnf = randomKCnf(rng, n, Math.round(n * 4.26), 3, false);
        const result = solveDpll(cnf);
        statuses.add(result.status);
        expect(result.status).not.toBe("UNKNOWN");
        if (result.status === "SAT") expect(verifyModel(cnf, result.model)).toEqual({ ok: true });
      }
    }
    expect(statuses).toEqual(new Set(["SAT", "UNSAT"]));
  });

  it("proves small pigeonhole formulas unsatisfiable and the fitting ones satisfiable", () => {
    for (let holes = 1; holes <= 6; holes++) {
      expect(solveDpll(pigeonholeCnf(holes + 1, holes)).status).toBe("UNSAT");
      const fits = pigeonholeCnf(holes, holes);
      const result = solveDpll(fits);
      expect(result.status).toBe("SAT");
      if (result.status === "SAT") expect(verifyModel(fits, result.model).ok).toBe(true);
    }
  });

  it("returns UNKNOWN with its statistics when the budget runs out, the same way for the same input", () => {
    const hard = pigeonholeCnf(10, 9);
    const a = solveDpll(hard, { budget: { work: 200_000 } });
    const b = solveDpll(hard, { budget: { work: 200_000 } });
    expect(a.status).toBe("UNKNOWN");
    if (a.status === "UNKNOWN") expect(a.reason).toBe("budget");
    expect(a.stats.work).toBeGreaterThanOrEqual(200_000);
    expect(a.stats.work).toBeLessThan(400_000);
    expect(b).toEqual(a);
    expect(solveDpll(hard, { budget: { conflicts: 10 } }).stats.conflicts).toBe(10);
    expect(solveDpll(hard, { budget: { decisions: 5 } }).status).toBe("UNKNOWN");
  });

  it("handles edge cases: no clauses, an empty clause, contradicting units, no variables", () => {
    expect(solveDpll(cnfOf(3, [])).status).toBe("SAT");
    expect(solveDpll(cnfOf(0, [])).status).toBe("SAT");
    expect(solveDpll(cnfOf(2, [[1, 2], []])).status).toBe("UNSAT");
    expect(solveDpll(cnfOf(2, [[1], [-1]])).status).toBe("UNSAT");
    const units = solveDpll(cnfOf(3, [[1], [-2], [2, 3]]));
    expect(units.status).toBe("SAT");
    if (units.status === "SAT") expect(Array.from(units.model)).toEqual([1, -1, 1]);
  });

  it("counts its work: decisions, propagations, conflicts", () => {
    const result = solveDpll(pigeonholeCnf(4, 3));
    expect(result.status).toBe("UNSAT");
    expect(result.stats.decisions).toBeGreaterThan(0);
    expect(result.stats.conflicts).toBeGreaterThan(0);
    expect(result.stats.propagations).toBeGreaterThan(result.stats.decisions);
    expect(result.stats.learnt).toBe(0);
  });

  it("counts the literals it reads as work, so a budget bounds a formula of long clauses as well as one of short ones", () => {
    // Twenty clauses on disjoint variables, searched the same way whatever their length: only the reading differs.
    const clauses = (length: number): Cnf => cnfOf(20 * length, Array.from({ length: 20 }, (_, c) => Array.from({ length }, (_, i) => c * length + i + 1)));
    const short = solveDpll(clauses(2));
    const long = solveDpll(clauses(50));
    expect(long.status).toBe("SAT");
    expect(long.stats.decisions).toBe(short.stats.decisions);
    expect(long.stats.work).toBeGreaterThan(10 * short.stats.work);
  });
});

describe("the plain baseline's branching rule", () => {
  it("branches on the first unassigned literal of the first clause not yet satisfied, after unit propagation", () => {
    // Propagation sets x2; clause 1 is then the first open clause and its first literal is 3, so x3 = true is tried
    // first and already satisfies everything (x1 stays unassigned and reads as false).
    const first = solveDpll(cnfOf(3, [[3, 1], [2], [-2, 1, 3]]));
    expect(first.status).toBe("SAT");
    if (first.status === "SAT") expect(Array.from(first.model)).toEqual([-1, 1, 1]);
    expect(first.stats.decisions).toBe(1);
    // A negative first literal is tried as written: x1 = false, then clause 2 forces x2.
    const negative = solveDpll(cnfOf(2, [[-1, 2], [1, 2]]));
    if (negative.status === "SAT") expect(Array.from(negative.model)).toEqual([-1, 1]);
    expect(negative.status).toBe("SAT");
  });
});
