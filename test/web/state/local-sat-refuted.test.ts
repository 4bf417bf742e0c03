/** The error path no correct engine reaches: a proof the independent checker refutes. The UNSAT is not shown. */
import { describe, expect, it, vi } from "vitest";

vi.mock("../../../worker/core/sat/index", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../worker/core/sat/index")>();
  return { ...original, checkProof: () => ({ verdict: "refuted", step: 3, message: "step 3 adds a clause that does not follow by unit propagation", work: 12 }) };
});

const { solveSatLocally } = await import("../../../web/state/local-sat");

describe("solveSatLocally with a proof that fails the check", () => {
  it("refuses to answer UNSAT and says which step failed", () => {
    const reply = solveSatLocally({ input: "p cnf 1 2\n1 0\n-1 0\n", work: 1_000 }, () => 0);
    expect(reply).toEqual({
      ok: false,
      message: "The proof failed the check (step 3 adds a clause that does not follow by unit propagation), so the UNSAT is not shown.",
    });
  });

  it("still shows a SAT answer, whose model the model checker passes", () => {
    const reply = solveSatLocally({ input: "p cnf 2 1\n1 2 0\n", work: 1_000 }, () => 0);
    expect(reply.ok && reply.answer.status).toBe("SAT");
  });
});
