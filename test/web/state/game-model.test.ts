import { describe, expect, it } from "vitest";
import { revealSelected } from "../../../web/state/assist";
import { createGameModel } from "../../../web/state/game-model";
import { grid, PUZZLE_4, SOLUTION_4, values } from "../helpers";
import { cellOf, game9 } from "./game-fixtures";

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
    m.applyStep({ placements: [{ cell: cellOf(1, 3), value: 4 }, { cell: 0, value: 5 }] }); // r1c1 is a given: skipped
    expect(m.applied.value).toBe(1);
    expect(m.assisted.value).toBe(true);
  });

  it("clears a hint step's digits from the peers' notes and corner marks, in one undoable step, as typing does", () => {
    const m = game9();
    const peer = cellOf(1, 4); // same row as r1c3
    const box = cellOf(2, 2); // same box
    const far = cellOf(9, 1); // no peer of r1c3
    for (const cell of [peer, box, far]) {
      m.select(cell);
      m.input(4, "note");
    }
    m.select(peer);
    m.input(4, "corner");
    const four = 1 << 3;
    const cursor = m.cursor.value;
    m.applyStep({ placements: [{ cell: cellOf(1, 3), value: 4 }] });
    expect(m.board.value.values[cellOf(1, 3)]).toBe(4);
    expect(m.board.value.notes[peer]).toBe(0);
    expect(m.board.value.corners[peer]).toBe(0);
    expect(m.board.value.notes[box]).toBe(0);
    expect(m.board.value.notes[far]).toBe(four);
    expect(m.applied.value).toBe(1);
    expect(m.cursor.value).toBe(cursor + 1);
    m.undo();
    expect(m.board.value.values[cellOf(1, 3)]).toBe(0);
    expect(m.board.value.notes[peer]).toBe(four);
    expect(m.board.value.corners[peer]).toBe(four);
    expect(m.board.value.notes[box]).toBe(four);
  });

  it("places singles as one move that counts as assisted, up to the solution where singles solve the puzzle", () => {
    const m = game9();
    const placed = m.placeSingles();
    expect(placed).toEqual({ placed: 51, contradiction: null });
    expect(m.solved.value).toBe(true);
    expect(m.applied.value).toBe(51);
    expect(m.steps.value).toHaveLength(1);
  });

  it("stops placing singles where a harder step is needed, and one undo takes them all back", () => {
    const hard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    const m = createGameModel(grid(hard), { id: hard, store: null });
    expect(m.placeSingles()).toEqual({ placed: 3, contradiction: null });
    expect(m.solved.value).toBe(false);
    expect(m.placeSingles()).toEqual({ placed: 0, contradiction: null });
    expect(m.steps.value).toHaveLength(1);
    m.undo();
    expect(Array.from(m.board.value.values)).toEqual(Array.from(grid(hard).cells));
  });

  it("places no single from a position that breaks down, and says where", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(1); // wrong (the solution has 4): row 1 then has no room for its 4
    const before = m.board.value.values.slice();
    const placed = m.placeSingles();
    expect(placed.placed).toBe(0);
    expect(placed.contradiction).toMatch(/has no digit left|can take|would need both/);
    expect(m.board.value.values).toEqual(before);
    expect(m.applied.value).toBe(0);
  });

  it("leaves the peers' notes of a hint step's digits alone when auto-remove is off", () => {
    const m = game9();
    m.updateSettings({ autoClearNotes: false });
    const peer = cellOf(1, 4);
    m.select(peer);
    m.input(4, "note");
    m.applyStep({ placements: [{ cell: cellOf(1, 3), value: 4 }] });
    expect(m.board.value.notes[peer]).toBe(1 << 3);
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
      m.input(4, "note");
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
    m.input(4, "note");
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
    m.input(1, "note"); // truth is 4: missing
    m.select(cellOf(1, 4));
    m.input(5, "note"); // 5 is a given in row 1: stale
    m.input(6, "note"); // 6 is the truth at r1c4
    const audit = m.audit();
    expect(audit.missingTruth).toEqual([cellOf(1, 3)]);
    expect(audit.stale).toEqual([{ cell: cellOf(1, 4), value: 5 }]);
  });
});

