import { describe, expect, it } from "vitest";
import { CdclSolver } from "../../../worker/core/sat/cdcl";
import { countModels, literalCount, modelOverhead, unsatCore } from "../../../worker/core/sat/index";
import { addStats, emptyStats, mkLit, type Cnf, type SolveStats } from "../../../worker/core/sat/types";
import { randomKSat } from "./gen/random-cnf";
import { pigeonholeCnf } from "./helpers";

/**
 * The enumeration countModels performs, replayed on a solver of our own: the solver is deterministic for a seed, so
 * the same calls do the same work, and the sum of their per-call statistics is the true cost of the search.
 */
function replayedSearchWork(cnf: Cnf, limit: number, seed: number): { work: number; models: number } {
  const solver = new CdclSolver(cnf.numVars, { seed });
  for (const clause of cnf.clauses) solver.addClause(Array.from(clause));
  const total = emptyStats();
  let models = 0;
  while (models < limit) {
    const result = solver.solve();
    addStats(total, result.stats);
    if (result.status !== "SAT") break;
    models++;
    const blocking: number[] = [];
    for (let v = 0; v < cnf.numVars; v++) blocking.push(mkLit(v, result.model[v] === 1));
    if (!solver.addClause(blocking)) break;
  }
  return { work: total.work, models };
}

const sum = (parts: SolveStats[], key: keyof SolveStats): number => parts.reduce((acc, s) => acc + s[key], 0);

describe("countModels accounting", () => {
  it("reports exactly the summed work of its solver calls plus the bookkeeping per model (random 3-SAT, 60 vars, 200 clauses, 50 models, seeds 1-8)", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const cnf = randomKSat(60, 200, 3, 1000 + seed);
      const counted = countModels(cnf, 50, {}, { seed });
      const truth = replayedSearchWork(cnf, 50, seed);
      expect(counted.count, `seed ${seed}`).toBe(truth.models);
      const bookkeeping = literalCount(cnf) + counted.count * modelOverhead(cnf);
      expect(counted.stats.work - bookkeeping, `seed ${seed}`).toBe(truth.work);
    }
  });

  it("sums every statistic of every call it makes", () => {
    const cnf = randomKSat(40, 120, 3, 77);
    const calls: SolveStats[] = [];
    const counted = countModels(cnf, 30, {}, { seed: 3, onSolve: (s) => calls.push({ ...s }) });
    expect(calls.length).toBeGreaterThan(1);
    for (const key of ["decisions", "propagations", "conflicts", "learnt", "restarts"] as const) expect(counted.stats[key]).toBe(sum(calls, key));
    expect(counted.stats.work).toBe(sum(calls, "work") + literalCount(cnf) + counted.count * modelOverhead(cnf));
  });

  it("never exceeds a budget by more than one call's overshoot plus one model's bookkeeping", () => {
    const cnf = randomKSat(60, 200, 3, 4242);
    const perModel = modelOverhead(cnf);
    for (const work of [1, 500, 2_000, 5_000, 20_000, 60_000]) {
      const calls: SolveStats[] = [];
      const counted = countModels(cnf, 1000, { work }, { seed: 1, onSolve: (s) => calls.push({ ...s }) });
      const largestCall = Math.max(0, ...calls.map((s) => s.work));
      expect(counted.stats.work, `budget ${work}`).toBeLessThanOrEqual(work + perModel + largestCall);
      if (counted.kind === "unknown") expect(counted.stats.work).toBeGreaterThanOrEqual(work);
    }
  });

  it("charges a wide formula's bookkeeping, so 200,000 free variables stop after a few models, not a thousand", () => {
    const cnf: Cnf = { numVars: 200_000, clauses: [Int32Array.of(mkLit(0))] };
    const budget = 2_000_000;
    const counted = countModels(cnf, 1000, { work: budget });
    expect(counted.kind).toBe("unknown");
    expect(counted.count).toBeLessThan(10);
    expect(counted.stats.work).toBeLessThanOrEqual(budget + modelOverhead(cnf) + 400_000);
  });
});

describe("unsatCore accounting", () => {
  it("reports the summed statistics of its solver calls plus its bookkeeping, never less", () => {
    for (let holes = 3; holes <= 5; holes++) {
      const cnf = pigeonholeCnf(holes + 1, holes);
      const calls: SolveStats[] = [];
      const core = unsatCore(cnf, {}, { onSolve: (s) => calls.push({ ...s }) });
      expect(core.status).toBe("UNSAT");
      expect(calls.length).toBeGreaterThan(1);
      for (const key of ["decisions", "propagations", "conflicts", "learnt", "restarts"] as const) expect(core.stats[key]).toBe(sum(calls, key));
      expect(core.stats.work).toBeGreaterThanOrEqual(sum(calls, "work") + literalCount(cnf) + cnf.clauses.length);
    }
  });

  it("never exceeds a budget by more than one call's overshoot plus one round of bookkeeping", () => {
    const cnf = pigeonholeCnf(7, 6);
    const round = 4 * (literalCount(cnf) + cnf.clauses.length);
    for (const work of [1, 1_000, 10_000, 50_000, 200_000]) {
      const calls: SolveStats[] = [];
      const core = unsatCore(cnf, { work }, { onSolve: (s) => calls.push({ ...s }) });
      const largestCall = Math.max(0, ...calls.map((s) => s.work));
      expect(core.stats.work, `budget ${work}`).toBeLessThanOrEqual(work + round + largestCall);
    }
  });
});
