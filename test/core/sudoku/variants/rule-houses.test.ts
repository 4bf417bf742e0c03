import { describe, expect, it } from "vitest";
import { createRng } from "../../../../worker/core/rng";
import type { VariantPuzzle } from "../../../../worker/core/sudoku/variants/model";
import { ruleHouses } from "../../../../worker/core/sudoku/variants/rules/houses";
import { randomGrid } from "./small-puzzles";

const board = (size: number, rules: VariantPuzzle["rules"]): VariantPuzzle => ({ size, givens: new Uint8Array(size * size), rules });

describe("the houses a variant's rules add", () => {
  it("names both diagonals of an X-Sudoku by their ends", () => {
    const houses = ruleHouses(board(9, [{ kind: "diagonal", which: "main" }, { kind: "diagonal", which: "anti" }]));
    expect(houses.map((h) => h.name)).toEqual(["the diagonal from r1c1 to r9c9", "the diagonal from r9c1 to r1c9"]);
    expect(houses[0].cells).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect([...houses[1].cells].sort((a, b) => a - b)).toEqual([8, 16, 24, 32, 40, 48, 56, 64, 72]);
  });

  it("takes an extra region only when it has one cell per digit, and names it by its first cell", () => {
    const full = [10, 11, 12, 19, 20, 21, 28, 29, 30];
    const houses = ruleHouses(board(9, [{ kind: "extra-region", cells: full }, { kind: "extra-region", cells: [0, 1, 2] }]));
    expect(houses).toEqual([{ cells: full, name: "the extra region at r2c2" }]);
  });

  it("gives disjoint groups one house per position in a box", () => {
    const houses = ruleHouses(board(9, [{ kind: "disjoint-groups" }]));
    expect(houses).toHaveLength(9);
    expect(houses[0]).toEqual({ cells: [0, 3, 6, 27, 30, 33, 54, 57, 60], name: "disjoint group 1" });
  });

  it("adds nothing for rules that are not houses", () => {
    expect(ruleHouses(board(9, [{ kind: "killer", cells: [0, 1, 2, 9, 10, 11, 18, 19, 20], sum: 45 }, { kind: "antiknight" }]))).toEqual([]);
  });

  it("holds every digit once in every grid the independent checker accepts", () => {
    const rng = createRng(7);
    for (const rules of [[{ kind: "diagonal", which: "main" }, { kind: "diagonal", which: "anti" }], [{ kind: "disjoint-groups" }]] as VariantPuzzle["rules"][]) {
      for (let trial = 0; trial < 5; trial++) {
        const puzzle = board(6, rules);
        const grid = randomGrid(puzzle, rng)!;
        for (const { cells } of ruleHouses(puzzle)) expect(new Set(cells.map((cell) => grid[cell])).size).toBe(6);
      }
    }
  });
});
