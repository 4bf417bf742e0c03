import { describe, expect, it } from "vitest";
import { solve } from "../../../worker/core/sat/index";
import { MAX_PROOF_BYTES } from "../../../worker/http/limits";
import { proofIntLimit, proofLimitProblem, proofTooLarge, uncheckedReason } from "../../../worker/routes/sat-proof";
import { pigeonhole } from "../../core/sat/gen/pigeonhole";

describe("the API's proof size limit", () => {
  it("gives the engine a limit whose DRAT text fits in MAX_PROOF_BYTES", () => {
    // 90 variables: at most a sign, two digits and a space per literal.
    expect(proofIntLimit(90)).toBe(Math.floor(MAX_PROOF_BYTES / 5));
    expect(proofIntLimit(50_000)).toBe(Math.floor(MAX_PROOF_BYTES / 8));
  });

  it("answers a search stopped at the limit with a 422 naming the limit and the local command", () => {
    const php = pigeonhole(7, 6);
    const stopped = solve(php, { proof: true, proofLimit: 200 });
    const found = proofLimitProblem(stopped, php.numVars, "query.proof");
    expect(found).toMatchObject({ kind: "response-too-large", limit: MAX_PROOF_BYTES, unit: "bytes", field: "query.proof" });
    expect(found?.message).toContain("npm run sat -- FILE.cnf --proof FILE.drat");
    // The figure reached is within the limit (the next step would have passed it), and is said so.
    const reached = proofIntLimit(php.numVars) * 5;
    expect(reached).toBeLessThanOrEqual(MAX_PROOF_BYTES);
    expect(found?.message).toBe(`The search stopped when its proof would pass the limit of ${MAX_PROOF_BYTES} bytes of DRAT (it had reached about ${reached}); run it locally: npm run sat -- FILE.cnf --proof FILE.drat`);
    expect(proofLimitProblem(stopped, php.numVars, "query.format")?.field).toBe("query.format");
    // The local command repeats the options that shaped the search.
    expect(proofLimitProblem(stopped, php.numVars, "query.proof", "npm run sat -- FILE.cnf --seed 7 --preprocess")?.message).toMatch(/: npm run sat -- FILE\.cnf --seed 7 --preprocess --proof FILE\.drat$/);
  });

  it("says a finished proof over the limit is over it, by how much it would be", () => {
    const php = pigeonhole(7, 6);
    const solved = solve(php, { proof: true });
    expect(solved.status).toBe("UNSAT");
    const ints = solved.status === "UNSAT" ? (solved.proof?.length ?? 0) : 0;
    const found = proofTooLarge(ints, php.numVars, false, "query.proof");
    expect(found.message).toBe(`The proof would be about ${ints * 5} bytes of DRAT, over the limit of ${MAX_PROOF_BYTES}; run it locally: npm run sat -- FILE.cnf --proof FILE.drat`);
  });

  it("lets a proof within the limit through, and ignores answers without one", () => {
    const php = pigeonhole(5, 4);
    expect(proofLimitProblem(solve(php, { proof: true, proofLimit: proofIntLimit(php.numVars) }), php.numVars, "query.proof")).toBeUndefined();
    expect(proofLimitProblem(solve(php, {}), php.numVars, "query.proof")).toBeUndefined();
    expect(proofLimitProblem(solve(pigeonhole(4, 4), { proof: true }), 16, "query.format")).toBeUndefined();
  });

  it("names the size limit when an unasked-for proof was dropped, and stays silent on verified or non-UNSAT answers", () => {
    const php = pigeonhole(7, 6);
    const dropped = solve(php, { proof: true, proofLimit: 200, proofOverflow: "drop" });
    expect(dropped.status).toBe("UNSAT");
    expect(uncheckedReason(dropped, "cdcl", false)).toEqual({
      reason: "proof-too-large",
      message: "The refutation outgrew the 8 MiB of DRAT a request may hold, so it was not checked; run it locally: npm run sat -- FILE.cnf --proof FILE.drat",
    });
    expect(uncheckedReason(solve(pigeonhole(5, 4), { proof: true }), "cdcl", false)).toBeUndefined();
    expect(uncheckedReason(solve({ numVars: 1, clauses: [Int32Array.of(0)] }), "cdcl", false)).toBeUndefined();
  });
});
