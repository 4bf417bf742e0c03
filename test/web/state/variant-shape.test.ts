import { describe, expect, it } from "vitest";
import { shapeOfBoxes, shapeOfSize } from "../../../worker/core/sudoku/shape";
import type { VariantPuzzle } from "../../../worker/core/sudoku/variants/model";
import { boxedGridPath, variantFromLoad, variantShape } from "../../../web/state/variant-link";

const puzzle = (size: number, regions?: number[]): VariantPuzzle => ({ size, givens: new Uint8Array(size * size), rules: [], regions: regions ? Uint8Array.from(regions) : undefined });

describe("the board a variant is played on", () => {
  it("keeps the shared classic shape for a square board with standard boxes", () => {
    expect(variantShape(puzzle(9))).toBe(shapeOfSize(9));
    expect(variantShape(puzzle(16))).toBe(shapeOfSize(16));
  });

  it("gives other sides their standard boxes, rows by columns, a prime side its rows", () => {
    expect(variantShape(puzzle(6))).toBe(shapeOfBoxes(6));
    expect(variantShape(puzzle(6))).toMatchObject({ size: 6, boxRows: 2, boxCols: 3 });
    expect(variantShape(puzzle(8))).toMatchObject({ size: 8, boxRows: 2, boxCols: 4 });
    expect(variantShape(puzzle(12))).toMatchObject({ size: 12, boxRows: 3, boxCols: 4 });
    const five = variantShape(puzzle(5));
    expect(five).toMatchObject({ boxRows: 1, boxCols: 5 });
    expect(Array.from(five.houses[10])).toEqual([0, 1, 2, 3, 4]);
  });

  it("takes a jigsaw's regions as houses, so notes, repeats and highlights follow the regions", () => {
    const jigsaw = [0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3];
    const shape = variantShape(puzzle(4, jigsaw));
    expect(Array.from(shape.boxOf)).toEqual(jigsaw);
    expect(Array.from(shape.houses[8])).toEqual([0, 1, 2, 5]);
    expect(Array.from(shape.peers[2])).toEqual([0, 1, 3, 5, 6, 10, 14]);
  });
});

describe("a game on a jigsaw board", () => {
  it("clears notes and counts repeats in the regions, not in the standard boxes", async () => {
    const { createGameModel } = await import("../../../web/state/game-model");
    const jigsaw = [0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3];
    const shape = variantShape(puzzle(4, jigsaw));
    const m = createGameModel({ shape, cells: new Uint8Array(16) }, { id: "jigsaw-notes", store: null });
    // r2c4 (cell 7) shares a standard box with r1c3 (cell 2), not a region; r2c2 (cell 5) shares r1c3's region.
    m.select(7);
    m.input(3, "note");
    m.select(5);
    m.input(3, "note");
    m.select(2);
    m.input(3);
    expect(m.board.value.notes[7]).toBe(1 << 2);
    expect(m.board.value.notes[5]).toBe(0);
    m.select(7);
    m.input(3);
    expect(m.mistakes.value).toBe(0);
    m.erase();
    m.select(5);
    m.input(3);
    expect(m.mistakes.value).toBe(1);
  });
});

describe("a grid with rectangular boxes as a link", () => {
  it("goes to the variant board as a puzzle with no rules, givens kept; square grids and bad text do not", () => {
    const text = "...2.35..4....4..........3..1...6.45";
    const path = boxedGridPath(text);
    expect(path).toMatch(/^\/v\?load=/);
    const read = variantFromLoad(decodeURIComponent(path!.slice("/v?load=".length)));
    if (!("puzzle" in read)) throw new Error(read.error);
    expect(read.puzzle).toMatchObject({ size: 6, rules: [] });
    expect(read.puzzle.regions).toBeUndefined();
    expect(Array.from(read.puzzle.givens).map((v) => (v ? String(v) : ".")).join("")).toBe(text);
    expect(boxedGridPath(".".repeat(81))).toBeNull();
    expect(boxedGridPath(".".repeat(49))).toBeNull();
    expect(boxedGridPath(`11${".".repeat(34)}`)).toBeNull();
  });
});
