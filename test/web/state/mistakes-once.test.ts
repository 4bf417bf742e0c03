/** Each (cell, digit) counts as one mistake at most: whichever way it was found, however often, and across reloads. */
import { describe, expect, it } from "vitest";
import { check } from "../../../web/state/assist";
import { gameKey } from "../../../web/state/saved-game";
import { memoryStore, PUZZLE_9 } from "../helpers";
import { cellOf, game9 } from "./game-fixtures";

describe("a mistake counts once", () => {
  it("a digit that clashes visibly is not counted again by a check, nor by erasing and typing it again", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(5); // r1c1 holds 5: a visible clash, and a wrong digit (the solution has 4)
    expect(m.mistakes.value).toBe(1);
    check(m);
    expect(m.mistakes.value).toBe(1);
    m.erase();
    m.input(5);
    expect(m.mistakes.value).toBe(1);
    m.input(5); // typing it again clears it; a third time puts it back
    m.input(5);
    check(m);
    expect(m.mistakes.value).toBe(1);
    m.input(3); // r1c2 holds 3: another digit in the same cell is a new mistake
    expect(m.mistakes.value).toBe(2);
  });

  it("a wrong digit a check counted is not counted again after a reload", () => {
    const store = memoryStore();
    const a = game9(store);
    a.select(cellOf(1, 3));
    a.input(1); // wrong, but nothing on the board shows it
    check(a);
    check(a);
    expect(a.mistakes.value).toBe(1);
    a.dispose();

    const b = game9(store);
    expect(b.mistakes.value).toBe(1);
    check(b);
    expect(b.mistakes.value).toBe(1);
    // Nor does the clash count again once the cell is erased and the digit comes back.
    b.select(cellOf(1, 3));
    b.erase();
    b.input(1);
    check(b);
    expect(b.mistakes.value).toBe(1);
  });

  it("restarting forgets the counted entries with the count", () => {
    const store = memoryStore();
    const m = game9(store);
    m.select(cellOf(1, 3));
    m.input(5);
    m.restart();
    expect(m.mistakes.value).toBe(0);
    m.select(cellOf(1, 3));
    m.input(5);
    expect(m.mistakes.value).toBe(1);
  });

  it("reads a game saved before the counted entries were kept, and drops saved entries that are not on the board", () => {
    const store = memoryStore();
    const step = { label: "1 in r1c3", changes: [{ cell: cellOf(1, 3), value: [0, 1], notes: [0, 0] }] };
    store.setItem(gameKey(PUZZLE_9), JSON.stringify({ version: 1, steps: [step], cursor: 1, elapsedMs: 5, mistakes: 2, hintsUsed: 0, revealed: 0 }));
    const old = game9(store);
    expect(old.mistakes.value).toBe(2);
    expect(old.board.value.values[cellOf(1, 3)]).toBe(1);
    check(old);
    expect(old.mistakes.value).toBe(3);
    old.dispose();

    store.setItem(gameKey(PUZZLE_9), JSON.stringify({ version: 1, steps: [step], cursor: 1, elapsedMs: 5, mistakes: 1, hintsUsed: 0, revealed: 0, counted: [[999, 1], [cellOf(1, 3), 10], "x", [cellOf(1, 3), 1]] }));
    const odd = game9(store);
    expect(odd.mistakes.value).toBe(1);
    check(odd);
    expect(odd.mistakes.value).toBe(1);
  });
});
