import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Problem, SolveResponse } from "../../../worker/core/api";
import { checkProof, parseDimacs } from "../../../worker/core/sat/index";
import { dratToTrace } from "../../core/sat/gen/drat";
import { generatePuzzle } from "../../../worker/core/sudoku/generate";
import { formatGrid, parseGrid } from "../../../worker/core/sudoku/grid-text";
import { uniquenessCertificate } from "../../../worker/core/sudoku/certificate";
import { MAX_CERTIFICATE_PROOF_INTS } from "../../../worker/http/limits";
import { BUILD_UNITS_PER_LITERAL } from "../../../worker/core/calibration";

const grid = (text: string) => {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

const CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const CLASSIC_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

function postJson(body: unknown) {
  return SELF.fetch("http://x/api/solve", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** Rows, columns and boxes of a solved N×N grid each hold 1..N once. */
function isValidSolution(text: string, puzzle: string): boolean {
  const n = Math.sqrt(text.length);
  const b = Math.sqrt(n);
  const v = (r: number, c: number) => parseInt(text[r * n + c], 36);
  for (let i = 0; i < n; i++) {
    const row = new Set<number>(), col = new Set<number>(), box = new Set<number>();
    for (let k = 0; k < n; k++) {
      row.add(v(i, k));
      col.add(v(k, i));
      box.add(v(Math.floor(i / b) * b + Math.floor(k / b), (i % b) * b + (k % b)));
    }
    if (row.size !== n || col.size !== n || box.size !== n) return false;
  }
  return [...puzzle].every((ch, i) => ch === "." || ch === text[i]);
}

describe("/api/solve", () => {
  it("solves a known puzzle by GET and proves the solution unique", async () => {
    const res = await SELF.fetch(`http://x/api/solve?puzzle=${CLASSIC}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SolveResponse;
    expect(body).toMatchObject({ status: "unique", size: 9, puzzle: CLASSIC, solution: CLASSIC_SOLUTION });
    expect(body.stats.budgetMs).toBe(500);
    expect(res.headers.get("cache-control")).toContain("max-age");
  });

  it("solves by POST and adds the logical solution log and grade with steps=true", async () => {
    const body = (await (await postJson({ puzzle: CLASSIC, steps: true })).json()) as SolveResponse;
    expect(body.status).toBe("unique");
    expect(body.steps?.length).toBeGreaterThan(0);
    const placed = body.steps?.flatMap((s) => s.placements) ?? [];
    for (const { cell, value } of placed) {
      const [r, c] = cell.slice(1).split("c").map(Number);
      expect(Number(CLASSIC_SOLUTION[(r - 1) * 9 + (c - 1)])).toBe(value);
    }
    expect(body.steps?.[0].text.length).toBeGreaterThan(10);
    expect(body.grade?.level).toBe("easy");
    expect(body.grade?.solvedByLogic).toBe(true);
  });

  it("reports two different solutions for an under-constrained grid", async () => {
    const body = (await (await postJson({ puzzle: "................" })).json()) as SolveResponse;
    expect(body.status).toBe("multiple");
    expect(body.solution).not.toBe(body.otherSolution);
    expect(isValidSolution(body.solution ?? "", "................")).toBe(true);
    expect(isValidSolution(body.otherSolution ?? "", "................")).toBe(true);
    // The cells where they differ, named by the server so no client recomputes them.
    const a = body.solution ?? "", b = body.otherSolution ?? "";
    const expected = [...a].flatMap((ch, i) => (ch !== b[i] ? [`r${Math.floor(i / 4) + 1}c${(i % 4) + 1}`] : []));
    expect(body.differingCells).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it("reports none for a puzzle whose givens leave a cell without candidates", async () => {
    const body = (await (await postJson({ puzzle: "12....3........." })).json()) as SolveResponse;
    expect(body.status).toBe("none");
    expect(body.solution).toBeUndefined();
  });

  it("answers an honest unknown with advice when the budget runs out (25x25 empty grid, 1 ms)", async () => {
    const body = (await (await postJson({ puzzle: ".".repeat(625), budget_ms: 1 })).json()) as SolveResponse;
    expect(body.status).toBe("unknown");
    expect(body.stats.budgetMs).toBe(1);
    expect(body.stats.work).toBeGreaterThanOrEqual(body.stats.budgetWork);
    expect(body.unknown?.command).toContain("npm run sudoku");
    // The site's Enter page keeps solving the same grid in a browser, without the server's limit.
    expect(body.unknown?.browser).toBe(`http://x/enter?p=${".".repeat(625)}`);
    expect(body.unknown?.message).toMatch(/ran out before an answer\. Keep solving it in a browser, without the server's limit \(http:\/\/x\/enter\?p=\.{625}\)\. Retry with budget_ms up to \d+, or run it locally without a limit: npm run sudoku -- solve PUZZLE$/);
  });

  it("gives a 16x16 or 25x25 grid the cap when no budget is asked for, and a 9x9 the default", async () => {
    const sixteen = (await (await postJson({ puzzle: ".".repeat(256) })).json()) as SolveResponse;
    expect(sixteen.status).toBe("multiple");
    expect(isValidSolution(sixteen.solution ?? "", ".".repeat(256))).toBe(true);
    expect(sixteen.stats.budgetMs).toBe(2000);
    const twentyFive = (await (await SELF.fetch(`http://x/api/solve?puzzle=${".".repeat(625)}`)).json()) as SolveResponse;
    expect(twentyFive.stats.budgetMs).toBe(2000);
    const asked = (await (await postJson({ puzzle: ".".repeat(256), budget_ms: 300 })).json()) as SolveResponse;
    expect(asked.stats.budgetMs).toBe(300);
    const nine = (await (await postJson({ puzzle: ".".repeat(81) })).json()) as SolveResponse;
    expect(nine.stats.budgetMs).toBe(500);
  });

  it("names the cell of a bad grid symbol", async () => {
    const res = await postJson({ puzzle: `${CLASSIC.slice(0, 80)}#` });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect((await res.json()) as Problem).toMatchObject({ kind: "bad-grid", cell: "r9c9", field: "body.puzzle" });
  });

  it("counts an emoji in a puzzle as one cell, and names a lone surrogate by its escape", async () => {
    const emoji = await SELF.fetch(`http://x/api/solve?puzzle=${encodeURIComponent(`😀${CLASSIC.slice(1)}`)}`);
    expect(emoji.status).toBe(400);
    expect((await emoji.json()) as Problem).toMatchObject({ kind: "bad-grid", cell: "r1c1", detail: expect.stringContaining('bad symbol "😀" at r1c1 (position 1)') });
    const half = await postJson({ puzzle: `\ud83d${CLASSIC.slice(1)}` });
    expect(half.status).toBe(400);
    const problem = (await half.json()) as Problem;
    expect(problem).toMatchObject({ kind: "bad-grid", cell: "r1c1", detail: expect.stringContaining('bad symbol "\\ud83d" at r1c1 (position 1): a lone UTF-16 surrogate') });
    expect(problem.detail).not.toContain("\ufffd");
  });

  it("reads a puzzle as a file keeps it (comments, a title, one row a line), and refuses several, naming their lines", async () => {
    const rows = CLASSIC.replace(/\./g, "0").match(/.{9}/g)!.join("\n");
    const sdk = `#A Someone\n#D From a magazine\n[Puzzle]\n${rows}\n`;
    const res = await SELF.fetch(`http://x/api/solve?puzzle=${encodeURIComponent(sdk)}`);
    expect(res.status).toBe(200);
    expect((await res.json()) as SolveResponse).toMatchObject({ status: "unique", puzzle: CLASSIC, solution: CLASSIC_SOLUTION });
    const two = await postJson({ puzzle: `Grid 01\n${rows}\nGrid 02\n${rows}` });
    expect(two.status).toBe(400);
    expect((await two.json()) as Problem).toMatchObject({ kind: "bad-grid", field: "body.puzzle", detail: expect.stringContaining("the text holds 2 puzzles (starting on lines 2, 12): send one at a time") });
    const short = await postJson({ puzzle: `Grid 01\n${rows.slice(0, 52)}` });
    expect(short.status).toBe(400);
    expect(((await short.json()) as Problem).detail).toContain("line 2: a 9x9 grid written in rows needs 9 rows; 5 rows of 9 cells, then line 7 is not a row of 9 cells");
  });

  it("answers 422 naming the cells when two givens clash", async () => {
    const res = await SELF.fetch(`http://x/api/solve?puzzle=11..............`);
    expect(res.status).toBe(422);
    expect((await res.json()) as Problem).toMatchObject({ kind: "givens-conflict", cell: "r1c2", field: "query.puzzle" });
  });

  it("rejects malformed JSON, a wrong field type and a missing puzzle with 400", async () => {
    const bad = await SELF.fetch("http://x/api/solve", { method: "POST", headers: { "content-type": "application/json" }, body: "{puzzle:" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Problem).kind).toBe("malformed-json");
    const wrongType = await postJson({ puzzle: 5 });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()) as Problem).toMatchObject({ kind: "invalid-request", field: "body.puzzle" });
    const missing = await SELF.fetch("http://x/api/solve");
    expect(((await missing.json()) as Problem).field).toBe("query.puzzle");
  });

  it("rejects a body over the JSON limit with 413", async () => {
    const res = await postJson({ puzzle: CLASSIC, padding: "x".repeat(70_000) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as Problem).limit).toBe(65536);
  });
});

describe("uniqueness certificates from /api/solve", () => {
  it("certificate=true adds a CNF and a DRAT proof that the core's checker re-verifies from the text", async () => {
    const res = await SELF.fetch(`http://x/api/solve?puzzle=${CLASSIC}&certificate=true`);
    const body = (await res.json()) as SolveResponse;
    expect(body.status).toBe("unique");
    const cert = body.certificate!;
    expect(cert).toMatchObject({ check: "verified" });
    expect(cert.error).toBeUndefined();
    expect(cert.cnf).toContain(`c solution: ${CLASSIC_SOLUTION}`);
    const cnf = parseDimacs(cert.cnf);
    if (!cnf.ok) throw new Error(cnf.error.message);
    expect(checkProof(cnf.value, dratToTrace(cert.proof)).verdict).toBe("verified");
    const posted = (await (await postJson({ puzzle: CLASSIC, certificate: true })).json()) as SolveResponse;
    expect(posted.certificate?.check).toBe("verified");
    // stats.work counts the certificate's refutation too, as the engine counts it, since the budget paid for it.
    const plain = (await (await SELF.fetch(`http://x/api/solve?puzzle=${CLASSIC}`)).json()) as SolveResponse;
    const spent = { work: 0 };
    uniquenessCertificate(grid(CLASSIC), grid(CLASSIC_SOLUTION), { work: plain.stats.budgetWork - plain.stats.work }, MAX_CERTIFICATE_PROOF_INTS, { spent, buildUnitsPerLiteral: BUILD_UNITS_PER_LITERAL });
    // Its formula is 11,988 clauses even where unit propagation alone refutes it: building it is work.
    expect(spent.work).toBeGreaterThan(10 * 11_988);
    expect(body.stats.work).toBe(plain.stats.work + spent.work);
  });

  it("says why when no certificate can be made, and none is made unless asked or for other verdicts", async () => {
    const big = (await (await postJson({ puzzle: ".".repeat(624) + "1", certificate: true })).json()) as SolveResponse;
    expect(big.status).toBe("multiple");
    expect(big.certificate).toBeUndefined();
    const plain = (await (await SELF.fetch(`http://x/api/solve?puzzle=${CLASSIC}`)).json()) as SolveResponse;
    expect(plain.certificate).toBeUndefined();
    const large = generatePuzzle({ box: 5, seed: 3, grade: false }).puzzle;
    const answer = (await (await postJson({ puzzle: formatGrid(large), certificate: true })).json()) as SolveResponse;
    expect(answer.status).toBe("unique");
    expect(answer.certificate).toMatchObject({
      cnf: "",
      proof: "",
      error: "Certificates are made up to 16×16 here; this grid is 25×25. The command line makes them up to 25×25: npm run sudoku -- solve PUZZLE --certificate PREFIX",
    });
  });
});
