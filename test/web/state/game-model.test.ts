import { describe, expect, it } from "vitest";
import { createGameModel } from "../../../web/state/game-model";
import { gameKey, MAX_SAVED_GAMES } from "../../../web/state/saved-game";
import { grid, memoryStore, PUZZLE_4, PUZZLE_9, SOLUTION_4, SOLUTION_9, values } from "../helpers";

const cellOf = (r: number, c: number, n = 9) => (r - 1) * n + (c - 1);

function game9(store = memoryStore()) {
  return createGameModel(grid(PUZZLE_9), { id: PUZZLE_9, store, solution: values(SOLUTION_9) });
}

describe("entering values", () => {
  it("places a value in the selected empty cell and leaves givens alone", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(4);
    expect(m.board.value.values[cellOf(1, 3)]).toBe(4);
    m.select(cellOf(1, 1)); // a given 5
    m.input(9);
    m.erase();
    expect(m.board.value.values[cellOf(1, 1)]).toBe(5);
  });

  it("typing the same value again clears the cell, and values above N are ignored", () => {
    const m = createGameModel(grid(PUZZLE_4), { id: PUZZLE_4, store: null });
    m.select(1);
    m.input(2);
    m.input(2);
    expect(m.board.value.values[1]).toBe(0);
    m.input(5);
    expect(m.board.value.values[1]).toBe(0);
    expect(m.steps.value).toHaveLength(2);
  });

  it("counts a digit that repeats one in its house, but not a wrong digit that breaks no visible rule", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(1); // the answer is 4, but nothing on the board shows it yet: the counter must not give it away
    expect(m.mistakes.value).toBe(0);
    expect(m.wrong.value).toEqual([cellOf(1, 3)]);
    m.input(5); // r1c1 holds 5: a visible conflict
    expect(m.mistakes.value).toBe(1);
    m.input(4);
    expect(m.mistakes.value).toBe(1);
    expect(m.wrong.value).toEqual([]);
  });

  it("counts each wrong entry a check finds once, however often the player checks", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(1);
    m.recordCheck(m.wrong.value);
    m.recordCheck(m.wrong.value);
    expect(m.mistakes.value).toBe(1);
    m.input(2); // another wrong digit in the same cell is a new mistake when checked
    m.recordCheck(m.wrong.value);
    expect(m.mistakes.value).toBe(2);
  });

  it("with 'mark wrong digits at once' (opt-in), a wrong digit counts as soon as it is placed", () => {
    const m = game9();
    m.updateSettings({ markWrongAtOnce: true });
    m.select(cellOf(1, 3));
    m.input(1);
    expect(m.mistakes.value).toBe(1);
  });

  it("pausing stops the clock and input; a solved game cannot be paused", () => {
    const m = game9();
    m.addElapsed(1000);
    m.setPaused(true);
    m.addElapsed(5000);
    m.select(cellOf(1, 3));
    m.input(4);
    expect(m.elapsedMs.value).toBe(1000);
    expect(m.board.value.values[cellOf(1, 3)]).toBe(0);
    m.setPaused(false);
    m.input(4);
    expect(m.board.value.values[cellOf(1, 3)]).toBe(4);
    m.revealAll();
    m.setPaused(true);
    expect(m.paused.value).toBe(false);
  });

  it("counts cells placed from a hint step as assisted", () => {
    const m = game9();
    expect(m.assisted.value).toBe(false);
    m.applyPlacements([{ cell: cellOf(1, 3), value: 4 }, { cell: 0, value: 5 }]); // r1c1 is a given: skipped
    expect(m.applied.value).toBe(1);
    expect(m.assisted.value).toBe(true);
  });

  it("Home and End go to the row's ends, with Ctrl to the grid's", () => {
    const m = game9();
    m.select(cellOf(4, 5));
    m.moveToEdge(false, false);
    expect(m.selected.value).toBe(cellOf(4, 1));
    m.moveToEdge(true, false);
    expect(m.selected.value).toBe(cellOf(4, 9));
    m.moveToEdge(true, true);
    expect(m.selected.value).toBe(80);
    m.moveToEdge(false, true);
    expect(m.selected.value).toBe(0);
  });

  it("moves the selection with wrap-around at the edges", () => {
    const m = game9();
    m.select(0);
    m.move(0, -1);
    expect(m.selected.value).toBe(8);
    m.move(-1, 0);
    expect(m.selected.value).toBe(80);
  });
});

