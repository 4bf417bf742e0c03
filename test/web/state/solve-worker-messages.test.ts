/**
 * The workers' message handling, run in this test's scope: a Sudoku request with a solution gets a certificate, one
 * without gets a solve, a formula's UNSAT comes with its checked proof, and a bug becomes a failure reply.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { PUZZLE_4, SOLUTION_4 } from "../helpers";

interface Scope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage: ReturnType<typeof vi.fn>;
}

async function workerScope(which: "sudoku" | "sat" = "sudoku"): Promise<Scope> {
  const scope: Scope = { onmessage: null, postMessage: vi.fn() };
  vi.stubGlobal("self", scope);
  vi.resetModules();
  await (which === "sudoku" ? import("../../../web/workers/sudoku-solve.worker") : import("../../../web/workers/sat-solve.worker"));
  return scope;
}

describe("the solving workers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers a request with a solution with the certificate, and one without with the solve", async () => {
    const scope = await workerScope();
    scope.onmessage!({ data: { input: PUZZLE_4, work: 10_000_000, solution: SOLUTION_4 } });
    const certificate = scope.postMessage.mock.calls[0][0];
    expect(certificate.ok).toBe(true);
    expect(certificate.answer.check).toBe("verified");
    expect(await certificate.answer.drat.text()).toMatch(/0\n$/);

    scope.onmessage!({ data: { input: PUZZLE_4, work: 10_000_000 } });
    const solved = scope.postMessage.mock.calls[1][0];
    expect(solved.ok && [solved.answer.status, solved.answer.solution]).toEqual(["unique", SOLUTION_4]);
  });

  it("the SAT worker answers an UNSAT with its checked proof", async () => {
    const scope = await workerScope("sat");
    scope.onmessage!({ data: { input: "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n", work: 1_000_000 } });
    const reply = scope.postMessage.mock.calls[0][0];
    expect(reply.ok && reply.answer.status).toBe("UNSAT");
    expect(reply.answer.browserProof.check).toBe("verified");
  });

  it("turns a thrown error into a failure reply", async () => {
    const scope = await workerScope();
    scope.onmessage!({ data: null });
    const reply = scope.postMessage.mock.calls[0][0];
    expect(reply.ok).toBe(false);
    expect(reply.message).toMatch(/^The solver failed: /);
  });
});
