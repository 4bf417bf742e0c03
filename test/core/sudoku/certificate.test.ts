import { describe, expect, it } from "vitest";
import { checkProof, parseDimacs } from "../../../worker/core/sat/index";
import { uniquenessCertificate } from "../../../worker/core/sudoku/certificate";
import { generatePuzzle } from "../../../worker/core/sudoku/generate";
import { emptyGrid } from "../../../worker/core/sudoku/grid";
import { formatGrid } from "../../../worker/core/sudoku/grid-text";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import { dratToTrace } from "../sat/gen/drat";
import { grid } from "../../helpers/grid";


/** Re-checks a certificate from its text alone: parse the CNF, parse the DRAT, run the checker. */
function recheck(cnfText: string, proofText: string): string {
  const cnf = parseDimacs(cnfText);
  if (!cnf.ok) throw new Error(cnf.error.message);
  return checkProof(cnf.value, dratToTrace(proofText)).verdict;
}

describe("uniqueness certificates", () => {
  it("certify generated 4x4 and 9x9 puzzles: the CNF excludes the solution and the DRAT proof refutes it", () => {
    for (const [box, seed] of [[2, 1], [2, 2], [3, 1], [3, 7]]) {
      const made = generatePuzzle({ box, seed, grade: false });
      const cert = uniquenessCertificate(made.puzzle, made.solution);
      if (!cert.ok) throw new Error(cert.error.message);
      expect(cert.value.check).toBe("verified");
      expect(cert.value.steps).toBeGreaterThan(0);
      expect(cert.value.cnf).toContain(`c puzzle: ${formatGrid(made.puzzle, "line")}`);
      expect(cert.value.cnf).toContain(`c solution: ${formatGrid(made.solution, "line")}`);
      const n = made.puzzle.shape.size;
      expect(cert.value.cnf).toMatch(new RegExp(`^p cnf ${n * n * n} \\d+$`, "m"));
      expect(recheck(cert.value.cnf, cert.value.proof)).toBe("verified");
    }
  });

  it("a fully given grid is certified by the empty clause itself", () => {
    const solved = solveSudoku(grid(".".repeat(16))).solution!;
    const cert = uniquenessCertificate(solved, solved);
    expect(cert.ok && cert.value).toMatchObject({ proof: "0\n", check: "verified", steps: 1 });
  });

  it("refuses a puzzle with another solution, a grid too large, and says when the budget ran out", () => {
    const open = emptyGrid(2);
    const some = solveSudoku(open).solution!;
    expect(uniquenessCertificate(open, some)).toMatchObject({ ok: false, error: { kind: "not-unique" } });
    expect(uniquenessCertificate(emptyGrid(5), emptyGrid(5))).toMatchObject({ ok: false, error: { kind: "too-large" } });
    const made = generatePuzzle({ box: 3, seed: 3, grade: false });
    expect(uniquenessCertificate(made.puzzle, made.solution, { work: 1 })).toMatchObject({ ok: false, error: { kind: "budget" } });
  });

  it("certifies a 25x25 when asked to go that far (the command line does)", () => {
    const made = generatePuzzle({ box: 5, seed: 11, grade: false });
    const cert = uniquenessCertificate(made.puzzle, made.solution, {}, Infinity, { maxSize: 25 });
    if (!cert.ok) throw new Error(cert.error.message);
    expect(cert.value.check).toBe("verified");
    expect(cert.value.cnf).toMatch(/^p cnf 15625 \d+$/m);
    expect(recheck(cert.value.cnf, cert.value.proof)).toBe("verified");
  });

  it("reports the refutation's progress, then its check's, the check's work counted on top of the search's", () => {
    const made = generatePuzzle({ box: 3, seed: 2, grade: false });
    const seen: { phase: string; work: number; conflicts: number }[] = [];
    const cert = uniquenessCertificate(made.puzzle, made.solution, {}, Infinity, {
      progress: { every: 1, report: (stats, phase = "search") => seen.push({ phase, work: stats.work, conflicts: stats.conflicts }) },
    });
    if (!cert.ok) throw new Error(cert.error.message);
    expect(cert).toEqual(uniquenessCertificate(made.puzzle, made.solution));
    const searchReports = seen.filter((r) => r.phase === "search");
    const checkReports = seen.filter((r) => r.phase === "check");
    expect(checkReports.length).toBeGreaterThan(0);
    expect(seen.findIndex((r) => r.phase === "check")).toBeGreaterThanOrEqual(searchReports.length);
    for (let i = 1; i < seen.length; i++) expect(seen[i].work).toBeGreaterThan(seen[i - 1].work);
    // During the check the counters are the finished search's: its conflicts stay.
    expect(new Set(checkReports.map((r) => r.conflicts)).size).toBe(1);
  });

  it("stops at a proof limit with a too-large error that names the limit and the command that has none", () => {
    // Seed 2's refutation learns clauses (6 proof steps), so a limit of one proof int stops it.
    const made = generatePuzzle({ box: 3, seed: 2, grade: false });
    const full = uniquenessCertificate(made.puzzle, made.solution);
    if (!full.ok) throw new Error(full.error.message);
    expect(full.value.steps).toBeGreaterThan(1);
    const limited = uniquenessCertificate(made.puzzle, made.solution, {}, 1);
    expect(limited).toMatchObject({ ok: false, error: { kind: "too-large" } });
    expect(!limited.ok && limited.error.message).toContain("npm run sudoku -- solve PUZZLE --certificate");
    expect(uniquenessCertificate(made.puzzle, made.solution, {}, 10 * full.value.proof.length)).toEqual(full);
  });
});
