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

  it("names a link's settings it left out as not understood, with what each takes, beside the ones it took", () => {
    const model = createGameModel(grid(PUZZLE_9), { id: "unread", store: null, settings: { hideTimer: true } });
    render(<SettingsBar model={model} printable={false} linkQuery="?seed=x&timer=off&hints=1000&help=maybe" />);
    screen.getByText("This puzzle's link sets the timer hidden, for this game only: your own settings stay as they were.");
    screen.getByText("Left out of this link, as not understood: help=maybe (on or off); hints=1000 (a whole number from 0 to 99).");
  });

  it("says nothing left out for a link it understood in full, or for no link (the widget)", () => {
    const model = createGameModel(grid(PUZZLE_9), { id: "read", store: null });
    render(<SettingsBar model={model} printable={false} linkQuery="?seed=x&hints=3&conflicts=off" />);
    render(<SettingsBar model={model} printable={false} />);
    expect(screen.queryByText(/not understood/)).toBeNull();
  });
});
