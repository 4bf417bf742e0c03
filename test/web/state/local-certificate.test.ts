import { describe, expect, it } from "vitest";
import { checkProof, parseDimacs } from "../../../worker/core/sat/index";
import { certifyLocally } from "../../../web/state/local-certificate";
import { traceFromDrat } from "../../helpers/drat";
import { PUZZLE_4, PUZZLE_9, SOLUTION_4, SOLUTION_9 } from "../helpers";

const steady = () => 0;
// Arto Inkala's 2012 puzzle: its refutation takes a real search (124 proof steps), unlike the easy PUZZLE_9.
const HARD_9 = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
const HARD_9_SOLUTION = "812753649943682175675491283154237896369845721287169534521974368438526917796318452";

/** The certificate's two files, checked again from their text alone: the CNF read back, the DRAT proof replayed. */
async function recheck(cnf: Blob, drat: Blob): Promise<string> {
  const formula = parseDimacs(await cnf.text());
  if (!formula.ok) throw new Error(formula.error.message);
  return checkProof(formula.value, traceFromDrat(await drat.text())).verdict;
}

describe("certifyLocally (a uniqueness certificate made in the browser's worker)", () => {
  it("certifies a 6x6 with its 2x3 boxes, as the API does, and refuses a solution that breaks them", async () => {
    const puzzle = "...2.35..4....4..........3..1...6.45";
    const solution = "641253523461354126162534435612216345";
    const reply = certifyLocally({ input: puzzle, solution, work: 100_000_000 }, steady);
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.answer.check).toBe("verified");
    expect(await recheck(reply.answer.cnf, reply.answer.drat)).toBe("verified");
    const wrong = certifyLocally({ input: puzzle, solution: solution.replace(/^6/, "1"), work: 100_000_000 }, steady);
    expect(wrong.ok).toBe(false);
  });

  it("certifies 4×4 and 9×9 puzzles (one that takes a real search) with the solution found: files whose proof checks again from the text alone", async () => {
    for (const [puzzle, solution] of [[PUZZLE_4, SOLUTION_4], [PUZZLE_9, SOLUTION_9], [HARD_9, HARD_9_SOLUTION]]) {
      const reply = certifyLocally({ input: puzzle, solution, work: 1_000_000_000 }, steady);
      if (!reply.ok) throw new Error(reply.message);
      const { cnf, drat, steps, check } = reply.answer;
      expect(check).toBe("verified");
      expect(steps).toBeGreaterThan(0);
      expect(await cnf.text()).toContain(`c solution: ${solution}`);
      expect(await recheck(cnf, drat)).toBe("verified");
    }
  });

  it("reports the refutation's progress and then the proof check's, with the work of both", () => {
    const heard: { phase: string; work: number }[] = [];
    const progress = { every: 1, report: (stats: { work: number }, phase: "search" | "check" = "search") => void heard.push({ phase, work: stats.work }) };
    const reply = certifyLocally({ input: HARD_9, solution: HARD_9_SOLUTION, work: 1_000_000_000 }, steady, progress);
    if (!reply.ok) throw new Error(reply.message);
    const phases = heard.map((h) => h.phase);
    expect(phases).toContain("search");
    expect(phases).toContain("check");
    // Every search report comes before the first check report, and the work only grows.
    expect(phases.indexOf("check")).toBeGreaterThan(phases.lastIndexOf("search"));
    for (let i = 1; i < heard.length; i++) expect(heard[i].work).toBeGreaterThanOrEqual(heard[i - 1].work);
  });

  it("says plainly that certificates are made up to 16×16 for a 25×25 puzzle", () => {
    const reply = certifyLocally({ input: ".".repeat(625), solution: "1".repeat(625), work: 1_000 }, steady);
    expect(reply).toEqual({
      ok: false,
      message: "Uniqueness certificates are made here up to 16×16; this puzzle is 25×25. The command line makes one: npm run sudoku -- solve PUZZLE --certificate PREFIX",
    });
  });

  it("refuses a solution that does not fit the givens, or is not a grid of the same size", () => {
    const wrong = `2${SOLUTION_4.slice(1)}`; // r1c1 is a given 1
    const message = "The solution to certify does not fit this puzzle's givens, so no certificate was made.";
    for (const solution of [wrong, SOLUTION_9, "x"]) {
      expect(certifyLocally({ input: PUZZLE_4, solution, work: 1_000_000 }, steady)).toEqual({ ok: false, message });
    }
  });

  it("names the unreadable puzzle's fault", () => {
    const reply = certifyLocally({ input: "1.3", solution: SOLUTION_4, work: 1_000 }, steady);
    expect(reply.ok).toBe(false);
    if (!reply.ok) expect(reply.message).toMatch(/^Could not read the puzzle: /);
  });

  it("says when this browser's budget ran out before the proof was found", () => {
    const reply = certifyLocally({ input: HARD_9, solution: HARD_9_SOLUTION, work: 1_000 }, steady);
    expect(reply).toEqual({
      ok: false,
      message: "This browser's budget of 1,000 work units ran out before the proof was found. The command line has no limit: npm run sudoku -- solve PUZZLE --certificate PREFIX",
    });
  });

  it("says when the proof grew past what the browser holds for it", () => {
    const reply = certifyLocally({ input: HARD_9, solution: HARD_9_SOLUTION, work: 1_000_000_000, proofLimit: 500 }, steady);
    expect(reply).toEqual({
      ok: false,
      message: "The proof grew past 500 numbers, the most this browser holds for it, so no certificate was made. The command line has no such limit: npm run sudoku -- solve PUZZLE --certificate PREFIX",
    });
  });

  it("passes on the engine's finding when the puzzle has another solution after all", () => {
    const reply = certifyLocally({ input: ".2.4.4.221434321", solution: "1234341221434321", work: 1_000_000 }, steady);
    expect(reply).toEqual({ ok: false, message: "The puzzle has another solution, so there is no uniqueness to certify." });
  });
});
