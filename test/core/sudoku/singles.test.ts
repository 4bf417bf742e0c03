import { describe, expect, it } from "vitest";
import { SinglesPropagator, maskValues } from "../../../worker/core/sudoku/singles";
import { isSolutionOf } from "../../../worker/core/sudoku/verify";
import { BASIC_17, ANTI_DFS, EXPERT_HARD, EXPERT_MEDIUM, EXPERT_SAMPLE, EXPERT_EVIL } from "../../fixtures/sudoku/reference-puzzles";
import { looseGrid as grid } from "../../helpers/grid";


describe("SinglesPropagator", () => {
  it("only ever places values of the known answer", () => {
    for (const { puzzle, answer } of [EXPERT_SAMPLE, EXPERT_MEDIUM, EXPERT_EVIL]) {
      const g = grid(puzzle);
      const p = new SinglesPropagator(g.shape);
      expect(p.load(g.cells)).toBe(true);
      expect(p.propagate()).not.toBe("contradiction");
      const a = grid(answer);
      for (let i = 0; i < 81; i++) {
        if (p.values[i] !== 0) expect(p.values[i]).toBe(a.cells[i]);
        else expect(p.cand[i] & (1 << (a.cells[i] - 1))).not.toBe(0);
      }
    }
  });

  it("solves an easy puzzle outright and leaves the hard one open", () => {
    // A 17-clue puzzle: few clues, yet singles alone solve it.
    const easy = grid(BASIC_17);
    const p = new SinglesPropagator(easy.shape);
    p.load(easy.cells);
    expect(p.propagate()).toBe("solved");
    expect(isSolutionOf(easy, { shape: easy.shape, cells: p.values })).toBe(true);
    const hard = grid(EXPERT_HARD.puzzle);
    p.load(hard.cells);
    expect(p.propagate()).toBe("open");
    expect(p.placed).toBeLessThan(81);
  });

  it("finds a hidden single: the only cell of a row that can take a value", () => {
    // Row 1 of a 4x4: the 1 in r2c1 rules out r1c1 and r1c2 (box 1), the 1 in r3c3 rules out r1c3 (column 3),
    // so 1 must go to r1c4 although r1c4 itself still has every candidate.
    const g = grid("...." + "1..." + "..1." + "....");
    const p = new SinglesPropagator(g.shape);
    p.load(g.cells);
    expect(p.propagate()).not.toBe("contradiction");
    expect(p.values[3]).toBe(1);
  });

  it("with locked candidates, removes a value pointed along a row out of a box", () => {
    // Box 1's rows 2 and 3 are full, so 1, 8 and 9 must sit in row 1 inside box 1: r1c4..r1c9 lose them.
    const g = grid("........." + "234......" + "567......" + ".".repeat(54));
    const p = new SinglesPropagator(g.shape);
    p.load(g.cells);
    expect(p.propagate()).toBe("open");
    expect(maskValues(p.cand[3])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    p.load(g.cells);
    expect(p.propagate(true)).toBe("open");
    for (let c = 3; c < 9; c++) expect(maskValues(p.cand[c]).filter((v) => v === 1 || v === 8 || v === 9)).toEqual([]);
    expect(maskValues(p.cand[0])).toEqual([1, 8, 9]);
    // Nothing forces 1 out of row 2 outside box 1.
    expect(maskValues(p.cand[12])).toContain(1);
  });

  it("reports a contradiction when a cell loses its last candidate", () => {
    // r1c9 needs 9 (row has 1..8) but column 9 already holds a 9.
    const g = grid("12345678." + "........9" + ".".repeat(63));
    const p = new SinglesPropagator(g.shape);
    p.load(g.cells);
    expect(p.propagate()).toBe("contradiction");
  });

  it("refutes a position built to stall naive depth-first search by singles alone", () => {
    const g = grid(ANTI_DFS);
    const p = new SinglesPropagator(g.shape);
    p.load(g.cells);
    expect(p.propagate()).toBe("contradiction");
  });

  it("reports a contradiction for two equal givens", () => {
    const g = grid("1..1" + "...." + "...." + "....");
    const p = new SinglesPropagator(g.shape);
    p.load(g.cells);
    expect(p.propagate()).toBe("contradiction");
  });

  it("lets eliminate() and copyFrom() probe what-ifs without touching the original", () => {
    const g = grid(EXPERT_HARD.puzzle);
    const base = new SinglesPropagator(g.shape);
    base.load(g.cells);
    base.propagate();
    const probe = new SinglesPropagator(g.shape);
    probe.copyFrom(base);
    const open = Array.from(base.values).findIndex((v) => v === 0);
    const [first] = maskValues(base.cand[open]);
    expect(probe.assign(open, first)).toBe(true);
    probe.propagate();
    expect(base.values[open]).toBe(0);
    expect(maskValues(0b1010)).toEqual([2, 4]);
  });
});
