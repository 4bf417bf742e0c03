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

  it("leaves C out on a 16x16, where the key enters 12 instead of turning corner mode on, as the handler does", () => {
    render(<KeyboardHelp size={16} />);
    expect(listed()).not.toContain("C");
    const model = createGameModel(anyGrid(".".repeat(256)), { id: "16", store: null });
    model.select(0);
    handleGameKey(model, press("c", "KeyC"));
    expect(model.board.value.values[0]).toBe(12);
    expect(model.cornerMode.value).toBe(false);
  });

  it("leaves N out on a 25x25, where the key enters 23 instead of turning notes mode on, as the handler does", () => {
    render(<KeyboardHelp size={25} />);
    expect(listed()).toContain("1–9, A–P");
    expect(listed()).not.toContain("N");
    const model = createGameModel(anyGrid(".".repeat(625)), { id: "25", store: null });
    model.select(0);
    handleGameKey(model, press("n", "KeyN"));
    expect(model.board.value.values[0]).toBe(23);
    expect(model.notesMode.value).toBe(false);
  });

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