describe("notes", () => {
  it("toggles pencil marks in notes mode and clears them when a value is placed", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.toggleNotesMode();
    m.input(1);
    m.input(2);
    m.input(4);
    m.input(2);
    expect(m.board.value.notes[cellOf(1, 3)]).toBe(0b1001);
    m.toggleNotesMode();
    m.input(4);
    expect(m.board.value.notes[cellOf(1, 3)]).toBe(0);
  });

  it("removes a placed digit from the notes of its peers only (auto-remove on)", () => {
    const m = game9();
    const peer = cellOf(1, 4); // same row
    const far = cellOf(9, 1);
    for (const cell of [peer, far]) {
      m.select(cell);
      m.input(4, true);
    }
    m.select(cellOf(1, 3));
    m.input(4);
    expect(m.board.value.notes[peer]).toBe(0);
    expect(m.board.value.notes[far]).toBe(1 << 3);
    m.undo();
    expect(m.board.value.notes[peer]).toBe(1 << 3);
  });

  it("keeps peers' notes when auto-remove is off", () => {
    const m = game9();
    m.updateSettings({ autoClearNotes: false });
    m.select(cellOf(1, 4));
    m.input(4, true);
    m.select(cellOf(1, 3));
    m.input(4);
    expect(m.board.value.notes[cellOf(1, 4)]).toBe(1 << 3);
  });

  it("fills candidates from the placed values, as one undoable step", () => {
    const m = createGameModel(grid(PUZZLE_4), { id: PUZZLE_4, store: null });
    m.fillCandidates();
    // r1c2: row has 1,3; column 2 has 1; box 1 has 1,3 → candidates 2,4.
    expect(m.board.value.notes[1]).toBe(0b1010);
    expect(m.steps.value).toHaveLength(1);
    m.undo();
    expect(m.board.value.notes.every((n) => n === 0)).toBe(true);
  });

  it("audits notes: a note set missing the true digit, and a stale note", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(1, true); // truth is 4: missing
    m.select(cellOf(1, 4));
    m.input(5, true); // 5 is a given in row 1: stale
    m.input(6, true); // 6 is the truth at r1c4
    const audit = m.audit();
    expect(audit.missingTruth).toEqual([cellOf(1, 3)]);
    expect(audit.stale).toEqual([{ cell: cellOf(1, 4), value: 5 }]);
  });
});

describe("undo and redo", () => {
  it("walks back and forth through the history, and a new move drops the redo tail", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(4);
    m.select(cellOf(1, 4));
    m.input(6);
    m.undo();
    expect(m.board.value.values[cellOf(1, 4)]).toBe(0);
    expect(m.canRedo.value).toBe(true);
    m.redo();
    expect(m.board.value.values[cellOf(1, 4)]).toBe(6);
    m.undo();
    m.undo();
    expect(m.canUndo.value).toBe(false);
    m.select(cellOf(1, 6));
    m.input(8);
    expect(m.canRedo.value).toBe(false);
    expect(m.steps.value.map((s) => s.label)).toEqual(["8 in r1c6"]);
  });

  it("goes back to the last position without a wrong entry", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(4); // right
    m.select(cellOf(1, 4));
    m.input(9); // wrong (6)
    m.select(cellOf(1, 6));
    m.input(8); // right
    expect(m.backToLastCorrect()).toBe(2);
    expect(m.board.value.values[cellOf(1, 3)]).toBe(4);
    expect(m.board.value.values[cellOf(1, 4)]).toBe(0);
    expect(m.backToLastCorrect()).toBe(0);
  });
});

describe("conflicts and completion", () => {
  it("marks every cell of a clash, and clears it on undo", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(5); // r1c1 holds a given 5
    expect([...m.conflicts.value].sort((a, b) => a - b)).toEqual([cellOf(1, 1), cellOf(1, 3)]);
    m.undo();
    expect(m.conflicts.value.size).toBe(0);
  });

  it("is solved only when full, clash-free and equal to the solution; then ignores input and stops time", () => {
    const m = createGameModel(grid(PUZZLE_4), { id: PUZZLE_4, store: null, solution: values(SOLUTION_4) });
    const blanks = [...m.givens].flatMap((v, i) => (v ? [] : [i]));
    for (const cell of blanks) {
      m.select(cell);
      m.input(Number(SOLUTION_4[cell]));
    }
    expect(m.filled.value).toBe(true);
    expect(m.solved.value).toBe(true);
    m.addElapsed(5000);
    expect(m.elapsedMs.value).toBe(0);
    m.select(blanks[0]);
    m.erase();
    expect(m.board.value.values[blanks[0]]).toBe(Number(SOLUTION_4[blanks[0]]));
  });

  it("without a known solution, a full clash-free grid counts as solved", () => {
    const m = createGameModel(grid(PUZZLE_4), { id: PUZZLE_4, store: null });
    m.revealAll(); // no solution known: nothing happens
    expect(m.filled.value).toBe(false);
    for (let cell = 0; cell < 16; cell++) {
      m.select(cell);
      m.input(Number(SOLUTION_4[cell]));
    }
    expect(m.solved.value).toBe(true);
  });

  it("reveals one cell or all of them from the solution", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.revealCell();
    expect(m.board.value.values[cellOf(1, 3)]).toBe(4);
    m.revealAll();
    expect(m.solved.value).toBe(true);
    expect(m.revealed.value).toBe(51);
  });
});

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
