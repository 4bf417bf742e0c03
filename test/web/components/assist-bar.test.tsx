/**
 * The hint ladder under the board: a step that only removes candidates is shown and applied like one that places a
 * digit, keyboard focus never drops to the page when a button turns off or goes, and the answer is scrolled to where
 * it lands.
 */
import { signal } from "@preact/signals";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HintDetail, HintResponse } from "../../../worker/core/api";
import type { Api } from "../../../web/api/client";
import { ApiContext } from "../../../web/api/context";
import { AssistBar } from "../../../web/components/assist-bar";
import { Board } from "../../../web/components/board";
import { createGameModel, type GameModel } from "../../../web/state/game-model";
import { grid, PUZZLE_9, SOLUTION_9, values } from "../helpers";

afterEach(cleanup);

type Full = Pick<HintResponse, "placements" | "eliminations">;

/** An API whose every hint is one step; at the full rung it does `full` (placements, eliminations or neither). */
function stepApi(full: Full) {
  const notesAsked: Record<string, number[]>[] = [];
  const api = {
    hint: vi.fn(async (_p: string, _e: string, notes: Record<string, number[]>, detail: HintDetail) => {
      notesAsked.push(notes);
      const answer: HintResponse = { kind: "step", detail, text: `A step at ${detail}.`, technique: "pointing", houses: ["box 1"], cells: detail === "technique" ? undefined : ["r2c2"] };
      return { ok: true as const, value: detail === "full" ? { ...answer, ...full } : answer };
    }),
  } as unknown as Api;
  return { api, notesAsked };
}

function show(api: Api): GameModel {
  const model = createGameModel(grid(PUZZLE_9), { id: PUZZLE_9, store: null, solution: values(SOLUTION_9) });
  render(
    <ApiContext.Provider value={api}>
      <Board model={model} label="Test board" />
      <AssistBar model={model} message={signal("")} />
    </ApiContext.Provider>,
  );
  return model;
}

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const cellAt = (row: number, col: number) => screen.getByRole("gridcell", { name: new RegExp(`^row ${row}, column ${col},`) });

/** Climbs the ladder to its top rung, by the buttons' names as they change. */
async function climb(): Promise<void> {
  for (const [press, next] of [["Hint", "Show cells"], ["Show cells", "Show step"], ["Show step", "Step shown"]]) {
    fireEvent.click(button(press));
    await waitFor(() => expect(screen.getByRole("button", { name: next })).toBeTruthy());
  }
}

const removeTwo: Full = { placements: [], eliminations: [{ cell: "r1c3", values: [2] }, { cell: "r1c4", values: [2] }] };

describe("a hint step that only removes candidates", () => {
  it("marks the cells that lose candidates, with the candidates struck out, even in a cell without notes", async () => {
    const { api } = stepApi(removeTwo);
    show(api);
    await climb();
    const target = cellAt(1, 3);
    expect(target.classList.contains("target")).toBe(true);
    expect(target.getAttribute("aria-label")).toBe("row 1, column 3, empty, the step removes 2");
    const struck = [...target.querySelectorAll(".notes span.removed")].map((span) => span.textContent);
    expect(struck).toEqual(["2"]);
    // The pattern's cell is the hint's, not a target.
    expect(cellAt(2, 2).classList.contains("hint")).toBe(true);
    expect(cellAt(2, 2).classList.contains("target")).toBe(false);
  });

  it("strikes the removed candidate among the cell's own notes", async () => {
    const { api } = stepApi(removeTwo);
    const model = show(api);
    act(() => {
      model.select(3); // r1c4
      model.input(2, "note");
      model.input(6, "note");
    });
    await climb();
    const spans = [...cellAt(1, 4).querySelectorAll(".notes span")].map((span) => `${span.textContent}${span.classList.contains("removed") ? " struck" : ""}`);
    expect(spans).toEqual(["2 struck", "6"]);
    expect(cellAt(1, 4).getAttribute("aria-label")).toBe("row 1, column 4, empty, notes 2 6, the step removes 2");
  });

  it("is applied by Apply step, after which the ladder starts over and the next hint is asked with the notes it left", async () => {
    const { api, notesAsked } = stepApi(removeTwo);
    const model = show(api);
    await climb();
    fireEvent.click(button("Apply step"));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Apply step" })).toBeNull());
    expect(model.applied.value).toBe(2);
    expect(screen.getByRole("status").textContent).toMatch(/^Step applied \(these cells count as assisted\)\. Took 2 from r1c3, 2 from r1c4 out of the notes\./);
    expect(cellAt(1, 3).classList.contains("target")).toBe(false);
    const again = button("Hint");
    expect(again.disabled).toBe(false);
    expect(again.getAttribute("aria-disabled")).toBeNull();
    fireEvent.click(again);
    await waitFor(() => expect(notesAsked).toHaveLength(4));
    // Without notes before, each cell now notes what its row, column and box allow, less the 2.
    expect(notesAsked[3]).toEqual({ r1c3: [1, 4], r1c4: [6] });
    model.undo();
    expect(model.board.value.notes[2]).toBe(0);
  });
});

describe("the ladder's top rung", () => {
  it("with nothing to apply (no step should be so) starts the ladder over instead of waiting on a move", async () => {
    const { api } = stepApi({ placements: [], eliminations: [] });
    show(api);
    fireEvent.click(button("Hint"));
    await waitFor(() => expect(screen.getByRole("button", { name: "Show cells" })).toBeTruthy());
    fireEvent.click(button("Show cells"));
    await waitFor(() => expect(screen.getByRole("button", { name: "Show step" })).toBeTruthy());
    fireEvent.click(button("Show step"));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("A step at full."));
    await waitFor(() => expect(button("Hint").disabled).toBe(false));
    expect(button("Hint").getAttribute("aria-disabled")).toBeNull();
    expect(screen.queryByRole("button", { name: "Apply step" })).toBeNull();
  });
});

describe("keyboard focus in the hint ladder", () => {
  it("stays on the hint button when it reaches Step shown, and moves to it from Apply step when that goes", async () => {
    const { api } = stepApi({ placements: [{ cell: "r1c3", value: 4 }], eliminations: [] });
    show(api);
    button("Hint").focus();
    await climb();
    const shown = button("Step shown");
    // Said with aria-disabled: a disabled button would lose focus to the page.
    expect(shown.disabled).toBe(false);
    expect(shown.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(shown);
    fireEvent.click(shown); // does nothing while the step is shown
    expect(shown.textContent).toBe("Step shown");
    const apply = button("Apply step");
    apply.focus();
    fireEvent.click(apply);
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Hint"));
  });

  it("does not take focus for Apply step pressed from outside the buttons (a tap that focuses nothing)", async () => {
    const { api } = stepApi({ placements: [{ cell: "r1c3", value: 4 }], eliminations: [] });
    show(api);
    await climb();
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.click(button("Apply step"));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Apply step" })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement === document.body || document.activeElement === null).toBe(true);
  });
});

describe("the answer's line", () => {
  it("is scrolled to once it holds the answer and the buttons above it have their new labels", async () => {
    const seen: { text: string; labels: string[] }[] = [];
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      seen.push({ text: this.textContent ?? "", labels: screen.getAllByRole("button").map((b) => b.textContent ?? "") });
    };
    try {
      const { api } = stepApi(removeTwo);
      show(api);
      fireEvent.click(button("Hint"));
      await waitFor(() => expect(seen.at(-1)?.text).toBe("A step at technique."));
      expect(seen.at(-1)?.labels).toContain("Show cells");
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
  });
});
