import { describe, expect, it } from "vitest";
import { parseCandidates } from "../../../worker/core/sudoku/hints/candidate-notation";
import { practiceFromQuery, practiceLink } from "../../../web/state/practice-link";
import { progressFromHash, puzzleFromPath } from "../../../web/state/share";
import { TECHNIQUE_EXAMPLES } from "../../../web/pages/learn-examples";

describe("practice links", () => {
  it("open the board with its digits as entries and its candidates as pencil marks, and say what to practise", () => {
    const { puzzle, position } = TECHNIQUE_EXAMPLES["x-wing"];
    const link = practiceLink("x-wing", puzzle, position)!;
    const url = new URL(link, "https://sudoku.example");
    expect(url.pathname).toBe(`/p/${puzzle}`);
    expect(url.search).toBe("?practice=x-wing");
    const givens = puzzleFromPath(url.pathname.slice(3));
    expect(givens.ok).toBe(true);
    if (!givens.ok) return;
    const progress = progressFromHash(url.hash, givens.value)!;
    const board = parseCandidates(position);
    expect(board.ok).toBe(true);
    if (!board.ok) return;
    // Entries are the digits placed beyond the givens; pencil marks are the candidates of every empty cell.
    for (let cell = 0; cell < 81; cell++) {
      expect(givens.value.cells[cell] || progress.values[cell]).toBe(board.value.values[cell]);
      expect(progress.notes[cell]).toBe(board.value.masks[cell]);
    }
  });

  it("is null for a board that does not parse or does not fit the puzzle", () => {
    const { puzzle } = TECHNIQUE_EXAMPLES["x-wing"];
    expect(practiceLink("x-wing", puzzle, "{12")).toBeNull();
    expect(practiceLink("x-wing", "1..", "1{23}")).toBeNull();
    expect(practiceLink("x-wing", puzzle, "1{234}{34}2 {234}{1234}{14}{13} 3{14}{14}{23} {23}{34}{34}1")).toBeNull();
  });

  it("reads the technique from the address only when it is offered for practice", () => {
    expect(practiceFromQuery("?practice=x-wing")).toBe("x-wing");
    expect(practiceFromQuery("?conflicts=off&practice=forcing-chain")).toBe("forcing-chain");
    for (const search of ["", "?practice=jellyfish", "?practice=X-Wing", "?practice="]) expect(practiceFromQuery(search)).toBeNull();
  });
});
