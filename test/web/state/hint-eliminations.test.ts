/** A hint's step that removes candidates: read from the API's answer, shown on the board, and applied to the notes. */
import { describe, expect, it, vi } from "vitest";
import type { HintDetail, HintResponse } from "../../../worker/core/api";
import type { Api } from "../../../web/api/client";
import { applyHint, hint } from "../../../web/state/assist";
import { cellOf, game9 } from "./game-fixtures";

const bits = (...values: number[]) => values.reduce((mask, v) => mask | (1 << (v - 1)), 0);

/** An API whose one step (locked candidates, say) places nothing and removes 2 from r1c3 and r1c4. */
function eliminatingApi() {
  return {
    hint: vi.fn(async (_p: string, _e: string, _n: unknown, detail: HintDetail) => {
      const answer: HintResponse = { kind: "step", detail, text: `A step at ${detail}.`, technique: "pointing", houses: ["box 1"], cells: ["r2c2"] };
      if (detail === "full") Object.assign(answer, { placements: [], eliminations: [{ cell: "r1c3", values: [2] }, { cell: "r1c4", values: [2] }] });
      return { ok: true as const, value: answer };
    }),
  } as unknown as Api;
}

describe("a hint step that removes candidates", () => {
  it("comes back with its eliminations at the full rung, which mark their cells on the board", async () => {
    const m = game9();
    const api = eliminatingApi();
    const cells = await hint(m, "cells", api);
    expect(cells.eliminations).toEqual([]);
    expect(m.marked.value?.eliminations).toBeUndefined();
    const full = await hint(m, "full", api);
    expect(full.placements).toEqual([]);
    expect(full.eliminations).toEqual([{ cell: cellOf(1, 3), values: [2] }, { cell: cellOf(1, 4), values: [2] }]);
    expect(m.marked.value).toMatchObject({ kind: "hint", cells: [cellOf(2, 2)], eliminations: full.eliminations });
  });

  it("applies as one undoable move: a noted cell loses the digit, a cell without notes gets its other candidates", () => {
    const m = game9();
    m.select(cellOf(1, 4));
    m.input(2, "note");
    m.input(6, "note");
    const cursor = m.cursor.value;
    const said = applyHint(m, { placements: [], eliminations: [{ cell: cellOf(1, 3), values: [2] }, { cell: cellOf(1, 4), values: [2] }] });
    // r1c3 may hold 1, 2 or 4 by its row, column and box: the step leaves 1 and 4.
    expect(m.board.value.notes[cellOf(1, 3)]).toBe(bits(1, 4));
    expect(m.board.value.notes[cellOf(1, 4)]).toBe(bits(6));
    expect(m.cursor.value).toBe(cursor + 1);
    expect(m.applied.value).toBe(2);
    expect(m.assisted.value).toBe(true);
    expect(said).toBe("Step applied (these cells count as assisted). Took 2 from r1c3, 2 from r1c4 out of the notes. r1c3 had no notes, so it now notes its other candidates.");
    m.undo();
    expect(m.board.value.notes[cellOf(1, 3)]).toBe(0);
    expect(m.board.value.notes[cellOf(1, 4)]).toBe(bits(2, 6));
  });

  it("applies placements and eliminations together, the candidates read after the digits are placed", () => {
    const m = game9();
    m.applyStep({ placements: [{ cell: cellOf(1, 3), value: 4 }], eliminations: [{ cell: cellOf(1, 6), values: [2] }] });
    expect(m.board.value.values[cellOf(1, 3)]).toBe(4);
    // r1c6 allowed 2, 4, 6 and 8; the 4 placed in its row takes 4, the step takes 2.
    expect(m.board.value.notes[cellOf(1, 6)]).toBe(bits(6, 8));
    expect(m.steps.value).toHaveLength(1);
    expect(m.applied.value).toBe(2);
  });

  it("says so, and counts nothing, when the board shows the step already", () => {
    const m = game9();
    m.select(cellOf(1, 4));
    m.input(6, "note");
    expect(applyHint(m, { placements: [], eliminations: [{ cell: cellOf(1, 4), values: [2] }] })).toBe("Nothing to apply: the board shows this step already.");
    expect(m.applied.value).toBe(0);
  });
});
