import { describe, expect, it } from "vitest";
import { searchSummary } from "../../../web/pages/solve-report";

describe("the search summary under a verdict", () => {
  it("names guesses, dead ends and propagations, and leaves out a propagation count the engine did not keep", () => {
    expect(searchSummary({ decisions: 12, conflicts: 3, propagations: 4_051 })).toBe("Search: 12 guesses (decisions), 3 dead ends (conflicts), 4,051 propagations.");
    expect(searchSummary({ decisions: 22, conflicts: 0, propagations: 0 })).toBe("Search: 22 guesses (decisions), 0 dead ends (conflicts).");
    expect(searchSummary({ decisions: 1, conflicts: 1, propagations: 1 })).toBe("Search: 1 guess (decisions), 1 dead end (conflicts), 1 propagation.");
  });

  it("says when no search was needed", () => {
    expect(searchSummary({ decisions: 0, conflicts: 0, propagations: 30 })).toBe("Solved by propagation alone: 30 forced placements and eliminations, no guessing.");
    expect(searchSummary({ decisions: 0, conflicts: 0, propagations: 0 })).toBe("Decided by forced moves alone (singles) before any search: no guessing was needed.");
  });
});
