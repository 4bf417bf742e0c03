import { describe, expect, it } from "vitest";
import { candidatesFromGrid, type Candidates } from "../../../../worker/core/sudoku/candidates";
import type { Grid } from "../../../../worker/core/sudoku/grid";
import { chainOf, describeLogged, explainCandidates, formatExplanation } from "../../../../worker/core/sudoku/hints/explain";
import { TECHNIQUE_TABLE } from "../../../../worker/core/sudoku/hints/index";
import { board } from "./boards";
import { bruteForce } from "./brute-force";
import { EXPERT_APPENDIX, EXPERT_SAMPLE } from "../../../fixtures/sudoku/reference-puzzles";
import { grid } from "../../../helpers/grid";


function start(g: Grid): Candidates {
  const c = candidatesFromGrid(g);
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}

/** The expert system's 18 rules: singles, locked candidates, X-Wing and naked/hidden pairs. */
const EXPERT_RULES = TECHNIQUE_TABLE.filter((entry) =>
  ["full-house", "naked-single", "hidden-single", "locked-candidates", "naked-pair", "hidden-pair", "x-wing"].includes(entry.technique),
);

function digits(values: Uint8Array): string {
  return Array.from(values).join("");
}

describe("the expert system's reference puzzles", () => {
  it("its sample puzzle is solved by logic alone, matching the printed answer", () => {
    const explanation = explainCandidates(start(grid(EXPERT_SAMPLE.puzzle)));
    expect(explanation.status).toBe("solved");
    expect(digits(explanation.final.values)).toBe(EXPERT_SAMPLE.answer);
  });

  for (const entry of EXPERT_APPENDIX.slice(0, 2)) {
    it(`${entry.source}: solved by the expert system's own rule families, to the printed answer`, () => {
      const explanation = explainCandidates(start(grid(entry.puzzle)), { techniques: EXPERT_RULES });
      expect(explanation.status).toBe("solved");
      expect(explanation.counts.solver).toBeUndefined();
      expect(digits(explanation.final.values)).toBe(entry.answer);
    });
  }

  it("the third puzzle stalls under the expert system's rules and is solved by logic with the larger set", () => {
    const puzzle = grid(EXPERT_APPENDIX[2].puzzle);
    const narrow = explainCandidates(start(puzzle), { techniques: EXPERT_RULES });
    expect(narrow.status).toBe("stalled");
    const full = explainCandidates(start(puzzle));
    expect(full.status).toBe("solved");
    expect(full.counts.solver).toBeUndefined();
    const beyond = Object.keys(full.counts).filter((t) => !EXPERT_RULES.some((r) => r.technique === t));
    expect(beyond.length).toBeGreaterThan(0);
    expect(digits(full.final.values)).toBe(digits(bruteForce(puzzle).solution!));
  });
});

describe("the solution log", () => {
  const puzzle = grid(EXPERT_APPENDIX[2].puzzle);
  const explanation = explainCandidates(start(puzzle));

  it("counts every step once per technique", () => {
    const total = Object.values(explanation.counts).reduce((a, b) => a + b!, 0);
    expect(total).toBe(explanation.steps.length);
    expect(explanation.steps.every((s, i) => s.index === i)).toBe(true);
  });

  it("dependencies only point to earlier steps", () => {
    for (const logged of explanation.steps) for (const dep of logged.dependsOn) expect(dep).toBeLessThan(logged.index);
    expect(explanation.steps.some((s) => s.dependsOn.length > 0)).toBe(true);
  });

  it("the chain of a placed value ends with the step that placed it and only holds earlier steps", () => {
    const last = explanation.steps[explanation.steps.length - 1];
    const { cell, value } = last.step.placements[0];
    const chain = chainOf(explanation, cell, value);
    expect(chain[chain.length - 1]).toBe(last.index);
    expect(chain.length).toBeGreaterThan(1);
    for (const index of chain) expect(index).toBeLessThanOrEqual(last.index);
    // closed under dependencies
    for (const index of chain) for (const dep of explanation.steps[index].dependsOn) expect(chain).toContain(dep);
  });

  it("the chain of an elimination starts from the step that made it", () => {
    const elimStep = explanation.steps.find((s) => s.step.eliminations.length > 0)!;
    const { cell, value } = elimStep.step.eliminations[0];
    const chain = chainOf(explanation, cell, value);
    expect(chain[chain.length - 1]).toBe(elimStep.index);
  });

  it("a given has no chain", () => {
    expect(chainOf(explanation, 0, 2)).toEqual([]);
  });

  it("prints one numbered line per step and the technique counts", () => {
    const text = formatExplanation(explanation);
    expect(text).toMatch(/^#1 /);
    expect(text).toContain(`status: solved, ${explanation.steps.length} steps`);
    expect(text).toMatch(/swordfish\s+1/);
    expect(describeLogged(explanation.shape, explanation.steps[0])).toBe(text.split("\n")[0].replace(/^#1 /, "").replace(/\s+\[after.*$/, ""));
  });

  it("finishes with forcing chains a puzzle on which the pattern techniques stall", () => {
    const hard = grid("5.......9..6.8...42..93....9.1.......34.21.5....3...7.......8..35...........642..");
    const solution = bruteForce(hard).solution!;
    const patterns = TECHNIQUE_TABLE.filter((e) => e.technique !== "forcing-chain");
    expect(explainCandidates(start(hard), { techniques: patterns }).status).toBe("stalled");
    const full = explainCandidates(start(hard));
    expect(full.status).toBe("solved");
    expect(full.counts["forcing-chain"]).toBeGreaterThan(0);
    expect(digits(full.final.values)).toBe(digits(solution));
    const chain = full.steps.find((s) => s.step.technique === "forcing-chain")!;
    expect(describeLogged(full.shape, chain)).toMatch(/^Forcing chain: if r\dc\d were \d, then .+; so r\dc\d is not \d\.$/);
  });

  it("stalls honestly without an oracle and falls back to the oracle's value with one", () => {
    // Arto Inkala's puzzle: no technique we know, forcing chains included, makes a single step.
    const hard = grid("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
    const solution = bruteForce(hard).solution!;
    const alone = explainCandidates(start(hard));
    expect(alone.status).toBe("stalled");
    let asked = 0;
    const helped = explainCandidates(start(hard), { oracle: () => (asked++, { solution, searchEffort: 42 }) });
    expect(asked).toBe(1);
    expect(helped.status).toBe("solved");
    expect(helped.counts.solver).toBeGreaterThan(0);
    expect(helped.searchEffort).toBe(42);
    expect(digits(helped.final.values)).toBe(digits(solution));
    const solverStep = helped.steps.find((s) => s.step.technique === "solver")!;
    expect(describeLogged(helped.shape, solverStep)).toMatch(/^No known technique applies; the solver shows r\d+c\d+ must be \d\.$/);
  });

  it("reports a contradiction when a cell has no candidate left", () => {
    // r1c1 and r1c2 both need 1: placing one empties the other
    const broken = board({ r1c1: "{1}", r1c2: "{1}" });
    expect(explainCandidates(broken).status).toBe("contradiction");
  });
});
