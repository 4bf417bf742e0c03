import { describe, expect, it } from "vitest";
import { solveSudoku, SudokuSolver } from "../../../worker/core/sudoku/solve";
import { formatGrid } from "../../../worker/core/sudoku/grid-text";
import { isSolutionOf } from "../../../worker/core/sudoku/verify";
import { shapeOfBox, shapeOfBoxes } from "../../../worker/core/sudoku/shape";
import { solveGrid } from "../../../worker/core/sudoku/solve-grid";
import type { Grid } from "../../../worker/core/sudoku/grid";
import { randomSolved, uniquePuzzle } from "../../helpers/boxed-brute";
import { createRng } from "../../../worker/core/rng";
import { SOLVED_4X4, bruteSolutions } from "./brute4";
import { ANTI_DFS, BASIC_17, EXPERT_EVIL, EXPERT_HARD, EXPERT_MEDIUM, EXPERT_SAMPLE } from "../../fixtures/sudoku/reference-puzzles";
import { looseGrid as grid } from "../../helpers/grid";

const ENGINES = ["auto", "cdcl", "dpll"] as const;




describe("solveSudoku on the published reference puzzles", () => {
  it("solves the three expert-system puzzles to their printed answers, with every engine", () => {
    for (const engine of ENGINES) {
      for (const { puzzle, answer } of [EXPERT_SAMPLE, EXPERT_EVIL, EXPERT_MEDIUM]) {
        const r = solveSudoku(grid(puzzle), { engine });
        expect(r.status).toBe("unique");
        expect(r.solution && formatGrid(r.solution)).toBe(answer);
      }
    }
  });

  it("solves the 'Hard' puzzle the expert system could not finish, agreeing with its partial result", () => {
    for (const engine of ENGINES) {
      const r = solveSudoku(grid(EXPERT_HARD.puzzle), { engine });
      expect(r.status).toBe("unique");
      const s = formatGrid(r.solution!);
      for (let i = 0; i < 81; i++) if (EXPERT_HARD.partial[i] !== ".") expect(s[i]).toBe(EXPERT_HARD.partial[i]);
      if (engine === "cdcl") {
        expect(r.stats.engine).toBe("cdcl");
        expect(r.stats.openCells).toBeGreaterThan(0);
        // The second call is skipped when the blocking clause leaves the formula UNSAT at level 0.
        expect(r.stats.satCalls).toBeGreaterThanOrEqual(1);
      } else {
        expect(r.stats.engine).toBe("dpll");
        expect(r.stats.nodes).toBeGreaterThan(0);
      }
    }
  });

  it("solves the 17-clue basic puzzle uniquely without any SAT call", () => {
    const r = solveSudoku(grid(BASIC_17));
    expect(r.status).toBe("unique");
    expect(r.stats.satCalls).toBe(0);
    expect(r.stats.givens).toBe(17);
    expect(isSolutionOf(grid(BASIC_17), r.solution!)).toBe(true);
  });

  it("returns 'none' for the anti-DFS puzzle at once", () => {
    const r = solveSudoku(grid(ANTI_DFS));
    expect(r.status).toBe("none");
    expect(r.solutions).toEqual([]);
    expect(r.stats.singlesWork).toBeLessThan(10_000);
  });

  it("returns 'none' for clashing givens", () => {
    const r = solveSudoku(grid("11.." + "...." + "...." + "...."));
    expect(r).toMatchObject({ status: "none", reason: "givens-conflict" });
  });

  it("refuses a grid with rectangular boxes by name, which solveGrid sends to the variant engine instead", () => {
    const six: Grid = { shape: shapeOfBoxes(6)!, cells: new Uint8Array(36) };
    expect(() => solveSudoku(six)).toThrow(RangeError);
    expect(() => solveSudoku(six)).toThrow("take square boxes; a 6×6 with rectangular boxes or regions is solved by solveGrid");
    const solution = randomSolved(6, 3);
    const viaGrid = solveGrid({ ...six, cells: uniquePuzzle(6, solution, 3) });
    expect(viaGrid.status).toBe("unique");
    expect(Array.from(viaGrid.solution!.cells)).toEqual(Array.from(solution));
  });
});

