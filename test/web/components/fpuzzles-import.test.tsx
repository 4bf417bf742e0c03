import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SolveResponse } from "../../../worker/core/api";
import { FpuzzlesImport } from "../../../web/components/fpuzzles-import";
import { variantPathFromText } from "../../../web/state/variant-link";
import { PUZZLE_4, SOLUTION_4 } from "../helpers";

/** f-puzzles JSON for a 4×4 grid string ("." for an empty cell). */
const fpuzzles = (puzzle: string): string =>
  JSON.stringify({ size: 4, grid: [0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => (puzzle[r * 4 + c] === "." ? {} : { value: Number(puzzle[r * 4 + c]), given: true }))) });

const stats = { decisions: 0, propagations: 0, conflicts: 0, work: 1, budgetWork: 100, budgetMs: 1 };
const unique: SolveResponse = { status: "unique", size: 4, puzzle: PUZZLE_4, solution: SOLUTION_4, stats };

describe("FpuzzlesImport", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows a verdict only beside the text it was for, and Play opens the puzzle that was checked", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(unique), { status: 200, headers: { "content-type": "application/json" } })));
    render(<FpuzzlesImport />);
    const box = screen.getByRole("textbox", { name: "f-puzzles JSON or link" }) as HTMLTextAreaElement;
    const checkedText = fpuzzles(PUZZLE_4);
    const otherText = fpuzzles("1...............");
    expect(variantPathFromText(checkedText)).not.toBe(variantPathFromText(otherText));

    fireEvent.input(box, { target: { value: checkedText } });
    await act(async () => screen.getByRole("button", { name: "Check variant" }).click());
    await waitFor(() => expect(screen.getByText(SOLUTION_4)).toBeTruthy());
    expect(screen.getByRole("link", { name: "Play this puzzle" }).getAttribute("href")).toBe(variantPathFromText(checkedText));

    // Another puzzle, not checked: the old verdict, its solution and its Play link go, and a note says why.
    fireEvent.input(box, { target: { value: otherText } });
    expect(screen.queryByText(SOLUTION_4)).toBeNull();
    expect(screen.queryByText(/Unique solution/)).toBeNull();
    expect(screen.queryByRole("link", { name: "Play this puzzle" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("The text changed since the last check, so that answer is hidden. Check again for this puzzle.");

    // The checked text again: its answer is still the right one to show.
    fireEvent.input(box, { target: { value: checkedText } });
    expect(screen.getByText(SOLUTION_4)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Play this puzzle" }).getAttribute("href")).toBe(variantPathFromText(checkedText));
  });

  it("an error is about the text it was for too", async () => {
    render(<FpuzzlesImport />);
    const box = screen.getByRole("textbox", { name: "f-puzzles JSON or link" });
    fireEvent.input(box, { target: { value: "{ not json" } });
    await act(async () => screen.getByRole("button", { name: "Check variant" }).click());
    expect(screen.getByRole("alert").textContent).toMatch(/^Not valid JSON/);
    fireEvent.input(box, { target: { value: fpuzzles(PUZZLE_4) } });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
