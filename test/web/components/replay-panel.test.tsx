import { act, cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playDelay, ReplayPanel, replayCaption } from "../../../web/components/replay-panel";
import { createGameModel } from "../../../web/state/game-model";
import { isValidMove } from "../../../web/state/history";
import { grid, PUZZLE_9, SOLUTION_9 } from "../helpers";
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
  m.addElapsed(65_000); // the digits come a minute and five seconds after the note
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
    expect(caption()).toBe(`Move 1 of ${moves}, at 0:00: note 2 in r1c3`);
    expect(replayCell(1, 3).getAttribute("aria-label")).toBe("row 1, column 3, empty, notes 2");
    fireEvent.click(screen.getByRole("button", { name: "Next ▶" }));
    expect(caption()).toBe(`Move 2 of ${moves}, at 1:05: 4 in r1c3`);
    expect(replayCell(1, 3).getAttribute("aria-label")).toBe("row 1, column 3, 4");
    fireEvent.click(screen.getByRole("button", { name: "Last" }));
    expect(caption()).toBe(`Move ${moves} of ${moves}, at 1:05: 1 in r9c7`);
    expect(screen.getByRole("button", { name: "Next ▶" })).toHaveProperty("disabled", true);
    fireEvent.input(screen.getByRole("slider", { name: "Move" }), { target: { value: "1" } });
    expect(caption()).toBe(`Move 1 of ${moves}, at 0:00: note 2 in r1c3`);
    fireEvent.click(screen.getByRole("button", { name: "◀ Back" }));
    expect(caption()).toMatch(/^Start/);
    // The game itself: still solved, every move kept, its cursor at the end.
    expect([m.solved.value, m.cursor.value, m.steps.value.length]).toEqual([true, moves, moves]);
    fireEvent.click(screen.getByRole("button", { name: "Close the replay" }));
    expect(caption()).toBeUndefined();
  });

  it("shows the game with the player's own settings: a clash they chose not to see stays unmarked", () => {
    for (const showConflicts of [true, false]) {
      const m = game9();
      m.updateSettings({ showConflicts });
      // A 5 in r1c3 beside the given 5 in r1c1, taken back at once; then the solve.
      m.select(cellOf(1, 3));
      m.input(5);
      m.input(Number(SOLUTION_9[cellOf(1, 3)]));
      for (let cell = 0; cell < 81; cell++) {
        if (m.isGiven(cell) || m.board.value.values[cell]) continue;
        m.select(cell);
        m.input(Number(SOLUTION_9[cell]));
      }
      render(<ReplayPanel model={m} />);
      fireEvent.click(screen.getByRole("button", { name: /Replay your solve/ }));
      fireEvent.click(screen.getByRole("button", { name: "Next ▶" }));
      expect(replayCell(1, 3).getAttribute("aria-label")).toBe(`row 1, column 3, 5${showConflicts ? ", conflict" : ""}`);
      cleanup();
    }
  });

  it("plays at the player's own pace, eight times faster and kept between 150 ms and 1.5 s, and stops at the end", () => {
    vi.useFakeTimers();
    const m = finishedGame();
    render(<ReplayPanel model={m} />);
    fireEvent.click(screen.getByRole("button", { name: /Replay your solve/ }));
    fireEvent.click(screen.getByRole("button", { name: "▶ Play" }));
    act(() => void vi.advanceTimersByTime(150)); // the note came at once: the shortest beat
    expect(caption()).toMatch(/^Move 1 of 52/);
    act(() => void vi.advanceTimersByTime(1_499)); // 65 s of thought before the first digit: the longest beat
    expect(caption()).toMatch(/^Move 1 of 52/);
    act(() => void vi.advanceTimersByTime(1));
    expect(caption()).toMatch(/^Move 2 of 52/);
    // Each move's timer starts once the move before it is on screen.
    for (let k = 0; k < 3; k++) act(() => void vi.advanceTimersByTime(150));
    expect(caption()).toMatch(/^Move 5 of 52/);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(caption()).toMatch(/^Move 5 of 52/);
    fireEvent.click(screen.getByRole("button", { name: "▶ Play" }));
    for (let k = 0; k < 60; k++) act(() => void vi.advanceTimersByTime(150));
    expect(caption()).toMatch(/^Move 52 of 52/);
    expect(screen.getByRole("button", { name: "▶ Play" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "▶ Play" })); // at the end: from the start again
    expect(caption()).toMatch(/^Start/);
  });

  it("waits 450 ms a move where the game kept no times", () => {
    const moves = [{ label: "a", changes: [] }, { label: "b", changes: [], at: 4_000 }, { label: "c", changes: [], at: 4_100 }];
    expect([playDelay(moves, 0), playDelay(moves, 1), playDelay(moves, 2), playDelay(moves, 3)]).toEqual([450, 450, 150, 450]);
    expect(playDelay([{ label: "a", changes: [], at: 800 }], 0)).toBe(150);
    expect(playDelay([{ label: "a", changes: [], at: 8_000 }], 0)).toBe(1_000);
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

  it("leaves the time out for a move saved before moves kept theirs", () => {
    const m = finishedGame();
    const old = createGameModel(grid(PUZZLE_9), { id: "old", store: null, history: m.steps.value.map(({ label, changes }) => ({ label, changes })) });
    old.showStep(1);
    expect(replayCaption(old)).toBe("Move 1 of 52: note 2 in r1c3");
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

describe("a move's time", () => {
  it("is kept with each move, and a saved move's time must be a number of milliseconds", () => {
    const m = game9();
    m.addElapsed(1_234);
    m.select(cellOf(1, 3));
    m.input(4);
    expect(m.steps.value[0].at).toBe(1_234);
    const move = (at: unknown) => ({ label: "x", changes: [], at });
    expect(isValidMove(move(0), 81, 9)).toBe(true);
    expect(isValidMove(move(undefined), 81, 9)).toBe(true);
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, "5", null]) expect(isValidMove(move(bad), 81, 9), String(bad)).toBe(false);
  });
});
