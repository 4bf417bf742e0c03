import { signal } from "@preact/signals";
import { act, cleanup, fireEvent, render, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HintDetail, HintResponse } from "../../../worker/core/api";
import type { Api } from "../../../web/api/client";
import { ApiContext } from "../../../web/api/context";
import { AssistBar } from "../../../web/components/assist-bar";
import { hint } from "../../../web/state/assist";
import { createGameModel, type GameModel } from "../../../web/state/game-model";
import type { KeyValueStore } from "../../../web/state/saved-game";
import { grid, memoryStore, PUZZLE_4, SOLUTION_4, values } from "../helpers";

afterEach(cleanup);

/** An API whose every hint is a real step (r1c2 is 2 in the 4×4 puzzle), at whatever detail it is asked. */
function stepApi() {
  const asked: HintDetail[] = [];
  const api = {
    hint: vi.fn(async (_p: string, _e: string, _n: unknown, detail: HintDetail) => {
      asked.push(detail);
      const answer: HintResponse = { kind: "step", detail, text: `A step at ${detail}.`, technique: "naked-single", houses: ["row 1"], cells: ["r1c2"], placements: detail === "full" ? [{ cell: "r1c2", value: 2 }] : [] };
      return { ok: true as const, value: answer };
    }),
  } as unknown as Api;
  return { api, asked };
}

function game(id: string, hintLimit: number | null, store: KeyValueStore | null = null): GameModel {
  return createGameModel(grid(PUZZLE_4), { id, store, solution: values(SOLUTION_4), settings: hintLimit === null ? {} : { hintLimit } });
}

function show(model: GameModel, api: Api) {
  return render(<ApiContext.Provider value={api}><AssistBar model={model} message={signal("")} /></ApiContext.Provider>);
}

/** A move elsewhere on the board, after which the next hint is a new one. */
function moveOn(model: GameModel, cell: number): void {
  act(() => {
    model.select(cell);
    model.input(1, "note");
  });
}

describe("a hint allowance", () => {
  it("counts down new hints only, lets the last one climb its ladder, then stops asking the API", async () => {
    const { api, asked } = stepApi();
    const model = game("allowance", 2);
    const view = show(model, api);
    expect(view.getByText("This puzzle allows 2 hints, as its link or page asks.")).toBeTruthy();
    fireEvent.click(view.getByRole("button", { name: "Hint (2 left)" }));
    await waitFor(() => expect(view.getByRole("button", { name: "Show cells" })).toBeTruthy());
    // The rungs after the first show more of the same hint and cost nothing.
    fireEvent.click(view.getByRole("button", { name: "Show cells" }));
    await waitFor(() => expect(view.getByRole("button", { name: "Show step" })).toBeTruthy());
    // Past the top rung the whole step is shown: the button says so instead of asking again (aria-disabled, so a
    // keyboard player keeps focus on it).
    fireEvent.click(view.getByRole("button", { name: "Show step" }));
    await waitFor(() => expect(view.getByRole("button", { name: "Step shown" }).getAttribute("aria-disabled")).toBe("true"));
    expect(view.getByRole("button", { name: "Apply step" })).toBeTruthy();
    expect(model.hintsUsed.value).toBe(1);
    moveOn(model, 5);
    fireEvent.click(view.getByRole("button", { name: "Hint (1 left)" }));
    await waitFor(() => expect(view.getByRole("button", { name: "Show cells" })).toBeTruthy());
    fireEvent.click(view.getByRole("button", { name: "Show cells" }));
    await waitFor(() => expect(view.getByRole("button", { name: "Show step" })).toBeTruthy());
    expect(model.hintsUsed.value).toBe(2);
    moveOn(model, 6);
    const spent = view.getByRole("button", { name: "Hint (0 left)" }) as HTMLButtonElement;
    expect(spent.disabled).toBe(true);
    expect(asked).toEqual(["technique", "cells", "full", "technique", "cells"]);
    // Even asked directly, a new hint is refused without a request.
    const refused = await hint(model, "technique", api);
    expect(refused).toMatchObject({ counted: false, text: "No hints left. This puzzle allows 2 hints, as its link or page asks." });
    expect(asked).toHaveLength(5);
    expect(model.hintsUsed.value).toBe(2);
  });

  it("is kept with the saved game, so reopening the puzzle does not give the hints back", async () => {
    const store = memoryStore();
    const { api } = stepApi();
    const first = game("kept", 1, store);
    const view = show(first, api);
    fireEvent.click(view.getByRole("button", { name: "Hint (1 left)" }));
    await waitFor(() => expect(first.hintsUsed.value).toBe(1));
    first.dispose();
    cleanup();
    const again = game("kept", 1, store);
    const reopened = show(again, api);
    expect((reopened.getByRole("button", { name: "Hint (0 left)" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("makes a game of its own: a free game's hints and reveals do not count against it, nor come into a game without help", () => {
    const store = memoryStore();
    const free = game("terms", null, store);
    free.countHint();
    free.select(1);
    free.revealCell();
    expect(free.revealed.value).toBe(1);
    free.dispose();
    const allowed = game("terms", 2, store);
    expect(allowed.hintsUsed.value).toBe(0);
    expect(allowed.board.value.values[1]).toBe(0);
    allowed.countHint();
    allowed.dispose();
    const unhelped = createGameModel(grid(PUZZLE_4), { id: "terms", store, settings: { help: false } });
    expect(unhelped.revealed.value).toBe(0);
    expect(unhelped.board.value.values[1]).toBe(0);
    // Each game is still there under its own terms.
    expect(game("terms", null, store).revealed.value).toBe(1);
    expect(game("terms", 2, store).hintsUsed.value).toBe(1);
  });

  it("of none offers no hint button but keeps the other helpers; without one the button has no count", () => {
    const { api } = stepApi();
    const none = show(game("none", 0), api);
    const buttons = none.getAllByRole("button").map((b) => b.textContent);
    expect(buttons.some((label) => label?.startsWith("Hint"))).toBe(false);
    expect(buttons).toContain("✓ Check");
    expect(buttons).toContain("Reveal cell");
    expect(none.getByText("This puzzle is played without hints, as its link or page asks.")).toBeTruthy();
    cleanup();
    const free = show(game("free", null), api);
    expect(free.getByRole("button", { name: "Hint" })).toBeTruthy();
    expect(free.queryByText(/as its link or page asks/)).toBeNull();
  });
});
