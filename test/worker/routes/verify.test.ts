import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CnfVerifyResponse, GridVerifyResponse, Problem } from "../../../worker/core/api";
import { generatePuzzle } from "../../../worker/core/sudoku/generate";
import { formatGrid } from "../../../worker/core/sudoku/grid-text";

const CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

function verify(body: unknown) {
  return SELF.fetch("http://x/api/verify", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

describe("POST /api/verify (grid)", () => {
  it("accepts the solution as complete and correct", async () => {
    const body = (await (await verify({ puzzle: CLASSIC, entries: SOLUTION })).json()) as GridVerifyResponse;
    expect(body).toMatchObject({ mode: "grid", size: 9, complete: true, correct: true, conflicts: [], wrong: [], solutionStatus: "unique" });
  });

  it("names wrong entries without revealing the value unless asked", async () => {
    // r1c3 should be 4; the player wrote 1 (no rule broken yet)
    const entries = `..1${".".repeat(78)}`;
    const hidden = (await (await verify({ puzzle: CLASSIC, entries })).json()) as GridVerifyResponse;
    expect(hidden).toMatchObject({ complete: false, correct: false, conflicts: [], wrong: [{ cell: "r1c3", value: 1 }] });
    expect(hidden.wrong[0].expected).toBeUndefined();
    const revealed = (await (await verify({ puzzle: CLASSIC, entries, reveal: true })).json()) as GridVerifyResponse;
    expect(revealed.wrong).toEqual([{ cell: "r1c3", value: 1, expected: 4 }]);
  });

  it("reports rule conflicts by cell and house", async () => {
    const entries = `..5${".".repeat(78)}`; // a second 5 in row 1 and box 1
    const body = (await (await verify({ puzzle: CLASSIC, entries })).json()) as GridVerifyResponse;
    expect(body.conflicts).toContainEqual({ cell: "r1c3", value: 5, with: ["r1c1"], house: "row 1" });
    expect(body.conflicts).toContainEqual({ cell: "r1c3", value: 5, with: ["r1c1"], house: "box 1" });
  });

  it("says when the givens do not have a unique solution", async () => {
    const body = (await (await verify({ puzzle: "................" })).json()) as GridVerifyResponse;
    expect(body).toMatchObject({ size: 4, complete: false, correct: false, solutionStatus: "multiple", wrong: [] });
  });

  it("checks a 16x16 grid under the cap when no budget is asked for, a 9x9 under the default", async () => {
    const sixteen = (await (await verify({ puzzle: ".".repeat(256) })).json()) as GridVerifyResponse;
    expect(sixteen).toMatchObject({ size: 16, solutionStatus: "multiple" });
    expect(sixteen.stats?.budgetMs).toBe(2000);
    const nine = (await (await verify({ puzzle: CLASSIC })).json()) as GridVerifyResponse;
    expect(nine.stats?.budgetMs).toBe(500);
  });

  it("reads entries in the puzzle's symbols: a lone letter on a 16x16 is 10 and up, not A=1", async () => {
    const made = generatePuzzle({ box: 4, seed: 16, symmetry: "none" });
    const puzzle = formatGrid(made.puzzle);
    const solution = formatGrid(made.solution);
    // The first empty cell whose digit is a letter, and that letter alone as the player's entries.
    const at = [...puzzle].findIndex((ch, i) => ch === "." && /[A-G]/.test(solution[i]));
    const entries = [...puzzle].map((_, i) => (i === at ? solution[i] : ".")).join("");
    expect(entries.replace(/\./g, "")).toMatch(/^[A-G]$/);
    const body = (await (await verify({ puzzle, entries })).json()) as GridVerifyResponse;
    expect(body).toMatchObject({ size: 16, conflicts: [], wrong: [] });
  });

  it("names the cell of a bad symbol in the entries", async () => {
    const res = await verify({ puzzle: CLASSIC, entries: `....?${".".repeat(76)}` });
    expect(res.status).toBe(400);
    expect((await res.json()) as Problem).toMatchObject({ kind: "bad-grid", cell: "r1c5", field: "body.entries" });
  });

  it("names entries of another grid size as a mismatch, and a miscount of cells as a bad grid", async () => {
    for (const [entries, size] of [[".".repeat(256), 16], [".".repeat(36), 6]] as const) {
      const res = await verify({ puzzle: CLASSIC, entries });
      expect(res.status).toBe(422);
      expect((await res.json()) as Problem).toMatchObject({ kind: "grid-mismatch", field: "body.entries", detail: `entries are ${size}x${size}, the puzzle is 9x9.` });
    }
    // A whole board repeats the givens; another digit over a given is named by its cell, never silently dropped.
    expect((await verify({ puzzle: CLASSIC, entries: CLASSIC })).status).toBe(200);
    const over = await verify({ puzzle: CLASSIC, entries: `1${".".repeat(80)}` });
    expect(over.status).toBe(422);
    expect((await over.json()) as Problem).toMatchObject({ kind: "grid-mismatch", field: "body.entries", cell: "r1c1", detail: "entries put 1 at r1c1, which is a given 5: leave a given's cell empty or repeat its digit." });
    const short = await verify({ puzzle: CLASSIC, entries: ".".repeat(80) });
    expect(short.status).toBe(400);
    expect((await short.json()) as Problem).toMatchObject({ kind: "bad-grid", field: "body.entries", detail: "expected 81 cells for a 9x9 grid, got 80" });
  });
});

describe("POST /api/verify (cnf + model)", () => {
  const cnf = "p cnf 3 3\n1 2 0\n-1 3 0\nc a comment line\n-2 -3 0\n";

  it("confirms a satisfying model given as an array or as solver output", async () => {
    for (const model of [[1, -2, 3], "s SATISFIABLE\nv 1 -2\nv 3 0\n"]) {
      const body = (await (await verify({ cnf, model })).json()) as CnfVerifyResponse;
      expect(body).toEqual({ mode: "cnf", satisfied: true });
    }
  });

  it("names the first falsified clause with its number, line and literals", async () => {
    const body = (await (await verify({ cnf, model: [1, 2, 3] })).json()) as CnfVerifyResponse;
    expect(body).toEqual({ mode: "cnf", satisfied: false, falsified: { clause: 3, line: 5, literals: [-2, -3] } });
  });

  it("checks a partial model honestly and lists the open variables", async () => {
    const body = (await (await verify({ cnf, model: [1] })).json()) as CnfVerifyResponse;
    expect(body).toMatchObject({ satisfied: false, falsified: { clause: 2 }, unassigned: [2, 3] });
  });

  it("rejects a model for another formula, a contradictory model, and a CNF syntax error", async () => {
    const beyond = await verify({ cnf, model: [1, 2, 3, 4] });
    expect(beyond.status).toBe(422);
    expect(((await beyond.json()) as Problem).kind).toBe("model-mismatch");
    const both = await verify({ cnf, model: [1, -1] });
    expect(both.status).toBe(400);
    expect(((await both.json()) as Problem).kind).toBe("bad-model");
    const syntax = await verify({ cnf: "p cnf 2 1\n1 -x 0\n", model: [1] });
    expect(syntax.status).toBe(400);
    expect((await syntax.json()) as Problem).toMatchObject({ kind: "dimacs-syntax", line: 2, column: 3, field: "body.cnf" });
  });

  it("rejects a body that is neither shape", async () => {
    const res = await verify({ grid: CLASSIC });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).kind).toBe("invalid-request");
  });
});
