import { afterEach, describe, expect, it, vi } from "vitest";
import type { Problem } from "../../../worker/core/api";
import { createApi, describeError } from "../../../web/api/client";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown, type = "application/json") {
  return vi.fn(async (..._args: unknown[]) => new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": type } }));
}

describe("api client", () => {
  it("sends JSON to the base URL and returns the parsed answer", async () => {
    const fetchMock = answer(200, { status: "unique", size: 4, puzzle: "x", stats: {} });
    vi.stubGlobal("fetch", fetchMock);
    const result = await createApi("https://sudoku.example").solve("1...", true);
    expect(result.ok && result.value.status).toBe("unique");
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://sudoku.example/api/solve");
    expect(JSON.parse(String(init.body))).toEqual({ puzzle: "1...", steps: true });
  });

  it("turns a problem+json answer into an error naming the line and column", async () => {
    const problem = { type: "/api/problems/dimacs-syntax", title: "Bad DIMACS", status: 400, detail: "expected a literal", kind: "dimacs-syntax", line: 2, column: 3 };
    vi.stubGlobal("fetch", answer(400, problem, "application/problem+json"));
    const result = await createApi().sat("p cnf 1 1\n1 x 0\n", "cdcl", 100);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(describeError(result.error)).toBe("expected a literal (line 2, column 3)");
  });

  it("names the place inside an f-puzzles document and the cell, each once", () => {
    const problem = (extra: Record<string, unknown>) => ({ kind: "problem" as const, status: 400, problem: { type: "/api/problems/bad-fpuzzles", title: "Invalid f-puzzles puzzle", status: 400, kind: "bad-fpuzzles", ...extra } as Problem });
    expect(describeError(problem({ detail: 'expected a positive whole number, got "abc".', field: "body.fpuzzles.killercage[0].value" }))).toBe('expected a positive whole number, got "abc". (at killercage[0].value)');
    expect(describeError(problem({ detail: "value 9 is not a digit 1..6.", field: "body.fpuzzles.grid[1][3].value", cell: "R2C4" }))).toBe("value 9 is not a digit 1..6. (at grid[1][3].value, R2C4)");
    expect(describeError(problem({ detail: "The region of r1c1 has 6 cells; every region needs 4.", field: "body.fpuzzles", cell: "r1c1" }))).toBe("The region of r1c1 has 6 cells; every region needs 4.");
    // A field outside a puzzle document is the API's own name, not the person's: it stays out.
    expect(describeError(problem({ detail: "size must be 4 to 25.", field: "query.size" }))).toBe("size must be 4 to 25.");
  });

  it("reports a failed fetch as a network error instead of throwing", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    const result = await createApi().daily("easy");
    expect(!result.ok && result.error.kind).toBe("network");
  });

  it("names the status when an error answer is not problem+json", async () => {
    vi.stubGlobal("fetch", answer(502, "<html>bad gateway</html>", "text/html"));
    const result = await createApi().daily("easy", "2026-01-01");
    expect(!result.ok && describeError(result.error)).toBe("The server answered 502.");
  });
});
