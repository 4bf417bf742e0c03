import { act, cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReplayPanel } from "../../../web/components/replay-panel";
import { SOLUTION_9 } from "../helpers";
import { cellOf, game9 } from "../state/game-fixtures";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A game solved move by move: a note in r1c3 first, then every open cell's digit in reading order. */
function finishedGame() {
  const m = game9();
  m.select(cellOf(1, 3));
  m.input(2, "note");
  for (let cell = 0; cell < 81; cell++) {
    if (m.isGiven(cell)) continue;
    m.select(cell);
    m.input(Number(SOLUTION_9[cell]));
  }
  expect(m.solved.value).toBe(true);
  return m;
}

const caption = () => document.querySelector(".replay-caption")?.textContent;
const replayCell = (r: number, c: number) => document.getElementById(`replay-cell-${cellOf(r, c)}`)!;

describe("replay of a finished game", () => {
  it("steps through every move on its own board, and leaves the finished game as it was", () => {
    const m = finishedGame();
    const moves = m.steps.value.length;
    expect(moves).toBe(52);
    render(<ReplayPanel model={m} />);
    fireEvent.click(screen.getByRole("button", { name: `▶ Replay your solve (${moves} moves)` }));
    expect(caption()).toBe(`Start: the givens (${moves} moves to go)`);
    expect(replayCell(1, 3).getAttribute("aria-label")).toBe("row 1, column 3, empty");
    fireEvent.click(screen.getByRole("button", { name: "Next ▶" }));
    expect(caption()).toBe(`Move 1 of ${moves}: note 2 in r1c3`);
    expect(replayCell(1, 3).getAttribute("aria-label")).toBe("row 1, column 3, empty, notes 2");
    fireEvent.click(screen.getByRole("button", { name: "Next ▶" }));
    expect(caption()).toBe(`Move 2 of ${moves}: 4 in r1c3`);
    expect(replayCell(1, 3).getAttribute("aria-label")).toBe("row 1, column 3, 4");
    fireEvent.click(screen.getByRole("button", { name: "Last" }));
    expect(caption()).toMatch(new RegExp(`^Move ${moves} of ${moves}: 1 in r9c7$`));
    expect(screen.getByRole("button", { name: "Next ▶" })).toHaveProperty("disabled", true);
    fireEvent.input(screen.getByRole("slider", { name: "Move" }), { target: { value: "1" } });
    expect(caption()).toBe(`Move 1 of ${moves}: note 2 in r1c3`);
    fireEvent.click(screen.getByRole("button", { name: "◀ Back" }));
    expect(caption()).toMatch(/^Start/);
    // The game itself: still solved, every move kept, its cursor at the end.
    expect([m.solved.value, m.cursor.value, m.steps.value.length]).toEqual([true, moves, moves]);
    fireEvent.click(screen.getByRole("button", { name: "Close the replay" }));
    expect(caption()).toBeUndefined();
  });

  it("plays on its own, one move at a time, and stops at the end; Play at the end starts over", () => {
    vi.useFakeTimers();
    const m = finishedGame();
    render(<ReplayPanel model={m} />);
    fireEvent.click(screen.getByRole("button", { name: /Replay your solve/ }));
    fireEvent.click(screen.getByRole("button", { name: "▶ Play" }));
    act(() => void vi.advanceTimersByTime(450 * 3));
    expect(caption()).toMatch(/^Move 3 of 52/);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    act(() => void vi.advanceTimersByTime(450 * 3));
    expect(caption()).toMatch(/^Move 3 of 52/);
    fireEvent.click(screen.getByRole("button", { name: "▶ Play" }));
    act(() => void vi.advanceTimersByTime(450 * 60));
    expect(caption()).toMatch(/^Move 52 of 52/);
    expect(screen.getByRole("button", { name: "▶ Play" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "▶ Play" }));
    expect(caption()).toMatch(/^Start/);
  });

  it("steps with the arrow keys on its board, and keeps them from the finished game's own keys", () => {
    const m = finishedGame();
    const gameKeys = vi.fn();
    render(<div onKeyDown={gameKeys}><ReplayPanel model={m} /></div>);
    fireEvent.click(screen.getByRole("button", { name: /Replay your solve/ }));
    fireEvent.keyDown(replayCell(1, 1), { key: "ArrowRight" });
    fireEvent.keyDown(replayCell(1, 1), { key: "ArrowRight" });
    fireEvent.keyDown(replayCell(1, 1), { key: "ArrowLeft" });
    expect(caption()).toMatch(/^Move 1 of 52/);
    expect(gameKeys).not.toHaveBeenCalled();
  });

  it("offers nothing for a game without moves", () => {
    render(<ReplayPanel model={game9()} />);
    expect(screen.queryByRole("button", { name: /Replay/ })).toBeNull();
  });
});

describe("showStep", () => {
  it("moves the cursor within the history, clamped, and keeps every move", () => {
    const m = finishedGame();
    m.showStep(10);
    expect(m.cursor.value).toBe(10);
    m.showStep(-4);
    expect(m.cursor.value).toBe(0);
    m.showStep(500);
    expect([m.cursor.value, m.steps.value.length, m.solved.value]).toEqual([52, 52, true]);
  });
});
