import { act, cleanup, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BrowserProof, BrowserSatAnswer } from "../../../web/state/local-sat";
import { BrowserSatNote, browserSatVerdictWords, proofBadge } from "../../../web/pages/sat-browser";
import { ResultView } from "../../../web/pages/sat-result";

const stats = { decisions: 5, propagations: 50, conflicts: 4, work: 900, budgetWork: 40_000_000_000, budgetMs: 1_000_000 };
const proof = (check: "verified" | "unknown"): BrowserProof => ({
  steps: 40,
  check,
  checkedSteps: check === "verified" ? 40 : 3,
  checkBudget: check === "verified" ? 10_000_000_000 : 10,
  checkWork: check === "verified" ? 1_234 : 10,
  drat: new Blob(["1 0\n0\n"]),
});
const unsat = (check: "verified" | "unknown"): BrowserSatAnswer => ({
  status: "UNSAT",
  engine: "cdcl",
  numVars: 2,
  numClauses: 4,
  stats,
  warnings: [],
  verified: check === "verified",
  ...(check === "unknown" ? { unchecked: "The checker's own budget of 10 work units ran out after 3 of the proof's 40 steps." } : {}),
  browserProof: proof(check),
});
const stoppedBy = (reason: "budget" | "proof-limit", message: string): BrowserSatAnswer => ({ status: "UNKNOWN", engine: "cdcl", numVars: 2, numClauses: 4, stats, warnings: [], stopped: { reason, message } });

function show(r: BrowserSatAnswer) {
  return render(
    <ResultView r={r} ms={1500} maxMs={null} local badge={proofBadge(r)}>
      <BrowserSatNote r={r} formula="php.cnf" />
    </ResultView>,
  );
}

describe("an answer from this browser on /sat", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows a checked UNSAT with its badge and the proof to download, whose URL is revoked when the answer goes away", () => {
    const created = vi.spyOn(URL, "createObjectURL");
    const revoked = vi.spyOn(URL, "revokeObjectURL");
    const view = show(unsat("verified"));
    expect(screen.getByLabelText("Status").textContent).toBe("s UNSATISFIABLEproof checked in this browser (40 steps)");
    const link = screen.getByRole("link", { name: "proof.drat" });
    expect(link.getAttribute("download")).toBe("proof.drat");
    expect(link.getAttribute("href")).toBe(created.mock.results[0].value);
    expect(view.container.textContent).toContain("Proof: proof.drat (DRAT, 40 steps; the checker spent 1,234 work units). Check it yourself: drat-trim php.cnf proof.drat.");
    expect(view.container.textContent).not.toContain("not fully checked");
    act(() => void view.unmount());
    expect(revoked).toHaveBeenCalledWith(created.mock.results[0].value);
  });

  it("says 'UNSAT (proof not fully checked: …)' when the checker's budget ran out, without the badge", () => {
    const view = show(unsat("unknown"));
    expect(screen.getByLabelText("Status").textContent).toBe("s UNSATISFIABLE");
    expect(view.container.textContent).toContain("UNSAT (proof not fully checked: the checker's own budget of 10 work units ran out after 3 of 40 steps).");
    // Said once, in the browser's words: not again in the server's.
    expect(view.container.textContent).not.toContain("Not checked:");
    expect(screen.getByRole("link", { name: "proof.drat" })).not.toBeNull();
  });

  it("explains an UNKNOWN by what stopped it: the proof's size limit, or the work budget", () => {
    const limit = "The search stopped undecided because the proof this browser must check grew past 8,000,000 numbers, the most a tab is given for it.";
    let view = show(stoppedBy("proof-limit", limit));
    expect(view.container.textContent).toContain(limit);
    expect(screen.queryByRole("link")).toBeNull();
    cleanup();
    view = show(stoppedBy("budget", "Even this browser's budget of 40,000,000,000 work units ran out."));
    expect(view.container.textContent).toContain("Even this browser's budget of 40,000,000,000 work units ran out.");
    // The server's advice (raise the budget) is not the browser's.
    expect(view.container.textContent).not.toContain("Raise the budget");
  });

  it("puts the verdict in a few words for the status line", () => {
    expect(browserSatVerdictWords(unsat("verified"))).toBe("unsatisfiable, and the proof passed the check");
    expect(browserSatVerdictWords(unsat("unknown"))).toBe("unsatisfiable, but the proof was not fully checked");
    expect(browserSatVerdictWords(stoppedBy("proof-limit", ""))).toBe("still undecided, the proof grew too large to check here");
    expect(browserSatVerdictWords(stoppedBy("budget", ""))).toBe("still undecided, the budget ran out");
    expect(browserSatVerdictWords({ ...stoppedBy("budget", ""), status: "SAT", verified: true, stopped: undefined })).toBe("satisfiable, and the model passed the check");
  });
});
