import { describe, expect, it } from "vitest";
import { isValidMove, replay } from "../../../web/state/history";
import { progressFromHash, shareUrl } from "../../../web/state/share";
import { grid, memoryStore, PUZZLE_9 } from "../helpers";
import { cellOf, game9 } from "./game-fixtures";

const bit = (v: number) => 1 << (v - 1);
const cornersAt = (m: ReturnType<typeof game9>, ...cells: number[]) => cells.map((c) => m.board.value.corners[c]);

describe("corner (Snyder) marks", () => {
  it("corner mode and notes mode take turns: turning one on turns the other off", () => {
    const m = game9();
    m.toggleCornerMode();
    expect([m.cornerMode.value, m.notesMode.value]).toEqual([true, false]);
    m.toggleNotesMode();
    expect([m.cornerMode.value, m.notesMode.value]).toEqual([false, true]);
    m.toggleCornerMode();
    m.toggleCornerMode();
    expect([m.cornerMode.value, m.notesMode.value]).toEqual([false, false]);
  });

  it("in corner mode a digit toggles a corner mark in every open cell of the group, apart from the candidate notes", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(4, "note");
    m.toggleSelect(cellOf(1, 4));
    m.toggleSelect(cellOf(1, 1)); // a given: never marked
    m.toggleCornerMode();
    m.input(4);
    expect(cornersAt(m, cellOf(1, 3), cellOf(1, 4), cellOf(1, 1))).toEqual([bit(4), bit(4), 0]);
    expect(m.board.value.notes[cellOf(1, 3)]).toBe(bit(4)); // the other layer is left alone
    expect(m.steps.value.at(-1)?.label).toBe("corner mark 4 in r1c3 and r1c4");
    m.toggleSelect(cellOf(1, 6)); // one cell without it: the digit goes on in all
    m.input(4);
    expect(cornersAt(m, cellOf(1, 3), cellOf(1, 4), cellOf(1, 6))).toEqual([bit(4), bit(4), bit(4)]);
    m.input(4); // all have it: off in all
    expect(cornersAt(m, cellOf(1, 3), cellOf(1, 4), cellOf(1, 6))).toEqual([0, 0, 0]);
    m.undo();
    expect(cornersAt(m, cellOf(1, 3), cellOf(1, 4), cellOf(1, 6))).toEqual([bit(4), bit(4), bit(4)]);
  });

  it("a placed digit takes the cell's own corner marks and, with auto-clear, that digit from its peers'; undo brings all back", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.toggleSelect(cellOf(1, 4));
    m.toggleSelect(cellOf(9, 6)); // no peer of r1c3
    m.input(4, "corner");
    m.input(2, "corner");
    m.select(cellOf(1, 3));
    m.input(4);
    expect(m.board.value.values[cellOf(1, 3)]).toBe(4);
    expect(cornersAt(m, cellOf(1, 3), cellOf(1, 4), cellOf(9, 6))).toEqual([0, bit(2), bit(4) | bit(2)]);
    m.undo();
    expect(cornersAt(m, cellOf(1, 3), cellOf(1, 4), cellOf(9, 6))).toEqual([bit(4) | bit(2), bit(4) | bit(2), bit(4) | bit(2)]);
    m.redo();
    m.select(cellOf(1, 4));
    m.erase();
    expect(cornersAt(m, cellOf(1, 4))).toEqual([0]);
  });

  it("leaves a filled cell's corners alone, and a mark on filled cells only is no step", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(4);
    const steps = m.steps.value.length;
    m.input(7, "corner");
    expect(m.steps.value).toHaveLength(steps);
    expect(cornersAt(m, cellOf(1, 3))).toEqual([0]);
  });

  it("survive a reload from the saved game", () => {
    const store = memoryStore();
    const m = game9(store);
    m.select(cellOf(5, 5));
    m.input(3, "corner");
    m.input(9, "corner");
    const again = game9(store);
    expect(cornersAt(again, cellOf(5, 5))).toEqual([bit(3) | bit(9)]);
  });

  it("a saved step is well-formed only with corner marks within the board's digits", () => {
    const change = (corners: unknown) => ({ label: "x", changes: [{ cell: 0, value: [0, 0], notes: [0, 0], corners }] });
    expect(isValidMove(change([0, 0b111111111]), 81, 9)).toBe(true);
    expect(isValidMove(change(undefined), 81, 9)).toBe(true);
    expect(isValidMove(change([0, 0b1111111111]), 81, 9)).toBe(false);
    expect(isValidMove(change([-1, 0]), 81, 9)).toBe(false);
    expect(isValidMove(change("12"), 81, 9)).toBe(false);
    // A step without corners (a game saved before they existed) replays and leaves them empty.
    const board = replay(new Uint8Array(81), [{ label: "1", changes: [{ cell: 4, value: [0, 1], notes: [0, 0] }] }], 1);
    expect(Array.from(board.corners).every((c) => c === 0)).toBe(true);
  });

  it("travel in a share link's k= part and load as one step; a bad k= part is dropped alone", () => {
    const puzzle = grid(PUZZLE_9);
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(4, "corner");
    m.input(2, "note");
    const { values, notes, corners, colours } = m.board.value;
    const url = new URL(shareUrl("https://x", puzzle, { values, notes, corners, colours }));
    expect(url.hash).toMatch(/^#n=[\w-]+&k=[\w-]+$/);
    const back = progressFromHash(url.hash, puzzle)!;
    expect(back.corners[cellOf(1, 3)]).toBe(bit(4));
    expect(back.notes[cellOf(1, 3)]).toBe(bit(2));
    const other = game9();
    other.loadProgress(back);
    expect(cornersAt(other, cellOf(1, 3))).toEqual([bit(4)]);
    expect(other.steps.value.map((s) => s.label)).toEqual(["shared progress"]);
    const bad = progressFromHash(`${url.hash.replace(/k=[\w-]+/, `k=${"B".repeat(200)}`)}`, puzzle)!;
    expect(bad.notes[cellOf(1, 3)]).toBe(bit(2));
    expect(bad.corners.every((c) => c === 0)).toBe(true);
  });
});
