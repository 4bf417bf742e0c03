import { describe, expect, it } from "vitest";
import { CnfCollector, ReducedEncoding, encodeCnf, fullModelToGrid } from "../../../worker/core/sudoku/encode";
import { SinglesPropagator } from "../../../worker/core/sudoku/singles";
import { isSolutionOf } from "../../../worker/core/sudoku/verify";
import { solveDpll } from "../../../worker/core/sat/dpll";
import { verifyModel } from "../../../worker/core/sat/check-model";
import { formatDimacs } from "../../../worker/core/sat/dimacs-format";
import { parseDimacs } from "../../../worker/core/sat/dimacs";
import { EXPERT_HARD } from "../../fixtures/sudoku/reference-puzzles";
import { grid } from "../../helpers/grid";


describe("encodeCnf", () => {
  it("has the textbook clause counts for an empty 9x9", () => {
    const empty = grid(".".repeat(81));
    // minimal: 81 cell clauses + 27 houses x 9 values x C(9,2) pairs
    expect(encodeCnf(empty, "minimal").clauses.length).toBe(81 + 27 * 9 * 36);
    // extended adds 81 x C(9,2) cell pairs and 27 x 9 house clauses
    expect(encodeCnf(empty, "extended").clauses.length).toBe(81 + 81 * 36 + 27 * 9 * 36 + 27 * 9);
    expect(encodeCnf(empty).numVars).toBe(729);
  });

  it("adds one unit clause per given and writes the puzzle into the comments", () => {
    const g = grid(EXPERT_HARD.puzzle);
    const cnf = encodeCnf(g, "minimal");
    const units = cnf.clauses.filter((c) => c.length === 1);
    expect(units.length).toBe(g.cells.filter((v) => v !== 0).length);
    const text = formatDimacs(cnf);
    expect(text).toContain(`c puzzle: ${EXPERT_HARD.puzzle}`);
    expect(text).toMatch(/^p cnf 729 /m);
    const back = parseDimacs(text);
    expect(back.ok && back.value.clauses.length).toBe(cnf.clauses.length);
  });

  it("both encodings solve a 4x4 to a grid the rules checker accepts", () => {
    const puzzle = grid("1..." + "..2." + ".3.." + "...4");
    for (const kind of ["minimal", "extended"] as const) {
      const cnf = encodeCnf(puzzle, kind);
      const res = solveDpll(cnf);
      expect(res.status).toBe("SAT");
      if (res.status !== "SAT") continue;
      expect(verifyModel(cnf, res.model).ok).toBe(true);
      expect(isSolutionOf(puzzle, fullModelToGrid(puzzle.shape, res.model))).toBe(true);
    }
  });

  it("an impossible 4x4 is UNSAT in both encodings", () => {
    // r1c4 cannot hold anything: 1,2,3 in its row and 4 in its column.
    const puzzle = grid("123." + "...4" + "...." + "....");
    for (const kind of ["minimal", "extended"] as const) expect(solveDpll(encodeCnf(puzzle, kind)).status).toBe("UNSAT");
  });
});

describe("ReducedEncoding", () => {
  it("makes variables only for the open cells' remaining candidates", () => {
    const g = grid(EXPERT_HARD.puzzle);
    const state = new SinglesPropagator(g.shape);
    state.load(g.cells);
    expect(state.propagate()).toBe("open");
    const enc = new ReducedEncoding(g.shape);
    const n = enc.number(state);
    let expected = 0;
    for (let i = 0; i < 81; i++) if (state.values[i] === 0) for (let m = state.cand[i]; m; m &= m - 1) expected++;
    expect(n).toBe(expected);
    expect(n).toBeLessThan(200);
    expect(enc.describe()[0]).toMatch(/^var 1 = r\dc\d=\d$/);
  });

  it("its models decode to the unique solution of a hard puzzle", () => {
    const g = grid(EXPERT_HARD.puzzle);
    const state = new SinglesPropagator(g.shape);
    state.load(g.cells);
    state.propagate();
    const enc = new ReducedEncoding(g.shape);
    enc.number(state);
    const sink = new CnfCollector();
    expect(enc.emit(sink)).toBe(true);
    const cnf = { numVars: enc.numVars, clauses: sink.clauses };
    const res = solveDpll(cnf);
    expect(res.status).toBe("SAT");
    if (res.status !== "SAT") return;
    const out = state.values.slice();
    enc.decode((x) => res.model[x], out);
    const solved = { shape: g.shape, cells: out };
    expect(isSolutionOf(g, solved)).toBe(true);
    for (let i = 0; i < 81; i++) {
      if (EXPERT_HARD.partial[i] !== ".") expect(String(out[i])).toBe(EXPERT_HARD.partial[i]);
    }
  });
});
