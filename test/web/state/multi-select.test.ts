import { describe, expect, it } from "vitest";
import { cellOf, game9 } from "./game-fixtures";

const bit = (v: number) => 1 << (v - 1);

describe("selecting several cells", () => {
  it("adds with toggle and extend, drops with toggle, and never leaves the group without its focus", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.toggleSelect(cellOf(5, 5));
    m.extendSelection(cellOf(9, 9));
    expect(m.group.value).toEqual([cellOf(1, 3), cellOf(5, 5), cellOf(9, 9)]);
    expect(m.selected.value).toBe(cellOf(9, 9));
    m.toggleSelect(cellOf(9, 9)); // dropping the focus hands it to the latest cell left
    expect(m.group.value).toEqual([cellOf(1, 3), cellOf(5, 5)]);
    expect(m.selected.value).toBe(cellOf(5, 5));
    m.toggleSelect(cellOf(1, 3));
    m.toggleSelect(cellOf(5, 5)); // the last cell stays: a toggle never empties the selection
    expect(m.group.value).toEqual([cellOf(5, 5)]);
    m.extendSelection(cellOf(5, 5)); // already in: no duplicate
    m.toggleSelect(-1);
    m.extendSelection(81);
    expect(m.group.value).toEqual([cellOf(5, 5)]);
  });

  it("Shift+arrow keeps the cells passed, a plain move or Home/End starts over, and collapse keeps the focus", () => {
    const m = game9();
    m.select(cellOf(1, 9));
    m.move(0, 1, true); // wraps to r1c1
    m.move(1, 0, true);
    expect(m.group.value).toEqual([cellOf(1, 9), cellOf(1, 1), cellOf(2, 1)]);
    expect(m.collapseSelection()).toBe(true);
    expect(m.group.value).toEqual([cellOf(2, 1)]);
    expect(m.collapseSelection()).toBe(false);
    m.move(0, 1, true);
    m.move(0, 1);
    expect(m.group.value).toEqual([cellOf(2, 3)]);
    m.extendSelection(cellOf(4, 4));
    m.moveToEdge(true, false);
    expect(m.group.value).toEqual([cellOf(4, 9)]);
    m.select(-1);
    expect(m.group.value).toEqual([]);
    m.extendSelection(cellOf(3, 3)); // with nothing selected, extending selects
    expect(m.group.value).toEqual([cellOf(3, 3)]);
  });
});

