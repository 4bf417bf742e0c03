/** The game model across visits: what it saves, restores, shares and forgets. */
import { describe, expect, it } from "vitest";
import { createGameModel } from "../../../web/state/game-model";
import { gameKey, MAX_SAVED_GAMES } from "../../../web/state/saved-game";
import { grid, memoryStore, PUZZLE_4, PUZZLE_9, SOLUTION_9, values } from "../helpers";
import { cellOf, game9 } from "./game-fixtures";

describe("persistence", () => {
  it("restores the board, history position, time and counters from the store", () => {
    const store = memoryStore();
    const a = game9(store);
    a.select(cellOf(1, 3));
    a.input(4);
    a.select(cellOf(1, 4));
    a.input(1); // a mistake
    a.select(cellOf(2, 2));
    a.input(7, "note");
    a.undo();
    a.addElapsed(12_345);
    a.dispose();

    const b = createGameModel(grid(PUZZLE_9), { id: PUZZLE_9, store });
    expect(b.board.value.values[cellOf(1, 3)]).toBe(4);
    expect(b.board.value.values[cellOf(1, 4)]).toBe(1);
    expect(b.board.value.notes[cellOf(2, 2)]).toBe(0);
    expect(b.canRedo.value).toBe(true);
    b.redo();
    expect(b.board.value.notes[cellOf(2, 2)]).toBe(1 << 6);
    expect(b.elapsedMs.value).toBe(12_345);
    expect(b.mistakes.value).toBe(1);
    expect(b.solution.value && Array.from(b.solution.value).join("")).toBe(SOLUTION_9);
  });

  it("keeps the cells' colours across a reload, and refuses a saved colour that is not one of the palette's", () => {
    const store = memoryStore();
    const a = game9(store);
    a.select(cellOf(4, 5));
    a.paint(3);
    a.dispose();
    expect(game9(store).board.value.colours[cellOf(4, 5)]).toBe(3);
    const painted = { label: "x", changes: [{ cell: 3, value: [0, 0], notes: [0, 0], colour: [0, 7] }] };
    store.setItem(gameKey(PUZZLE_9), JSON.stringify({ version: 1, steps: [painted], cursor: 1 }));
    expect(game9(store).steps.value).toEqual([]);
  });

  it("ignores a corrupt or foreign saved game instead of trusting it", () => {
    const store = memoryStore();
    store.setItem(gameKey(PUZZLE_9), "{not json");
    expect(game9(store).steps.value).toEqual([]);
    store.setItem(gameKey(PUZZLE_9), JSON.stringify({ version: 1, steps: [{ label: "x", changes: [{ cell: 999, value: [0, 1], notes: [0, 0] }] }], cursor: 1 }));
    expect(game9(store).board.value.values).toEqual(values(PUZZLE_9));
  });

  it("starts from shared entries when nothing is saved, and never over givens", () => {
    const entries = values(PUZZLE_9);
    entries[cellOf(1, 3)] = 4;
    entries[0] = 9; // a given's cell: ignored
    const m = createGameModel(grid(PUZZLE_9), { id: PUZZLE_9, store: memoryStore(), startProgress: { values: entries } });
    expect(m.board.value.values[cellOf(1, 3)]).toBe(4);
    expect(m.board.value.values[0]).toBe(5);
  });

  it("starts from shared entries over a game saved when it was only opened, and never over one with a move", () => {
    const store = memoryStore();
    const opened = game9(store); // saved as it opens, with no move made
    opened.dispose();
    const entries = values(PUZZLE_9);
    entries[cellOf(1, 3)] = 4;
    const linked = createGameModel(grid(PUZZLE_9), { id: PUZZLE_9, store, startProgress: { values: entries } });
    expect(linked.board.value.values[cellOf(1, 3)]).toBe(4);
    linked.dispose();
    const played = game9(store);
    played.select(cellOf(1, 4));
    played.input(6);
    played.dispose();
    const again = createGameModel(grid(PUZZLE_9), { id: PUZZLE_9, store, startProgress: { values: values(PUZZLE_9) } });
    expect(again.board.value.values[cellOf(1, 3)]).toBe(4);
    expect(again.board.value.values[cellOf(1, 4)]).toBe(6);
  });

  it("two models of different puzzles in one store stay independent", () => {
    const store = memoryStore();
    const a = game9(store);
    const b = createGameModel(grid(PUZZLE_4), { id: PUZZLE_4, store });
    a.select(cellOf(1, 3));
    a.input(4);
    expect(b.board.value.values).toEqual(values(PUZZLE_4));
    expect([...store.map.keys()].filter((k) => k.startsWith("sudoku:game:"))).toHaveLength(2);
  });
});

describe("settings", () => {
  it("are kept in the store and shared by the next game", () => {
    const store = memoryStore();
    const a = game9(store);
    expect(a.settings.value).toEqual({ showConflicts: true, autoClearNotes: true, hideTimer: false, markWrongAtOnce: false, help: true, hintLimit: null });
    a.updateSettings({ hideTimer: true, showConflicts: false });
    const b = createGameModel(grid(PUZZLE_4), { id: PUZZLE_4, store });
    expect(b.settings.value).toEqual({ showConflicts: false, autoClearNotes: true, hideTimer: true, markWrongAtOnce: false, help: true, hintLimit: null });
  });
});

describe("loading a shared position", () => {
  it("replaces the player's entries with a shared position in one undoable step", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(1);
    const shared = values(PUZZLE_9);
    shared[cellOf(1, 4)] = 6;
    m.loadProgress({ values: shared });
    expect(m.board.value.values[cellOf(1, 3)]).toBe(0);
    expect(m.board.value.values[cellOf(1, 4)]).toBe(6);
    m.undo();
    expect(m.board.value.values[cellOf(1, 3)]).toBe(1);
    expect(m.board.value.values[cellOf(1, 4)]).toBe(0);
  });

  it("brings the link's pencil marks and colours (a given's colour too), replaces the player's own, and undoes as one step", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(2, "note");
    m.paint(1);
    const notes = new Uint32Array(81);
    notes[cellOf(1, 4)] = 0b1010; // 2 and 4
    const colours = new Uint8Array(81);
    colours[0] = 4; // r1c1 is a given
    colours[cellOf(1, 4)] = 6;
    m.loadProgress({ values: values(PUZZLE_9), notes, colours });
    const { notes: on, colours: painted } = m.board.value;
    expect([on[cellOf(1, 3)], on[cellOf(1, 4)]]).toEqual([0, 0b1010]);
    expect([painted[0], painted[cellOf(1, 3)], painted[cellOf(1, 4)]]).toEqual([4, 0, 6]);
    expect(m.board.value.values[0]).toBe(5);
    m.undo();
    expect([m.board.value.notes[cellOf(1, 3)], m.board.value.notes[cellOf(1, 4)]]).toEqual([0b10, 0]);
    expect([m.board.value.colours[0], m.board.value.colours[cellOf(1, 3)]]).toEqual([0, 1]);
  });

  it("ignores marks above the board's size and colours outside the palette", () => {
    const m = createGameModel(grid(PUZZLE_4), { id: PUZZLE_4, store: null });
    const notes = new Uint32Array(16);
    notes[1] = 0b110010; // 2 and, beyond a 4x4, 5 and 6
    const colours = new Uint8Array(16);
    colours[1] = 99;
    m.loadProgress({ values: values(PUZZLE_4), notes, colours });
    expect(m.board.value.notes[1]).toBe(0b10);
    expect(m.board.value.colours[1]).toBe(0);
  });
});
