import { describe, expect, it } from "vitest";
import { CdclSolver } from "../../../worker/core/sat/cdcl";
import type { Cnf } from "../../../worker/core/sat/types";
import { pigeonhole } from "./gen/pigeonhole";
import { firstBadStep } from "./gen/naive-rup";
import { randomKSat } from "./gen/random-cnf";

/** The naive checker's verdict as a message, or null for a good proof. */
const checkRup = (cnf: Cnf, trace: Int32Array): string | null => firstBadStep(cnf, trace)?.message ?? null;

function provenUnsat(cnf: Cnf, options = {}): Int32Array {
  const solver = new CdclSolver(cnf.numVars, { ...options, proof: true });
  for (const c of cnf.clauses) solver.addClause(c);
  expect(solver.solve().status).toBe("UNSAT");
  const trace = solver.proofTrace();
  if (trace === null) throw new Error("no trace recorded");
  return trace;
}

describe("CDCL proof traces", () => {
  it("record no trace unless asked", () => {
    const solver = new CdclSolver(2);
    solver.addClause([0, 2]);
    solver.solve();
    expect(solver.proofTrace()).toBeNull();
  });

  it("prove pigeonhole 6/5 UNSAT with RUP steps", () => {
    expect(checkRup(pigeonhole(6, 5), provenUnsat(pigeonhole(6, 5)))).toBeNull();
  });

  it("prove random UNSAT 3-SAT formulas, with deletions from frequent reductions", () => {
    let checked = 0;
    let deletions = 0;
    for (let seed = 1; checked < 6 && seed < 60; seed++) {
      const cnf = randomKSat(40, 200, 3, 900 + seed);
      const probe = new CdclSolver(40);
      for (const c of cnf.clauses) probe.addClause(c);
      if (probe.solve().status !== "UNSAT") continue;
      // modeFirst 20: the default alternating restarts change mode many times within each refutation.
      const trace = provenUnsat(cnf, { reduceFirst: 10, reduceIncrement: 2, keepLbd: 0, modeFirst: 20, seed });
      expect(checkRup(cnf, trace)).toBeNull();
      for (let at = 0; at < trace.length; at += 2 + trace[at + 1]) if (trace[at] === 1) deletions++;
      checked++;
    }
    expect(checked).toBe(6);
    expect(deletions).toBeGreaterThan(0);
  });

  it("end with the empty clause when contradictory units arrive through addClause", () => {
    const solver = new CdclSolver(1, { proof: true });
    solver.addClause([0]);
    expect(solver.addClause([1])).toBe(false);
    expect(Array.from(solver.proofTrace() ?? [])).toEqual([0, 0]);
  });

  it("is caught by the checker when a step is not implied", () => {
    const cnf: Cnf = { numVars: 2, clauses: [Int32Array.of(0, 2)] };
    expect(checkRup(cnf, Int32Array.of(0, 1, 0))).toMatch(/not RUP/);
    expect(checkRup(cnf, Int32Array.of(1, 1, 0))).toMatch(/not there/);
    expect(checkRup(cnf, Int32Array.of())).toMatch(/empty clause/);
  });
});
