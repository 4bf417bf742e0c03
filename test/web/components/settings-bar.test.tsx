import { cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { SettingsBar } from "../../../web/components/assist-bar";
import { createGameModel } from "../../../web/state/game-model";
import { grid, memoryStore, PUZZLE_9 } from "../helpers";

afterEach(cleanup);

describe("SettingsBar and a link's settings", () => {
  it("shows the link's setting, says it is the link's, and drops the words once the player changes it", () => {
    const store = memoryStore();
    const model = createGameModel(grid(PUZZLE_9), { id: "linked", store, settings: { showConflicts: false } });
    render(<SettingsBar model={model} printable={false} />);
    const box = screen.getByRole("checkbox", { name: "Show conflicts" }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    screen.getByText("This puzzle's link sets conflict marks off, for this game only: your own settings stay as they were.");
    fireEvent.click(box);
    expect(model.settings.value.showConflicts).toBe(true);
    expect(screen.queryByText(/link sets/)).toBeNull();
  });

  it("says nothing of links for a game opened without settings in its address", () => {
    render(<SettingsBar model={createGameModel(grid(PUZZLE_9), { id: "plain", store: null })} printable={false} />);
    expect(screen.queryByText(/link sets/)).toBeNull();
  });
});
