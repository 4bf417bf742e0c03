import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { HintResponse, Problem } from "../../../worker/core/api";

const CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

function hint(body: unknown) {
  return SELF.fetch("http://x/api/hint", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

const valueAt = (cell: string) => {
  const [r, c] = cell.slice(1).split("c").map(Number);
  return Number(SOLUTION[(r - 1) * 9 + (c - 1)]);
};

/** Solutions of a 4x4 puzzle, by trying every value in every empty cell (independent of the solver). */
function countFourByFour(text: string): number {
  const cells = [...text].map((ch) => (ch === "." ? 0 : Number(ch)));
  const clashes = (i: number, v: number) =>
    cells.some((w, j) => j !== i && w === v && (j >> 2 === i >> 2 || j % 4 === i % 4 || ((j >> 3) === (i >> 3) && ((j % 4) >> 1) === ((i % 4) >> 1))));
  const empty = cells.indexOf(0);
  if (empty < 0) return 1;
  let count = 0;
  for (let v = 1; v <= 4; v++) {
    if (clashes(empty, v)) continue;
    cells[empty] = v;
    count += countFourByFour(cells.map((w) => (w === 0 ? "." : String(w))).join(""));
    cells[empty] = 0;
  }
  return count;
}

describe("POST /api/hint", () => {
  it("escalates detail: technique and area, then cells, then a deduction that agrees with the solution", async () => {
    const first = (await (await hint({ puzzle: CLASSIC })).json()) as HintResponse;
    expect(first).toMatchObject({ kind: "step", detail: "technique" });
    expect(first.technique).toBeTruthy();
    expect(first.houses?.length).toBeGreaterThan(0);
    expect(first.cells).toBeUndefined();
    const second = (await (await hint({ puzzle: CLASSIC, detail: "cells" })).json()) as HintResponse;
    expect(second.cells?.length).toBeGreaterThan(0);
    expect(second.placements).toBeUndefined();
    const full = (await (await hint({ puzzle: CLASSIC, detail: "full" })).json()) as HintResponse;
    const placed = full.placements ?? [];
    expect(placed.length + (full.eliminations?.length ?? 0)).toBeGreaterThan(0);
    for (const p of placed) expect(p.value).toBe(valueAt(p.cell));
    for (const e of full.eliminations ?? []) expect(e.values).not.toContain(valueAt(e.cell));
  });

  it("points at a wrong entry first, naming the value only on request", async () => {
    const entries = `..1${".".repeat(78)}`;
    const plain = (await (await hint({ puzzle: CLASSIC, entries })).json()) as HintResponse;
    expect(plain).toMatchObject({ kind: "wrong-entry", cells: ["r1c3"] });
    expect(plain.placements).toBeUndefined();
    const revealed = (await (await hint({ puzzle: CLASSIC, entries, reveal: true })).json()) as HintResponse;
    expect(revealed.placements).toEqual([{ cell: "r1c3", value: 4 }]);
  });

  it("flags pencil marks that rule out the right value", async () => {
    const res = (await (await hint({ puzzle: CLASSIC, notes: { r1c3: [1, 2] } })).json()) as HintResponse;
    expect(res).toMatchObject({ kind: "wrong-entry", cells: ["r1c3"] });
  });

  it("says the puzzle is solved when it is, and refuses an honest hint for a puzzle with many solutions", async () => {
    const solved = (await (await hint({ puzzle: CLASSIC, entries: SOLUTION })).json()) as HintResponse;
    expect(solved.kind).toBe("solved");
    const open = (await (await hint({ puzzle: "................" })).json()) as HintResponse;
    expect(open.kind).toBe("invalid");
  });

  it("answers unknown with advice when the budget runs out", async () => {
    const res = (await (await hint({ puzzle: ".".repeat(625), budget_ms: 1 })).json()) as HintResponse;
    expect(res.kind).toBe("unknown");
    expect(res.unknown?.reason).toBe("budget");
  });

  it("rejects pencil marks outside the grid and a bad detail level", async () => {
    const off = await hint({ puzzle: CLASSIC, notes: { r10c1: [1] } });
    expect(off.status).toBe(400);
    expect((await off.json()) as Problem).toMatchObject({ kind: "bad-notes", cell: "r10c1" });
    const detail = await hint({ puzzle: CLASSIC, detail: "everything" });
    expect(detail.status).toBe(400);
    expect(((await detail.json()) as Problem).field).toBe("body.detail");
  });

  it("names entries of another grid size as a mismatch, and a bad symbol in them by its cell", async () => {
    const other = await hint({ puzzle: CLASSIC, entries: ".".repeat(16) });
    expect(other.status).toBe(422);
    expect((await other.json()) as Problem).toMatchObject({ kind: "grid-mismatch", field: "body.entries", detail: "entries are 4x4, the puzzle is 9x9." });
    const over = await hint({ puzzle: CLASSIC, entries: `${".".repeat(80)}8` });
    expect(over.status).toBe(422);
    expect((await over.json()) as Problem).toMatchObject({ kind: "grid-mismatch", cell: "r9c9", detail: "entries put 8 at r9c9, which is a given 9: leave a given's cell empty or repeat its digit." });
    const bad = await hint({ puzzle: CLASSIC, entries: `..?${".".repeat(78)}` });
    expect(bad.status).toBe(400);
    expect((await bad.json()) as Problem).toMatchObject({ kind: "bad-grid", field: "body.entries", cell: "r1c3" });
  });

  it("says a puzzle has several solutions, and where two differ, rather than that the solver found none in time", async () => {
    const answer = (await (await hint({ puzzle: "1.3............2", detail: "full" })).json()) as HintResponse;
    expect(answer).toEqual({
      kind: "invalid",
      detail: "full",
      text: "The puzzle has more than one solution (two of them differ at r2c1, r2c2, r4c1, r4c2), so no hint can be checked against the solution; add givens until it has one.",
    });
  });

  it("says a puzzle whose givens pass the rules has no solution, and keeps the core's cell when one is left without candidates", async () => {
    // No 4x4 solution (counted by brute force here), though every empty cell keeps a candidate.
    expect(countFourByFour("...1.3.4..4..1..")).toBe(0);
    expect(countFourByFour("1.3............2")).toBeGreaterThan(1);
    const none = (await (await hint({ puzzle: "...1.3.4..4..1.." })).json()) as HintResponse;
    expect(none.text).toBe("The puzzle has no solution: its givens contradict each other, so there is no hint to give.");
    const stuck = (await (await hint({ puzzle: "12........3...4." })).json()) as HintResponse;
    expect(stuck).toMatchObject({ kind: "invalid", text: "The puzzle breaks the rules: r1c3 has no candidate left." });
  });
});
