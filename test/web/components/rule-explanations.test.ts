import { describe, expect, it } from "vitest";
import type { Rule } from "../../../worker/core/sudoku/variants/model";
import { ruleExplanations } from "../../../web/components/rule-explanations";

const puzzle = (size: number, rules: Rule[]) => ({ size, givens: new Uint8Array(size * size), rules });

describe("the rules list's explanations", () => {
  it("gives each kind of rule one sentence, in the order the kinds first appear, and none for a drawn cage", () => {
    const lines = ruleExplanations(
      puzzle(9, [
        { kind: "sandwich", line: "row", index: 0, sum: 5 },
        { kind: "killer", cells: [0, 1], sum: 3 },
        { kind: "sandwich", line: "column", index: 2, sum: 0 },
        { kind: "cosmetic-cage", cells: [5] },
        { kind: "odd", cell: 4 },
      ]),
    );
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Sandwich: the digits between the 1 and the 9 /);
    expect(lines[1]).toMatch(/^Killer cage:/);
    expect(lines[2]).toMatch(/^Grey circle: an odd digit/);
  });

  it("names the largest digit of the board's size in a sandwich", () => {
    expect(ruleExplanations(puzzle(6, [{ kind: "sandwich", line: "row", index: 0, sum: 5 }]))[0]).toContain("between the 1 and the 6");
  });

  it("gives a lockout line's gap and the default whispers difference for the board's size", () => {
    const lines = ruleExplanations(puzzle(9, [{ kind: "lockout", cells: [0, 1, 2] }, { kind: "whispers", cells: [3, 4], difference: 5 }]));
    expect(lines[0]).toContain("differ by at least 4;");
    expect(lines[1]).toContain("differ by at least 5,");
    expect(ruleExplanations(puzzle(6, [{ kind: "lockout", cells: [0, 1] }, { kind: "whispers", cells: [3, 4], difference: 3 }])).join(" ")).toMatch(/at least 3;.*at least 3,/);
  });

  it("names the marks that tell an X-sum and a skyscraper clue from a sandwich", () => {
    const lines = ruleExplanations(puzzle(9, [{ kind: "x-sum", line: "row", index: 0, sum: 9 }, { kind: "skyscraper", line: "row", index: 0, count: 2, after: true }]));
    expect(lines).toEqual([expect.stringMatching(/^X-sum \(clue marked x\)/), expect.stringMatching(/^Skyscraper \(clue marked ▲\)/)]);
  });

  it("names an entropic line's thirds for the board's size, and explains region sum lines", () => {
    expect(ruleExplanations(puzzle(9, [{ kind: "entropic", cells: [0, 1, 2] }]))[0]).toContain("one low digit (1–3, 4–6, 7–9)");
    expect(ruleExplanations(puzzle(6, [{ kind: "entropic", cells: [0, 1, 2] }]))[0]).toContain("(1–2, 3–4, 5–6)");
    expect(ruleExplanations(puzzle(12, [{ kind: "entropic", cells: [0, 1, 2] }]))[0]).toContain("(1–4, 5–8, 9–12)");
    expect(ruleExplanations(puzzle(9, [{ kind: "region-sum", cells: [2, 3] }]))[0]).toContain("crosses a region border");
  });

  it("explains each kind of indexer in its own sentence", () => {
    const lines = ruleExplanations(
      puzzle(9, [
        { kind: "indexer", by: "column", cell: 0 },
        { kind: "indexer", by: "row", cell: 1 },
        { kind: "indexer", by: "column", cell: 18 },
        { kind: "indexer", by: "box", cell: 4 },
      ]),
    );
    expect(lines).toEqual([expect.stringMatching(/^Column indexer .*column X of the same row/), expect.stringMatching(/^Row indexer .*row X of the same column/), expect.stringMatching(/^Box indexer .*X-th cell/)]);
  });
});
