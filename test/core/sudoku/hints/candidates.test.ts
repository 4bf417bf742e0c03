import { describe, expect, it } from "vitest";
import { bit, candidatesFromGrid, lowestValue, popcount, valuesOf } from "../../../../worker/core/sudoku/candidates";
import { emptyGrid } from "../../../../worker/core/sudoku/grid";
import { formatCandidates, parseCandidates } from "../../../../worker/core/sudoku/hints/candidate-notation";
import { describeArea, describeEliminations, describeStep } from "../../../../worker/core/sudoku/hints/describe";
import { findHiddenSingle } from "../../../../worker/core/sudoku/hints/techniques/hidden-single";
import { findLockedCandidates } from "../../../../worker/core/sudoku/hints/techniques/locked-candidates";
import { findNakedPair } from "../../../../worker/core/sudoku/hints/techniques/naked-subset";
import { findXWing } from "../../../../worker/core/sudoku/hints/techniques/fish";
import { board } from "./boards";

describe("the candidates model", () => {
  it("bit helpers work up to 25 values", () => {
    expect(popcount(bit(25) | bit(1) | bit(13))).toBe(3);
    expect(lowestValue(bit(25))).toBe(25);
    expect(lowestValue(0)).toBe(0);
    expect(valuesOf(bit(2) | bit(25))).toEqual([2, 25]);
  });

  it("removes placed values from peers, for every size", () => {
    for (const box of [2, 3, 4, 5]) {
      const g = emptyGrid(box);
      g.cells[0] = box * box;
      const c = candidatesFromGrid(g);
      if (!c.ok) throw new Error(c.error.message);
      const peer = g.shape.peers[0][0];
      expect(c.value.masks[0]).toBe(0);
      expect(c.value.masks[peer] & bit(box * box)).toBe(0);
      expect(popcount(c.value.masks[g.shape.cells - 1])).toBe(box * box);
    }
  });

  it("adds entries and narrows by pencil marks", () => {
    const g = emptyGrid(3);
    const entries = emptyGrid(3);
    entries.cells[10] = 4;
    const marks = new Uint32Array(81);
    marks[0] = bit(4) | bit(5); // 4 is excluded by the entry in the same box, so only 5 remains
    const c = candidatesFromGrid(g, { entries, pencilMarks: marks });
    if (!c.ok) throw new Error(c.error.message);
    expect(c.value.values[10]).toBe(4);
    expect(valuesOf(c.value.masks[0])).toEqual([5]);
  });

  it("names the cell of a repeated value", () => {
    const g = emptyGrid(3);
    g.cells[0] = 7;
    const entries = emptyGrid(3);
    entries.cells[80 - 8] = 7; // r9c1, same column
    expect(candidatesFromGrid(g, { entries })).toMatchObject({ ok: false, error: { kind: "duplicate-value", cell: "r9c1", value: 7 } });
  });

  it("rejects pencil marks that empty a cell, and mismatched sizes", () => {
    const g = emptyGrid(3);
    g.cells[1] = 1;
    const marks = new Uint32Array(81);
    marks[0] = bit(1);
    expect(candidatesFromGrid(g, { pencilMarks: marks })).toMatchObject({ ok: false, error: { kind: "no-candidates", cell: "r1c1" } });
    expect(candidatesFromGrid(g, { pencilMarks: new Uint32Array(16) })).toMatchObject({ ok: false, error: { kind: "bad-size" } });
    expect(candidatesFromGrid(g, { entries: emptyGrid(2) })).toMatchObject({ ok: false, error: { kind: "bad-size" } });
  });
});

