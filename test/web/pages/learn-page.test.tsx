import { cleanup, render, screen, within } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OnScreen } from "../../helpers/intersection";
import { TECHNIQUE_TABLE } from "../../../worker/core/sudoku/hints/index";
import { LearnPage } from "../../../web/pages/learn";

// Every board is drawn as if on screen; lesson-board.test.tsx covers the boards drawn on the way.
beforeEach(() => vi.stubGlobal("IntersectionObserver", OnScreen));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("LearnPage", () => {
  it("has a section per technique, easiest first, each with its worked board, the step in words and the board link", () => {
    const { container } = render(<LearnPage />);
    const sections = [...container.querySelectorAll("section.lesson")];
    expect(sections.map((s) => s.id)).toEqual([...TECHNIQUE_TABLE.map((e) => e.technique), "solver"]);
    for (const entry of TECHNIQUE_TABLE) {
      const section = within(container.querySelector<HTMLElement>(`#${entry.technique}`)!);
      section.getByRole("heading", { level: 3, name: entry.name });
      const board = section.getByRole("img", { name: `A worked ${entry.name} on a 9×9 board` });
      const caption = document.getElementById(board.getAttribute("aria-describedby")!);
      expect(caption?.textContent?.startsWith(entry.name)).toBe(true);
      expect(board.querySelectorAll(".cell")).toHaveLength(81);
      expect(board.querySelectorAll(".removed, .placed").length).toBeGreaterThan(0);
      expect(section.getByRole("link", { name: "Open this position on the board" }).getAttribute("href")).toMatch(/^\/p\/[.1-9]{81}(\?practice=[a-z-]+)?#e=/);
    }
    // The index links every lesson.
    const index = screen.getByRole("navigation", { name: "Techniques" });
    expect(within(index).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([...TECHNIQUE_TABLE.map((e) => `#${e.technique}`), "#solver"]);
  });
});
