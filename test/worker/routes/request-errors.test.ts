/**
 * The mistakes a developer makes first with curl — wrong method, a parameter twice, the wrong type, no body, the
 * wrong content type — each answered with a problem that names the field and says what was sent instead.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Problem } from "../../../worker/core/api";

const CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

async function problemOf(res: Response, status: number): Promise<Problem> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
  return JSON.parse(text) as Problem;
}

function get(path: string): Promise<Response> {
  return SELF.fetch(`http://x${path}`);
}

function postJson(path: string, body: unknown): Promise<Response> {
  return SELF.fetch(`http://x${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

describe("a method a path does not answer", () => {
  it("is a 405 whose Allow header lists the methods the path does answer", async () => {
    const cases: [string, string, string][] = [
      ["POST", "/api/health", "GET, HEAD, OPTIONS"],
      ["GET", "/api/sat", "POST, OPTIONS"],
      ["HEAD", "/api/hint", "POST, OPTIONS"],
      ["PUT", "/api/solve", "GET, HEAD, POST, OPTIONS"],
      ["DELETE", "/api/daily/2026-01-01", "GET, HEAD, OPTIONS"],
      ["POST", "/api/openapi.json", "GET, HEAD, OPTIONS"],
    ];
    for (const [method, path, allow] of cases) {
      const res = await SELF.fetch(`http://x${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow"), `${method} ${path}`).toBe(allow);
      expect(res.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
      if (method !== "HEAD") {
        const body = (await res.json()) as Problem;
        expect(body).toMatchObject({ kind: "method-not-allowed", status: 405 });
        expect(body.detail).toBe(`${path} does not answer ${method}; it answers ${allow}.`);
      } else await res.body?.cancel();
    }
  });

  it("answers a route's path with a trailing slash with a 404 that names the path without it", async () => {
    const body = await problemOf(await get("/api/solve/?puzzle=1.3............2"), 404);
    expect(body.detail).toBe("No route for GET /api/solve/; did you mean /api/solve (no trailing slash)?");
    const daily = await problemOf(await get("/api/daily/2026-01-01/"), 404);
    expect(daily.detail).toContain("did you mean /api/daily/2026-01-01 ");
  });

  it("answers HEAD on a GET route as GET without the body, and OPTIONS as a CORS preflight", async () => {
    const head = await SELF.fetch("http://x/api/daily/2026-01-01", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/json");
    expect(head.headers.get("etag")).toBeTruthy();
    expect(await head.text()).toBe("");
    const preflight = await SELF.fetch("http://x/api/hint", { method: "OPTIONS", headers: { Origin: "https://example.org", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("leaves a path no route has as a 404", async () => {
    const body = await problemOf(await SELF.fetch("http://x/api/solver", { method: "POST" }), 404);
    expect(body.kind).toBe("not-found");
    expect(body.detail).toBe("No route for POST /api/solver. See /api/openapi.json for the routes.");
    expect(await problemOf(await get("/api/daily/2026-01-01/17"), 404)).toMatchObject({ kind: "not-found" });
  });
});

describe("query parameters", () => {
  it("names a parameter given twice, with both values, instead of a type error", async () => {
    const body = await problemOf(await get("/api/generate?size=4&size=9"), 400);
    expect(body).toMatchObject({ kind: "invalid-request", field: "query.size" });
    expect(body.errors).toEqual([{ field: "query.size", message: 'is given 2 times ("4", "9"); give it once' }]);
    const puzzle = await problemOf(await get(`/api/solve?puzzle=${CLASSIC}&puzzle=${CLASSIC}`), 400);
    expect(puzzle.errors?.[0]).toMatchObject({ field: "query.puzzle", message: expect.stringContaining("is given 2 times") });
  });

  it("refuses a parameter the route does not read, naming the one a misspelling most likely meant", async () => {
    const cases: [string, string, string][] = [
      ["/api/generate?dificulty=hard", "query.dificulty", "is not a parameter of this route; did you mean difficulty?"],
      [`/api/solve?puzzle=${CLASSIC}&budget=100`, "query.budget", "is not a parameter of this route; did you mean budget_ms?"],
      ["/api/daily?date=2026-01-01", "query.date", "is not a parameter of this route"],
      ["/api/daily/2026-01-01/killer?difficulty=hard", "query.difficulty", "is not a parameter of this route"],
      ["/api/daily/16?difficulty=easy", "query.difficulty", "is not a parameter of this route"],
      ["/api/encode?puzzle=1.3............2&encodng=minimal", "query.encodng", "is not a parameter of this route; did you mean encoding?"],
      // Only the route's own parameters are offered: steps belongs to solve, not to encode.
      ["/api/encode?puzzle=1.3............2&step=true", "query.step", "is not a parameter of this route"],
    ];
    for (const [path, field, message] of cases) {
      const body = await problemOf(await get(path), 400);
      expect(body.errors, path).toEqual([{ field, message }]);
    }
    const inQuery = await problemOf(await SELF.fetch(`http://x/api/solve?budget_ms=100&steps=true`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ puzzle: CLASSIC }) }), 400);
    expect(inQuery.errors).toEqual([
      { field: "query.budget_ms", message: "is not a parameter of this route; send budget_ms in the JSON body" },
      { field: "query.steps", message: "is not a parameter of this route; send steps in the JSON body" },
    ]);
    const sat = await problemOf(await SELF.fetch("http://x/api/sat?engin=dpll", { method: "POST", body: "p cnf 1 1\n1 0\n" }), 400);
    expect(sat.errors).toEqual([{ field: "query.engin", message: "is not a parameter of this route; did you mean engine?" }]);
  });

  it("points a field of the POST body sent in a GET's query string to that body, not to a near miss", async () => {
    const body = await problemOf(await get(`/api/solve?puzzle=${CLASSIC}&fpuzzles=x`), 400);
    expect(body.errors).toEqual([{ field: "query.fpuzzles", message: "is not a parameter of this route; send fpuzzles in the JSON body of a POST" }]);
  });

  it("says a required parameter is required", async () => {
    const body = await problemOf(await get("/api/solve"), 400);
    expect(body.errors).toEqual([{ field: "query.puzzle", message: "is required" }]);
    expect(body.detail).toBe("query.puzzle: is required");
  });

  it("says what a number, a whole number, a choice and a flag must be, quoting what came", async () => {
    const expectations: [string, string, string][] = [
      [`/api/solve?puzzle=${CLASSIC}&budget_ms=abc`, "query.budget_ms", 'must be a number, got "abc"'],
      [`/api/solve?puzzle=${CLASSIC}&budget_ms=1.5`, "query.budget_ms", "must be a whole number, got \"1.5\""],
      // Number() would read these as 10, 16 and 9: a query number is decimal digits and nothing else.
      ["/api/generate?size=1e1", "query.size", 'must be a number written in decimal digits, got "1e1"'],
      ["/api/generate?budget_ms=0x10", "query.budget_ms", 'must be a number written in decimal digits, got "0x10"'],
      ["/api/generate?size=%209", "query.size", 'must be a number written in decimal digits, got " 9"'],
      [`/api/solve?puzzle=${CLASSIC}&budget_ms=0`, "query.budget_ms", 'must be at least 1, got "0"'],
      ["/api/generate?difficulty=insane", "query.difficulty", 'must be one of easy, medium, hard, expert, extreme, got "insane"'],
      ["/api/generate?seed=", "query.seed", 'must not be empty, got ""'],
      ["/api/generate?size=4&solution=maybe", "query.solution", 'must be true or false, got "maybe"'],
      ["/api/sat?count=5000", "query.count", 'must be at most 1000, got "5000"'],
      ["/api/encode?puzzle=1.3............2&encoding=short", "query.encoding", 'must be one of extended, minimal, got "short"'],
    ];
    for (const [path, field, message] of expectations) {
      const res = path.startsWith("/api/sat") ? await SELF.fetch(`http://x${path}`, { method: "POST", body: "p cnf 1 1\n1 0\n" }) : await get(path);
      const body = await problemOf(res, 400);
      expect(body.errors, path).toEqual([{ field, message }]);
      expect(body.field).toBe(field);
    }
  });

  it("lists the field in errors when a route, not a schema, finds the fault, so every invalid-request has one shape", async () => {
    const day = await problemOf(await get("/api/daily/2026-02-30"), 400);
    expect(day).toMatchObject({ kind: "invalid-request", field: "path.date" });
    expect(day.errors).toEqual([{ field: "path.date", message: "2026-02-30 is not a calendar day (YYYY-MM-DD)." }]);
    const range = await problemOf(await get("/api/daily?to=2026-01-02"), 400);
    expect(range.errors).toEqual([{ field: "query.from", message: "An archive range needs from=YYYY-MM-DD." }]);
  });

  it("refuses a parameter that would change nothing: givens without variant=killer, steps for a variant, a cell without explain", async () => {
    for (const path of ["/api/generate?size=4&givens=true", "/api/generate?variant=x&givens=true"]) {
      expect((await problemOf(await get(path), 400)).errors, path).toEqual([{ field: "query.givens", message: "applies only with variant=killer" }]);
    }
    const killer = await get("/api/generate?variant=killer&givens=true&seed=q&budget_ms=200");
    expect(killer.status).toBe(200);
    await killer.body?.cancel();
    const steps = await problemOf(await postJson("/api/solve", { fpuzzles: { size: 4, grid: [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]] }, steps: true }), 400);
    expect(steps.errors).toEqual([{ field: "body.steps", message: "is given for classic puzzles only: the logical techniques know no cages or irregular regions" }]);
    const cell = await problemOf(await postJson("/api/verify", { puzzle: CLASSIC, cell: "r1c1" }), 400);
    expect(cell.errors).toEqual([{ field: "body.cell", message: "is read only with explain: true (it picks the entry to explain)" }]);
  });

  it("says what form a date must take, quoting what came", async () => {
    const day = await problemOf(await get("/api/daily/20260101"), 400);
    expect(day.errors).toEqual([{ field: "path.date", message: 'must be a day written YYYY-MM-DD, got "20260101"' }]);
    const from = await problemOf(await get("/api/daily?from=yesterday"), 400);
    expect(from.errors).toEqual([{ field: "query.from", message: 'must be a day written YYYY-MM-DD, got "yesterday"' }]);
  });

  it("keeps the size rule's own words", async () => {
    const body = await problemOf(await get("/api/generate?size=7"), 400);
    expect(body.errors).toEqual([{ field: "query.size", message: "must be 4, 6, 8, 9, 10, 12, 14, 15, 16 or 25 (a variant: 4, 6 or 9)" }]);
    expect(body.detail).toBe("query.size: must be 4, 6, 8, 9, 10, 12, 14, 15, 16 or 25 (a variant: 4, 6 or 9)");
  });
});

describe("JSON bodies", () => {
  it("calls a missing or blank body empty and shows what to send, whatever its content type", async () => {
    for (const init of [
      { method: "POST" },
      { method: "POST", headers: { "content-type": "application/json" } },
      { method: "POST", headers: { "content-type": "application/json" }, body: "  \n" },
    ]) {
      for (const path of ["/api/solve", "/api/hint", "/api/verify"]) {
        const body = await problemOf(await SELF.fetch(`http://x${path}`, init), 400);
        expect(body).toMatchObject({ kind: "empty-body", field: "body" });
        expect(body.detail).toContain("Content-Type: application/json");
        expect(body.detail).toContain('{"puzzle": ');
      }
    }
  });

  it("asks for puzzle or fpuzzles when neither is sent, and for one of them when both are", async () => {
    for (const [path, other] of [["/api/solve", { steps: true }], ["/api/hint", { detail: "full" }]] as const) {
      const neither = await problemOf(await postJson(path, other), 400);
      expect(neither.field).toBe("body.puzzle");
      expect(neither.detail).toContain("is required: send puzzle");
      expect(neither.detail).not.toContain("not both");
      const both = await problemOf(await postJson(path, { puzzle: CLASSIC, fpuzzles: "x" }), 400);
      expect(both.field).toBe("body.puzzle");
      expect(both.detail).toContain("not both");
    }
  });

  it("asks a verify body for a grid or a formula, not both, in the words hint uses for its own pair", async () => {
    const cnf = { cnf: "p cnf 1 1\n1 0\n", model: [1] };
    const message = "send either puzzle and entries (a Sudoku grid) or cnf and model (a formula and its model), not both";
    const both = await problemOf(await postJson("/api/verify", { puzzle: CLASSIC, ...cnf }), 400);
    expect(both.errors).toEqual([{ field: "body.puzzle", message }]);
    const entries = await problemOf(await postJson("/api/verify", { entries: CLASSIC, ...cnf }), 400);
    expect(entries.errors).toEqual([{ field: "body.entries", message }]);
  });

  it("never offers the very field that was sent as the one it meant", async () => {
    // reveal is a field of verify's grid form; beside cnf and model it is read by neither form.
    const body = await problemOf(await postJson("/api/verify", { cnf: "p cnf 1 1\n1 0\n", model: [1], reveal: true }), 400);
    expect(body.errors).toEqual([{ field: "body.reveal", message: "is not read beside the other fields sent: it belongs to another form of this request" }]);
  });

  it("says a JSON boolean sent as a string must be a JSON boolean", async () => {
    const body = await problemOf(await postJson("/api/solve", { puzzle: CLASSIC, steps: "true", budget_ms: "100" }), 400);
    expect(body.errors).toEqual([
      { field: "body.steps", message: 'must be true or false (a JSON boolean, without quotes), got "true"' },
      { field: "body.budget_ms", message: 'must be a number, got "100"' },
    ]);
  });

  it("refuses a JSON key given twice by name and place, as a query parameter given twice is refused, rather than reading the last", async () => {
    const twice = await SELF.fetch("http://x/api/solve", { method: "POST", headers: { "content-type": "application/json" }, body: `{"puzzle":"${CLASSIC}",\n"puzzle":"${CLASSIC}"}` });
    const body = await problemOf(twice, 400);
    const message = "is given twice (the second at line 2, column 1); give it once";
    expect(body).toMatchObject({ kind: "invalid-request", field: "body.puzzle", line: 2, column: 1, errors: [{ field: "body.puzzle", message }] });
    const nested = await problemOf(await SELF.fetch("http://x/api/hint", { method: "POST", headers: { "content-type": "application/json" }, body: '{"fpuzzles":{"size":4,"grid":[[{"value":1,"value":2}]]}}' }), 400);
    expect(nested.errors).toEqual([{ field: "body.fpuzzles.grid[0][0].value", message: "is given twice (the second at line 1, column 43); give it once" }]);
  });

  it("says a JSON number beyond a double's range is too large, rather than quoting the null it would be written back as", async () => {
    const res = await SELF.fetch("http://x/api/solve", { method: "POST", headers: { "content-type": "application/json" }, body: `{"puzzle":"${CLASSIC}","count":1e400}` });
    const body = await problemOf(res, 400);
    expect(body.errors).toEqual([{ field: "body.count", message: "is a number too large to read" }]);
  });

  it("names the field a verify body is missing instead of 'Invalid input'", async () => {
    const empty = await problemOf(await postJson("/api/verify", {}), 400);
    expect(empty.errors).toEqual([{ field: "body.puzzle", message: "is required" }]);
    const noModel = await problemOf(await postJson("/api/verify", { cnf: "p cnf 1 1\n1 0\n" }), 400);
    expect(noModel.errors).toEqual([{ field: "body.model", message: "is required" }]);
    const fraction = await problemOf(await postJson("/api/verify", { cnf: "p cnf 1 1\n1 0\n", model: [1.5] }), 400);
    expect(fraction.errors).toEqual([{ field: "body.model[0]", message: "must be a whole number, got 1.5" }]);
  });

  it("refuses a field no route reads, naming the field a misspelling most likely meant", async () => {
    const cases: [string, unknown, string, string][] = [
      ["/api/solve", { puzzle: CLASSIC, budgetMs: 100 }, "body.budgetMs", "is not a field of this request; did you mean budget_ms?"],
      ["/api/hint", { puzzle: CLASSIC, detials: "full" }, "body.detials", "is not a field of this request; did you mean detail?"],
      ["/api/solve", { puzzle: CLASSIC, step: true }, "body.step", "is not a field of this request; did you mean steps?"],
      ["/api/verify", { cnf: "p cnf 1 1\n1 0\n", model: [1], colour: "red" }, "body.colour", "is not a field of this request"],
      ["/api/verify", { puzzle: CLASSIC, Entries: "" }, "body.Entries", "is not a field of this request; did you mean entries?"],
      ["/api/solve", { puzzle: CLASSIC, detail: "full" }, "body.detail", "is not a field of this request"],
    ];
    for (const [path, sent, field, message] of cases) {
      const body = await problemOf(await postJson(path, sent), 400);
      expect(body.errors, field).toEqual([{ field, message }]);
    }
    // A misspelt required field: both the stray field and the missing one are named.
    const typo = await problemOf(await postJson("/api/solve", { puzzel: CLASSIC }), 400);
    expect(typo.errors).toEqual([
      { field: "body.puzzel", message: "is not a field of this request; did you mean puzzle?" },
      { field: "body.puzzle", message: "is required: send puzzle (a grid, one line, '.' for empty) or fpuzzles (a variant puzzle)" },
    ]);
  });

  it("names every type an alternative field or body takes when the value fits none", async () => {
    const fpuzzles = await problemOf(await postJson("/api/solve", { fpuzzles: 5 }), 400);
    expect(fpuzzles.errors).toEqual([{ field: "body.fpuzzles", message: "must be a JSON object or a string, got 5" }]);
    const text = await problemOf(await postJson("/api/verify", "hello"), 400);
    expect(text.errors).toEqual([{ field: "body", message: 'must be a JSON object, got "hello"' }]);
    const list = await problemOf(await postJson("/api/solve", [CLASSIC]), 400);
    expect(list.errors).toEqual([{ field: "body", message: "must be a JSON object, got an array" }]);
  });

  it("names a malformed cell name and a malformed pencil-mark key with the form a cell takes", async () => {
    const cell = await problemOf(await postJson("/api/verify", { puzzle: CLASSIC, explain: true, cell: "R1C1" }), 400);
    expect(cell.errors).toEqual([{ field: "body.cell", message: 'must be a cell name like r3c7, got "R1C1"' }]);
    const zero = await problemOf(await postJson("/api/hint", { puzzle: CLASSIC, notes: { r1c3: [1, 0] } }), 400);
    expect(zero.errors).toEqual([{ field: "body.notes.r1c3[1]", message: "must be at least 1, got 0" }]);
    const notes = await problemOf(await postJson("/api/hint", { puzzle: CLASSIC, notes: { x: [1] } }), 400);
    expect(notes.errors).toEqual([{ field: "body.notes.x", message: '"x" is not a valid key: must be a cell name like r3c7' }]);
  });

  it("names the content type it refuses", async () => {
    const form = await problemOf(await SELF.fetch("http://x/api/solve", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `puzzle=${CLASSIC}` }), 415);
    expect(form).toMatchObject({ kind: "unsupported-media-type", field: "body" });
    expect(form.detail).toBe(
      'Content-Type application/x-www-form-urlencoded is not accepted here: send JSON with Content-Type: application/json, e.g. {"puzzle": "53..7....6..195…"}. A puzzle in a file can go in the query string instead: curl -G --data-urlencode puzzle@puzzle.txt …/api/solve.',
    );
  });

  it("refuses a puzzle sent as text on the JSON routes, naming the body to send; only solve has a query-string way", async () => {
    const grid = "+---+\n|1.3|\n...";
    const solve = await problemOf(await SELF.fetch("http://x/api/solve", { method: "POST", headers: { "content-type": "text/plain; charset=utf-8" }, body: grid }), 415);
    expect(solve.detail).toMatch(/^Content-Type text\/plain is not accepted here: .* curl -G --data-urlencode puzzle@puzzle\.txt/);
    const hint = await problemOf(await SELF.fetch("http://x/api/hint", { method: "POST", headers: { "content-type": "text/plain" }, body: CLASSIC }), 415);
    expect(hint.detail).toBe('Content-Type text/plain is not accepted here: send JSON with Content-Type: application/json, e.g. {"puzzle": "53..7....6..195…", "detail": "technique"}.');
    const bare = await problemOf(await SELF.fetch("http://x/api/verify", { method: "POST", body: new Blob([JSON.stringify({ puzzle: CLASSIC })]) }), 415);
    expect(bare.detail).toMatch(/^A body without a Content-Type is not accepted here/);
  });

  it("reads JSON under any JSON media type, with or without parameters", async () => {
    for (const type of ["application/json; charset=utf-8", "Application/JSON", "application/vnd.api+json"]) {
      const res = await SELF.fetch("http://x/api/solve", { method: "POST", headers: { "content-type": type }, body: JSON.stringify({ puzzle: "1.3............2" }) });
      expect(res.status, type).toBe(200);
      expect((await res.json()) as { status: string }).toMatchObject({ status: "multiple" });
    }
  });
});

describe("POST /api/sat and JSON", () => {
  it("refuses a JSON document with a 415 that says to send the DIMACS text itself", async () => {
    const res = await SELF.fetch("http://x/api/sat", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ cnf: "p cnf 1 1\n1 0\n" }) });
    const body = await problemOf(res, 415);
    expect(body.kind).toBe("unsupported-media-type");
    expect(body.detail).toContain("curl --data-binary @f.cnf");
  });

  it("still reads DIMACS text whatever content type labels it, JSON included", async () => {
    const res = await SELF.fetch("http://x/api/sat", { method: "POST", headers: { "content-type": "application/json" }, body: "p cnf 1 1\n1 0\n" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("s SATISFIABLE");
  });
});

describe("GET /api/encode", () => {
  it("refuses clashing givens as solve does: 422 givens-conflict at the second cell", async () => {
    const clash = `55${CLASSIC.slice(2)}`;
    const encoded = await problemOf(await get(`/api/encode?puzzle=${clash}`), 422);
    const solved = await problemOf(await get(`/api/solve?puzzle=${clash}`), 422);
    expect(encoded).toMatchObject({ kind: "givens-conflict", cell: "r1c2", field: "query.puzzle" });
    expect(solved).toMatchObject({ kind: encoded.kind, cell: encoded.cell, detail: encoded.detail });
  });
});