describe("editing several cells in one step", () => {
  it("puts a digit in every selected empty cell, skips givens, and undo takes it all back", () => {
    const m = game9();
    m.select(cellOf(1, 1)); // a given 5
    m.toggleSelect(cellOf(1, 3));
    m.toggleSelect(cellOf(5, 5));
    m.input(6);
    const { values } = m.board.value;
    expect([values[cellOf(1, 1)], values[cellOf(1, 3)], values[cellOf(5, 5)]]).toEqual([5, 6, 6]);
    expect(m.steps.value.map((s) => s.label)).toEqual(["6 in r1c3 and r5c5"]);
    m.undo();
    expect([m.board.value.values[cellOf(1, 3)], m.board.value.values[cellOf(5, 5)]]).toEqual([0, 0]);
  });

  it("clears the digit when every cell holds it already, and fills the rest when only some do", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(6);
    m.toggleSelect(cellOf(5, 5));
    m.input(6);
    expect(m.board.value.values[cellOf(5, 5)]).toBe(6);
    m.input(6);
    expect([m.board.value.values[cellOf(1, 3)], m.board.value.values[cellOf(5, 5)]]).toEqual([0, 0]);
    expect(m.steps.value.at(-1)?.label).toBe("clear r1c3 and r5c5");
  });

  it("toggles a note in the empty cells only: on in all unless all have it, then off in all", () => {
    const m = game9();
    m.select(cellOf(5, 5));
    m.input(4); // a filled cell takes no note
    m.select(cellOf(1, 3));
    m.input(2, "note");
    m.toggleSelect(cellOf(1, 4));
    m.toggleSelect(cellOf(5, 5));
    m.toggleSelect(cellOf(1, 1)); // a given
    m.input(2, "note");
    const notes = () => [cellOf(1, 3), cellOf(1, 4), cellOf(5, 5), cellOf(1, 1)].map((c) => m.board.value.notes[c]);
    expect(notes()).toEqual([bit(2), bit(2), 0, 0]);
    expect(m.steps.value.at(-1)?.label).toBe("note 2 in r1c3, r1c4 and r5c5");
    m.input(2, "note");
    expect(notes()).toEqual([0, 0, 0, 0]);
  });

  it("auto-removes a placed digit from its peers' notes, and undo restores every note exactly", () => {
    const m = game9();
    for (const cell of [cellOf(1, 3), cellOf(1, 4), cellOf(1, 6)]) {
      m.select(cell);
      m.input(8, "note");
      m.input(1, "note");
    }
    m.select(cellOf(1, 3));
    m.toggleSelect(cellOf(1, 4)); // both targets and each other's peers: one change each all the same
    m.input(8);
    const { values, notes } = m.board.value;
    expect([values[cellOf(1, 3)], values[cellOf(1, 4)]]).toEqual([8, 8]);
    expect([notes[cellOf(1, 3)], notes[cellOf(1, 4)], notes[cellOf(1, 6)]]).toEqual([0, 0, bit(1)]);
    const last = m.steps.value.at(-1)!;
    expect(new Set(last.changes.map((c) => c.cell)).size).toBe(last.changes.length);
    m.undo();
    for (const cell of [cellOf(1, 3), cellOf(1, 4), cellOf(1, 6)]) {
      expect([m.board.value.values[cell], m.board.value.notes[cell]]).toEqual([0, bit(8) | bit(1)]);
    }
  });

  it("counts a mistake for each cell whose new digit repeats one in its house", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.toggleSelect(cellOf(2, 2));
    m.toggleSelect(cellOf(4, 4));
    m.input(9); // r1c3 and r2c2 share box 1 with a given 9; r4c4 has none among its peers
    expect(m.mistakes.value).toBe(2);
  });

  it("paints every selected cell, givens too, and clears when they all share the colour", () => {
    const m = game9();
    m.select(cellOf(1, 1));
    m.toggleSelect(cellOf(1, 3));
    m.paint(2);
    const colours = () => [m.board.value.colours[cellOf(1, 1)], m.board.value.colours[cellOf(1, 3)]];
    expect(colours()).toEqual([2, 2]);
    expect(m.steps.value.at(-1)?.label).toBe("colour r1c1 and r1c3 orange");
    m.select(cellOf(1, 3));
    m.paint(4);
    m.toggleSelect(cellOf(1, 1));
    m.paint(4); // mixed: both become green
    expect(colours()).toEqual([4, 4]);
    m.paint(4);
    expect(colours()).toEqual([0, 0]);
    expect(m.steps.value.at(-1)?.label).toBe("clear the colour of r1c3 and r1c1");
  });

  it("erases every selected entry, names a larger group by its count, and ignores input with nothing selected", () => {
    const m = game9();
    const cells = [cellOf(1, 3), cellOf(1, 4), cellOf(5, 5), cellOf(9, 1)];
    m.select(cells[0]);
    for (const cell of cells.slice(1)) m.toggleSelect(cell);
    m.input(2, "note");
    expect(m.steps.value.at(-1)?.label).toBe("note 2 in 4 cells");
    m.erase();
    expect(cells.map((c) => m.board.value.notes[c])).toEqual([0, 0, 0, 0]);
    expect(m.steps.value.at(-1)?.label).toBe("erase 4 cells");
    m.select(-1);
    const before = m.steps.value.length;
    m.input(3);
    m.paint(1);
    m.erase();
    expect(m.steps.value).toHaveLength(before);
  });
});
