import { describe, expect, it } from "vitest";
import { explainWrong, setterAssistant, trueCandidates } from "../../../worker/core/sudoku/analysis";
import { shapeOfBox, cellName, parseCellName } from "../../../worker/core/sudoku/shape";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import { isSolutionOf } from "../../../worker/core/sudoku/verify";
import { createRng } from "../../../worker/core/rng";
import { bruteSolutions } from "./brute4";
import { ANTI_DFS, EXPERT_HARD, EXPERT_SAMPLE } from "../../fixtures/sudoku/reference-puzzles";
import { looseGrid as grid } from "../../helpers/grid";

const shape4 = shapeOfBox(2);

describe("explainWrong", () => {
  it("finds nothing wrong with correct entries", () => {
    const entries = grid(EXPERT_SAMPLE.answer.slice(0, 40) + ".".repeat(41));
    expect(explainWrong(grid(EXPERT_SAMPLE.puzzle), entries).status).toBe("consistent");
  });

  it("names a single wrong entry among right ones", () => {
    const answer = EXPERT_HARD.partial; // right values from the printed partial result
    const chars = answer.split("");
    const hard = grid(EXPERT_HARD.puzzle);
    const solution = solveSudoku(hard).solution!;
    const open = hard.cells.findIndex((v, i) => v === 0 && chars[i] === ".");
    chars[open] = String((solution.cells[open] % 9) + 1); // wrong value in a cell the report left open
    const r = explainWrong(hard, grid(chars.join("")));
    expect(r.status).toBe("contradiction");
    expect(r.core).toEqual([{ cell: cellName(hard.shape, open), value: (solution.cells[open] % 9) + 1 }]);
  });

  it("finds a minimal set of entries that are possible in pairs but not all together (4x4, brute force)", () => {
    const rng = createRng(5);
    const empty = new Uint8Array(16);
    let checked = 0;
    for (let t = 0; t < 20_000 && checked < 25; t++) {
      const picks = [0, 0, 0].map(() => [rng.int(16), 1 + rng.int(4)] as const);
      if (new Set(picks.map(([c]) => c)).size < 3) continue;
      const cells = new Uint8Array(16);
      for (const [c, v] of picks) cells[c] = v;
      if (bruteSolutions(cells).length > 0) continue;
      const pairsOk = [0, 1, 2].every((skip) => {
        const two = cells.slice();
        two[picks[skip][0]] = 0;
        return bruteSolutions(two).length > 0;
      });
      if (!pairsOk) continue;
      const r = explainWrong({ shape: shape4, cells: empty }, { shape: shape4, cells });
      expect(r.status).toBe("contradiction");
      expect(r.core.map((e) => e.cell).sort()).toEqual(picks.map(([c]) => cellName(shape4, c)).sort());
      checked++;
    }
    expect(checked).toBe(25);
  });

  it("reports entries that clash in a house", () => {
    const r = explainWrong(grid("1..." + "...." + "...." + "...."), grid("...." + "...." + "1..." + "...."));
    expect(r.clashes).toEqual([{ cells: ["r1c1", "r3c1"], value: 1, house: "column 1" }]);
    expect(r.status).toBe("contradiction");
  });
});

describe("trueCandidates", () => {
  it("matches the union of all solutions on random 4x4 puzzles", () => {
    const rng = createRng(99);
    for (let t = 0; t < 150; t++) {
      const cells = new Uint8Array(16);
      for (let k = rng.int(6); k > 0; k--) cells[rng.int(16)] = 1 + rng.int(4);
      const solutions = bruteSolutions(cells);
      const r = trueCandidates({ shape: shape4, cells });
      if (solutions.length === 0) {
        expect(r.status).toBe("none");
        continue;
      }
      expect(r.status).toBe("done");
      const expected = new Uint32Array(16);
      for (const s of solutions) for (let i = 0; i < 16; i++) expected[i] |= 1 << (s[i] - 1);
      expect(Array.from(r.masks)).toEqual(Array.from(expected));
    }
  });

  it("gives only the solution's value for each cell of a unique puzzle", () => {
    const p = grid(EXPERT_SAMPLE.puzzle);
    const r = trueCandidates(p);
    const answer = EXPERT_SAMPLE.answer;
    for (let i = 0; i < 81; i++) expect(r.masks[i]).toBe(1 << (Number(answer[i]) - 1));
  });
});

describe("setterAssistant", () => {
  it("for several solutions: two valid different ones, where they differ, and a given that makes it unique", () => {
    const p = grid("6.51.3.........9.3...6......86.1...54.......71...2.34......1...7.9.........9.4...");
    const r = setterAssistant(p);
    expect(r.status).toBe("multiple");
    const [a, b] = r.solutions!;
    expect(isSolutionOf(p, a) && isSolutionOf(p, b)).toBe(true);
    const differ = Array.from(a.cells).flatMap((v, i) => (v !== b.cells[i] ? [cellName(p.shape, i)] : []));
    expect(r.differing).toEqual(differ);
    expect(r.suggestion).toBeDefined();
    const fixed = { shape: p.shape, cells: p.cells.slice() };
    for (const e of r.completion!) {
      fixed.cells[parseCellName(9, e.cell)] = e.value;
    }
    expect(solveSudoku(fixed).status).toBe("unique");
  });

  it("for no solution: a minimal set of givens that cannot all hold", () => {
    const p = grid(ANTI_DFS);
    const r = setterAssistant(p);
    expect(r.status).toBe("none");
    const names = r.conflicting!;
    expect(names.length).toBeGreaterThan(1);
    const only = (keep: string[]) => {
      const cells = new Uint8Array(81);
      for (let i = 0; i < 81; i++) if (keep.includes(cellName(p.shape, i))) cells[i] = p.cells[i];
      return solveSudoku({ shape: p.shape, cells }).status;
    };
    expect(only(names)).toBe("none");
    for (const drop of names) expect(only(names.filter((n) => n !== drop))).not.toBe("none");
  });

  it("for clashing givens: the two cells", () => {
    expect(setterAssistant(grid("1..1" + "...." + "...." + "....")).conflicting).toEqual(["r1c1", "r1c4"]);
  });

  it("for a unique puzzle: nothing to fix", () => {
    expect(setterAssistant(grid(EXPERT_SAMPLE.puzzle))).toEqual({ status: "unique" });
  });
});
