import { describe, expect, it } from "vitest";
import { solve } from "../../../worker/core/sat/index";
import { plantedThreeSat } from "./gen/planted";
import { satisfies } from "./cdcl-oracle";

describe("planted 3-SAT generator (bench and test inputs)", () => {
  it("hides an assignment that satisfies every clause, with the asked clause count, reproducibly", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const cnf = plantedThreeSat(60, 4.4, seed);
      expect(cnf.clauses.length).toBe(264);
      expect(satisfies(cnf, cnf.planted)).toBe(true);
      for (const clause of cnf.clauses) expect(new Set(Array.from(clause, (l) => l >> 1)).size).toBe(3);
      expect(plantedThreeSat(60, 4.4, seed).clauses).toEqual(cnf.clauses);
    }
    expect(plantedThreeSat(60, 4.4, 1).clauses).not.toEqual(plantedThreeSat(60, 4.4, 2).clauses);
  });

  it("keeps clauses by their true literals in the given proportions", () => {
    const cnf = plantedThreeSat(300, 10, 7);
    const byTrue = [0, 0, 0, 0];
    for (const clause of cnf.clauses) {
      let count = 0;
      for (const l of clause) if ((cnf.planted[l >> 1] === 1) === ((l & 1) === 0)) count++;
      byTrue[count]++;
    }
    // Candidates come 3 : 3 : 1 with 1, 2, 3 true literals; kept with 0.414, 0.028, 0.503.
    const weights = [3 * 0.414, 3 * 0.028, 0.503];
    const sum = weights.reduce((a, b) => a + b);
    expect(byTrue[0]).toBe(0);
    for (let k = 1; k <= 3; k++) expect(byTrue[k] / cnf.clauses.length).toBeCloseTo(weights[k - 1] / sum, 1);
  });

  it("gives formulas that cdcl decides SAT with a verified model", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const cnf = plantedThreeSat(80, 4.41, seed);
      const result = solve(cnf, { seed });
      expect(result.status).toBe("SAT");
      if (result.status === "SAT") expect(satisfies(cnf, result.model)).toBe(true);
    }
  });

  it("rejects sizes and probabilities that cannot plant a formula", () => {
    expect(() => plantedThreeSat(2, 4, 1)).toThrow(/numVars=2/);
    expect(() => plantedThreeSat(10, 4, 1, [0, 0, 0])).toThrow(/keep probability/);
  });
});