describe("candidate notation", () => {
  it("round-trips a 4x4 board", () => {
    const text = "1{34}{34}2\n{24}{23}1{34}\n{24}1{234}{34}\n3{24}{24}1";
    const c = parseCandidates(text);
    if (!c.ok) throw new Error(c.error.message);
    expect(formatCandidates(c.value)).toBe(text);
  });

  it("derives candidates for '.' cells from the placed values", () => {
    const c = parseCandidates("12.. .... .... ....");
    if (!c.ok) throw new Error(c.error.message);
    expect(formatCandidates(c.value, " ")).toBe("12{34}{34} {34}{34}{1234}{1234} {234}{134}{1234}{1234} {234}{134}{1234}{1234}");
  });

  it("reads letters above 9 on 16x16", () => {
    const c = parseCandidates("{AG}" + ".".repeat(255));
    if (!c.ok) throw new Error(c.error.message);
    expect(valuesOf(c.value.masks[0])).toEqual([10, 16]);
  });

  it("reports errors with their offset", () => {
    expect(parseCandidates("1{23")).toMatchObject({ ok: false, error: { kind: "bad-candidates", offset: 1 } });
    expect(parseCandidates("1{}..")).toMatchObject({ ok: false, error: { kind: "bad-candidates", offset: 1 } });
    expect(parseCandidates("1{2?}")).toMatchObject({ ok: false, error: { offset: 3 } });
    expect(parseCandidates("12.")).toMatchObject({ ok: false, error: { message: expect.stringContaining("3 cells") } });
    expect(parseCandidates("5..." + ".".repeat(12))).toMatchObject({ ok: false, error: { message: expect.stringContaining("above 4") } });
    expect(parseCandidates("#" + ".".repeat(15))).toMatchObject({ ok: false, error: { offset: 0 } });
  });
});

describe("step sentences", () => {
  it("hidden single", () => {
    const c = board({ r4c1: "7", r6c9: "7", r1c5: "7", r9c6: "7" });
    expect(describeStep(c.shape, findHiddenSingle(c)!)).toBe("Hidden single: in box 5, only r5c4 can be 7.");
    expect(describeArea(c.shape, findHiddenSingle(c)!)).toBe("Look for a hidden single in box 5.");
  });

  it("says values that leave the same cells together, and the others value by value", () => {
    const shape = board({}).shape;
    const at = (r: number, c: number) => (r - 1) * 9 + (c - 1);
    const eliminations = [
      { cell: at(6, 6), value: 8 },
      { cell: at(3, 6), value: 9 },
      { cell: at(3, 6), value: 1 },
      { cell: at(6, 6), value: 6 },
      { cell: at(1, 1), value: 4 },
      { cell: at(1, 2), value: 4 },
    ];
    expect(describeEliminations(shape, eliminations)).toBe("1 and 9 from r3c6; 4 from r1c1 and r1c2; 6 and 8 from r6c6");
  });

  it("locked candidates, naked pair and X-Wing", () => {
    const no3 = "{12456789}";
    const lc = board({ r1c1: no3, r1c2: no3, r1c3: no3, r3c1: no3, r3c2: no3, r3c3: no3 });
    expect(describeStep(lc.shape, findLockedCandidates(lc)!)).toBe(
      "Locked candidates (pointing): in box 1, 3 fits only where it meets row 2, so it removes 3 from r2c4, r2c5, r2c6, r2c7, r2c8 and r2c9.",
    );
    const np = board({ r1c1: "{12}", r1c2: "{12}" });
    expect(describeStep(np.shape, findNakedPair(np)!)).toBe("Naked pair: in row 1, r1c1 and r1c2 hold only 1 and 2 between them, which removes 1 and 2 from r1c3, r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9.");
    const NO5 = "{12346789}";
    const xw = board({ "row 2": NO5, "row 7": NO5, r2c3: ".", r2c8: ".", r7c3: ".", r7c8: "." });
    expect(describeStep(xw.shape, findXWing(xw)!)).toMatch(/^X-Wing on 5: in row 2 and row 7, 5 fits only in column 3 and column 8, which removes 5 from r1c3, /);
    expect(describeArea(xw.shape, findXWing(xw)!)).toBe("Look for an X-Wing in row 2, row 7, column 3 and column 8.");
  });
});
