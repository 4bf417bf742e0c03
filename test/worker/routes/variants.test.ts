import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Problem, SolveResponse } from "../../../worker/core/api";
import { checkProof, parseDimacs } from "../../../worker/core/sat/index";
import { isVariantSolution } from "../../../worker/core/sudoku/variants/check";
import { fromFpuzzles } from "../../../worker/core/sudoku/variants/fpuzzles";
import { compressFpuzzles } from "../../../worker/variants/fpuzzles-link";
import { dratToTrace } from "../../core/sat/gen/drat";
import published from "../../fixtures/variants/published.json";
import { MIN_VARIANT_SOLVE_BUDGET_MS } from "../../../worker/http/limits";
import { BUILD_UNITS_PER_LITERAL } from "../../../worker/core/calibration";
import { variantCore } from "../../../worker/core/sudoku/variants/core";
import { solveVariant } from "../../../worker/core/sudoku/variants/solve";

const byName = (prefix: string) => published.find((e) => e.name.startsWith(prefix))!;
const KILLER = byName("Killer sudoku");
const THERMO = byName("Thermosudoku");

function post(body: unknown) {
  return SELF.fetch("http://x/api/solve", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

const digits = (text: string): number[] => [...text].map((ch) => parseInt(ch, 36));

describe("POST /api/solve with an f-puzzles variant", () => {
  it("solves a published killer from its JSON: unique, the published solution, checked against the rules", async () => {
    const res = await post({ fpuzzles: KILLER.fpuzzles });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SolveResponse;
    expect(body).toMatchObject({ status: "unique", size: 9, solution: KILLER.solution, rules: ["killer"] });
    expect(body.puzzle).toBe(".".repeat(81));
    const puzzle = fromFpuzzles(KILLER.fpuzzles);
    expect(puzzle.ok && isVariantSolution(puzzle.value, digits(body.solution!))).toBe(true);
    expect(res.headers.get("cache-control")).toContain("max-age");
  });

  it("solves a thermo puzzle sent as a compressed f-puzzles link", async () => {
    const link = `https://www.f-puzzles.com/?load=${compressFpuzzles(THERMO.fpuzzles)}`;
    const body = (await (await post({ fpuzzles: link })).json()) as SolveResponse;
    expect(body).toMatchObject({ status: "unique", solution: THERMO.solution, rules: ["thermo"] });
  });

  it("gives a uniqueness certificate whose DRAT proof checks against its CNF", async () => {
    const body = (await (await post({ fpuzzles: KILLER.fpuzzles, certificate: true })).json()) as SolveResponse;
    expect(body.certificate?.check).toBe("verified");
    const cnf = parseDimacs(body.certificate!.cnf);
    expect(cnf.ok).toBe(true);
    if (!cnf.ok) return;
    expect(checkProof(cnf.value, dratToTrace(body.certificate!.proof)).verdict).toBe("verified");
  });

  it("solves a 1-5-9 puzzle (column indexers in columns 1, 5 and 9) proved unique, its solution keeping every indexer", async () => {
    const givens = "........1...8...3.....7..9.....5.1....4.2....3..................7.........6...91.";
    const grid = Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => (givens[r * 9 + c] === "." ? {} : { value: Number(givens[r * 9 + c]), given: true })));
    const cells = Array.from({ length: 9 }, (_, r) => [1, 5, 9].map((c) => `R${r + 1}C${c}`)).flat();
    const fpuzzles = { size: 9, grid, columnindexer: [{ cells }] };
    const body = (await (await post({ fpuzzles })).json()) as SolveResponse;
    expect(body).toMatchObject({ status: "unique", rules: ["indexer"] });
    const solution = digits(body.solution!);
    const puzzle = fromFpuzzles(fpuzzles);
    expect(puzzle.ok && isVariantSolution(puzzle.value, solution)).toBe(true);
    // The rule itself, read off the answer: in each row the digit in column 1 names the column that holds 1.
    for (let r = 0; r < 9; r++) expect(solution[r * 9 + solution[r * 9] - 1]).toBe(1);
  });

  it("refuses a 16x16 variant on a budget below its build cost with 422 naming the budget, and solves it at that budget", async () => {
    const big = published.find((e) => e.fpuzzles.size === 16)!;
    const least = MIN_VARIANT_SOLVE_BUDGET_MS[16];
    const small = await post({ fpuzzles: big.fpuzzles, budget_ms: least - 1 });
    expect(small.status).toBe(422);
    expect((await small.json()) as Problem).toMatchObject({ kind: "budget-too-small", limit: least, unit: "ms", field: "body.budget_ms" });
    const enough = await post({ fpuzzles: big.fpuzzles, budget_ms: least });
    expect(enough.status).toBe(200);
    expect(["unique", "unknown"]).toContain(((await enough.json()) as SolveResponse).status);
  });

  it("points to the command line for a certificate of a variant larger than 9x9, and still solves it", async () => {
    const big = published.find((e) => e.fpuzzles.size === 16)!;
    const body = (await (await post({ fpuzzles: big.fpuzzles, certificate: true })).json()) as SolveResponse;
    expect(body.status).toBe("unique");
    expect(body.certificate).toMatchObject({ cnf: "", proof: "", steps: 0 });
    expect(body.certificate?.error).toContain("npm run sudoku -- solve puzzle.json --certificate");
  });

  it("answers multiple with two different solutions and the cells where they differ", async () => {
    const loose = { ...THERMO.fpuzzles, thermometer: THERMO.fpuzzles.thermometer!.slice(0, 1), grid: THERMO.fpuzzles.grid.map((row) => row.map(() => ({}))) };
    const body = (await (await post({ fpuzzles: loose })).json()) as SolveResponse;
    expect(body.status).toBe("multiple");
    expect(body.otherSolution).toBeDefined();
    expect(body.solution).not.toBe(body.otherSolution);
    const differ = [...body.solution!].flatMap((ch, i) => (ch === body.otherSolution![i] ? [] : [`r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`]));
    expect(body.differingCells).toEqual(differ);
  });

  it("answers none with the conflicting rule instances and givens", async () => {
    const grid = KILLER.fpuzzles.grid.map((row) => row.map(() => ({}) as Record<string, unknown>));
    grid[0][0] = { value: 5, given: true }; // the cage r1c1+r1c2 = 3 cannot hold a 5
    const body = (await (await post({ fpuzzles: { ...KILLER.fpuzzles, grid } })).json()) as SolveResponse;
    expect(body.status).toBe("none");
    expect(body.conflict).toEqual({ members: ["killer cage 3 at r1c1, r1c2", "given r1c1=5"], minimal: true });
    // stats.work is everything the budget paid for: the solve and the search for the conflict, each with its build at the
    // measured price.
    const puzzle = fromFpuzzles({ ...KILLER.fpuzzles, grid });
    if (!puzzle.ok) throw new Error(puzzle.error.message);
    const solvedAlone = solveVariant(puzzle.value, { budget: { work: body.stats.budgetWork }, buildUnitsPerLiteral: BUILD_UNITS_PER_LITERAL });
    const core = variantCore(puzzle.value, {}, { buildUnitsPerLiteral: BUILD_UNITS_PER_LITERAL })!;
    const coreAtOneUnit = variantCore(puzzle.value)!;
    expect(core.stats.work).toBeGreaterThan(coreAtOneUnit.stats.work);
    expect(body.stats.work).toBe(solvedAlone.stats.work + core.stats.work);
  });

  it("answers unknown with advice when the budget is too small", async () => {
    const body = (await (await post({ fpuzzles: byName("Sudoku X").fpuzzles, budget_ms: 1 })).json()) as SolveResponse;
    expect(body.status).toBe("unknown");
    expect(body.unknown?.reason).toBe("budget");
  });

  it("refuses rules too large to encode with 400 before building, and answers a hopeless 60-cell arrow at once", async () => {
    const name = (cell: number) => `R${Math.floor(cell / 16) + 1}C${(cell % 16) + 1}`;
    const snake = Array.from({ length: 256 }, (_, i) => Math.floor(i / 16) * 16 + (Math.floor(i / 16) % 2 ? 15 - (i % 16) : i % 16)).map(name);
    const grid = Array.from({ length: 16 }, () => Array.from({ length: 16 }, () => ({})));
    const huge = await post({ fpuzzles: { size: 16, grid, betweenline: Array.from({ length: 40 }, (_, i) => ({ lines: [snake.slice(i, i + 200)] })) } });
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as Problem).detail).toContain("clause literals to encode");
    // Fifty-nine cells add up to 59 at least, more than a circle can hold: no solution, found without a search.
    const arrow = await post({ fpuzzles: { size: 16, grid, arrow: [{ cells: [snake[0]], lines: [snake.slice(0, 60)] }] } });
    expect(arrow.status).toBe(200);
    expect(((await arrow.json()) as SolveResponse).status).toBe("none");
  });

  it("rejects an unknown constraint type with 422 naming it", async () => {
    const res = await post({ fpuzzles: { ...KILLER.fpuzzles, doublearrow: [{ lines: [["R1C1", "R1C2", "R1C3"]] }] } });
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const p = (await res.json()) as Problem;
    expect(p).toMatchObject({ kind: "unsupported-constraint", field: "body.fpuzzles.doublearrow" });
    expect(p.detail).toContain("doublearrow");
  });

  it("rejects malformed fields with 400 naming the field and the cell", async () => {
    const res = await post({ fpuzzles: { ...KILLER.fpuzzles, killercage: [{ cells: ["R1C1", "R10C1"], value: "3" }] } });
    expect(res.status).toBe(400);
    expect((await res.json()) as Problem).toMatchObject({ kind: "bad-fpuzzles", field: "body.fpuzzles.killercage[0].cells[1]", cell: "r10c1" });
    const broken = await post({ fpuzzles: "https://www.f-puzzles.com/?load=NotAPuzzleAtAll" });
    expect(broken.status).toBe(400);
    expect((await broken.json()) as Problem).toMatchObject({ kind: "bad-fpuzzles", field: "body.fpuzzles" });
    // A base64 fragment the decompressor itself trips over (it threw, and the answer was a 500).
    const cut = await post({ fpuzzles: "y" });
    expect(cut.status).toBe(400);
    expect((await cut.json()) as Problem).toMatchObject({ kind: "bad-fpuzzles", field: "body.fpuzzles" });
  });

  it("asks for exactly one of puzzle and fpuzzles", async () => {
    for (const body of [{}, { puzzle: ".".repeat(81), fpuzzles: KILLER.fpuzzles }]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect((await res.json()) as Problem).toMatchObject({ kind: "invalid-request", field: "body.puzzle" });
    }
  });

  it("still serves classic puzzles through the same route", async () => {
    const res = await post({ puzzle: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79" });
    expect(((await res.json()) as SolveResponse).status).toBe("unique");
  });
});
