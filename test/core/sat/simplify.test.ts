import { describe, expect, it } from "vitest";
import { createRng } from "../../../worker/core/rng";
import { extendModel, simplifyFormula } from "../../../worker/core/sat/simplify";
import type { FlatClauses } from "../../../worker/core/sat/flat-clauses";
import { checkProof } from "../../../worker/core/sat/check-proof";
import { solve } from "../../../worker/core/sat/solve";
import { describePreprocessing } from "../../../worker/core/sat/output";
import { fromDimacs, type Cnf, type Model } from "../../../worker/core/sat/types";
import { bruteForceSatisfiable, pigeonholeCnf, randomKCnf } from "./helpers";
import { satisfies } from "./cdcl-oracle";
import { xorChainRows } from "./gen/xor-chain";

/** The first model in binary order, or null (n ≤ 16). */
function bruteForceModel(cnf: Cnf): Model | null {
  const n = cnf.numVars;
  for (let m = 0; m < 1 << n; m++) {
    const model = new Int8Array(n);
    for (let v = 0; v < n; v++) model[v] = (m >> v) & 1 ? 1 : -1;
    if (satisfies(cnf, model)) return model;
  }
  return null;
}

const arraysOf = (flat: FlatClauses): Int32Array[] => Array.from({ length: flat.count }, (_, i) => flat.clause(i));

const cnfOf = (numVars: number, rows: number[][]): Cnf => ({ numVars, clauses: rows.map((r) => Int32Array.from(r.map(fromDimacs))) });

/** x1 ⊕ … ⊕ xn = 1 through a Tseitin chain (auxiliary variables n+1 …): satisfiable, every auxiliary eliminable. */
const xorChain = (n: number): Cnf => cnfOf(2 * n - 1, xorChainRows(n, n + 1, 1));

