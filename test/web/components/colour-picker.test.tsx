import { act, cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { GameView } from "../../../web/components/game-view";
import { createGameModel } from "../../../web/state/game-model";
import { grid, PUZZLE_9, SOLUTION_9, values } from "../helpers";

afterEach(cleanup);

function setup(embedded = false) {
  const model = createGameModel(grid(PUZZLE_9), { id: PUZZLE_9, store: null, solution: values(SOLUTION_9) });
  render(<GameView model={model} label="Game" embedded={embedded} />);
  return model;
}

const cell = (row: number, col: number) => screen.getByRole("gridcell", { name: new RegExp(`^row ${row}, column ${col},`) });
const swatch = (name: string) => screen.getByRole("button", { name: `Colour ${name}` });

describe("ColourPicker", () => {
  it("offers six named colours and 'No colour' under a folded 'Colour cells'", () => {
    setup();
    const details = screen.getByText("Colour cells").closest("details")!;
    expect(details.open).toBe(false);
    const names = screen.getAllByRole("button", { name: /^Colour / }).map((b) => b.getAttribute("aria-label"));
    expect(names).toEqual(["Colour red", "Colour orange", "Colour yellow", "Colour green", "Colour blue", "Colour purple"]);
    expect(screen.getByRole("button", { name: "No colour" })).toBeTruthy();
  });

  it("asks for a cell first, then paints the selected one, shows the cell's colour as pressed, and clears it", () => {
    const model = setup();
    act(() => swatch("green").click());
    expect(screen.getByRole("status").textContent).toBe("Select a cell first, then pick a colour.");
    expect(model.steps.value).toEqual([]);
    fireEvent.pointerDown(cell(1, 3));
    act(() => swatch("green").click());
    expect(cell(1, 3).getAttribute("aria-label")).toBe("row 1, column 3, empty, coloured green");
    expect(cell(1, 3).classList.contains("colour-4")).toBe(true);
    expect(swatch("green").getAttribute("aria-pressed")).toBe("true");
    expect(swatch("red").getAttribute("aria-pressed")).toBe("false");
    fireEvent.pointerDown(cell(1, 1));
    expect(swatch("green").getAttribute("aria-pressed")).toBe("false");
    expect((screen.getByRole("button", { name: "No colour" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.pointerDown(cell(1, 3));
    act(() => screen.getByRole("button", { name: "No colour" }).click());
    expect(cell(1, 3).getAttribute("aria-label")).toBe("row 1, column 3, empty");
    expect(cell(1, 3).className).not.toContain("colour-");
  });

  it("is not part of the embedded widget's game", () => {
    setup(true);
    expect(screen.queryByText("Colour cells")).toBeNull();
  });
});
