/** The pad's Undo and Redo: a keyboard player who presses one to the end of the history keeps focus on it. */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { Keypad } from "../../../web/components/keypad";
import { createGameModel } from "../../../web/state/game-model";
import { grid, PUZZLE_9 } from "../helpers";

afterEach(cleanup);

const button = (name: RegExp) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("Undo and Redo", () => {
  it("say they have nothing to do with aria-disabled, so the one just pressed keeps focus, and a press then does nothing", () => {
    const model = createGameModel(grid(PUZZLE_9), { id: PUZZLE_9, store: null });
    render(<Keypad model={model} />);
    expect(button(/Undo/).getAttribute("aria-disabled")).toBe("true");
    act(() => {
      model.select(2);
      model.input(4);
    });
    const undo = button(/Undo/);
    expect(undo.getAttribute("aria-disabled")).toBeNull();
    undo.focus();
    fireEvent.click(undo);
    expect(model.board.value.values[2]).toBe(0);
    // A disabled button would drop focus to the top of the page.
    expect(undo.disabled).toBe(false);
    expect(undo.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(undo);
    fireEvent.click(undo);
    expect(model.cursor.value).toBe(0);

    const redo = button(/Redo/);
    redo.focus();
    fireEvent.click(redo);
    expect(model.board.value.values[2]).toBe(4);
    expect(redo.disabled).toBe(false);
    expect(redo.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(redo);
    fireEvent.click(redo);
    expect(model.cursor.value).toBe(1);
  });
});
