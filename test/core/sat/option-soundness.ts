/**
 * The soundness checks every CDCL search option must pass, registered as tests inside the caller's describe block:
 * model counts with blocking clauses against brute force, UNSAT answers with proofs the independent checker
 * verifies, and the assumption interface against brute force. Shared by the suites of the search options and of
 * the decision heuristics, so an option cannot be added with a weaker check.
 */
import { expect, it } from "vitest";
import { createRng } from "../../../worker/core/rng";
import { CdclSolver, type CdclOptions } from "../../../worker/core/sat/cdcl";
import { checkProof } from "../../../worker/core/sat/check-proof";
import { mkLit, type Cnf, type Lit, type SolveStats } from "../../../worker/core/sat/types";
import { satisfies } from "./cdcl-oracle";
import { bruteForceCount, withUnits } from "./helpers";
import { pigeonhole } from "./gen/pigeonhole";
import { randomKSat, randomMixedCnf } from "./gen/random-cnf";

export function loadCnf(cnf: Cnf, options: Partial<CdclOptions> = {}): CdclSolver {
  const solver = new CdclSolver(cnf.numVars, options);
  for (const c of cnf.clauses) solver.addClause(c);
  return solver;
}

/**
 * Registers the three checks for `options`. `exercised` names the counter that must exceed 200 over the model
 * counts, so that the option under test is known to have acted (restarts for restart options, conflicts for
 * heuristics).
 */
export function soundnessChecks(options: Partial<CdclOptions>, exercised: keyof Pick<SolveStats, "restarts" | "conflicts">): void {
  it("counts models with blocking clauses exactly as brute force does (200 small formulas)", () => {
    let acted = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const n = 4 + (seed % 11);
      const cnf = seed % 2 === 0 ? randomKSat(n, Math.round(4.2 * n), 3, 7000 + seed) : randomMixedCnf(n, 3 * n, 3, 7000 + seed);
      const solver = loadCnf(cnf, { ...options, seed });
      let counted = 0;
      for (;;) {
        const result = solver.solve();
        acted += result.stats[exercised] ?? 0;
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
    expect(acted).toBeGreaterThan(200);
  });

  it("refutes pigeonhole and random UNSAT formulas with proofs the checker verifies", () => {
    const formulas: Cnf[] = [pigeonhole(7, 6)];
    for (let seed = 1; formulas.length < 7; seed++) {
      const cnf = randomKSat(45, 230, 3, 300 + seed);
      if (loadCnf(cnf).solve().status === "UNSAT") formulas.push(cnf);
    }
    for (const cnf of formulas) {
      const solver = loadCnf(cnf, { ...options, proof: true });
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
      const solver = loadCnf(cnf, { ...options, seed });
      const result = solver.solve({ assumptions: assumed });
      expect(result.status).toBe(bruteForceCount(withUnits(cnf, assumed)) > 0 ? "SAT" : "UNSAT");
      if (result.status === "SAT") {
        expect(satisfies(cnf, result.model)).toBe(true);
        for (const a of assumed) expect(solver.modelValue(a >> 1)).toBe((a & 1) === 0 ? 1 : -1);
      } else if (result.status === "UNSAT") {
        failures++;
        const failed = result.failedAssumptions ?? [];
        for (const l of failed) expect(assumed).toContain(l);
        expect(bruteForceCount(withUnits(cnf, failed))).toBe(0);
      }
    }
    expect(failures).toBeGreaterThan(10);
  });
}
