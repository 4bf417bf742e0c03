import { describe, expect, it, vi } from "vitest";

// An engine that lies: it claims SAT with a model that falsifies the formula. solve() must refuse to pass it on.
vi.mock("../../../worker/core/sat/dpll", () => ({
  solveDpll: () => ({
    status: "SAT",
    model: Int8Array.of(-1),
    stats: { decisions: 0, propagations: 0, conflicts: 0, learnt: 0, restarts: 0, work: 0 },
  }),
}));

const { solve } = await import("../../../worker/core/sat/index");

describe("solve() checks every SAT answer", () => {
  it("throws when an engine returns a model that falsifies a clause, naming the engine and the clause", () => {
    const cnf = { numVars: 1, clauses: [Int32Array.of(0)] };
    expect(() => solve(cnf, { engine: "dpll" })).toThrow(/bug: the dpll engine returned a model that fails the check: clause 1 is false/);
  });
});
