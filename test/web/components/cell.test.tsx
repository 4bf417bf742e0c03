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

describe("cell corner marks", () => {
  const cornersOf = () =>
    [...screen.getByRole("gridcell").querySelectorAll(".corners > span")].map((span) => ({ text: span.textContent ?? "", area: (span as HTMLElement).style.gridArea }));

  it("fills the corners first, then the edge middles, and names corner marks before notes", () => {
    render(<Cell {...base} corners={(1 << 0) | (1 << 4) | (1 << 6) | (1 << 7) | (1 << 8)} notes={1 << 2} />);
    expect(cornersOf()).toEqual([
      { text: "1", area: "1 / 1" },
      { text: "5", area: "1 / 3" },
      { text: "7", area: "3 / 1" },
      { text: "8", area: "3 / 3" },
      { text: "9", area: "1 / 2" },
    ]);
    const cell = screen.getByRole("gridcell");
    expect(cell.classList.contains("has-corners")).toBe(true);
    expect(cell.querySelectorAll(".notes > span")).toHaveLength(1);
    expect(cell.getAttribute("aria-label")).toBe("row 1, column 1, empty, corner marks 1 5 7 8 9, notes 3");
  });

  it("wraps more than eight marks along the edges, and shows none under a value", () => {
    render(<Cell {...base} size={16} boxRows={4} boxCols={4} corners={0b1111111111} />);
    const ring = screen.getByRole("gridcell").querySelector(".corners")!;
    expect(ring.classList.contains("many")).toBe(true);
    expect(ring.textContent).toBe("1 2 3 4 5 6 7 8 9 A");
    expect([...ring.querySelectorAll(".edge")].map((edge) => edge.textContent)).toEqual(["1 2 3 4 5", "6 7 8 9 A"]);
    cleanup();
    render(<Cell {...base} value={4} corners={0b1000} />);
    expect(screen.getByRole("gridcell").querySelector(".corners")).toBeNull();
    expect(screen.getByRole("gridcell").getAttribute("aria-label")).toBe("row 1, column 1, 4");
  });
});
