import { describe, expect, it } from "vitest";
import { parseDimacs } from "../../../../worker/core/sat/index";
import { isVariantSolution } from "../../../../worker/core/sudoku/variants/check";
import { variantCertificate } from "../../../../worker/core/sudoku/variants/certificate";
import { HOUSES_LABEL, variantCore } from "../../../../worker/core/sudoku/variants/core";
import type { Rule, VariantPuzzle } from "../../../../worker/core/sudoku/variants/model";
import { differingCells, solveVariant } from "../../../../worker/core/sudoku/variants/solve";
import { bruteCount } from "./brute";

// 1234 / 3412 / 2143 / 4321, cut into dominoes with their sums.
const SOLVED = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
const DOMINOES: [number, number][] = [[0, 1], [2, 3], [4, 8], [5, 6], [7, 11], [9, 13], [10, 14], [12, 15]];
const killer = (givens: number[] = new Array(16).fill(0)): VariantPuzzle => ({
  size: 4,
  givens: Uint8Array.from(givens),
  rules: DOMINOES.map(([a, b]): Rule => ({ kind: "killer", cells: [a, b], sum: SOLVED[a] + SOLVED[b] })),
});

describe("solving variant puzzles", () => {
  it("proves a killer 4x4 unique, agreeing with brute force", () => {
    const puzzle = killer();
    expect(bruteCount(puzzle)).toBe(1);
    const r = solveVariant(puzzle);
    expect(r.status).toBe("unique");
    expect(Array.from(r.solutions[0])).toEqual(SOLVED);
    expect(r.complete).toBe(true);
  });

  it("finds two different valid solutions of a puzzle with several", () => {
    const puzzle: VariantPuzzle = { size: 4, givens: new Uint8Array(16), rules: [{ kind: "diagonal", which: "main" }] };
    const r = solveVariant(puzzle);
    expect(r.status).toBe("multiple");
    expect(r.solutions).toHaveLength(2);
    for (const s of r.solutions) expect(isVariantSolution(puzzle, s)).toBe(true);
    expect(differingCells(r.solutions[0], r.solutions[1]).length).toBeGreaterThan(0);
  });

  it("answers none for contradictory rules, and names a minimal core of rules and givens", () => {
    const givens = new Array(16).fill(0);
    givens[1] = 4; // the cage r1c1+r1c2 = 3 has no room for a 4
    givens[15] = 1;
    const puzzle: VariantPuzzle = {
      size: 4,
      givens: Uint8Array.from(givens),
      rules: [{ kind: "diagonal", which: "main" }, { kind: "killer", cells: [0, 1], sum: 3 }, { kind: "thermo", cells: [8, 12] }],
    };
    expect(solveVariant(puzzle).status).toBe("none");
    expect(bruteCount(puzzle)).toBe(0);
    const core = variantCore(puzzle)!;
    expect(core.minimal).toBe(true);
    expect(core.labels.sort()).toEqual(["given r1c2=4", "killer cage 3 at r1c1, r1c2"]);
    expect(core.sources).toContainEqual({ rule: 1 });
    // Each member is needed: without the cage the rest has solutions.
    expect(solveVariant({ ...puzzle, rules: [puzzle.rules[0], puzzle.rules[2]] }).status).not.toBe("none");
  });

  it("names the rows, columns and regions when a jigsaw layout alone has no filling, never an empty conflict", () => {
    // A layout no 4×4 Latin square fits, as the brute force below shows.
    const regions = Uint8Array.from([0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3]);
    const puzzle: VariantPuzzle = { size: 4, givens: new Uint8Array(16), rules: [], regions };
    expect(bruteCount(puzzle, 1)).toBe(0);
    expect(solveVariant(puzzle).status).toBe("none");
    expect(variantCore(puzzle)).toMatchObject({ labels: [HOUSES_LABEL], sources: [{ houses: true }], minimal: true });
    // A given that is not needed for the contradiction is left out of it.
    const given = Uint8Array.from(new Array(16).fill(0).map((_, cell) => (cell === 0 ? 1 : 0)));
    expect(variantCore({ ...puzzle, givens: given })?.labels).toEqual([HOUSES_LABEL]);
  });

  it("says unknown when the work budget is too small, never a wrong verdict", () => {
    const r = solveVariant({ size: 9, givens: new Uint8Array(81), rules: [{ kind: "antiknight" }, { kind: "nonconsecutive" }] }, { budget: { work: 10 } });
    expect(r.status).toBe("unknown");
  });

  it("makes a uniqueness certificate whose CNF parses and whose proof the RUP checker verified", () => {
    const puzzle = killer();
    const made = variantCertificate(puzzle, SOLVED);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.value.check).toBe("verified");
    expect(parseDimacs(made.value.cnf).ok).toBe(true);
    expect(made.value.proof.trim().endsWith("0")).toBe(true);
    const notUnique = variantCertificate({ ...puzzle, rules: [] }, SOLVED);
    expect(notUnique.ok).toBe(false);
  });
});

