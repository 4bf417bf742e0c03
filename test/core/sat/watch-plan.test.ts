import { describe, expect, it } from "vitest";
import { CdclSolver } from "../../../worker/core/sat/cdcl";
import { loadedSolver, solve, WatchPlanner } from "../../../worker/core/sat/index";
import { Watches } from "../../../worker/core/sat/watches";
import { randomKSat, randomMixedCnf } from "./gen/random-cnf";

describe("watch lists laid out before the clauses (WatchPlanner, reserveWatches)", () => {
  it("predicts every list exactly for normalised clauses: attaching them moves no list", () => {
    const cnf = randomMixedCnf(200, 5000, 6, 5);
    const planner = new WatchPlanner(cnf.numVars);
    for (const clause of cnf.clauses) planner.addClause(clause);
    const watches = new Watches(2 * cnf.numVars);
    watches.reserve(planner.counts);
    const top = watches.top;
    let cref = 0;
    for (const clause of cnf.clauses) {
      if (clause.length < 2) continue;
      const [first, second] = [...clause].sort((a, b) => a - b);
      watches.attach(cref++, first, second, clause.length === 2);
    }
    expect(watches.wasted).toBe(0);
    expect(watches.top).toBe(top);
    for (let lit = 0; lit < 2 * cnf.numVars; lit++) expect(watches.sizes[lit]).toBe(2 * planner.counts[lit]);
  });

  it("refuses to lay out lists that already hold watches", () => {
    const watches = new Watches(4);
    watches.attach(0, 0, 2, true);
    expect(() => watches.reserve(new Int32Array(4))).toThrow(/must be empty/);
  });

  it("gives the same verified answers on formulas large enough to be planned", () => {
    const sat = randomKSat(4000, 12_000, 3, 21);
    const result = solve(sat);
    expect(result.status).toBe("SAT"); // solve() verifies the model before returning it
    const unsat = randomKSat(500, 10_000, 3, 22);
    const refuted = solve(unsat, { proof: true });
    expect(refuted.status).toBe("UNSAT");
    expect(refuted.status === "UNSAT" && refuted.proofCheck?.verdict).toBe("verified");
  });

  it("leaves the search unchanged: where a list lies in memory does not change its order", () => {
    const cnf = randomKSat(300, 1_300, 3, 23);
    const run = (planned: boolean) => {
      const solver = new CdclSolver(cnf.numVars, { seed: 3 });
      if (planned) {
        const planner = new WatchPlanner(cnf.numVars);
        for (const clause of cnf.clauses) planner.addClause(clause);
        solver.reserveWatches(planner.counts);
      }
      for (const clause of cnf.clauses) solver.addClause(clause);
      // 6,000 conflicts take the search through several learnt-clause reductions, which repack the lists.
      return solver.solve({ budget: { conflicts: 6_000 } });
    };
    const planned = run(true);
    expect(planned.stats.conflicts).toBe(6_000);
    expect(planned).toEqual(run(false));
  });
});

describe("loadedSolver", () => {
  it("loads every list of clauses, counts what it read, and answers as a solver fed by hand", () => {
    const cnf = randomKSat(200, 800, 3, 31);
    const half = cnf.clauses.length >> 1;
    const { solver, consistent, literals } = loadedSolver(cnf.numVars, [cnf.clauses.slice(0, half), cnf.clauses.slice(half)], { seed: 2 });
    expect(consistent).toBe(true);
    expect(literals).toBe(2 * 3 * cnf.clauses.length);
    const byHand = new CdclSolver(cnf.numVars, { seed: 2 });
    for (const clause of cnf.clauses) byHand.addClause(clause);
    expect(solver.solve()).toEqual(byHand.solve());
  });

  it("says when the clauses contradict each other by unit propagation alone", () => {
    const loaded = loadedSolver(2, [[Int32Array.of(0)], [Int32Array.of(1, 2), Int32Array.of(3)]]);
    expect(loaded.consistent).toBe(false);
    expect(loaded.solver.solve().status).toBe("UNSAT");
  });
});
