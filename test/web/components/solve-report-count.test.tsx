import { cleanup, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { SolveResponse } from "../../../worker/core/api";
import { SolveReport, solutionsCounted, verdictWords } from "../../../web/pages/solve-report";
import { grid } from "../helpers";

const stats = { decisions: 1, propagations: 10, conflicts: 0, work: 10, budgetWork: 100, budgetMs: 1 };
const multiple = (count?: SolveResponse["count"]): SolveResponse => ({
  status: "multiple",
  size: 4,
  puzzle: ".2.4.4.221434321",
  solution: "1234341221434321",
  otherSolution: "3214143221434321",
  differingCells: ["r1c1", "r1c3", "r2c1", "r2c3"],
  stats,
  ...(count ? { count, solutions: [] } : {}),
});

describe("how many solutions a several-solution verdict names", () => {
  afterEach(cleanup);

  it("says exactly how many when the count finished, at least how many when it stopped, and 'at least two' uncounted", () => {
    expect(solutionsCounted(multiple({ solutions: 2, complete: true, limit: 10 }))).toBe("exactly 2 solutions");
    expect(solutionsCounted(multiple({ solutions: 10, complete: false, limit: 10 }))).toBe("at least 10 solutions");
    expect(solutionsCounted(multiple())).toBeUndefined();
    expect(verdictWords(multiple({ solutions: 3, complete: true, limit: 10 }))).toBe("exactly 3 solutions");
    expect(verdictWords(multiple())).toBe("more than one solution");
  });

  it("puts the count in the verdict line under the grid", () => {
    render(<SolveReport answer={multiple({ solutions: 2, complete: true, limit: 10 })} shape={grid(".2.4.4.221434321").shape} onAddGiven={() => {}} />);
    expect(screen.getByText("✗ This puzzle has more than one solution (exactly 2 solutions).")).not.toBeNull();
    cleanup();
    render(<SolveReport answer={multiple()} shape={grid(".2.4.4.221434321").shape} onAddGiven={() => {}} />);
    expect(screen.getByText("✗ This puzzle has more than one solution (at least two).")).not.toBeNull();
  });
});
