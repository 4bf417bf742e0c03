import { describe, expect, it } from "vitest";
import { CdclSolver } from "../../../worker/core/sat/cdcl";
import { solveCdcl } from "../../../worker/core/sat/load";
import { formatCompetition } from "../../../worker/core/sat/output";
import { solve } from "../../../worker/core/sat/solve";
import { pigeonhole } from "./gen/pigeonhole";

describe("proof size limit (a memory bound on recorded proofs)", () => {
  const php = pigeonhole(7, 6);

  it("stops with UNKNOWN 'proof-limit' once the proof outgrows its limit, well before the full refutation", () => {
    const full = solveCdcl(php, { proof: true });
    expect(full.status).toBe("UNSAT");
    if (full.status !== "UNSAT" || !full.proof) throw new Error("expected a refutation with a proof");
    const limit = Math.floor(full.proof.length / 10);
    const stopped = solveCdcl(php, { proof: true, proofLimit: limit });
    expect(stopped).toMatchObject({ status: "UNKNOWN", reason: "proof-limit" });
    expect(stopped.stats.work).toBeLessThan(full.stats.work);
  });

  it("overshoots the limit by at most one learnt clause and one reduction's deletions", () => {
    const solver = new CdclSolver(php.numVars, { proof: true, proofLimit: 500 });
    for (const clause of php.clauses) solver.addClause(clause);
    expect(solver.solve()).toMatchObject({ status: "UNKNOWN", reason: "proof-limit" });
    const trace = solver.proofTrace();
    expect(trace?.length).toBeGreaterThan(500);
    // A learnt clause has at most one literal per variable; a reduction deletes at most every clause learnt so far.
    expect(trace!.length).toBeLessThan(2 * (500 + 2 + php.numVars));
  });

  it("leaves a refutation whose proof fits untouched, and the proof still checks", () => {
    const full = solveCdcl(php, { proof: true });
    if (full.status !== "UNSAT" || !full.proof) throw new Error("expected a refutation with a proof");
    const same = solve(php, { proof: true, proofLimit: full.proof.length + 1 });
    expect(same.status).toBe("UNSAT");
    if (same.status !== "UNSAT") return;
    expect(same.proof).toEqual(full.proof);
    expect(same.proofCheck?.verdict).toBe("verified");
  });

  it("is ignored when no proof is recorded, and says why it stopped in competition output", () => {
    expect(solve(php, { proofLimit: 1 }).status).toBe("UNSAT");
    const stopped = solve(php, { proof: true, proofLimit: 50 });
    expect(formatCompetition(stopped)).toContain("c stopped: proof size limit reached\ns UNKNOWN");
  });

  it("with proofOverflow 'drop', discards the proof past its limit and still refutes, with the same search", () => {
    const full = solveCdcl(php, { proof: true });
    if (full.status !== "UNSAT" || !full.proof) throw new Error("expected a refutation with a proof");
    const dropped = solve(php, { proof: true, proofLimit: Math.floor(full.proof.length / 10), proofOverflow: "drop" });
    expect(dropped).toMatchObject({ status: "UNSAT", proofDropped: true });
    if (dropped.status !== "UNSAT") return;
    expect(dropped.proof).toBeUndefined();
    expect(dropped.proofCheck).toBeUndefined();
    // Recording never steers the search: the same conflicts with or without the proof.
    expect(dropped.stats.conflicts).toBe(full.stats.conflicts);
    const fits = solve(php, { proof: true, proofLimit: full.proof.length + 1, proofOverflow: "drop" });
    expect(fits.status === "UNSAT" && fits.proofDropped).toBeFalsy();
    expect(fits.status === "UNSAT" && fits.proofCheck?.verdict).toBe("verified");
  });
});
