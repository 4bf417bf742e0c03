import { describe, expect, it } from "vitest";
import { shapeOfBox, shapeOfLayout } from "../../../worker/core/sudoku/shape";
import { parseGridLoose } from "../../../worker/core/sudoku/grid-text";

/** Peers counted the slow way: every other cell in the same row, column or region. */
function slowPeers(size: number, regions: number[], cell: number): number[] {
  const r = Math.floor(cell / size);
  const c = cell % size;
  return Array.from({ length: size * size }, (_, i) => i).filter((i) => i !== cell && (Math.floor(i / size) === r || i % size === c || regions[i] === regions[cell]));
}

describe("layout shapes (any N regions of N cells)", () => {
  it("a 6x6 of 2x3 boxes: each house holds its six cells, peers are the row, column and box", () => {
    const regions = Array.from({ length: 36 }, (_, i) => Math.floor(Math.floor(i / 6) / 2) * 2 + Math.floor((i % 6) / 3));
    const shape = shapeOfLayout(6, regions, 2, 3);
    expect(shape).toMatchObject({ box: 0, boxRows: 2, boxCols: 3, size: 6, cells: 36, allMask: 0b111111 });
    expect(Array.from(shape.houses[12])).toEqual([0, 1, 2, 6, 7, 8]);
    expect(Array.from(shape.houses[13])).toEqual([3, 4, 5, 9, 10, 11]);
    for (let cell = 0; cell < 36; cell++) expect(Array.from(shape.peers[cell])).toEqual(slowPeers(6, regions, cell));
  });

  it("a 4x4 jigsaw: its regions, not the standard boxes, are the third houses", () => {
    const jigsaw = [0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3];
    const shape = shapeOfLayout(4, jigsaw, 2, 2);
    for (let cell = 0; cell < 16; cell++) expect(Array.from(shape.peers[cell])).toEqual(slowPeers(4, jigsaw, cell));
    // r1c3 and r2c4 share a standard box but not a region.
    expect(shapeOfBox(2).peers[2]).toContain(7);
    expect(shape.peers[2]).not.toContain(7);
  });

  it("the square shapes keep their boxes as rows by columns", () => {
    for (const box of [2, 3, 4, 5]) expect(shapeOfBox(box)).toMatchObject({ box, boxRows: box, boxCols: box });
  });

  it("reads a grid of any layout shape it is given, and names a wrong length", () => {
    const shape = shapeOfLayout(6, Array.from({ length: 36 }, (_, i) => Math.floor(Math.floor(i / 6) / 2) * 2 + Math.floor((i % 6) / 3)), 2, 3);
    const read = parseGridLoose(`1${".".repeat(34)}6`, { shape });
    expect(read.ok && Array.from(read.value.cells)).toEqual([1, ...new Array(34).fill(0), 6]);
    expect(parseGridLoose("1".repeat(35), { shape })).toMatchObject({ ok: false, error: { message: "expected 36 cells for a 6x6 grid, got 35" } });
    expect(parseGridLoose(`7${".".repeat(35)}`, { shape })).toMatchObject({ ok: false, error: { cell: "r1c1" } });
  });
});