describe("candidates under a variant's own rules", () => {
  it("Fill candidates and the audit's stale notes follow the rules the game was given, not only the peers", () => {
    // A stand-in for a rule that leaves only 1 and 2 in r2c2 and r2c3, the two empty cells of PUZZLE_4's row 2.
    const cage = new Set([5, 6]);
    const rules = (values: Uint8Array) => Uint32Array.from(values, (v, cell) => (v ? 0 : cage.has(cell) ? 0b0011 : 0b1111));
    const m = createGameModel(grid(PUZZLE_4), { id: PUZZLE_4, store: null, candidates: rules });
    m.fillCandidates();
    expect(m.board.value.notes[5]).toBe(0b0011);
    expect(m.board.value.notes[6]).toBe(0b0011);
    // r1c2 is outside the rule: every digit the stand-in allows, with no peer elimination added on top.
    expect(m.board.value.notes[1]).toBe(0b1111);
    m.select(5);
    m.input(4, "note");
    expect(m.audit().stale).toEqual([{ cell: 5, value: 4 }]);
  });
});

describe("colouring cells", () => {
  it("paints the selected cell, a given too, without touching its digit or notes; its own colour again clears it", () => {
    const m = game9();
    m.select(cellOf(2, 2));
    m.input(7, "note");
    m.paint(4);
    expect(m.board.value.colours[cellOf(2, 2)]).toBe(4);
    expect(m.board.value.notes[cellOf(2, 2)]).toBe(1 << 6);
    m.select(cellOf(1, 1)); // a given 5
    m.paint(1);
    expect(m.board.value.colours[cellOf(1, 1)]).toBe(1);
    expect(m.board.value.values[cellOf(1, 1)]).toBe(5);
    m.paint(1);
    expect(m.board.value.colours[cellOf(1, 1)]).toBe(0);
    expect(m.steps.value.map((s) => s.label)).toEqual(["note 7 in r2c2", "colour r2c2 green", "colour r1c1 red", "clear the colour of r1c1"]);
  });

  it("records nothing for 'no colour' on a plain cell, for a colour out of range, or without a selected cell", () => {
    const m = game9();
    m.paint(2);
    m.select(cellOf(3, 3));
    m.paint(0);
    m.paint(7);
    m.paint(-1);
    expect(m.steps.value).toEqual([]);
    expect(m.board.value.colours.every((c) => c === 0)).toBe(true);
  });

  it("undoes and redoes a colour like a digit, and a digit step leaves colours as they are", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.paint(5);
    m.input(4);
    m.paint(2);
    expect(m.board.value.colours[cellOf(1, 3)]).toBe(2);
    m.undo();
    expect(m.board.value.colours[cellOf(1, 3)]).toBe(5);
    m.undo();
    expect(m.board.value.values[cellOf(1, 3)]).toBe(0);
    expect(m.board.value.colours[cellOf(1, 3)]).toBe(5);
    m.undo();
    expect(m.board.value.colours[cellOf(1, 3)]).toBe(0);
    m.redo();
    m.redo();
    m.redo();
    expect([m.board.value.values[cellOf(1, 3)], m.board.value.colours[cellOf(1, 3)]]).toEqual([4, 2]);
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
    expect(revealSelected(m)).toBe("Revealed r1c3: 4 (it counts as assisted).");
    expect(m.board.value.values[cellOf(1, 3)]).toBe(4);
    expect(m.revealed.value).toBe(1);
    // A cell that holds its digit, or a given, is left alone and the player is told why.
    expect(revealSelected(m)).toBe("r1c3 already holds its digit: nothing to reveal.");
    m.select(cellOf(1, 1));
    expect(m.revealCell()).toBe("given");
    expect(revealSelected(m)).toBe("r1c1 is a given. Select an empty cell, or one you filled, to reveal its digit.");
    expect(m.revealed.value).toBe(1);
    m.select(-1);
    expect(revealSelected(m)).toBe("Select a cell first.");
    m.revealAll();
    expect(m.solved.value).toBe(true);
    expect(m.revealed.value).toBe(51);
  });
});
