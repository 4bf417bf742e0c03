import { cleanup, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { PrintGrid } from "../../../web/components/print-grid";

afterEach(cleanup);

const cellsOf = () => [...document.querySelectorAll("tbody td")];
/** Each cell's box edges as "R" (thick right), "B" (thick bottom) or "-", row by row. */
const edges = () =>
  [...document.querySelectorAll("tbody tr")].map((row) =>
    [...row.querySelectorAll("td")].map((td) => (td.classList.contains("box-right") ? "R" : "") + (td.classList.contains("box-bottom") ? "B" : "") || "-").join(" "),
  );

describe("PrintGrid", () => {
  it("draws a 4×4's digits with its 2×2 boxes' edges, blanks empty, under its caption", () => {
    render(<PrintGrid cells="1..4.4.....2.3.." size={4} caption="1. easy · 6 clues" />);
    expect(screen.getByRole("table", { name: "1. easy · 6 clues" })).toBeTruthy();
    expect(cellsOf().map((td) => td.textContent)).toEqual(["1", "", "", "4", "", "4", "", "", "", "", "", "2", "", "3", "", ""]);
    expect(edges()).toEqual(["- R - R", "B RB B RB", "- R - R", "B RB B RB"]);
    // Headers a screen reader names each digit by, one per row.
    expect(screen.getAllByRole("rowheader").map((th) => th.textContent)).toEqual(["row 1", "row 2", "row 3", "row 4"]);
  });

  it("draws a 6×6's boxes as 2 rows by 3 columns, and letters above 9 on a 16×16", () => {
    render(<PrintGrid cells={".".repeat(36)} size={6} caption="six" />);
    expect(edges()).toEqual(["- - R - - R", "B B RB B B RB", "- - R - - R", "B B RB B B RB", "- - R - - R", "B B RB B B RB"]);
    cleanup();
    render(<PrintGrid cells={`G${".".repeat(254)}A`} size={16} caption="sixteen" />);
    expect(cellsOf()[0].textContent).toBe("G");
    expect(cellsOf()[255].textContent).toBe("A");
  });

  it("marks a solution's givens, and only them", () => {
    render(<PrintGrid cells="1234341221434321" givens="1..4.4.....2.3.." size={4} caption="solution" />);
    const given = cellsOf().map((td) => td.classList.contains("given"));
    expect(given).toEqual([...("1..4.4.....2.3..")].map((ch) => ch !== "."));
  });
});
