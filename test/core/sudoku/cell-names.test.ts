import { describe, expect, it } from "vitest";
import { cellName, cellNameOf, parseCellName, shapeOfBox } from "../../../worker/core/sudoku/shape";

describe("cell names (shape.ts owns both directions)", () => {
  it("formats and parses every cell of every size back to itself", () => {
    for (const box of [2, 3, 4, 5]) {
      const shape = shapeOfBox(box);
      for (let cell = 0; cell < shape.cells; cell++) {
        const name = cellName(shape, cell);
        expect(cellNameOf(shape.size, cell)).toBe(name);
        expect(parseCellName(shape.size, name)).toBe(cell);
      }
    }
  });

  it("names rows and columns from 1", () => {
    expect(cellName(shapeOfBox(3), 24)).toBe("r3c7");
    expect(cellNameOf(25, 624)).toBe("r25c25");
  });

  it("reads any case and surrounding blanks, and rejects what is not a cell of the grid", () => {
    expect(parseCellName(9, " R3C7 ")).toBe(24);
    for (const bad of ["r0c1", "r1c0", "r10c1", "r1c10", "r3", "3c7", "r3c7=5", "row 3", "", "r-1c2"]) {
      expect(parseCellName(9, bad), bad).toBe(-1);
    }
    expect(parseCellName(16, "r16c16")).toBe(255);
  });
});
