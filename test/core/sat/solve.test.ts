import { describe, expect, it } from "vitest";
import { createRng } from "../../../worker/core/rng";
import { CdclSolver, countModels, parseDimacs, solve, unsatCore, verifyModel } from "../../../worker/core/sat/index";
import type { Cnf } from "../../../worker/core/sat/types";
import { bruteForceCount, bruteForceSatisfiable, pigeonholeCnf, randomKCnf } from "./helpers";

const subset = (cnf: Cnf, indices: number[]): Cnf => ({ numVars: cnf.numVars, clauses: indices.map((i) => cnf.clauses[i]) });

describe("solve() facade", () => {
  it("runs CDCL with the settings it is given on top of the defaults, as a solver built with them does", () => {
    const cnf = pigeonholeCnf(8, 7);
    const chb = solve(cnf, { tunables: { branching: "chb" } });
    const built = new CdclSolver(cnf.numVars, { branching: "chb" });
    for (const c of cnf.clauses) built.addClause(c);
    expect(chb.stats).toEqual(built.solve().stats);
    expect(chb.status).toBe("UNSAT");
    expect(chb.stats).not.toEqual(solve(cnf).stats);
  });

  it("runs CDCL by default and every engine agrees with brute force on seeded small formulas", () => {
    const rng = createRng(7);
    for (let i = 0; i < 800; i++) {
      const n = 1 + rng.int(14);
      const cnf = randomKCnf(rng, n, Math.max(1, Math.round(n * (3 + rng.next() * 3))), 3, i % 5 === 0);
      const expected = bruteForceSatisfiable(cnf) ? "SAT" : "UNSAT";
      for (const engine of [undefined, "dpll", "dpll-opt", "cdcl"] as const) {
        const result = solve(cnf, engine ? { engine } : {});
        expect(result.status, `formula ${i}, ${engine ?? "default"}`).toBe(expected);
        if (result.status === "SAT") expect(verifyModel(cnf, result.model).ok).toBe(true);
      }
    }
  });

  it("gives agreeing answers from every engine on random 3-SAT at ratio 4.26, n = 50..150", () => {
    const rng = createRng(4260);
    const seen = new Set<string>();
    for (let n = 50; n <= 150; n += 10) {
      const cnf = randomKCnf(rng, n, Math.round(4.26 * n), 3, false);
      const fast = solve(cnf, { engine: "cdcl", seed: 3 });
      expect(fast.status).not.toBe("UNKNOWN");
      expect(solve(cnf, { engine: "dpll-opt" }).status).toBe(fast.status);
      // The plain baseline needs seconds beyond n = 100 (that is what it is for); it is compared where it is quick.
      if (n <= 90) expect(solve(cnf, { engine: "dpll" }).status).toBe(fast.status);
      seen.add(fast.status);
    }
    expect(seen.size).toBe(2);
  });

  it("proves pigeonhole formulas UNSAT with every engine", () => {
    for (let holes = 2; holes <= 6; holes++) {
      for (const engine of ["cdcl", "dpll-opt", "dpll"] as const) {
        expect(solve(pigeonholeCnf(holes + 1, holes), { engine }).status, `${engine}, ${holes} holes`).toBe("UNSAT");
      }
    }
  });

  it("answers UNSAT at once for a parsed formula with an empty clause", () => {
    const parsed = parseDimacs("p cnf 2 2\n1 2 0\n0\n");
    if (!parsed.ok) throw new Error(parsed.error.message);
    const result = solve(parsed.value);
    expect(result.status).toBe("UNSAT");
    expect(result.stats.work).toBe(0);
  });

  it("returns UNKNOWN under a small budget, the same way for the same seed", () => {
    const hard = pigeonholeCnf(11, 10);
    const a = solve(hard, { budget: { work: 100_000 }, seed: 5 });
    const b = solve(hard, { budget: { work: 100_000 }, seed: 5 });
    expect(a.status).toBe("UNKNOWN");
    expect(b).toEqual(a);
    expect(solve(hard, { engine: "dpll", budget: { work: 100_000 } }).status).toBe("UNKNOWN");
    expect(solve(hard, { engine: "dpll-opt", budget: { work: 100_000 } }).status).toBe("UNKNOWN");
  });
});

