import { describe, expect, it } from "vitest";
import { CdclSolver } from "../../../worker/core/sat/cdcl";
import type { Cnf } from "../../../worker/core/sat/types";
import { pigeonhole } from "./gen/pigeonhole";
import { randomKSat } from "./gen/random-cnf";

/**
 * A forward RUP checker written for this test (naive, shares nothing with the engine): every added clause must
 * lead to a conflict by unit propagation after assuming its negation, over the original clauses and the
 * clauses added and not yet deleted before it. Returns a message for the first bad step, or null.
 */
function checkRup(cnf: Cnf, trace: Int32Array): string | null {
  const active: number[][] = cnf.clauses.map((c) => Array.from(c));
  const key = (lits: number[]): string => [...lits].sort((a, b) => a - b).join(",");
  let sawEmpty = false;
  for (let at = 0; at < trace.length; ) {
    const kind = trace[at];
    const size = trace[at + 1];
    const lits = Array.from(trace.subarray(at + 2, at + 2 + size));
    at += 2 + size;
    if (kind === 1) {
      const i = active.findIndex((c) => key(c) === key(lits));
      if (i < 0) return `deleting a clause that is not there: ${lits}`;
      active.splice(i, 1);
      continue;
    }
    if (!impliedByPropagation(cnf.numVars, active, lits)) return `clause ${lits} is not RUP`;
    if (size === 0) sawEmpty = true;
    active.push(lits);
  }
  return sawEmpty ? null : "the proof never derives the empty clause";
}

function impliedByPropagation(numVars: number, clauses: number[][], lits: number[]): boolean {
  const value = new Int8Array(2 * numVars); // by literal: 1 true, -1 false
  const assign = (l: number): boolean => {
    if (value[l] === -1) return false;
    value[l] = 1;
    value[l ^ 1] = -1;
    return true;
  };
  for (const l of lits) if (!assign(l ^ 1)) return true;
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of clauses) {
      let unassigned = -1;
      let free = 0;
      let satisfied = false;
      for (const l of c) {
        if (value[l] === 1) satisfied = true;
        else if (value[l] === 0) {
          free++;
          unassigned = l;
        }
      }
      if (satisfied) continue;
      if (free === 0) return true;
      if (free === 1) {
        assign(unassigned);
        changed = true;
      }
    }
  }
  return false;
}

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
