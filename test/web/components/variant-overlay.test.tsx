import { cleanup, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { VariantPuzzle } from "../../../worker/core/sudoku/variants/model";
import { VariantOverlay, outsideClueSides, variantBoardOverlay } from "../../../web/components/variant-overlay";
import { BoardOverlay } from "../../../web/components/board-overlay";
import { Board } from "../../../web/components/board";
import { createGameModel } from "../../../web/state/game-model";
import { shapeOfSize } from "../../../worker/core/sudoku/shape";

afterEach(cleanup);

describe("VariantOverlay", () => {
  const puzzle: VariantPuzzle = { size: 4, givens: new Uint8Array(16), rules: [{ kind: "arrow", circle: 0, pill: [0, 1], line: [6, 7, 11] }] };

  it("draws a pill as one rounded outline over its cells, its line leaving from the pill cell beside it, with a name", () => {
    render(<VariantOverlay puzzle={puzzle} values={new Uint8Array(16)} />);
    const rule = screen.getByRole("img", { name: "arrow from the pill r1c1, r1c2 along r2c3, r2c4, r3c4" });
    const pill = rule.querySelector("rect.arrow-circle")!;
    expect(Number(pill.getAttribute("width"))).toBeCloseTo(1.8);
    expect(Number(pill.getAttribute("height"))).toBeCloseTo(0.8);
    // r1c2 (x 1.5, y 0.5) touches r2c3; r1c1 does not.
    expect(rule.querySelector("polyline")!.getAttribute("points")!.startsWith("1.5,0.5 ")).toBe(true);
    expect(rule.getAttribute("class")).toBe("rule");
  });

  it("marks the pill arrow broken when its line does not add up to the number the pill reads", () => {
    const values = new Uint8Array(16);
    [values[0], values[1], values[6], values[7], values[11]] = [1, 2, 4, 4, 3]; // 11, the pill reads 12
    render(<VariantOverlay puzzle={puzzle} values={values} />);
    expect(screen.getByRole("img", { name: /^arrow from the pill/ }).getAttribute("class")).toBe("rule broken");
  });

  it("tints each indexer cell with the mark of its kind, and marks it broken when the cell it points at disagrees", () => {
    const indexers: VariantPuzzle = {
      size: 4,
      givens: new Uint8Array(16),
      rules: [
        { kind: "indexer", by: "row", cell: 4 },
        { kind: "indexer", by: "column", cell: 5 },
        { kind: "indexer", by: "box", cell: 6 },
      ],
    };
    const values = new Uint8Array(16);
    // The 3 at r2c1 (row indexer) puts 2 in row 3 of column 1, where a 4 sits.
    [values[4], values[8]] = [3, 4];
    render(<VariantOverlay puzzle={indexers} values={values} />);
    const row = screen.getByRole("img", { name: "row indexer at r2c1" });
    expect(row.getAttribute("class")).toBe("rule broken");
    const bar = row.querySelector("line.indexer-mark")!;
    expect(bar.getAttribute("x1")).toBe(bar.getAttribute("x2"));
    const side = screen.getByRole("img", { name: "column indexer at r2c2" });
    expect(side.getAttribute("class")).toBe("rule");
    expect(side.querySelector("line.indexer-mark")!.getAttribute("y1")).toBe(side.querySelector("line.indexer-mark")!.getAttribute("y2"));
    expect(screen.getByRole("img", { name: "box indexer at r2c3" }).querySelector("rect.indexer-mark")).not.toBeNull();
  });

  it("draws a lockout line with a diamond at each end, and marks it broken when a digit on it lies within its ends", () => {
    const lockout: VariantPuzzle = { size: 4, givens: new Uint8Array(16), rules: [{ kind: "lockout", cells: [0, 1, 2] }] };
    const values = new Uint8Array(16);
    [values[0], values[1], values[2]] = [1, 2, 4];
    render(<VariantOverlay puzzle={lockout} values={values} />);
    const rule = screen.getByRole("img", { name: "lockout line r1c1, r1c2, r1c3" });
    expect(rule.querySelectorAll("rect.lockout-end")).toHaveLength(2);
    expect(rule.querySelector("polyline.lockout-line")!.getAttribute("points")).toBe("0.5,0.5 1.5,0.5 2.5,0.5");
    expect(rule.getAttribute("class")).toBe("rule broken");
  });

  it("draws an X-sum and a skyscraper clue outside the grid with their marks, and leaves a band on their sides", () => {
    const clues: VariantPuzzle = {
      size: 4,
      givens: new Uint8Array(16),
      rules: [
        { kind: "x-sum", line: "row", index: 1, sum: 3, after: true },
        { kind: "skyscraper", line: "column", index: 0, count: 3 },
      ],
    };
    render(<VariantOverlay puzzle={clues} values={new Uint8Array(16)} />);
    const xsum = screen.getByRole("img", { name: "X-sum 3 in row 2 from the right" });
    expect([...xsum.querySelectorAll("text")].map((t) => t.textContent)).toEqual(["3", "x"]);
    expect(Number(xsum.querySelector("text.outside-clue")!.getAttribute("x"))).toBeCloseTo(4.5);
    const tower = screen.getByRole("img", { name: "skyscraper 3 in column 1 from the top" });
    expect([...tower.querySelectorAll("text")].map((t) => t.textContent)).toEqual(["3", "▲"]);
    expect(outsideClueSides(clues).sort()).toEqual(["right", "top"]);
  });

  it("writes a whispers line's difference at its start only when it is not the size's default", () => {
    const lines: VariantPuzzle = {
      size: 4,
      givens: new Uint8Array(16),
      rules: [
        { kind: "whispers", cells: [0, 1], difference: 2 },
        { kind: "whispers", cells: [4, 5], difference: 3 },
      ],
    };
    render(<VariantOverlay puzzle={lines} values={new Uint8Array(16)} />);
    expect(screen.getByRole("img", { name: "whispers line (difference 2 or more) r1c1, r1c2" }).querySelector("text")).toBeNull();
    const three = screen.getByRole("img", { name: "whispers line (difference 3 or more) r2c1, r2c2" });
    expect(three.querySelector("text.line-value")!.textContent).toBe("3");
  });

  it("draws entropic and region sum lines, each marked broken by its own rule", () => {
    const lines: VariantPuzzle = { size: 4, givens: new Uint8Array(16), rules: [{ kind: "region-sum", cells: [1, 2] }, { kind: "region-sum", cells: [5, 6] }] };
    const values = new Uint8Array(16);
    // 2 | 2 keeps the first line; 3 | 1 breaks the second.
    [values[1], values[2], values[5], values[6]] = [2, 2, 3, 1];
    render(<VariantOverlay puzzle={lines} values={values} />);
    const kept = screen.getByRole("img", { name: "region sum line r1c2, r1c3" });
    expect(kept.querySelector("polyline.region-sum")!.getAttribute("points")).toBe("1.5,0.5 2.5,0.5");
    expect(kept.getAttribute("class")).toBe("rule");
    expect(screen.getByRole("img", { name: "region sum line r2c2, r2c3" }).getAttribute("class")).toBe("rule broken");
  });

  it("draws an entropic line", () => {
    const entropic: VariantPuzzle = { size: 6, givens: new Uint8Array(36), rules: [{ kind: "entropic", cells: [0, 1, 2] }] };
    const values = new Uint8Array(36);
    [values[0], values[1]] = [1, 2];
    render(<VariantOverlay puzzle={entropic} values={values} />);
    const rule = screen.getByRole("img", { name: "entropic line r1c1, r1c2, r1c3" });
    expect(rule.querySelector("polyline.entropic")).not.toBeNull();
    expect(rule.getAttribute("class")).toBe("rule broken");
  });

  it("marks the cell under a cage's sum, so its notes start below the sum, and every caged cell, so its notes keep inside the dashes", () => {
    const caged: VariantPuzzle = { size: 4, givens: new Uint8Array(16), rules: [{ kind: "killer", cells: [5, 6], sum: 3 }, { kind: "killer", cells: [10, 11] }] };
    const model = createGameModel({ shape: shapeOfSize(4)!, cells: new Uint8Array(16) }, { id: "caged", store: null });
    const { container } = render(<BoardOverlay.Provider value={variantBoardOverlay(caged)}><Board model={model} label="caged" /></BoardOverlay.Provider>);
    const labelled = [...container.querySelectorAll(".cell")].flatMap((cell, i) => (cell.classList.contains("labelled") ? [i] : []));
    expect(labelled).toEqual([5]);
    const inCages = [...container.querySelectorAll(".cell")].flatMap((cell, i) => (cell.classList.contains("caged") ? [i] : []));
    expect(inCages).toEqual([5, 6, 10, 11]);
  });
});

describe("little killer clues sharing an outside cell", () => {
  type Box = { left: number; right: number; top: number; bottom: number };
  /** A sum's box in cell units, from how it is drawn: centred on x, y its baseline, bold digits about 0.7 em wide and 0.72 em tall. */
  const labelBox = (text: Element): Box => {
    const font = (text as SVGElement).style.fontSize ? parseFloat((text as SVGElement).style.fontSize) : 0.36; // the stylesheet's size
    const x = Number(text.getAttribute("x"));
    const y = Number(text.getAttribute("y"));
    const width = text.textContent!.length * 0.7 * font;
    return { left: x - width / 2, right: x + width / 2, top: y - 0.72 * font, bottom: y };
  };
  const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const inside = (a: Box, cell: Box) => a.left >= cell.left && a.right <= cell.right && a.top >= cell.top && a.bottom <= cell.bottom;

  it("draws the two sums above column 5 of little killer seed 11 apart, each on its arrow's side of R0C5", () => {
    // 20 down-left from r1c4 and 15 down-right from r1c6: f-puzzles puts both in R0C5.
    const puzzle: VariantPuzzle = {
      size: 9,
      givens: new Uint8Array(81),
      rules: [
        { kind: "little-killer", cells: [3, 11, 19, 27], sum: 20, direction: "DL" },
        { kind: "little-killer", cells: [5, 15, 25, 35], sum: 15, direction: "DR" },
      ],
    };
    render(<VariantOverlay puzzle={puzzle} values={new Uint8Array(81)} />);
    const left = screen.getByRole("img", { name: "little killer 20 along r1c4, r2c3, r3c2, r4c1" });
    const right = screen.getByRole("img", { name: "little killer 15 along r1c6, r2c7, r3c8, r4c9" });
    const a = labelBox(left.querySelector("text.outside-clue")!);
    const b = labelBox(right.querySelector("text.outside-clue")!);
    expect(overlap(a, b)).toBe(false);
    expect(a.right).toBeLessThanOrEqual(4.5);
    expect(b.left).toBeGreaterThanOrEqual(4.5);
    // Both inside R0C5 as the board draws it: a band 0.8 cell tall above the grid.
    const cell = { left: 4, right: 5, top: -0.8, bottom: 0 };
    expect(inside(a, cell) && inside(b, cell)).toBe(true);
    // Each arrow runs diagonally toward its own bottom corner of R0C5, and clear of the other sum.
    const arrow = (g: HTMLElement) => ["x1", "y1", "x2", "y2"].map((k) => Number(g.querySelector("line.little-killer-arrow")!.getAttribute(k)));
    const [ax1, ay1, ax2, ay2] = arrow(left);
    const [bx1, by1, bx2, by2] = arrow(right);
    expect(ax2 - ax1).toBeCloseTo(-(ay2 - ay1));
    expect(bx2 - bx1).toBeCloseTo(by2 - by1);
    expect(ax2).toBeLessThan(4.5);
    expect(bx2).toBeGreaterThan(4.5);
    const seg = (x1: number, y1: number, x2: number, y2: number): Box => ({ left: Math.min(x1, x2), right: Math.max(x1, x2), top: Math.min(y1, y2), bottom: Math.max(y1, y2) });
    expect(overlap(seg(ax1, ay1, ax2, ay2), b) || overlap(seg(bx1, by1, bx2, by2), a)).toBe(false);
  });

  it("stacks two sums sharing an outside cell left of the grid, the up-right one above the down-right one", () => {
    const puzzle: VariantPuzzle = {
      size: 9,
      givens: new Uint8Array(81),
      rules: [
        { kind: "little-killer", cells: [27, 19, 11, 3], sum: 22, direction: "UR" },
        { kind: "little-killer", cells: [45, 55, 65, 75], sum: 18, direction: "DR" },
      ],
    };
    render(<VariantOverlay puzzle={puzzle} values={new Uint8Array(81)} />);
    const up = labelBox(screen.getByRole("img", { name: /^little killer 22/ }).querySelector("text.outside-clue")!);
    const down = labelBox(screen.getByRole("img", { name: /^little killer 18/ }).querySelector("text.outside-clue")!);
    expect(overlap(up, down)).toBe(false);
    expect(up.bottom).toBeLessThanOrEqual(down.top);
    const cell = { left: -0.8, right: 0, top: 4, bottom: 5 };
    expect(inside(up, cell) && inside(down, cell)).toBe(true);
  });

  it("keeps three-digit sums sharing a cell below a 16x16 apart and inside that cell", () => {
    // R17C8 (below column 8): up-left from r16c7, up-right from r16c9.
    const puzzle: VariantPuzzle = {
      size: 16,
      givens: new Uint8Array(256),
      rules: [
        { kind: "little-killer", cells: [15 * 16 + 6, 14 * 16 + 5], sum: 118, direction: "UL" },
        { kind: "little-killer", cells: [15 * 16 + 8, 14 * 16 + 9], sum: 104, direction: "UR" },
      ],
    };
    render(<VariantOverlay puzzle={puzzle} values={new Uint8Array(256)} />);
    const a = labelBox(screen.getByRole("img", { name: /^little killer 118/ }).querySelector("text.outside-clue")!);
    const b = labelBox(screen.getByRole("img", { name: /^little killer 104/ }).querySelector("text.outside-clue")!);
    expect(overlap(a, b)).toBe(false);
    expect(a.right).toBeLessThanOrEqual(b.left);
    const cell = { left: 7, right: 8, top: 16, bottom: 16.8 };
    expect(inside(a, cell) && inside(b, cell)).toBe(true);
  });

  it("leaves a clue alone in its outside cell where it was, at the stylesheet's size", () => {
    const puzzle: VariantPuzzle = { size: 9, givens: new Uint8Array(81), rules: [{ kind: "little-killer", cells: [3, 11, 19, 27], sum: 20, direction: "DL" }] };
    render(<VariantOverlay puzzle={puzzle} values={new Uint8Array(81)} />);
    const text = screen.getByRole("img", { name: /^little killer 20/ }).querySelector("text.outside-clue") as SVGElement;
    expect(Number(text.getAttribute("x"))).toBeCloseTo(4.62);
    expect(Number(text.getAttribute("y"))).toBeCloseTo(-0.5);
    expect(text.style.fontSize).toBe("");
  });
});
