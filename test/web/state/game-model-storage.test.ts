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
    a.input(7, true);
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
    const m = createGameModel(grid(PUZZLE_9), { id: PUZZLE_9, store: memoryStore(), startEntries: entries });
    expect(m.board.value.values[cellOf(1, 3)]).toBe(4);
    expect(m.board.value.values[0]).toBe(5);
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
    expect(a.settings.value).toEqual({ showConflicts: true, autoClearNotes: true, hideTimer: false, markWrongAtOnce: false });
    a.updateSettings({ hideTimer: true, showConflicts: false });
    const b = createGameModel(grid(PUZZLE_4), { id: PUZZLE_4, store });
    expect(b.settings.value).toEqual({ showConflicts: false, autoClearNotes: true, hideTimer: true, markWrongAtOnce: false });
  });
});

describe("loading entries", () => {
  it("replaces the player's entries with a shared position in one undoable step", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(1);
    const shared = values(PUZZLE_9);
    shared[cellOf(1, 4)] = 6;
    m.loadEntries(shared);
    expect(m.board.value.values[cellOf(1, 3)]).toBe(0);
    expect(m.board.value.values[cellOf(1, 4)]).toBe(6);
    m.undo();
    expect(m.board.value.values[cellOf(1, 3)]).toBe(1);
    expect(m.board.value.values[cellOf(1, 4)]).toBe(0);
  });
});

describe("storage limits", () => {
  it("keeps only the most recently played games", () => {
    const store = memoryStore();
    const base = grid(PUZZLE_9);
    for (let i = 0; i < MAX_SAVED_GAMES + 5; i++) createGameModel(base, { id: `game-${i}`, store }).dispose();
    const kept = [...store.map.keys()].filter((k) => k.startsWith("sudoku:game:"));
    expect(kept).toHaveLength(MAX_SAVED_GAMES);
    expect(store.map.has(gameKey("game-0"))).toBe(false);
    expect(store.map.has(gameKey(`game-${MAX_SAVED_GAMES + 4}`))).toBe(true);
  });
});
