import { describe, expect, it } from "vitest";
import { progressFromHash, puzzleFromPath, shareUrl } from "../../../web/state/share";
import { grid, PUZZLE_9, SOLUTION_9, values } from "../helpers";
import { grid as anyGrid } from "../../helpers/grid";

describe("share links", () => {
  it("round-trips the puzzle in the path and the entries in the fragment", () => {
    const puzzle = grid(PUZZLE_9);
    const board = values(PUZZLE_9);
    board[2] = 4;
    board[3] = 6;
    const url = new URL(shareUrl("https://sudoku.example", puzzle, { values: board }));
    expect(url.pathname).toBe(`/p/${PUZZLE_9}`);
    expect(url.hash).toMatch(/^#e=[.\d]{81}$/);
    const back = puzzleFromPath(url.pathname.slice(3));
    expect(back.ok && Array.from(back.value.cells)).toEqual(Array.from(puzzle.cells));
    const progress = progressFromHash(url.hash, puzzle);
    expect(progress?.values[2]).toBe(4);
    expect(progress?.values[3]).toBe(6);
    expect(progress?.values[0]).toBe(0); // givens do not travel twice
    expect(progress?.notes.every((n) => n === 0)).toBe(true);
  });

  it("round-trips pencil marks of open cells and colours of any cell, on every size, from a seeded random position", () => {
    for (const box of [2, 3, 4, 5]) {
      const size = box * box;
      const cells = size * size;
      let seed = 7 * box;
      const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
      const givens = new Uint8Array(cells).map(() => (random(3) === 0 ? 1 + random(size) : 0));
      const puzzle = { shape: anyGrid(".".repeat(cells)).shape, cells: givens };
      const notes = new Uint32Array(cells).map((_, i) => (givens[i] ? 0 : random(2) ? random(2 ** size) : 0));
      notes[cells - 1] = givens[cells - 1] ? 0 : 2 ** size - 1; // every candidate of the last cell: the top bit too
      const colours = new Uint8Array(cells).map(() => (random(4) === 0 ? 1 + random(6) : 0));
      const entries = new Uint8Array(cells).map((_, i) => (givens[i] || random(4) ? 0 : 1 + random(size)));
      const url = new URL(shareUrl("https://sudoku.example", puzzle, { values: entries, notes, colours }));
      const back = progressFromHash(url.hash, puzzle);
      expect(Array.from(back!.notes), `${size}x${size} notes`).toEqual(Array.from(notes));
      expect(Array.from(back!.colours), `${size}x${size} colours`).toEqual(Array.from(colours));
      expect(Array.from(back!.values), `${size}x${size} entries`).toEqual(Array.from(entries));
    }
  });

  it("keeps a link short: a few marks make a short part, and parts with nothing in them are left out", () => {
    const puzzle = grid(PUZZLE_9);
    const notes = new Uint32Array(81);
    notes[2] = 0b11; // r1c3: 1 and 2
    const url = shareUrl("https://x", puzzle, { values: values(PUZZLE_9), notes, colours: new Uint8Array(81) });
    expect(url).toMatch(new RegExp(`^https://x/p/${PUZZLE_9.replaceAll(".", "\\.")}#n=[A-Za-z0-9_-]{1,3}$`));
    expect(progressFromHash(new URL(url).hash, puzzle)?.notes[2]).toBe(0b11);
  });

  it("puts the same fragment on another address, such as a variant's /v?load=…", () => {
    const puzzle = grid(PUZZLE_9);
    const board = values(PUZZLE_9);
    board[2] = 4;
    expect(shareUrl("https://x", puzzle, { values: board }, "/v?load=abc")).toBe(`https://x/v?load=abc#e=..4${".".repeat(78)}`);
  });

  it("leaves the fragment out when there is no progress, and rejects a wrong-sized fragment", () => {
    const puzzle = grid(PUZZLE_9);
    expect(shareUrl("https://x", puzzle, { values: values(PUZZLE_9) })).toBe(`https://x/p/${PUZZLE_9}`);
    expect(progressFromHash("#e=1234", puzzle)).toBeNull();
    expect(progressFromHash("", puzzle)).toBeNull();
  });

  it("drops a part that does not fit the puzzle on its own and keeps the rest", () => {
    const puzzle = grid(PUZZLE_9);
    const entries = `..4${".".repeat(78)}`;
    const tooLong = "B".repeat(200); // more characters than 51 open cells of 9 bits need
    const kept = progressFromHash(`#e=${entries}&n=${tooLong}&c=***`, puzzle);
    expect(kept?.values[2]).toBe(4);
    expect(kept?.notes.every((n) => n === 0)).toBe(true);
    expect(kept?.colours.every((c) => c === 0)).toBe(true);
    // A link cut in the middle of an escape loses that part, not the page.
    expect(progressFromHash(`#e=%E0%A4%A&n=B`, puzzle)?.notes[2]).toBe(1);
    // A colour index past the palette (7, the three bits all set) is not a colour of this site.
    expect(progressFromHash("#c=H", puzzle)).toBeNull();
    expect(Array.from(progressFromHash("#c=G", puzzle)!.colours.slice(0, 3))).toEqual([6, 0, 0]); // 6 is purple, the last
  });

  it("reports a broken puzzle in the path with its cell", () => {
    const bad = puzzleFromPath(SOLUTION_9.replace("5", "3"));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.message).toMatch(/two 3s/);
  });
});