describe("solveSudoku against brute force on 4x4", () => {
  it("agrees on all 65,536 clue subsets of one solved grid (CDCL on every 5th)", () => {
    const solved = SOLVED_4X4[137];
    const solver = new SudokuSolver(shapeOfBox(2));
    const shape = shapeOfBox(2);
    const counts = { unique: 0, multiple: 0 };
    for (let mask = 0; mask < 1 << 16; mask++) {
      if (mask % 5 === 0) {
        const cells = new Uint8Array(16);
        for (let i = 0; i < 16; i++) if (mask & (1 << i)) cells[i] = solved[i];
        const expected = bruteSolutions(cells).length;
        expect(solver.solve({ shape, cells }, { engine: "cdcl" }).status).toBe(expected === 1 ? "unique" : "multiple");
      }
      const cells = new Uint8Array(16);
      for (let i = 0; i < 16; i++) if (mask & (1 << i)) cells[i] = solved[i];
      const expected = bruteSolutions(cells).length;
      const r = solver.solve({ shape, cells });
      expect(r.status).toBe(expected === 1 ? "unique" : "multiple");
      counts[r.status as "unique" | "multiple"]++;
      if (expected === 1) expect(Array.from(r.solution!.cells)).toEqual(Array.from(solved));
    }
    expect(counts.unique).toBeGreaterThan(1000);
  });

  it("agrees on random 4x4 grids with arbitrary values, counting up to 300", () => {
    const rng = createRng(2024);
    const shape = shapeOfBox(2);
    const seen = { none: 0, unique: 0, multiple: 0 };
    for (let t = 0; t < 600; t++) {
      const cells = new Uint8Array(16);
      const clues = rng.int(7);
      for (let k = 0; k < clues; k++) cells[rng.int(16)] = 1 + rng.int(4);
      const expected = bruteSolutions(cells);
      const r = solveSudoku({ shape, cells }, { limit: 300, engine: t % 2 === 0 ? "cdcl" : "dpll" });
      expect(r.complete).toBe(true);
      expect(r.solutions.length).toBe(expected.length);
      const got = new Set(r.solutions.map((s) => s.cells.join("")));
      expect(got.size).toBe(expected.length);
      for (const s of expected) expect(got.has(s.join(""))).toBe(true);
      seen[r.status as keyof typeof seen]++;
    }
    expect(seen.none).toBeGreaterThan(0);
    expect(seen.unique).toBeGreaterThan(0);
    expect(seen.multiple).toBeGreaterThan(0);
  });
});

