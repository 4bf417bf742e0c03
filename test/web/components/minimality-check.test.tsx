import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { MinimalityResponse, SolveResponse } from "../../../worker/core/api";
import { api, type Api } from "../../../web/api/client";
import { ApiContext } from "../../../web/api/context";
import { MinimalityCheck, minimalityWords } from "../../../web/components/minimality-check";
import { grid, PUZZLE_4, SOLUTION_4 } from "../helpers";

/** Long enough for effects (which run after a frame) to have run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const stats = { decisions: 0, propagations: 0, conflicts: 0, work: 1, budgetWork: 100, budgetMs: 1 };
const answer = (minimality: MinimalityResponse): SolveResponse => ({ status: "unique", size: 4, puzzle: PUZZLE_4, solution: SOLUTION_4, stats, minimality });

/** The real client with `minimality` answered here, recording what it was asked. */
function standIn(minimality: MinimalityResponse, asked: string[]): Api {
  return { ...api, minimality: async (puzzle: string) => (asked.push(puzzle), { ok: true, value: answer(minimality) }) } as Api;
}

describe("MinimalityCheck", () => {
  afterEach(cleanup);

  it("asks the server about this puzzle, marks the givens that could go, and offers to remove the first", async () => {
    const asked: string[] = [];
    const marked: number[][] = [];
    const removed: number[] = [];
    const result = { minimal: false, redundant: ["r1c3", "r4c4"], checked: 8, givens: 8 };
    render(
      <ApiContext.Provider value={standIn(result, asked)}>
        <MinimalityCheck puzzle={PUZZLE_4} shape={grid(PUZZLE_4).shape} onMark={(cells) => marked.push(cells)} onRemoveGiven={(cell) => removed.push(cell)} />
      </ApiContext.Provider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Is every given needed?" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(minimalityWords(result)));
    expect(asked).toEqual([PUZZLE_4]);
    expect(marked).toEqual([[2, 15]]);
    fireEvent.click(screen.getByRole("button", { name: "Remove r1c3 and re-check" }));
    expect(removed).toEqual([2]);
  });

  it("offers to keep the pattern's symmetry only when the givens have one, and hands the choice to the trim", () => {
    const result = { minimal: false, redundant: ["r1c1"], checked: 4, givens: 4 };
    const trims: (string | null)[] = [];
    const show = (puzzle: string) =>
      render(
        <ApiContext.Provider value={standIn(result, [])}>
          <MinimalityCheck puzzle={puzzle} shape={grid(puzzle).shape} onMark={() => {}} onRemoveGiven={() => {}} onTrim={(symmetry) => trims.push(symmetry)} initial={result} />
        </ApiContext.Provider>,
      );
    // r1c1 with r4c4 and r1c4 with r4c1: a half turn maps the pattern onto itself (so do a mirror and the diagonal).
    show("1..2........2..1");
    const keep = screen.getByRole("checkbox", { name: "keep the pattern's rotational symmetry" });
    fireEvent.click(screen.getByRole("button", { name: "Trim to a minimal puzzle" }));
    fireEvent.click(keep);
    fireEvent.click(screen.getByRole("button", { name: "Trim to a minimal puzzle" }));
    expect(trims).toEqual([null, "rotational"]);
    cleanup();
    // A lone given off every axis and the centre (r1c2) has no partner under any symmetry: no offer.
    show(".1..............");
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("moves focus from the pressed button to the answer, which replaces it, and back to the button after an error", async () => {
    const result = { minimal: true, redundant: [], checked: 8, givens: 8 };
    render(
      <ApiContext.Provider value={standIn(result, [])}>
        <MinimalityCheck puzzle={PUZZLE_4} shape={grid(PUZZLE_4).shape} onMark={() => {}} onRemoveGiven={() => {}} />
      </ApiContext.Provider>,
    );
    const button = screen.getByRole("button", { name: "Is every given needed?" });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole("button")).toBeNull());
    // Effects run after the frame is painted: wait for the move rather than the render.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("status")));
    cleanup();

    const failing = { ...api, minimality: async () => ({ ok: false, error: { kind: "network", message: "offline" } }) } as unknown as Api;
    render(
      <ApiContext.Provider value={failing}>
        <MinimalityCheck puzzle={PUZZLE_4} shape={grid(PUZZLE_4).shape} onMark={() => {}} onRemoveGiven={() => {}} />
      </ApiContext.Provider>,
    );
    screen.getByRole("button", { name: "Is every given needed?" }).focus();
    fireEvent.click(screen.getByRole("button", { name: "Is every given needed?" }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeNull());
    await settle();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Is every given needed?" }));
  });

  it("does not pull focus to its answer from elsewhere on the page", async () => {
    const result = { minimal: true, redundant: [], checked: 8, givens: 8 };
    render(
      <>
        <input aria-label="elsewhere" />
        <ApiContext.Provider value={standIn(result, [])}>
          <MinimalityCheck puzzle={PUZZLE_4} shape={grid(PUZZLE_4).shape} onMark={() => {}} onRemoveGiven={() => {}} />
        </ApiContext.Provider>
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Is every given needed?" }));
    const elsewhere = screen.getByRole("textbox", { name: "elsewhere" });
    elsewhere.focus();
    await waitFor(() => expect(screen.queryByRole("status")).not.toBeNull());
    await settle();
    expect(document.activeElement).toBe(elsewhere);
  });

  it("shows an answer that came with the verdict without asking again", () => {
    const asked: string[] = [];
    const result = { minimal: true, redundant: [], checked: 8, givens: 8 };
    render(
      <ApiContext.Provider value={standIn(result, asked)}>
        <MinimalityCheck puzzle={PUZZLE_4} shape={grid(PUZZLE_4).shape} onMark={() => {}} onRemoveGiven={() => {}} initial={result} />
      </ApiContext.Provider>,
    );
    expect(screen.getByRole("status").textContent).toBe("✓ Minimal: each of the 8 givens is needed; without any one of them the puzzle has another solution.");
    expect(screen.queryByRole("button")).toBeNull();
    expect(asked).toEqual([]);
  });

  it("says each outcome in words: not minimal with the list cut at twelve, undecided, and the server's reason for no check", () => {
    const many = Array.from({ length: 14 }, (_, i) => `r${i + 1}c1`);
    expect(minimalityWords({ minimal: false, redundant: many, checked: 20, givens: 40 })).toBe(
      "Not minimal: 14 of the 40 givens could each be left out alone and the puzzle would stay unique (the budget ran out after 20 of the 40 givens, so there may be more): r1c1, r2c1, r3c1, r4c1, r5c1, r6c1, r7c1, r8c1, r9c1, r10c1, r11c1, r12c1…, marked on the grid. Two of them together may not.",
    );
    expect(minimalityWords({ minimal: null, redundant: [], checked: 3, givens: 30 })).toBe(
      "Undecided: the budget ran out after 3 of the 30 givens, none of them removable so far. A larger budget may finish the check.",
    );
    expect(minimalityWords({ minimal: null, redundant: [], checked: 0, givens: 30, error: "Minimality is checked up to 16×16 here; this grid is 25×25." })).toBe(
      "Minimality is checked up to 16×16 here; this grid is 25×25.",
    );
  });
});
