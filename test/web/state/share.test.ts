import { describe, expect, it } from "vitest";
import { entriesFromHash, puzzleFromPath, shareUrl } from "../../../web/state/share";
import { grid, PUZZLE_9, SOLUTION_9, values } from "../helpers";

describe("share links", () => {
  it("round-trips the puzzle in the path and the entries in the fragment", () => {
    const puzzle = grid(PUZZLE_9);
    const board = values(PUZZLE_9);
    board[2] = 4;
    board[3] = 6;
    const url = new URL(shareUrl("https://sudoku.example", puzzle, board));
    expect(url.pathname).toBe(`/p/${PUZZLE_9}`);
    const back = puzzleFromPath(url.pathname.slice(3));
    expect(back.ok && Array.from(back.value.cells)).toEqual(Array.from(puzzle.cells));
    const entries = entriesFromHash(url.hash, puzzle);
    expect(entries?.[2]).toBe(4);
    expect(entries?.[3]).toBe(6);
    expect(entries?.[0]).toBe(0); // givens do not travel twice
  });

  it("leaves the fragment out when there is no progress, and rejects a wrong-sized fragment", () => {
    const puzzle = grid(PUZZLE_9);
    expect(shareUrl("https://x", puzzle, values(PUZZLE_9))).toBe(`https://x/p/${PUZZLE_9}`);
    expect(entriesFromHash("#e=1234", puzzle)).toBeNull();
    expect(entriesFromHash("", puzzle)).toBeNull();
  });

  it("reports a broken puzzle in the path with its cell", () => {
    const bad = puzzleFromPath(SOLUTION_9.replace("5", "3"));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.message).toMatch(/two 3s/);
  });
});
