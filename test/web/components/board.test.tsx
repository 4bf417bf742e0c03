import { act, cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Board } from "../../../web/components/board";
import { handleGameKey, keyValue } from "../../../web/components/game-keys";
import { Keypad } from "../../../web/components/keypad";
import { createGameModel, type GameModel } from "../../../web/state/game-model";
import { grid, PUZZLE_9, SOLUTION_9, values } from "../helpers";

afterEach(cleanup);

function Game({ model }: { model: GameModel }) {
  return (
    <section onKeyDown={(e) => handleGameKey(model, e)}>
      <Board model={model} label="Test board" />
      <Keypad model={model} />
    </section>
  );
}

function setup() {
  const model = createGameModel(grid(PUZZLE_9), { id: PUZZLE_9, store: null, solution: values(SOLUTION_9) });
  render(<Game model={model} />);
  return model;
}

const cellAt = (row: number, col: number) => screen.getByRole("gridcell", { name: new RegExp(`^row ${row}, column ${col},`) });

describe("board", () => {
  it("labels all 81 cells with row, column and content", () => {
    setup();
    expect(screen.getAllByRole("gridcell")).toHaveLength(81);
    expect(cellAt(1, 1).getAttribute("aria-label")).toBe("row 1, column 1, 5, given");
    expect(cellAt(1, 3).getAttribute("aria-label")).toBe("row 1, column 3, empty");
  });

  it("enters a value with the keyboard after a click, and moves with the arrows", () => {
    const model = setup();
    fireEvent.pointerDown(cellAt(1, 3));
    fireEvent.keyDown(cellAt(1, 3), { key: "4", code: "Digit4" });
    expect(cellAt(1, 3).getAttribute("aria-label")).toBe("row 1, column 3, 4");
    fireEvent.keyDown(cellAt(1, 3), { key: "ArrowRight", code: "ArrowRight" });
    expect(model.selected.value).toBe(3);
    expect(cellAt(1, 4).getAttribute("aria-selected")).toBe("true");
  });

  it("writes notes with Shift+digit and with the pad in notes mode", () => {
    setup();
    fireEvent.pointerDown(cellAt(1, 3));
    fireEvent.keyDown(cellAt(1, 3), { key: "!", code: "Digit1", shiftKey: true });
    fireEvent.click(screen.getByRole("button", { name: /Notes/, pressed: false }));
    fireEvent.click(screen.getByRole("button", { name: "Note 2" }));
    expect(cellAt(1, 3).getAttribute("aria-label")).toBe("row 1, column 3, empty, notes 1 2");
  });

  it("writes corner marks with the pad's Corner toggle and with C, and shows the mode on the pressed button", () => {
    setup();
    fireEvent.pointerDown(cellAt(1, 3));
    fireEvent.click(screen.getByRole("button", { name: /Corner/, pressed: false }));
    expect(screen.getByRole("button", { name: /Corner/, pressed: true }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Corner mark 4" }));
    fireEvent.keyDown(cellAt(1, 3), { key: "c", code: "KeyC" }); // corner mode off: digits are values again
    fireEvent.keyDown(cellAt(1, 3), { key: "!", code: "Digit1", shiftKey: true });
    expect(screen.getByRole("button", { name: "Enter 2" })).toBeTruthy();
    expect(cellAt(1, 3).getAttribute("aria-label")).toBe("row 1, column 3, empty, corner marks 4, notes 1");
  });

  it("undoes and redoes with Ctrl+Z and Ctrl+Y", () => {
    setup();
    fireEvent.pointerDown(cellAt(1, 3));
    fireEvent.keyDown(cellAt(1, 3), { key: "4", code: "Digit4" });
    fireEvent.keyDown(cellAt(1, 3), { key: "z", code: "KeyZ", ctrlKey: true });
    expect(cellAt(1, 3).getAttribute("aria-label")).toBe("row 1, column 3, empty");
    fireEvent.keyDown(cellAt(1, 3), { key: "y", code: "KeyY", ctrlKey: true });
    expect(cellAt(1, 3).getAttribute("aria-label")).toBe("row 1, column 3, 4");
  });

  it("shows conflicts only while the toggle is on", () => {
    const model = setup();
    fireEvent.pointerDown(cellAt(1, 3));
    fireEvent.keyDown(cellAt(1, 3), { key: "5", code: "Digit5" });
    expect(cellAt(1, 1).classList.contains("conflict")).toBe(true);
    act(() => model.updateSettings({ showConflicts: false }));
    expect(screen.getByRole("gridcell", { name: /^row 1, column 1,/ }).classList.contains("conflict")).toBe(false);
  });

  it("highlights a hint's cells and area, and clears them on the next move", () => {
    const model = setup();
    act(() => model.mark({ kind: "hint", cells: [2], area: [0, 1, 2, 3, 4, 5, 6, 7, 8] }));
    expect(cellAt(1, 3).classList.contains("hint")).toBe(true);
    expect(cellAt(1, 9).classList.contains("area")).toBe(true);
    act(() => {
      model.select(2);
      model.input(4);
    });
    expect(document.querySelectorAll(".cell.hint, .cell.area")).toHaveLength(0);
  });

  it("highlights the selection's houses and equal digits", () => {
    setup();
    fireEvent.pointerDown(cellAt(1, 1)); // a given 5
    expect(cellAt(9, 1).classList.contains("peer")).toBe(true);
    expect(cellAt(2, 2).classList.contains("peer")).toBe(true);
    expect(cellAt(5, 5).classList.contains("peer")).toBe(false);
    expect(cellAt(2, 6).classList.contains("same")).toBe(true); // r2c6 holds a given 5
  });

  it("moves every mark with the selection: the cells a move changes are drawn again, the others keep theirs", () => {
    setup();
    fireEvent.pointerDown(cellAt(1, 1));
    fireEvent.pointerDown(cellAt(9, 9));
    const marked = (kind: string) => [...document.querySelectorAll(`.cell.${kind}`)].map((cell) => cell.getAttribute("aria-label")!.replace(/^(row \d+, column \d+).*/, "$1")).sort();
    expect(marked("selected")).toEqual(["row 9, column 9"]);
    // Row 9, column 9 and box 9 without the cell itself: 8 + 8 + 4 cells.
    expect(marked("peer")).toHaveLength(20);
    expect(marked("peer")).toContain("row 1, column 9");
    // Cells of the old selection's houses only are back to plain, and a cell of neither stays plain.
    expect(marked("peer")).not.toContain("row 1, column 2");
    expect(cellAt(5, 5).classList.contains("peer") || cellAt(5, 5).classList.contains("selected")).toBe(false);
    expect(cellAt(1, 1).getAttribute("aria-selected")).toBe("false");
    expect(cellAt(9, 9).getAttribute("aria-selected")).toBe("true");
    expect(cellAt(9, 9).tabIndex).toBe(0);
    expect(cellAt(1, 1).tabIndex).toBe(-1);
  });

  it("selects several cells with Ctrl-click, Shift-click and a mouse drag, and a digit goes into them all", () => {
    const model = setup();
    fireEvent.pointerDown(cellAt(1, 3), { pointerType: "mouse", button: 0 });
    fireEvent.pointerDown(cellAt(5, 5), { pointerType: "mouse", button: 0, ctrlKey: true });
    fireEvent.pointerDown(cellAt(9, 1), { pointerType: "mouse", button: 0, shiftKey: true });
    fireEvent.pointerMove(cellAt(9, 2), { pointerType: "mouse", buttons: 1 });
    const selected = () => [...document.querySelectorAll(".cell.selected")].map((cell) => cell.getAttribute("aria-label")!.replace(/^row (\d+), column (\d+).*/, "r$1c$2")).sort();
    expect(selected()).toEqual(["r1c3", "r5c5", "r9c1", "r9c2"]);
    expect(document.querySelectorAll(".cell.peer")).toHaveLength(0); // a group shades no houses
    expect(screen.getByRole("grid").getAttribute("aria-multiselectable")).toBe("true");
    fireEvent.keyDown(cellAt(9, 2), { key: "4", code: "Digit4" });
    expect(model.steps.value.map((s) => s.label)).toEqual(["4 in 4 cells"]);
    fireEvent.pointerDown(cellAt(5, 5), { pointerType: "mouse", button: 0, ctrlKey: true }); // Ctrl-click drops it
    expect(selected()).toEqual(["r1c3", "r9c1", "r9c2"]);
  });

  it("a finger's drag scrolls instead of selecting, a released button ends a drag, and Esc keeps the focused cell", () => {
    setup();
    fireEvent.pointerDown(cellAt(1, 3), { pointerType: "touch", button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(cellAt(1, 4), { pointerType: "touch", buttons: 1, clientX: 60, clientY: 10 });
    fireEvent.pointerCancel(cellAt(1, 4), { pointerType: "touch" }); // the browser took the gesture as a scroll
    expect(document.querySelectorAll(".cell.selected")).toHaveLength(0);
    fireEvent.pointerDown(cellAt(1, 3), { pointerType: "mouse", button: 0 });
    fireEvent.pointerMove(cellAt(1, 4), { pointerType: "mouse", buttons: 0 });
    fireEvent.pointerMove(cellAt(1, 6), { pointerType: "mouse", buttons: 1 });
    expect(document.querySelectorAll(".cell.selected")).toHaveLength(1);
    fireEvent.keyDown(cellAt(1, 3), { key: "ArrowRight", shiftKey: true });
    fireEvent.keyDown(cellAt(1, 4), { key: "ArrowDown", shiftKey: true });
    expect(document.querySelectorAll(".cell.selected")).toHaveLength(3);
    expect(cellAt(2, 4).tabIndex).toBe(0);
    fireEvent.keyDown(cellAt(2, 4), { key: "Escape" });
    expect([...document.querySelectorAll(".cell.selected")].map((c) => c.id)).toEqual([cellAt(2, 4).id]);
  });

  it("marks the board solved when the last right digit goes in", () => {
    const model = setup();
    act(() => model.revealAll());
    expect(screen.getByRole("grid", { name: "Test board" }).classList.contains("solved")).toBe(true);
  });
});

describe("keyValue", () => {
  it("reads digits by code and letters above 9 only on big boards", () => {
    expect(keyValue({ key: "%", code: "Digit5" }, 9)).toBe(5);
    expect(keyValue({ key: "a", code: "KeyA" }, 9)).toBe(0);
    expect(keyValue({ key: "a", code: "KeyA" }, 16)).toBe(10);
    expect(keyValue({ key: "G", code: "KeyG" }, 16)).toBe(16);
    expect(keyValue({ key: "h", code: "KeyH" }, 16)).toBe(0);
    expect(keyValue({ key: "5", code: "Digit5" }, 4)).toBe(0);
  });
});

describe("board by touch", () => {
  const finger = (pointerId: number, x = 10, y = 10) => ({ pointerType: "touch", pointerId, clientX: x, clientY: y });

  it("selects on a tap, adds or removes a cell on a long press, and selects nothing when the finger scrolls", () => {
    vi.useFakeTimers();
    try {
      const model = setup();
      const [a, b, c] = [cellAt(1, 3), cellAt(5, 5), cellAt(9, 1)];
      fireEvent.pointerDown(a, finger(1));
      expect(model.group.value).toEqual([]); // a scroll may yet start here: nothing until the finger lifts or rests
      fireEvent.pointerUp(a, finger(1));
      expect(model.group.value).toEqual([2]);
      fireEvent.pointerDown(b, finger(2));
      act(() => void vi.advanceTimersByTime(499));
      expect(model.group.value).toEqual([2]);
      act(() => void vi.advanceTimersByTime(1));
      expect(model.group.value).toEqual([2, 40]);
      fireEvent.pointerUp(b, finger(2)); // the end of a long press is no tap
      expect(model.group.value).toEqual([2, 40]);
      expect(fireEvent.contextMenu(b)).toBe(false); // the menu a long press opens on phones is the press's own
      expect(fireEvent.contextMenu(b)).toBe(true);
      fireEvent.pointerDown(c, finger(3, 10, 10));
      fireEvent.pointerMove(c, finger(3, 10, 40));
      act(() => void vi.advanceTimersByTime(600));
      fireEvent.pointerUp(c, finger(3, 10, 40));
      expect(model.group.value).toEqual([2, 40]);
      fireEvent.pointerDown(c, finger(4));
      fireEvent.pointerCancel(c, finger(4));
      act(() => void vi.advanceTimersByTime(600));
      expect(model.group.value).toEqual([2, 40]);
      fireEvent.pointerDown(b, finger(5));
      act(() => void vi.advanceTimersByTime(500));
      expect(model.group.value).toEqual([2]);
      fireEvent.keyDown(cellAt(1, 3), { key: "!", code: "Digit1", shiftKey: true });
      expect(cellAt(1, 3).getAttribute("aria-label")).toBe("row 1, column 3, empty, notes 1");
    } finally {
      vi.useRealTimers();
    }
  });
});
