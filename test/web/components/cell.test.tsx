import { cleanup, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { Cell, type CellProps } from "../../../web/components/cell";

afterEach(cleanup);

const base: CellProps = { cell: 0, row: 0, col: 0, size: 9, boxRows: 3, boxCols: 3, value: 0, notes: 0, given: false, flags: "", focusable: true, onSelect: () => {} };
const marksOf = (): { text: string; area: string }[] =>
  [...screen.getByRole("gridcell").querySelectorAll(".notes > span")].map((span) => ({ text: span.textContent ?? "", area: (span as HTMLElement).style.gridArea }));

describe("cell pencil marks", () => {
  it("draws only the marks there are, each at its digit's spot in a box-shaped grid, and names them", () => {
    render(<Cell {...base} notes={(1 << 2) | (1 << 8)} />);
    expect(marksOf()).toEqual([
      { text: "3", area: "1 / 3" },
      { text: "9", area: "3 / 3" },
    ]);
    expect(screen.getByRole("gridcell").textContent).toBe("3 9");
    expect(screen.getByRole("gridcell").getAttribute("aria-label")).toBe("row 1, column 1, empty, notes 3 9");
  });

  it("lays a 6×6's marks out like its 2×3 boxes and a 25×25's in five rows of five, letters past 9", () => {
    render(<Cell {...base} size={6} boxRows={2} boxCols={3} notes={(1 << 3) | (1 << 5)} />);
    expect(marksOf()).toEqual([
      { text: "4", area: "2 / 1" },
      { text: "6", area: "2 / 3" },
    ]);
    cleanup();
    render(<Cell {...base} size={25} boxRows={5} boxCols={5} notes={(1 << 0) | (1 << 12) | (1 << 24)} />);
    expect(marksOf()).toEqual([
      { text: "1", area: "1 / 1" },
      { text: "D", area: "3 / 3" },
      { text: "P", area: "5 / 5" },
    ]);
  });
});
