import { cleanup, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { SatResponse } from "../../../worker/core/api";
import { ResultView, satVerdictWords } from "../../../web/pages/sat-result";

const stats = { decisions: 5, propagations: 50, conflicts: 4, work: 900, budgetWork: 80_000, budgetMs: 2 };
const answer = (over: Partial<SatResponse>): SatResponse => ({ status: "UNSAT", engine: "cdcl", numVars: 2, numClauses: 4, stats, warnings: [], ...over });

describe("a server answer on /sat says what was checked", () => {
  afterEach(cleanup);

  it("badges a SAT answer's model and an UNSAT answer's proof each by its own name", () => {
    render(<ResultView r={answer({ status: "SAT", model: [1, -2], verified: true })} ms={5} maxMs={null} />);
    expect(screen.getByLabelText("Status").textContent).toBe("s SATISFIABLEmodel verified");
    cleanup();
    render(<ResultView r={answer({ verified: true })} ms={5} maxMs={null} />);
    expect(screen.getByLabelText("Status").textContent).toBe("s UNSATISFIABLEproof checked");
    expect(screen.queryByText(/Not checked/)).toBeNull();
  });

  it("says an UNSAT was not checked, and why, in the page's words, for each reason the API gives", () => {
    const api = "words for API callers: engine=cdcl, budget_ms";
    const words: [SatResponse["uncheckedReason"], Partial<SatResponse>, string][] = [
      ["engine", { engine: "dpll" }, "Not checked: the dpll engine records no proof. Choose CDCL for an UNSAT whose proof the server checks."],
      ["count", {}, "Not checked: counting models records no proof."],
      ["proof-too-large", {}, "Not checked: the proof grew past what one request may hold. Check it on the command line: npm run sat -- FILE.cnf --proof FILE.drat"],
      ["budget", {}, "Not checked: the budget ran out before the checker finished the proof. Raise the budget and solve again."],
    ];
    for (const [reason, over, text] of words) {
      const { container } = render(<ResultView r={answer({ ...over, verified: false, unchecked: api, uncheckedReason: reason })} ms={5} maxMs={null} />);
      expect(screen.getByLabelText("Status").textContent).toBe("s UNSATISFIABLE");
      expect(container.querySelector(".notice")?.textContent).toBe(text);
      cleanup();
    }
    // A reason this page does not know yet falls back on the API's words.
    const { container } = render(<ResultView r={answer({ verified: false, unchecked: "a new reason" })} ms={5} maxMs={null} />);
    expect(container.querySelector(".notice")?.textContent).toBe("Not checked: a new reason");
  });

  it("puts what was checked into the status line's few words", () => {
    expect(satVerdictWords(answer({ verified: true }))).toBe("unsatisfiable, and the proof passed the check");
    expect(satVerdictWords(answer({ verified: false }))).toBe("unsatisfiable, not checked");
    expect(satVerdictWords(answer({ status: "SAT", verified: true }))).toBe("satisfiable, and the model passed the check");
    expect(satVerdictWords(answer({}))).toBe("unsatisfiable"); // an answer that says nothing about a check
    expect(satVerdictWords(answer({ status: "UNKNOWN" }))).toBe("still undecided, the budget ran out");
  });
});
