import { cleanup, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { GameView } from "../../../web/components/game-view";
import { handleGameKey } from "../../../web/components/game-keys";
import { KeyboardHelp } from "../../../web/components/keyboard-help";
import { createGameModel } from "../../../web/state/game-model";
import { grid as anyGrid } from "../../helpers/grid";
import { grid, PUZZLE_9, SOLUTION_9, values } from "../helpers";

afterEach(cleanup);

const listed = () => screen.getAllByRole("term").map((t) => t.textContent);
const press = (key: string, code: string) => new KeyboardEvent("keydown", { key, code, cancelable: true });

describe("KeyboardHelp", () => {
  it("lists a 9x9's keys under a folded 'Keyboard'", () => {
    render(<KeyboardHelp size={9} />);
    expect(screen.getByText("Keyboard").closest("details")!.open).toBe(false);
    expect(listed()).toEqual([
      "Arrows", "Shift + arrows, Ctrl (⌘) + click, or drag", "Esc", "1–9", "Shift + 1–9", "N", "C", "Backspace, Delete, 0 or .", "Ctrl (⌘) + Z", "Ctrl (⌘) + Y, or Ctrl (⌘) + Shift + Z", "Home, End",
    ]);
  });

  it("follows the size: 1–4 on a 4x4, letters to G on a 16x16", () => {
    render(<KeyboardHelp size={4} />);
    expect(listed()).toContain("1–4");
    cleanup();
    render(<KeyboardHelp size={16} />);
    expect(listed()).toContain("1–9, A–G");
    expect(listed()).toContain("N");
    expect(listed()).not.toContain("C");
  });

  // Where the letter is a value the handler enters it, so the help must not offer it as a mode switch.
  const letterCases = [
    { letter: "C", size: 16, digits: "1–9, A–G", entered: 12, mode: "cornerMode" },
    { letter: "N", size: 25, digits: "1–9, A–P", entered: 23, mode: "notesMode" },
  ] as const;
  for (const { letter, size, digits, entered, mode } of letterCases) {
    it(`leaves ${letter} out on a ${size}x${size}, where the key enters ${entered} instead of turning ${mode} on, as the handler does`, () => {
      render(<KeyboardHelp size={size} />);
      expect(listed()).toContain(digits);
      expect(listed()).not.toContain(letter);
      const model = createGameModel(anyGrid(".".repeat(size * size)), { id: String(size), store: null });
      model.select(0);
      handleGameKey(model, press(letter.toLowerCase(), `Key${letter}`));
      expect(model.board.value.values[0]).toBe(entered);
      expect(model[mode].value).toBe(false);
    });
  }

  it("where N is listed, N turns notes mode on", () => {
    const model = createGameModel(grid(PUZZLE_9), { id: PUZZLE_9, store: null });
    handleGameKey(model, press("n", "KeyN"));
    expect(model.notesMode.value).toBe(true);
  });

  it("where C is listed, C turns corner mode on and notes mode off, and again turns it off", () => {
    const model = createGameModel(grid(PUZZLE_9), { id: PUZZLE_9, store: null });
    handleGameKey(model, press("n", "KeyN"));
    handleGameKey(model, press("c", "KeyC"));
    expect([model.cornerMode.value, model.notesMode.value]).toEqual([true, false]);
    handleGameKey(model, press("c", "KeyC"));
    expect([model.cornerMode.value, model.notesMode.value]).toEqual([false, false]);
  });

  it("sits under the pad of a page's game, not in the embedded widget's", () => {
    // With the solution known the game asks the server nothing.
    const model = createGameModel(grid(PUZZLE_9), { id: PUZZLE_9, store: null, solution: values(SOLUTION_9) });
    render(<GameView model={model} label="Game" />);
    expect(screen.getByText("Keyboard")).toBeTruthy();
    cleanup();
    render(<GameView model={model} label="Game" embedded />);
    expect(screen.queryByText("Keyboard")).toBeNull();
  });
});