describe("countModels", () => {
  it("counts exactly when under the limit and says at-least when it stops at the limit", () => {
    const rng = createRng(99);
    for (let i = 0; i < 60; i++) {
      const n = 2 + rng.int(7);
      const cnf = randomKCnf(rng, n, 1 + rng.int(2 * n), 3, true);
      const truth = bruteForceCount(cnf);
      const exact = countModels(cnf, 1000);
      expect(exact.kind).toBe("exact");
      expect(exact.count).toBe(truth);
      const keys = new Set(exact.models.map((m) => Array.from(m).join(",")));
      expect(keys.size).toBe(truth);
      for (const m of exact.models) expect(verifyModel(cnf, m).ok).toBe(true);
      // At the limit the count is "at-least" unless the solver already knows no model is left.
      if (truth > 2) expect(countModels(cnf, 2)).toMatchObject({ count: 2, kind: "at-least" });
      if (truth === 2) expect(["exact", "at-least"]).toContain(countModels(cnf, 2).kind);
    }
  });

  it("reports 0 models exactly for an UNSAT formula and unknown when the budget runs out", () => {
    expect(countModels(pigeonholeCnf(4, 3), 2)).toMatchObject({ count: 0, kind: "exact" });
    expect(countModels(pigeonholeCnf(11, 10), 2, { work: 50_000 }).kind).toBe("unknown");
  });
});

describe("unsatCore", () => {
  it("returns clauses that are unsatisfiable on their own and minimal, checked by brute force", () => {
    const rng = createRng(31337);
    let cores = 0;
    for (let i = 0; i < 80 && cores < 25; i++) {
      const n = 4 + rng.int(6);
      const cnf = randomKCnf(rng, n, n * 6, 3, true);
      const core = unsatCore(cnf);
      if (bruteForceSatisfiable(cnf)) {
        expect(core.status).toBe("SAT");
        continue;
      }
      cores++;
      if (core.status !== "UNSAT") throw new Error("expected a core");
      expect(core.clauses.length).toBeGreaterThan(0);
      expect(core.clauses.length).toBeLessThanOrEqual(cnf.clauses.length);
      expect(bruteForceSatisfiable(subset(cnf, core.clauses))).toBe(false);
      expect(solve(subset(cnf, core.clauses), { engine: "dpll" }).status).toBe("UNSAT");
      expect(core.minimal).toBe(true);
      for (let k = 0; k < core.clauses.length; k++) {
        expect(bruteForceSatisfiable(subset(cnf, core.clauses.filter((_, j) => j !== k)))).toBe(true);
      }
    }
    expect(cores).toBeGreaterThanOrEqual(10);
  });

  it("names core clauses by original number and source line", () => {
    const parsed = parseDimacs("c demo\np cnf 3 6\n1 2 0\n-1 0\n2 3 -3 0\n3 0\n-2 0\n1 3 0\n");
    if (!parsed.ok) throw new Error(parsed.error.message);
    const core = unsatCore(parsed.value);
    if (core.status !== "UNSAT") throw new Error("expected UNSAT");
    // "2 3 -3" is a tautology (dropped); {1 2, -1, -2} is the only minimal core.
    expect(core.origins).toEqual([1, 2, 5]);
    expect(core.lines).toEqual([3, 4, 7]);
    expect(core.minimal).toBe(true);
  });

  it("returns the empty clause alone as the core", () => {
    const parsed = parseDimacs("p cnf 2 3\n1 0\n0\n-1 0\n");
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(unsatCore(parsed.value)).toMatchObject({ status: "UNSAT", origins: [2], lines: [3] });
  });

  it("stops shrinking when the budget runs out and says the core may not be minimal", () => {
    const cnf = pigeonholeCnf(7, 6);
    const first = unsatCore(cnf, { work: 1 });
    expect(first.status === "UNKNOWN" || (first.status === "UNSAT" && !first.minimal)).toBe(true);
  });
});