describe("9x9 puzzles of outside clues read off a known grid", () => {
  const grid = (() => {
    const r = solveVariant({ size: 9, givens: new Uint8Array(81), rules: [] }, { limit: 1 });
    return r.solutions[0];
  })();
  const at = (cell: number): number => grid[cell];
  /** The sandwich sum of a row or column of the grid. */
  const sandwichOf = (cells: number[]): number => {
    const crusts = cells.map((cell, k) => (at(cell) === 1 || at(cell) === 9 ? k : -1)).filter((k) => k >= 0);
    return cells.slice(crusts[0] + 1, crusts[1]).reduce((s, cell) => s + at(cell), 0);
  };
  const sandwiches = (): Rule[] =>
    (["row", "column"] as const).flatMap((line) =>
      Array.from({ length: 9 }, (_, index): Rule => ({ kind: "sandwich", line, index, sum: sandwichOf(Array.from({ length: 9 }, (_, k) => (line === "row" ? index * 9 + k : k * 9 + index))) })),
    );

  it("every sandwich clue of a grid, with a third of its digits given, leaves that grid as a solution", () => {
    const givens = Uint8Array.from(grid, (v, cell) => (cell % 3 === 0 ? v : 0));
    const r = solveVariant({ size: 9, givens, rules: sandwiches() });
    expect(["unique", "multiple"]).toContain(r.status);
    for (const s of r.solutions) expect(isVariantSolution({ size: 9, givens, rules: sandwiches() }, s)).toBe(true);
    const full = solveVariant({ size: 9, givens: Uint8Array.from(grid), rules: sandwiches() });
    expect(full.status).toBe("unique");
  });

  it("one sandwich clue off by one makes the full grid impossible, and the core names that clue", () => {
    const rules = sandwiches();
    const wrong = rules[4] as Extract<Rule, { kind: "sandwich" }>;
    rules[4] = { ...wrong, sum: wrong.sum === 0 ? 2 : wrong.sum - 1 };
    const puzzle: VariantPuzzle = { size: 9, givens: Uint8Array.from(grid, (v, cell) => (cell < 27 ? 0 : v)), rules };
    expect(solveVariant(puzzle).status).toBe("none");
    const core = variantCore(puzzle);
    expect(core?.sources).toContainEqual({ rule: 4 });
  });

  it("little killers along the long diagonals' neighbours keep the grid a solution", () => {
    const littleKiller = (cells: number[], direction: "DR" | "UL"): Rule => ({ kind: "little-killer", cells, direction, sum: cells.reduce((s, cell) => s + at(cell), 0) });
    const rules = [littleKiller([1, 11, 21, 31, 41, 51, 61, 71], "DR"), littleKiller([79, 69, 59, 49, 39, 29, 19, 9], "UL")];
    const givens = Uint8Array.from(grid, (v, cell) => (cell % 2 === 0 ? v : 0));
    const r = solveVariant({ size: 9, givens, rules });
    expect(["unique", "multiple"]).toContain(r.status);
    expect(isVariantSolution({ size: 9, givens, rules }, grid)).toBe(true);
  });
});