describe("solveSudoku with several solutions", () => {
  it("returns 'multiple' with two different valid solutions", () => {
    // The sample puzzle with four givens removed has more than one solution.
    const p = grid("6.51.3.........9.3...6......86.1...54.......71...2.34......1...7.9.........9.4..." );
    const r = solveSudoku(p);
    expect(r.status).toBe("multiple");
    expect(r.solutions).toHaveLength(2);
    expect(formatGrid(r.solutions[0])).not.toBe(formatGrid(r.solutions[1]));
    for (const s of r.solutions) expect(isSolutionOf(p, s)).toBe(true);
    expect(r.complete).toBe(false);
  });

  it("DPLL and CDCL agree on 9x9 and 16x16 puzzles with few givens: status, and every solution up to 6 (as sets)", () => {
    const rng = createRng(77);
    const key = (sols: { cells: Uint8Array }[]) => sols.map((g) => formatGrid({ shape: shapeOfBox(3), cells: g.cells }, "line")).sort();
    for (const box of [3, 3, 3, 4]) {
      const shape = shapeOfBox(box);
      const full = solveSudoku({ shape, cells: new Uint8Array(shape.cells) }, { seed: rng.int(1000) }).solution!;
      for (let t = 0; t < (box === 3 ? 40 : 6); t++) {
        // Keep a random fifth to a third of a solved grid: from unique to many solutions.
        const keep = box === 3 ? 17 + rng.int(12) : 100 + rng.int(40);
        const order = rng.shuffle(Array.from({ length: shape.cells }, (_, i) => i));
        const cells = new Uint8Array(shape.cells);
        for (const i of order.slice(0, keep)) cells[i] = full.cells[i];
        const dpll = solveSudoku({ shape, cells }, { engine: "dpll", limit: 6 });
        const cdcl = solveSudoku({ shape, cells }, { engine: "cdcl", limit: 6 });
        expect(dpll.status, `box ${box} try ${t}`).toBe(cdcl.status);
        if (dpll.complete && cdcl.complete) expect(key(dpll.solutions)).toEqual(key(cdcl.solutions));
        else expect(dpll.solutions.length).toBe(cdcl.solutions.length);
        for (const sol of dpll.solutions) expect(isSolutionOf({ shape, cells }, sol)).toBe(true);
      }
    }
  });

  it("counts the solutions of an empty 4x4 exactly: 288, with either engine", () => {
    for (const engine of ["cdcl", "dpll"] as const) {
      const r = solveSudoku(grid(".".repeat(16)), { limit: 1000, engine });
      expect(r.solutions.length).toBe(288);
      expect(r.complete).toBe(true);
    }
  });

  it("answers 'unknown' when the budget runs out", () => {
    for (const engine of ENGINES) {
      const r = solveSudoku(grid(".".repeat(81)), { budget: { conflicts: 0, decisions: 1 }, limit: 2, engine });
      expect(r.status).toBe("unknown");
    }
  });

  it("charges building the CNF to the budget, so a tiny budget never pays for a 25x25 encoding", () => {
    const empty25 = grid(".".repeat(625));
    for (const engine of ["auto", "cdcl"] as const) {
      const r = solveSudoku(empty25, { budget: { work: 20_000 }, engine });
      expect(r.status).toBe("unknown");
      expect(r.stats.clauses).toBe(0);
      expect(r.stats.work).toBeGreaterThanOrEqual(20_000);
    }
    // With enough budget the same grid is settled ('multiple': an empty grid has many solutions).
    expect(solveSudoku(empty25, { budget: { work: 50_000_000 } }).status).toBe("multiple");
  });

  it("reports progress with the whole solve's counters, across every call into the engine", () => {
    const seen: { work: number; conflicts: number }[] = [];
    const empty = grid(".".repeat(81));
    const watched = solveSudoku(empty, { engine: "cdcl", limit: 4, progress: { every: 1, report: (s) => seen.push({ work: s.work, conflicts: s.conflicts }) } });
    const plain = solveSudoku(empty, { engine: "cdcl", limit: 4 });
    expect(watched.status).toBe("multiple");
    expect(watched.stats).toEqual(plain.stats);
    expect(watched.stats.satCalls).toBe(4);
    expect(seen.length).toBeGreaterThan(2);
    // Counters never fall back when the second call starts from zero inside the engine.
    for (let i = 1; i < seen.length; i++) expect(seen[i].work).toBeGreaterThan(seen[i - 1].work);
    expect(seen[0].work).toBeGreaterThan(watched.stats.singlesWork);
    expect(seen.at(-1)!.work).toBeLessThanOrEqual(watched.stats.work);
  });

  it("'auto' hands a puzzle to CDCL when the DPLL node limit runs out", () => {
    const r = solveSudoku(grid(EXPERT_HARD.puzzle), { engine: "auto", nodeLimit: 1 });
    expect(r.status).toBe("unique");
    expect(r.stats.engine).toBe("cdcl");
    expect(solveSudoku(grid(EXPERT_HARD.puzzle), { engine: "auto" }).stats.engine).toBe("dpll");
  });

  it("solves 16x16 and 25x25 grids that are nearly empty", () => {
    for (const box of [4, 5]) {
      const n = box * box;
      const p = grid("123456789ABCDEFGHIJKLMNOP".slice(0, n) + ".".repeat(n * n - n));
      const r = solveSudoku(p);
      expect(r.status).toBe("multiple");
      for (const s of r.solutions) expect(isSolutionOf(p, s)).toBe(true);
    }
  });
});
