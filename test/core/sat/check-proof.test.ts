import { describe, expect, it } from "vitest";
import { CdclSolver } from "../../../worker/core/sat/cdcl";
import { checkProof, formatDrat, solve } from "../../../worker/core/sat/index";
import { mkLit, type Cnf } from "../../../worker/core/sat/types";
import { pigeonhole } from "./gen/pigeonhole";
import { randomKSat } from "./gen/random-cnf";

/** Unsatisfiable 3-SAT formulas (decided by a plain solve first), with a seed each. */
function unsatRandom(count: number, vars: number, clauses: number): { cnf: Cnf; seed: number }[] {
  const out: { cnf: Cnf; seed: number }[] = [];
  for (let seed = 1; out.length < count && seed < 200; seed++) {
    const cnf = randomKSat(vars, clauses, 3, 4200 + seed);
    if (solve(cnf).status === "UNSAT") out.push({ cnf, seed });
  }
  return out;
}

function traceOf(cnf: Cnf, options = {}): Int32Array {
  const solver = new CdclSolver(cnf.numVars, { ...options, proof: true });
  for (const c of cnf.clauses) solver.addClause(c);
  expect(solver.solve().status).toBe("UNSAT");
  return solver.proofTrace()!;
}

const L = (d: number) => mkLit(Math.abs(d) - 1, d < 0);
const step = (kind: 0 | 1, ...dimacs: number[]) => [kind, dimacs.length, ...dimacs.map(L)];

describe("checkProof (the independent RUP checker)", () => {
  it("verifies the CDCL engine's proofs of pigeonhole formulas", () => {
    for (const [p, h] of [[5, 4], [6, 5], [7, 6]]) {
      const cnf = pigeonhole(p, h);
      const check = checkProof(cnf, traceOf(cnf));
      expect(check.verdict, `php ${p}/${h}`).toBe("verified");
    }
  });

  it("verifies proofs with many deletions (aggressive learnt-clause reduction) on random UNSAT 3-SAT", () => {
    const cases = unsatRandom(8, 50, 250);
    expect(cases).toHaveLength(8);
    let deletions = 0;
    for (const { cnf, seed } of cases) {
      const trace = traceOf(cnf, { reduceFirst: 10, reduceIncrement: 2, keepLbd: 0, seed });
      for (let at = 0; at < trace.length; at += 2 + trace[at + 1]) if (trace[at] === 1) deletions++;
      expect(checkProof(cnf, trace)).toMatchObject({ verdict: "verified" });
    }
    expect(deletions).toBeGreaterThan(0);
  });

  it("refutes a step that does not follow, naming it", () => {
    // (x1 ∨ x2) ∧ (¬x1 ∨ x2): x2 follows, ¬x2 does not.
    const cnf: Cnf = { numVars: 2, clauses: [Int32Array.of(L(1), L(2)), Int32Array.of(L(-1), L(2))] };
    expect(checkProof(cnf, Int32Array.from([...step(0, 2), ...step(0)]))).toMatchObject({ verdict: "refuted", step: 2 });
    expect(checkProof(cnf, Int32Array.from(step(0, -2)))).toMatchObject({ verdict: "refuted", step: 1, message: "step 1 adds a clause that does not follow by unit propagation" });
  });

  it("refutes deleting a clause that is not there, and a proof that never reaches the empty clause", () => {
    const cnf: Cnf = { numVars: 2, clauses: [Int32Array.of(L(1), L(2))] };
    expect(checkProof(cnf, Int32Array.from(step(1, 1, -2)))).toMatchObject({ verdict: "refuted", message: "step 1 deletes a clause that is not there" });
    expect(checkProof(cnf, Int32Array.from(step(1, 2, 1)))).toMatchObject({ verdict: "refuted", message: "the proof never derives the empty clause" });
  });

  it("does not use a clause after its deletion", () => {
    // x1, ¬x1 ∨ x2, ¬x2: UNSAT; deleting (¬x1 ∨ x2) first leaves nothing to derive the empty clause from.
    const cnf: Cnf = { numVars: 2, clauses: [Int32Array.of(L(1)), Int32Array.of(L(-1), L(2)), Int32Array.of(L(-2))] };
    expect(checkProof(cnf, Int32Array.from(step(0)))).toMatchObject({ verdict: "verified", steps: 1 });
    expect(checkProof(cnf, Int32Array.from([...step(1, 2, -1), ...step(0)]))).toMatchObject({ verdict: "refuted", step: 2 });
  });

  it("keeps what the clauses force on their own between checks, and forgets it when a clause it rests on goes", () => {
    // x1 and (¬x1 ∨ x2) force x2, under which (¬x2 ∨ x3 ∨ x4) makes (x3 ∨ x4) follow.
    const cnf: Cnf = { numVars: 4, clauses: [Int32Array.of(L(1)), Int32Array.of(L(-1), L(2)), Int32Array.of(L(-2), L(3), L(4))] };
    expect(checkProof(cnf, Int32Array.from(step(0, 3, 4)))).toMatchObject({ verdict: "refuted", message: "the proof never derives the empty clause" });
    // A first lemma makes the checker work out what the clauses force (x1, x2); then (¬x1 ∨ x2), the reason for x2,
    // goes: nothing forces x2 any more, and (x3 ∨ x4) no longer follows.
    const proof = [...step(0, 1, 4), ...step(1, -1, 2), ...step(0, 3, 4)];
    expect(checkProof(cnf, Int32Array.from(proof))).toMatchObject({ verdict: "refuted", step: 3, message: "step 3 adds a clause that does not follow by unit propagation" });
  });

  it("uses a unit lemma at once for the checks after it, until it is deleted", () => {
    // (x1 ∨ x2), (x1 ∨ ¬x2) give x1; (¬x1 ∨ x3), (¬x1 ∨ ¬x3) then clash.
    const cnf: Cnf = { numVars: 3, clauses: [Int32Array.of(L(1), L(2)), Int32Array.of(L(1), L(-2)), Int32Array.of(L(-1), L(3)), Int32Array.of(L(-1), L(-3))] };
    expect(checkProof(cnf, Int32Array.from([...step(0, 1), ...step(0)]))).toMatchObject({ verdict: "verified", steps: 2 });
    expect(checkProof(cnf, Int32Array.from([...step(0, 1), ...step(1, 1), ...step(0)]))).toMatchObject({ verdict: "refuted", step: 3 });
  });

  it("deletes one copy per step, found in any literal order, and past thousands of clauses", () => {
    // 5,000 filler clauses make the store grow and rehash; the two copies of (x1 ∨ ¬x2 ∨ x3) come last.
    const filler = Array.from({ length: 5000 }, (_, i) => Int32Array.of(L(10 + (i % 90)), L(-(100 + (i % 7))), L(200 + i)));
    const twice = Int32Array.of(L(1), L(-2), L(3));
    const cnf: Cnf = { numVars: 5300, clauses: [...filler, twice, twice, Int32Array.of(L(-1)), Int32Array.of(L(2)), Int32Array.of(L(-3))] };
    const deleteTwice = [...step(1, 3, 1, -2), ...step(1, -2, 3, 1)];
    // With both copies deleted, ¬x1, x2, ¬x3 are consistent: the empty clause no longer follows.
    expect(checkProof(cnf, Int32Array.from([...deleteTwice, ...step(0)]))).toMatchObject({ verdict: "refuted", step: 3 });
    expect(checkProof(cnf, Int32Array.from([...step(1, -2, 1, 3), ...step(0)]))).toMatchObject({ verdict: "verified", steps: 2 });
    expect(checkProof(cnf, Int32Array.from([...deleteTwice, ...step(1, 1, 3, -2)]))).toMatchObject({ verdict: "refuted", step: 3, message: "step 3 deletes a clause that is not there" });
    // Same length and hash neighbourhood, different literals: not a copy.
    expect(checkProof(cnf, Int32Array.from(step(1, 1, -2, -3)))).toMatchObject({ verdict: "refuted", step: 1 });
  });

  it("answers unknown when the budget runs out", () => {
    const cnf = pigeonhole(7, 6);
    const check = checkProof(cnf, traceOf(cnf), { work: 10 });
    expect(check.verdict).toBe("unknown");
  });
});

