import { act, cleanup, render } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OffScreen, OnScreen, scrollInto } from "../../helpers/intersection";
import { TECHNIQUE_TABLE } from "../../../worker/core/sudoku/hints/index";
import { chainLinks, LessonBoard } from "../../../web/components/lesson-board";
import { workedStep } from "../../../web/pages/learn-steps";

beforeEach(() => vi.stubGlobal("IntersectionObserver", OnScreen));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const worked = (technique: string) => workedStep(TECHNIQUE_TABLE.find((e) => e.technique === technique)!);

describe("LessonBoard", () => {
  it("draws an X-Chain's links on its digit, strong and weak in turn, starting and ending strong", () => {
    const { step, position, puzzle } = worked("x-chain");
    const links = chainLinks(step, position.shape);
    const cells = step.detail.kind === "chain" ? step.detail.cells : [];
    expect(links.map((l) => [l.from.cell, l.to.cell])).toEqual(cells.slice(0, -1).map((c, k) => [c, cells[k + 1]]));
    expect(links.map((l) => l.kind)).toEqual(links.map((_, k) => (k % 2 === 0 ? "strong" : "weak")));
    expect(links[links.length - 1].kind).toBe("strong");
    const { container } = render(<LessonBoard position={position} givens={puzzle.cells} step={step} label="x" describedBy="d" />);
    expect(container.querySelectorAll("svg.chain-overlay line.strong")).toHaveLength(links.filter((l) => l.kind === "strong").length);
    expect(container.querySelectorAll("svg.chain-overlay line.weak")).toHaveLength(links.filter((l) => l.kind === "weak").length);
  });

  it("links an XY-Chain's cells by the digit each hands the next, every one a candidate there", () => {
    const { step, position } = worked("xy-chain");
    const links = chainLinks(step, position.shape);
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      expect(link.kind).toBe("weak");
      expect(link.from.value).toBe(link.to.value);
      for (const end of [link.from, link.to]) expect(position.masks[end.cell] & (1 << (end.value - 1))).not.toBe(0);
    }
  });

  it("draws a W-Wing's strong link on its link digit, joined by weak links to the two ends that each see one end of it", () => {
    const { step, position } = worked("w-wing");
    const links = chainLinks(step, position.shape);
    expect(links.map((l) => l.kind)).toEqual(["weak", "strong", "weak"]);
    const d = step.detail.kind === "w-wing" ? step.detail : null;
    expect(links[0].from.cell).toBe(d!.ends[0]);
    expect(links[2].to.cell).toBe(d!.ends[1]);
    for (const link of links) {
      expect([link.from.value, link.to.value]).toEqual([d!.link, d!.link]);
      expect(position.shape.peers[link.from.cell]).toContain(link.to.cell);
    }
  });

  it("follows a forcing chain from its supposition through its singles in order, each in bold", () => {
    const { step, position, puzzle } = worked("forcing-chain");
    const d = step.detail.kind === "contradiction" ? step.detail : null;
    const links = chainLinks(step, position.shape);
    expect(links.map((l) => [l.from.cell, l.to.cell])).toEqual([d!.cell, ...d!.trail.map((p) => p.cell)].slice(0, -1).map((c, k) => [c, d!.trail[k].cell]));
    expect(links.every((l) => l.kind === "then")).toBe(true);
    const { container } = render(<LessonBoard position={position} givens={puzzle.cells} step={step} label="x" describedBy="d" />);
    // The supposed digit is struck (the step removes it); each forced single is bold.
    expect(container.querySelectorAll(".notes .pattern")).toHaveLength(d!.trail.length);
  });

  it("draws no chain for a step that is not one, and marks removed and placed candidates", () => {
    const { step, position, puzzle } = worked("x-wing");
    expect(chainLinks(step, position.shape)).toEqual([]);
    const { container } = render(<LessonBoard position={position} givens={puzzle.cells} step={step} label="x" describedBy="d" />);
    expect(container.querySelector("svg")).toBeNull();
    expect(container.querySelectorAll(".notes .removed")).toHaveLength(step.eliminations.length);
    const single = worked("hidden-single");
    cleanup();
    const placed = render(<LessonBoard position={single.position} givens={single.puzzle.cells} step={single.step} label="x" describedBy="d" />);
    expect(placed.container.querySelectorAll(".notes .placed")).toHaveLength(1);
  });

  it("is an empty frame, named as the board, until it comes near the screen or the page is printed", () => {
    vi.stubGlobal("IntersectionObserver", OffScreen);
    const { step, position, puzzle } = worked("x-wing");
    const { container } = render(<><LessonBoard position={position} givens={puzzle.cells} step={step} label="first" describedBy="d" /><LessonBoard position={position} givens={puzzle.cells} step={step} label="second" describedBy="d" /></>);
    const [first, second] = container.querySelectorAll<HTMLElement>(".lesson-board");
    expect([first.getAttribute("role"), first.getAttribute("aria-label"), first.getAttribute("aria-describedby")]).toEqual(["img", "first", "d"]);
    expect(first.querySelectorAll(".cell")).toHaveLength(0);
    act(() => scrollInto(first));
    expect(first.querySelectorAll(".cell")).toHaveLength(81);
    expect(second.querySelectorAll(".cell")).toHaveLength(0);
    act(() => {
      dispatchEvent(new Event("beforeprint"));
    });
    expect(second.querySelectorAll(".cell")).toHaveLength(81);
  });
});
