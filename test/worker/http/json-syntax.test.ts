import { SELF } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Problem } from "../../../worker/core/api";
import { jsonSyntaxError } from "../../../worker/http/json-syntax";

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe("jsonSyntaxError", () => {
  it("names the line, column and fault of common hand-typing mistakes", () => {
    expect(jsonSyntaxError('{"puzzle": "1.3", }')).toEqual({ line: 1, column: 19, message: 'expected a property name in double quotes, found "}" (a comma before } is not allowed)' });
    expect(jsonSyntaxError("{'puzzle': 1}")).toEqual({ line: 1, column: 2, message: `expected a property name in double quotes, found "'"` });
    expect(jsonSyntaxError('{\n  "steps": tru\n}')).toEqual({ line: 2, column: 12, message: 'expected a value, found "t"' });
    expect(jsonSyntaxError('{"model": [1, 2,]}')).toEqual({ line: 1, column: 17, message: 'expected a value, found "]" (a comma before ] is not allowed)' });
    expect(jsonSyntaxError('{"a": 1')).toEqual({ line: 1, column: 8, message: 'expected "," or "}", found the end of the body' });
    expect(jsonSyntaxError('{"a" 1}')).toEqual({ line: 1, column: 6, message: 'expected ":" after the property name, found "1"' });
    expect(jsonSyntaxError('{"cnf": "p cnf 1 1\n1 0"}')?.message).toContain("line break");
    expect(jsonSyntaxError('{"a": "x\\q"}')).toMatchObject({ column: 9, message: "unknown escape \\q" });
    expect(jsonSyntaxError('{"a": 1} {')).toMatchObject({ column: 10, message: 'unexpected "{" after the end of the JSON value' });
    expect(jsonSyntaxError('{"a": "never')).toMatchObject({ column: 7, message: 'a string that never ends (missing closing ")' });
    expect(jsonSyntaxError('\uFEFF{"a": 1}')).toEqual({ line: 1, column: 1, message: "expected a value, found a byte order mark (U+FEFF); save the file without one" });
    expect(jsonSyntaxError('{"a": \u0001}')?.message).toBe("expected a value, found the control character U+0001");
  });

  it("accepts what JSON.parse accepts and refuses what it refuses (seeded mutations of valid JSON)", () => {
    const mutated = fc
      .tuple(fc.json({ maxDepth: 4 }), fc.array(fc.tuple(fc.nat(), fc.constantFrom("", ",", "]", "}", "{", "[", '"', ":", "\\", "\n", "-", "0", "e", "tru", " ")), { maxLength: 3 }))
      .map(([text, edits]) => edits.reduce((t, [at, piece]) => t.slice(0, at % (t.length + 1)) + piece + t.slice((at % (t.length + 1)) + 1), text));
    fc.assert(
      fc.property(mutated, (text) => {
        expect(jsonSyntaxError(text) === undefined, JSON.stringify(text)).toBe(parses(text));
      }),
      { seed: 2026, numRuns: 3000 },
    );
  });

  it("walks nesting far deeper than a recursive parser's stack without failing", () => {
    expect(jsonSyntaxError(`${"[".repeat(200_000)}${"]".repeat(200_000)}`)).toBeUndefined();
    expect(jsonSyntaxError(`${"[".repeat(200_000)}`)?.message).toBe("expected a value, found the end of the body");
  });
});

describe("a malformed JSON body", () => {
  it("is a 400 problem naming the line and column where the JSON breaks", async () => {
    const res = await SELF.fetch("http://x/api/hint", { method: "POST", headers: { "content-type": "application/json" }, body: '{\n  "puzzle": "1.3............2",\n  "detail": full\n}' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Problem;
    expect(body).toMatchObject({ kind: "malformed-json", field: "body", line: 3, column: 13 });
    expect(body.detail).toBe('The request body is not valid JSON: line 3, column 13: expected a value, found "f".');
  });
});