describe("preprocessing (subsumption, strengthening, variable elimination)", () => {
  it("keeps satisfiability, and a model of what is left extends to a model of the formula, on random formulas", () => {
    const rng = createRng(20261127);
    let eliminated = 0;
    let unsat = 0;
    for (let round = 0; round < 600; round++) {
      const n = 3 + rng.int(10);
      const cnf = randomKCnf(rng, n, 2 + rng.int(5 * n), 1 + rng.int(4), true);
      const pre = simplifyFormula(cnf.numVars, cnf.clauses, { maxWork: Infinity, proof: true });
      eliminated += pre.eliminatedVars;
      const left: Cnf = { numVars: n, clauses: arraysOf(pre.clauses) };
      const sat = bruteForceSatisfiable(cnf);
      expect(!pre.unsat && bruteForceSatisfiable(left), `round ${round}`).toBe(sat);
      if (sat) {
        const model = extendModel(bruteForceModel(left)!, pre.eliminated);
        expect(satisfies(cnf, model), `round ${round}`).toBe(true);
      } else {
        unsat++;
        // The preprocessing's steps are sound on their own: the checker accepts them before any search.
        const steps = pre.proof!;
        const check = checkProof(cnf, pre.unsat ? steps : Int32Array.from([...steps, 0, 0]), {});
        expect(check.verdict, `round ${round}`).toBe(pre.unsat ? "verified" : "refuted");
      }
    }
    expect(eliminated).toBeGreaterThan(100);
    expect(unsat).toBeGreaterThan(50);
  });

  it("decides every random formula as brute force does, with models checked and refutations replayed", () => {
    const rng = createRng(7);
    for (let round = 0; round < 400; round++) {
      const n = 4 + rng.int(12);
      const cnf = randomKCnf(rng, n, 4 * n + rng.int(2 * n), 3, rng.int(2) === 0);
      const result = solve(cnf, { proof: true, seed: round, preprocess: true });
      expect(result.status, `round ${round}`).toBe(bruteForceSatisfiable(cnf) ? "SAT" : "UNSAT");
      if (result.status === "UNSAT") expect(result.proofCheck?.verdict).toBe("verified");
      const plain = solve(cnf, { proof: true, seed: round, preprocess: false });
      expect(plain.status).toBe(result.status);
    }
  });

  it("eliminates a parity chain's auxiliary variables and still finds a model of the whole chain", () => {
    const cnf = xorChain(40);
    const pre = simplifyFormula(cnf.numVars, cnf.clauses, { maxWork: Infinity, proof: false });
    expect(pre.eliminatedVars).toBeGreaterThanOrEqual(39);
    const result = solve(cnf, { preprocess: true });
    expect(result.status).toBe("SAT");
    if (result.status === "SAT") {
      let parity = 0;
      for (let v = 0; v < 40; v++) parity ^= result.model[v] === 1 ? 1 : 0;
      expect(parity).toBe(1);
    }
  });

  it("refutes pigeonhole formulas with a proof that starts with the preprocessing's steps", () => {
    for (const holes of [3, 4, 5]) {
      const cnf = pigeonholeCnf(holes + 1, holes);
      const result = solve(cnf, { proof: true, preprocess: true });
      expect(result.status).toBe("UNSAT");
      if (result.status === "UNSAT") expect(result.proofCheck?.verdict).toBe("verified");
    }
  });

  it("derives the empty clause itself when resolution alone refutes the formula", () => {
    // (a ∨ b)(a ∨ ¬b)(¬a ∨ b)(¬a ∨ ¬b): eliminating b leaves (a)(¬a), eliminating a the empty clause.
    const cnf = cnfOf(2, [[1, 2], [1, -2], [-1, 2], [-1, -2]]);
    const pre = simplifyFormula(2, cnf.clauses, { maxWork: Infinity, proof: true });
    expect(pre.unsat).toBe(true);
    expect(checkProof(cnf, pre.proof!, {}).verdict).toBe("verified");
    const result = solve(cnf, { proof: true, preprocess: true });
    expect(result.status).toBe("UNSAT");
    if (result.status === "UNSAT") expect(result.proofCheck?.verdict).toBe("verified");
  });

  it("removes subsumed clauses and strengthens by self-subsumption", () => {
    // (a ∨ b) subsumes (a ∨ b ∨ c); (a ∨ ¬b ∨ d) with (a ∨ b) resolves to (a ∨ d), which replaces it.
    const cnf = cnfOf(4, [[1, 2], [1, 2, 3], [1, -2, 4], [-1, 3, 4], [-3, -4, 2]]);
    const pre = simplifyFormula(4, cnf.clauses, { maxWork: Infinity, proof: true });
    expect(pre.subsumed).toBeGreaterThanOrEqual(1);
    expect(pre.strengthened).toBeGreaterThanOrEqual(1);
  });

  it("keeps the proof within its limit: a preprocessing proof past half of it is dropped, or the pass given up, its work still counted", () => {
    // Odd and even parity of the same ten variables through two chains: unsatisfiable.
    const cnf = cnfOf(28, [...xorChainRows(10, 11, 1), ...xorChainRows(10, 20, 0)]);
    expect(solve(cnf, { preprocess: false }).status).toBe("UNSAT");
    const pre = simplifyFormula(cnf.numVars, cnf.clauses, { maxWork: Infinity, proof: true });
    const limit = pre.proof!.length;
    const dropped = solve(cnf, { proof: true, preprocess: true, proofLimit: limit, proofOverflow: "drop" });
    expect(dropped).toMatchObject({ status: "UNSAT", proofDropped: true });
    expect(dropped.stats.work).toBeGreaterThanOrEqual(pre.work);
    expect(dropped.preprocessing).toMatchObject({ applied: true, eliminatedVars: pre.eliminatedVars });
    const kept = solve(cnf, { proof: true, preprocess: true, proofLimit: limit, proofOverflow: "stop" });
    expect(kept.status).not.toBe("SAT");
    expect(kept.stats.work).toBeGreaterThanOrEqual(pre.work);
    // Set aside: the search got the formula as given, and the report says so.
    expect(kept.preprocessing).toMatchObject({ applied: false, clausesBefore: cnf.clauses.length, clausesAfter: cnf.clauses.length, work: pre.work });
    expect(describePreprocessing(kept.preprocessing!)).toMatch(/^preprocessing: set aside, .*proof limit \([\d,]+ work units spent\)$/);
    if (kept.status === "UNSAT") expect(kept.proofCheck?.verdict).toBe("verified");
    else expect(kept).toMatchObject({ status: "UNKNOWN", reason: "proof-limit" });
  });

  it("reports what it did on the answer: the clauses before and after, what it removed, its work", () => {
    const cnf = xorChain(40);
    const pre = simplifyFormula(cnf.numVars, cnf.clauses, { maxWork: Infinity, proof: false });
    const result = solve(cnf, { preprocess: true });
    expect(result.preprocessing).toEqual({
      clausesBefore: cnf.clauses.length,
      clausesAfter: pre.clauses.count,
      eliminatedVars: pre.eliminatedVars,
      subsumed: pre.subsumed,
      strengthened: pre.strengthened,
      work: pre.work,
      applied: true,
    });
    expect(result.preprocessing!.clausesAfter).toBeLessThan(cnf.clauses.length);
    expect(result.stats.work).toBeGreaterThanOrEqual(pre.work);
    expect(describePreprocessing(result.preprocessing!)).toBe(
      `preprocessing: ${pre.clauses.count} of ${cnf.clauses.length} clauses left (${pre.eliminatedVars} variables eliminated, ${pre.subsumed} clauses subsumed, ${pre.strengthened} strengthened), ${pre.work.toLocaleString("en-US")} work units`,
    );
    // Refuted by resolution alone: nothing is left for the search.
    const contradiction = solve(cnfOf(2, [[1, 2], [1, -2], [-1, 2], [-1, -2]]), { preprocess: true });
    expect(contradiction.preprocessing).toMatchObject({ clausesBefore: 4, clausesAfter: 0, applied: true });
    expect(solve(cnf).preprocessing).toBeUndefined();
  });

  it("spends no more than its allowance, and with none leaves the formula as it was", () => {
    const rng = createRng(3);
    const cnf = randomKCnf(rng, 200, 850, 3, false);
    const none = simplifyFormula(cnf.numVars, cnf.clauses, { maxWork: 0, proof: false });
    expect(none.eliminatedVars).toBe(0);
    expect(arraysOf(none.clauses)).toEqual(cnf.clauses);
    const some = simplifyFormula(cnf.numVars, cnf.clauses, { maxWork: 5_000, proof: false });
    // The pass checks its allowance between steps, so it overshoots by at most one step's resolvents.
    expect(some.work).toBeLessThan(5_000 + 2_000);
  });
});
