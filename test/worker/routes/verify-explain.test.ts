import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GridVerifyResponse, Problem } from "../../../worker/core/api";

const CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

function verify(body: unknown) {
  return SELF.fetch("http://x/api/verify", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

describe("POST /api/verify with explain", () => {
  it("explains a wrong entry that breaks no rule with forced steps ending in a contradiction", async () => {
    // r1c3 should be 4; 2 breaks no rule yet, and two forced steps later r1c9 has no value left.
    const body = (await (await verify({ puzzle: CLASSIC, entries: `..2${".".repeat(78)}`, explain: true })).json()) as GridVerifyResponse;
    const e = body.explanation!;
    expect(e.status).toBe("contradiction");
    expect(e.premises).toEqual(["r1c3"]);
    expect(e.steps.map((s) => `${s.cell}=${s.value}`)).toEqual(["r1c6=8", "r7c9=4"]);
    expect(e.contradiction).toMatchObject({ kind: "empty-cell", cells: ["r1c9"], text: "Now r1c9 has no value left: its peers hold all 9." });
    expect(e.text).toBe("r1c3 = 2 cannot be right: follow 2 forced steps to a contradiction.");
    // Nothing else of the solution leaks: every step follows from the premise, and no step repeats a cell.
    expect(new Set(e.steps.map((s) => s.cell)).size).toBe(e.steps.length);
  });

  it("says when the entries fit a solution, and explains only the cell asked about", async () => {
    const right = (await (await verify({ puzzle: CLASSIC, entries: `..4${".".repeat(78)}`, explain: true })).json()) as GridVerifyResponse;
    expect(right.explanation).toEqual({ status: "consistent", premises: [], steps: [], text: "Your entries fit a solution: nothing is wrong yet." });
    const entries = `..41${".".repeat(77)}`; // r1c3 right, r1c4 = 1 wrong
    const one = (await (await verify({ puzzle: CLASSIC, entries, explain: true, cell: "r1c3" })).json()) as GridVerifyResponse;
    expect(one.explanation?.text).toBe("r1c3 = 4 fits a solution.");
    const other = (await (await verify({ puzzle: CLASSIC, entries, explain: true, cell: "r1c4" })).json()) as GridVerifyResponse;
    expect(other.explanation?.premises).toContain("r1c4");
  });

  it("shows a rule clash as a contradiction with no steps", async () => {
    const body = (await (await verify({ puzzle: CLASSIC, entries: `..5${".".repeat(78)}`, explain: true })).json()) as GridVerifyResponse;
    expect(body.explanation).toMatchObject({ status: "contradiction", premises: ["r1c3"], steps: [], contradiction: { kind: "clash" } });
  });

  it("refuses to explain a cell that holds no entry: an empty cell or a given", async () => {
    const entries = `..1${".".repeat(78)}`;
    const empty = await verify({ puzzle: CLASSIC, entries, explain: true, cell: "r1c4" });
    expect(empty.status).toBe(422);
    expect((await empty.json()) as Problem).toMatchObject({ kind: "no-entry", field: "body.cell", cell: "r1c4", detail: "r1c4 is empty: there is no entry there to explain." });
    const given = await verify({ puzzle: CLASSIC, entries, explain: true, cell: "r9c9" });
    expect(given.status).toBe(422);
    expect((await given.json()) as Problem).toMatchObject({ kind: "no-entry", field: "body.cell", cell: "r9c9", detail: "r9c9 holds the given 9, not an entry: there is nothing there to explain." });
  });

  it("rejects a cell outside the grid", async () => {
    const response = await verify({ puzzle: CLASSIC, entries: CLASSIC, explain: true, cell: "r10c1" });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).detail).toBe("r10c1 is not a cell of a 9x9 grid.");
  });
});
