import { cleanup, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { SatResponse } from "../../../worker/core/api";
import { ResultView, satVerdictWords } from "../../../web/pages/sat-result";

const stats = { decisions: 5, propagations: 50, conflicts: 4, work: 900, budgetWork: 20_000_000, budgetMs: 500 };
const answer = (extra: Partial<SatResponse>): SatResponse => ({ status: "UNSAT", engine: "cdcl", numVars: 2, numClauses: 4, stats, warnings: [], ...extra });

describe("a server answer on /sat says what was checked", () => {
  afterEach(cleanup);

  it("badges a checked model and a checked refutation differently", () => {
    render(<ResultView r={answer({ status: "SAT", model: [1, -2, 0], verified: true })} ms={20} maxMs={null} />);
    expect(screen.getByLabelText("Status").textContent).toBe("s SATISFIABLEmodel verified");
    cleanup();
    render(<ResultView r={answer({ verified: true })} ms={20} maxMs={null} />);
    expect(screen.getByLabelText("Status").textContent).toBe("s UNSATISFIABLEproof checked");
    expect(screen.queryByText(/^Not checked/)).toBeNull();
  });

  it("says why an UNSAT was not checked, with no badge", () => {
    const why = "The dpll engine records no proof, so this UNSAT is not checked; engine=cdcl checks its UNSAT answers.";
    render(<ResultView r={answer({ engine: "dpll", verified: false, unchecked: why })} ms={20} maxMs={null} />);
    expect(screen.getByLabelText("Status").textContent).toBe("s UNSATISFIABLE");
    expect(screen.getByText(`Not checked: ${why}`)).toBeTruthy();
  });

  it("puts the check into the status line's words", () => {
    expect(satVerdictWords(answer({ verified: true }))).toBe("unsatisfiable, and the proof passed the check");
    expect(satVerdictWords(answer({ verified: false, unchecked: "…" }))).toBe("unsatisfiable, not checked");
    expect(satVerdictWords(answer({ status: "SAT", verified: true }))).toBe("satisfiable, and the model passed the check");
  });
});
