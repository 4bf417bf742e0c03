import { describe, expect, it } from "vitest";
import { solve } from "../../worker/core/sat/index";
import { CHECK_PROOF_INTS, describeUnsatCheck, proofOptions } from "../../worker/cli/unsat-check";
import { pigeonhole } from "../core/sat/gen/pigeonhole";

const hole6 = pigeonhole(6, 5);

describe("npm run sat: checking an UNSAT answer", () => {
  it("records a proof on every cdcl run, keeps it whole with --proof, and none for DPLL or --compare", () => {
    expect(proofOptions("cdcl", false, false)).toEqual({ proof: true, proofLimit: CHECK_PROOF_INTS, proofOverflow: "drop" });
    expect(proofOptions("cdcl", false, true)).toEqual({ proof: true });
    expect(proofOptions("dpll", false, false)).toEqual({});
    expect(proofOptions("cdcl", true, false)).toEqual({});
  });

  it("reports a replayed refutation as verified, with its step count", () => {
    const result = solve(hole6, { engine: "cdcl", ...proofOptions("cdcl", false, false) });
    const check = describeUnsatCheck(result, "cdcl", false);
    expect(check?.verified).toBe(true);
    expect(check?.message).toMatch(/^refutation: [1-9]\d* DRAT steps, verified by the built-in RUP checker$/);
  });

  it("says why an UNSAT went unchecked: engine, --compare, a dropped proof, the budget", () => {
    const dpll = describeUnsatCheck(solve(hole6, { engine: "dpll" }), "dpll", false);
    expect(dpll).toMatchObject({ verified: false, reason: "engine" });
    expect(dpll?.message).toContain("the dpll engine records no proof");
    expect(describeUnsatCheck(solve(hole6, { engine: "cdcl" }), "cdcl", true)).toMatchObject({ verified: false, reason: "compare" });

    const dropped = solve(hole6, { engine: "cdcl", proof: true, proofLimit: 8, proofOverflow: "drop" });
    expect(dropped.status).toBe("UNSAT");
    expect(describeUnsatCheck(dropped, "cdcl", false)).toMatchObject({ verified: false, reason: "proof-too-large" });

    // The search is deterministic: a budget one unit above its own work lets it finish and leaves the check nothing.
    const searchWork = solve(hole6, { engine: "cdcl", proof: true }).stats.work;
    const starved = solve(hole6, { engine: "cdcl", proof: true, budget: { work: searchWork + 1 } });
    expect(starved.status).toBe("UNSAT");
    const budget = describeUnsatCheck(starved, "cdcl", false);
    expect(budget).toMatchObject({ verified: false, reason: "budget" });
    expect(budget?.message).toMatch(/after \d+ of [1-9]\d* steps; raise --budget-ms$/);
  });

  it("has nothing to say of SAT or UNKNOWN answers", () => {
    expect(describeUnsatCheck(solve(pigeonhole(4, 4), { engine: "cdcl", proof: true }), "cdcl", false)).toBeUndefined();
    expect(describeUnsatCheck(solve(pigeonhole(9, 8), { engine: "cdcl", proof: true, budget: { work: 10 } }), "cdcl", false)).toBeUndefined();
  });
});
