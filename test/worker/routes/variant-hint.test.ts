import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { HintResponse, Problem } from "../../../worker/core/api";
import { MIN_VARIANT_HINT_BUDGET_MS } from "../../../worker/http/limits";
import { compressFpuzzles } from "../../../worker/variants/fpuzzles-link";
import published from "../../fixtures/variants/published.json";

const KILLER = published.find((e) => e.name.startsWith("Killer sudoku"))!;
const JIGSAW = published.find((e) => e.name.startsWith("Jigsaw"))!;

function hint(body: unknown) {
  return SELF.fetch("http://x/api/hint", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}
const index = (cell: string): number => {
  const [r, c] = cell.slice(1).split("c").map(Number);
  return (r - 1) * 9 + (c - 1);
};
const json = async (res: Response) => (await res.json()) as HintResponse;

describe("POST /api/hint with an f-puzzles variant", () => {
  it("climbs the ladder on a killer: the rules to look at, then the cell, then its digit, which is the solution's", async () => {
    const first = await json(await hint({ fpuzzles: KILLER.fpuzzles }));
    expect(first).toMatchObject({ kind: "step", detail: "technique", technique: "forced-cell" });
    expect(first.rules?.[0]).toMatch(/^the killer cage at r\dc\d \(sum \d+\)$/);
    expect(first.area?.length).toBeGreaterThan(0);
    expect(first.cells).toBeUndefined();
    const second = await json(await hint({ fpuzzles: KILLER.fpuzzles, detail: "cells" }));
    expect(second.cells).toHaveLength(1);
    expect(second.placements).toBeUndefined();
    const full = await json(await hint({ fpuzzles: KILLER.fpuzzles, detail: "full" }));
    expect(full.cells).toEqual(second.cells);
    const [placed] = full.placements!;
    expect(placed.cell).toBe(second.cells![0]);
    expect(placed.value).toBe(Number(KILLER.solution[index(placed.cell)]));
    expect(full.text.startsWith(`${placed.cell} must be ${placed.value}:`)).toBe(true);
  });

  it("takes the compressed link form and the player's entries, and never names a filled cell", async () => {
    const entries = [...JIGSAW.solution].map((ch, i) => (i % 3 === 0 ? ch : ".")).join("");
    const full = await json(await hint({ fpuzzles: compressFpuzzles(JIGSAW.fpuzzles), entries, detail: "full" }));
    expect(full.kind).toBe("step");
    const cell = index(full.placements![0].cell);
    expect(cell % 3).not.toBe(0);
    expect(full.placements![0].value).toBe(Number(JIGSAW.solution[cell]));
  });

  it("points at a wrong entry first, and says when the puzzle is solved", async () => {
    const wrong = "." + (KILLER.solution[1] === "1" ? "2" : "1") + ".".repeat(79);
    const answer = await json(await hint({ fpuzzles: KILLER.fpuzzles, entries: wrong, reveal: true }));
    expect(answer).toMatchObject({ kind: "wrong-entry", cells: ["r1c2"], placements: [{ cell: "r1c2", value: Number(KILLER.solution[1]) }] });
    expect((await json(await hint({ fpuzzles: KILLER.fpuzzles, entries: KILLER.solution }))).kind).toBe("solved");
    // Another digit over a given is refused by its cell (the jigsaw's r1c1 is a given 3), not silently dropped.
    const over = await hint({ fpuzzles: JIGSAW.fpuzzles, entries: `4${".".repeat(80)}` });
    expect(over.status).toBe(422);
    expect((await over.json()) as Problem).toMatchObject({ kind: "grid-mismatch", field: "body.entries", cell: "r1c1", detail: "entries put 4 at r1c1, which is a given 3: leave a given's cell empty or repeat its digit." });
  });

  it("explains the wrong entry named by cell, not only the first one", async () => {
    // Two wrong digits, r1c2 and r9c9; asked about r9c9, the reason is r9c9's.
    const digits = [...".".repeat(81)];
    digits[1] = KILLER.solution[1] === "1" ? "2" : "1";
    digits[80] = KILLER.solution[80] === "1" ? "2" : "1";
    const answer = await json(await hint({ fpuzzles: KILLER.fpuzzles, entries: digits.join(""), cell: "r9c9" }));
    expect(answer.kind).toBe("wrong-entry");
    expect(answer.cells).toEqual(["r1c2", "r9c9"]);
    expect(answer.text).toContain(`r9c9's ${digits[80]} cannot be right`);
    expect(answer.text).not.toContain("r1c2's");
    // The reason alone, for "why is this wrong?": the end of the text, without "fix them first".
    expect(answer.reason).toMatch(new RegExp(`^r9c9's ${digits[80]} cannot be right`));
    expect(answer.text.endsWith(` ${answer.reason}`)).toBe(true);
  });

  it("refuses bad entries, notes and puzzles with a problem naming the field and cell", async () => {
    const short = await hint({ fpuzzles: KILLER.fpuzzles, entries: "123" });
    expect(short.status).toBe(400);
    expect((await short.json()) as Problem).toMatchObject({ kind: "bad-grid", field: "body.entries" });
    const bad = await hint({ fpuzzles: KILLER.fpuzzles, entries: "Z" + ".".repeat(80) });
    expect(bad.status).toBe(400);
    expect((await bad.json()) as Problem).toMatchObject({ kind: "bad-grid", cell: "r1c1" });
    const notes = await hint({ fpuzzles: KILLER.fpuzzles, notes: { r10c1: [1] } });
    expect(notes.status).toBe(400);
    expect((await notes.json()) as Problem).toMatchObject({ kind: "bad-notes", cell: "r10c1" });
    const unsupported = await hint({ fpuzzles: { ...KILLER.fpuzzles, doublearrow: [{ lines: [["R1C1", "R1C2", "R1C3"]] }] } });
    expect(unsupported.status).toBe(422);
    expect((await unsupported.json()) as Problem).toMatchObject({ kind: "unsupported-constraint", field: "body.fpuzzles.doublearrow" });
    const offGrid = await hint({ fpuzzles: KILLER.fpuzzles, entries: ".".repeat(81), cell: "r10c1" });
    expect(offGrid.status).toBe(422);
    expect((await offGrid.json()) as Problem).toMatchObject({ kind: "bad-cell", field: "body.cell", cell: "r10c1", detail: "r10c1 is not a cell of a 9x9 grid." });
    const classicCell = await hint({ puzzle: ".".repeat(81), cell: "r1c1" });
    expect(classicCell.status).toBe(400);
    expect((await classicCell.json()) as Problem).toMatchObject({ kind: "invalid-request", field: "body.cell" });
    const both = await hint({ fpuzzles: KILLER.fpuzzles, puzzle: ".".repeat(81) });
    expect(both.status).toBe(400);
    expect((await both.json()) as Problem).toMatchObject({ kind: "invalid-request", field: "body.puzzle" });
  });

  it("answers unknown, with advice, when the budget cannot even prove the solution unique", async () => {
    const answer = await json(await hint({ fpuzzles: KILLER.fpuzzles, budget_ms: 1 }));
    expect(answer.kind).toBe("unknown");
    expect(answer.unknown?.reason).toBe("budget");
  });

  it("refuses a 16x16 hint on a budget below its fixed cost with 422 naming the budget, and answers at that budget", async () => {
    const big = published.find((e) => e.name.startsWith("16x16"))!;
    const least = MIN_VARIANT_HINT_BUDGET_MS[16];
    const small = await hint({ fpuzzles: big.fpuzzles, budget_ms: least - 1 });
    expect(small.status).toBe(422);
    expect((await small.json()) as Problem).toMatchObject({ kind: "budget-too-small", limit: least, unit: "ms", field: "body.budget_ms" });
    const enough = await hint({ fpuzzles: big.fpuzzles, budget_ms: least });
    expect(enough.status).toBe(200);
    expect(["step", "unknown"]).toContain((await json(enough)).kind);
  });
});
