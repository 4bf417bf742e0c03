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
});