describe("solve with proof", () => {
  it("returns a checked proof with every cdcl UNSAT answer when asked", () => {
    const cnf = pigeonhole(6, 5);
    const result = solve(cnf, { proof: true });
    expect(result.status).toBe("UNSAT");
    if (result.status !== "UNSAT") return;
    expect(result.proof!.length).toBeGreaterThan(2);
    expect(result.proofCheck).toMatchObject({ verdict: "verified" });
    expect(solve(cnf)).not.toHaveProperty("proof");
  });

  it("says unknown, not verified, when the budget leaves nothing for the check", () => {
    const cnf = pigeonhole(6, 5);
    const spent = solve(cnf).stats.work;
    const result = solve(cnf, { proof: true, budget: { work: spent + 1 } });
    expect(result.status === "UNSAT" && result.proofCheck?.verdict).toBe("unknown");
  });

  it("has no proof for SAT answers, a one-step proof for a formula holding the empty clause, none from dpll", () => {
    const sat: Cnf = { numVars: 1, clauses: [Int32Array.of(L(1))] };
    expect(solve(sat, { proof: true })).not.toHaveProperty("proof");
    const empty: Cnf = { numVars: 1, clauses: [Int32Array.of()] };
    expect(solve(empty, { proof: true })).toMatchObject({ status: "UNSAT", proofCheck: { verdict: "verified" } });
    expect(() => solve(sat, { engine: "dpll", proof: true })).toThrow(/cdcl/);
  });

  it("formats a trace as DRAT text", () => {
    expect(formatDrat(Int32Array.from([...step(0, -1, 2), ...step(1, 1, 2, 3), ...step(0)]))).toBe("-1 2 0\nd 1 2 3 0\n0\n");
    expect(formatDrat(new Int32Array(0))).toBe("");
  });
});
