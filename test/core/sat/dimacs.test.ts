import { describe, expect, it } from "vitest";
import { parseDimacs, type DimacsError, type ParsedCnf } from "../../../worker/core/sat/dimacs";
import { formatClauseListing, formatDimacs } from "../../../worker/core/sat/dimacs-format";
import { toDimacs } from "../../../worker/core/sat/types";

function parsed(text: string): ParsedCnf {
  const r = parseDimacs(text);
  if (!r.ok) throw new Error(`expected success, got ${r.error.message}`);
  return r.value;
}

function failure(text: string, limits = {}): DimacsError {
  const r = parseDimacs(text, limits);
  if (r.ok) throw new Error("expected a parse error");
  return r.error;
}

/** Clauses back in ±k form, for readable assertions. */
const asInts = (cnf: ParsedCnf): number[][] => cnf.clauses.map((c) => Array.from(c, toDimacs));

describe("parseDimacs accepts every valid form", () => {
  it("reads a plain formula with the header's counts", () => {
    const cnf = parsed("p cnf 3 2\n1 -3 0\n2 3 -1 0\n");
    expect(cnf.numVars).toBe(3);
    expect(asInts(cnf)).toEqual([[1, -3], [2, 3, -1]]);
    expect(Array.from(cnf.origin)).toEqual([1, 2]);
    expect(Array.from(cnf.lines)).toEqual([2, 3]);
    expect(cnf.declaredClauses).toBe(2);
    expect(cnf.warnings).toEqual([]);
    expect(cnf.hasEmptyClause).toBe(false);
  });

  it("skips comments before the header, between clauses and at the end, and keeps their text", () => {
    const cnf = parsed("c first\nc\np cnf 2 2\nc between\n1 2 0\n   c indented comment\n-1 0\nc last");
    expect(asInts(cnf)).toEqual([[1, 2], [-1]]);
    expect(Array.from(cnf.lines)).toEqual([5, 7]);
    expect(cnf.comments).toEqual(["first", "between", "indented comment", "last"]);
  });

  it("reads clauses spanning lines and several clauses on one line, starting at the first literal's line", () => {
    const cnf = parsed("p cnf 4 3\n1 2\n3\n4 0 -1 0 -2\n-3 0\n");
    expect(asInts(cnf)).toEqual([[1, 2, 3, 4], [-1], [-2, -3]]);
    expect(Array.from(cnf.lines)).toEqual([2, 4, 4]);
  });

  it("accepts CRLF line ends, tabs, leading and trailing blanks", () => {
    const cnf = parsed("c crlf file\r\np\tcnf  2\t 2 \r\n  1\t-2 0 \r\n\t2 0\t\r\n");
    expect(asInts(cnf)).toEqual([[1, -2], [2]]);
    expect(Array.from(cnf.lines)).toEqual([3, 4]);
    expect(cnf.comments).toEqual(["crlf file"]);
  });

  it("says a UTF-16 file is UTF-16, with or without its byte order mark, read byte by byte or decoded", () => {
    const formula = "p cnf 2 1\n1 -2 0\n";
    const le = Buffer.from(formula, "utf16le");
    const be = Buffer.from(le).swap16();
    const texts = [
      Buffer.concat([Buffer.from([0xff, 0xfe]), le]).toString("latin1"),
      Buffer.concat([Buffer.from([0xfe, 0xff]), be]).toString("latin1"),
      new TextDecoder().decode(Buffer.concat([Buffer.from([0xff, 0xfe]), le])),
      le.toString("latin1"),
      be.toString("latin1"),
    ];
    for (const text of texts) expect(failure(text).message).toMatch(/^line 1, column 1: this is UTF-16 text .* save the file as ASCII or UTF-8/);
  });

  it("skips a byte order mark, decoded or read byte by byte, and counts columns from after it", () => {
    for (const bom of ["\ufeff", "\xef\xbb\xbf"]) {
      expect(asInts(parsed(`${bom}p cnf 2 1\n1 -2 0\n`))).toEqual([[1, -2]]);
      expect(failure(`${bom}p cnf 2 x\n`).message).toBe(failure("p cnf 2 x\n").message);
    }
    // Only at the very start: elsewhere it is a character the formula cannot hold.
    expect(failure("p cnf 2 1\n\ufeff1 0\n").message).toMatch(/^line 2, column 1: /);
  });

  it("stops at the SATLIB % marker so the trailing 0 is not an empty clause", () => {
    const cnf = parsed("p cnf 3 2\n 1 -2 3 0\n-1 2 0\n%\n0\n\n");
    expect(asInts(cnf)).toEqual([[1, -2, 3], [-1, 2]]);
    expect(cnf.hasEmptyClause).toBe(false);
    expect(cnf.warnings).toEqual([]);
  });

  it("accepts a missing final 0 at end of file, with a warning", () => {
    const cnf = parsed("p cnf 2 2\n1 0\n-1 2");
    expect(asInts(cnf)).toEqual([[1], [-1, 2]]);
    expect(cnf.warnings.map((w) => w.kind)).toEqual(["missing-final-zero"]);
    expect(cnf.warnings[0].line).toBe(3);
  });

  it("merges duplicate literals and drops tautologies, keeping original numbers and lines", () => {
    const cnf = parsed("p cnf 3 4\n1 1 2 0\n2 -2 3 0\n-3 -3 -3 0\n1 2 3 0\n");
    expect(asInts(cnf)).toEqual([[1, 2], [-3], [1, 2, 3]]);
    expect(Array.from(cnf.origin)).toEqual([1, 3, 4]);
    expect(Array.from(cnf.lines)).toEqual([2, 4, 5]);
    const kinds = Object.fromEntries(cnf.warnings.map((w) => [w.kind, w]));
    expect(kinds["tautologies-dropped"]).toMatchObject({ count: 1, line: 3 });
    expect(kinds["duplicate-literals-merged"]).toMatchObject({ count: 3, line: 2 });
  });

  it("keeps an empty clause and marks the formula unsatisfiable", () => {
    const cnf = parsed("p cnf 2 3\n1 2 0\n0\n-1 0\n");
    expect(cnf.hasEmptyClause).toBe(true);
    expect(asInts(cnf)).toEqual([[1, 2], [], [-1]]);
    expect(cnf.warnings[0]).toMatchObject({ kind: "empty-clause", line: 3, clause: 2 });
  });

  it("warns and goes on when the header's clause count disagrees (fewer or more clauses)", () => {
    const fewer = parsed("p cnf 2 5\n1 0\n2 0\n");
    expect(fewer.clauses).toHaveLength(2);
    expect(fewer.warnings).toEqual([expect.objectContaining({ kind: "clause-count-mismatch", declared: 5, found: 2, line: 1 })]);
    expect(fewer.warnings[0].message).toMatch(/declares 5 clauses but 2 were read/);
    expect(parsed("p cnf 2 5\n1 2 0\n").warnings[0]!.message).toBe("the header on line 1 declares 5 clauses but 1 was read; continuing with that one");
    expect(parsed("p cnf 2 1\n1 0\n2 0\n").warnings[0]!.message).toBe("the header on line 1 declares 1 clause but 2 were read; continuing with the 2 read");
    const more = parsed("c x\np cnf 2 1\n1 0\n2 0\n");
    expect(more.clauses).toHaveLength(2);
    expect(more.warnings[0]).toMatchObject({ kind: "clause-count-mismatch", declared: 1, found: 2, line: 2 });
  });

  it("accepts a header with zero variables and zero clauses, and an empty formula", () => {
    const cnf = parsed("p cnf 0 0\n");
    expect(cnf.numVars).toBe(0);
    expect(cnf.clauses).toEqual([]);
  });

  it("does not mistake a very long comment line for clauses, and counts lines after it correctly", () => {
    const longComment = `c ${"1 2 3 0 ".repeat(20_000)}`;
    const cnf = parsed(`${longComment}\np cnf 3 1\n${longComment}\n1 2 x`.replace(" x", " 0"));
    expect(asInts(cnf)).toEqual([[1, 2]]);
    expect(Array.from(cnf.lines)).toEqual([4]);
    expect(cnf.comments[0].length).toBeLessThanOrEqual(200);
  });

  it("gives line numbers that are not off by one after blank lines and comments", () => {
    const cnf = parsed("\n\nc a\n\np cnf 2 2\n\n\n1 0\n\nc b\n2 0\n");
    expect(Array.from(cnf.lines)).toEqual([8, 11]);
    const e = failure("\n\nc a\n\np cnf 2 2\n\n\n1 0\n\nc b\n3 0\n");
    expect([e.line, e.column]).toEqual([11, 1]);
  });

  it("parses a large generated file completely (its speed is a bench figure, not a test)", () => {
    const parts: string[] = ["p cnf 10000 400000\n"];
    let x = 12345;
    for (let i = 0; i < 400_000; i++) {
      let line = "";
      for (let j = 0; j < 3; j++) {
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        const v = 1 + (x % 10000);
        line += `${x & 1024 ? "-" : ""}${v} `;
      }
      parts.push(`${line}0\n`);
    }
    const text = parts.join("");
    expect(text.length).toBeGreaterThan(5_000_000);
    const cnf = parsed(text);
    expect(cnf.numVars).toBe(10000);
    expect(cnf.clauses.length + (cnf.warnings.find((w) => w.kind === "tautologies-dropped")?.count ?? 0)).toBe(400_000);
  });
});

describe("parseDimacs rejects invalid input with the exact line and column", () => {
  const cases: [string, string, number, number, RegExp][] = [
    ["no header at all", "c only a comment\n", 2, 1, /no "p cnf VARS CLAUSES" header/],
    ["an empty text", "", 1, 1, /no "p cnf/],
    ["clauses before the header", "c x\n1 2 0\np cnf 2 1\n", 2, 1, /before the "p cnf/],
    ["a second header", "p cnf 2 1\n1 0\n  p cnf 2 1\n", 3, 3, /second "p" header \(the first is on line 1\)/],
    ["a non-cnf format", "p wcnf 2 1\n", 1, 3, /only the "cnf" format/],
    ["a glued header keyword", "pcnf 2 1\n", 1, 1, /expected "p cnf VARS CLAUSES"/],
    ["a header without counts", "p cnf\n", 1, 6, /variable and clause counts are missing/],
    ["a header without clause count", "p cnf 3\n", 1, 8, /clause count is missing/],
    ["extra header fields", "p cnf 3 1 7\n", 1, 11, /unexpected "7"/],
    ["a negative variable count", "p cnf -3 1\n", 1, 7, /variable count -3 is negative/],
    ["a negative clause count", "p cnf 3 -1\n", 1, 9, /clause count -1 is negative/],
    ["a non-integer count", "p cnf 3x 1\n", 1, 7, /variable count "3x" is not a non-negative integer/],
    ["a non-integer token", "p cnf 3 2\n1 2 0\n1 two 0\n", 3, 3, /"two" is not an integer literal/],
    ["a number glued to letters", "p cnf 3 1\n1 2a 0\n", 2, 3, /"2a" is not an integer literal/],
    ["a decimal", "p cnf 3 1\n1.5 0\n", 2, 1, /"1.5" is not an integer/],
    ["a lone minus sign", "p cnf 3 1\n1 - 2 0\n", 2, 3, /"-" is not an integer/],
    ["a letter c inside a clause line", "p cnf 3 1\n1 c 0\n", 2, 3, /"c" is not an integer/],
    ["a control byte", "p cnf 3 1\n1 2\u0002 0\n", 2, 3, /"2\\x02" is not an integer/],
    ["a quoted number", 'p cnf 3 1\n"1" 0\n', 2, 1, /^line 2, column 1: '"1"' is not an integer literal/],
    ["both quote marks", "p cnf 3 1\n'1\" 0\n", 2, 1, /"'1\\x22" is not an integer literal/],
    ["a literal beyond V", "p cnf 3 2\n1 2 0\n\t-4 1 0\n", 3, 2, /literal -4 is beyond the 3 variables declared on line 1/],
    ["a huge literal", "p cnf 3 1\n99999999999999 0\n", 2, 1, /beyond the 3 variables/],
    // A literal past 32 bits is quoted as written, not as "(too large)" nor as the saturated value read.
    ["a literal past 32 bits", "p cnf 3 1\n99999999999 0", 2, 1, /^line 2, column 1: literal 99999999999 is beyond the 3 variables declared on line 1$/],
    ["a negative literal past 32 bits", "p cnf 3 1\n1 -2147483648 0\n", 2, 3, /^line 2, column 3: literal -2147483648 is beyond the 3 variables declared on line 1$/],
    ["a literal with leading zeros", "p cnf 3 1\n0004 0\n", 2, 1, /^line 2, column 1: literal 0004 is beyond/],
    ["a literal of 20 digits", `p cnf 3 1\n${"9".repeat(20)} 0\n`, 2, 1, new RegExp(`^line 2, column 1: literal ${"9".repeat(20)} is beyond`)],
    ["an absurdly long literal", `p cnf 3 1\n-1${"2".repeat(40)} 0\n`, 2, 1, new RegExp(`^line 2, column 1: literal -1${"2".repeat(19)}… \\(41 digits\\) is beyond the 3 variables declared on line 1$`)],
    // A long bad token is cut after 24 characters, and the "…" after the quote says so; one of 24 is shown whole.
    ["a long bad token", `p cnf 3 1\n1 ${"x".repeat(30)} 0\n`, 2, 3, new RegExp(`^line 2, column 3: "${"x".repeat(24)}"… is not an integer literal$`)],
    ["a bad token of 24", `p cnf 3 1\n1 ${"x".repeat(24)} 0\n`, 2, 3, new RegExp(`^line 2, column 3: "${"x".repeat(24)}" is not an integer literal$`)],
    ["a long bad count", `p cnf ${"7".repeat(25)}x 1\n`, 1, 7, new RegExp(`variable count "${"7".repeat(24)}"… is not a non-negative integer`)],
    ["-0", "p cnf 3 1\n1 -0\n", 2, 3, /"-0" is not a literal/],
    ["a column after CRLF", "p cnf 2 1\r\n1 \t zz 0\r\n", 2, 5, /"zz"/],
  ];
  for (const [name, text, line, column, message] of cases) {
    it(`rejects ${name} at line ${line}, column ${column}`, () => {
      const e = failure(text);
      expect(e.kind).toBe("dimacs-syntax");
      expect([e.line, e.column]).toEqual([line, column]);
      expect(e.message).toMatch(message);
      expect(e.message.startsWith(`line ${line}`)).toBe(true);
    });
  }
});

describe("parseDimacs enforces the limits before allocating", () => {
  it("rejects text over the byte limit at once", () => {
    const e = failure("p cnf 1 1\n1 0\n", { maxBytes: 10 });
    expect(e).toMatchObject({ kind: "dimacs-too-large", line: 1, column: 1, limit: 10, unit: "bytes" });
    expect(e.message).toMatch(/over the limit of 10/);
  });

  it("rejects a header declaring more variables than allowed, pointing at the count", () => {
    const e = failure("c big\np cnf 2000000000 1\n1 0\n");
    expect(e).toMatchObject({ kind: "dimacs-too-large", line: 2, column: 7, limit: 2_000_000, unit: "variables" });
    expect(e.message).toMatch(/2000000000 variables, over the limit/);
  });

  it("rejects a header declaring more clauses than allowed", () => {
    const e = failure("p cnf 5 99999999999\n", { maxClauses: 1000 });
    expect(e).toMatchObject({ kind: "dimacs-too-large", line: 1, column: 9, limit: 1000, unit: "clauses" });
  });

  it("quotes a count too long for a double as written, cutting an absurd one", () => {
    const vars = failure(`p cnf ${"9".repeat(20)} 1\n`);
    expect(vars).toMatchObject({ kind: "dimacs-too-large", line: 1, column: 7, limit: 2_000_000, unit: "variables" });
    expect(vars.message).toBe(`line 1, column 7: header declares ${"9".repeat(20)} variables, over the limit of 2000000`);
    const clauses = failure(`p cnf 5 000${"8".repeat(30)}\n`, { maxClauses: 1000 });
    expect(clauses).toMatchObject({ kind: "dimacs-too-large", line: 1, column: 9, limit: 1000, unit: "clauses" });
    expect(clauses.message).toBe(`line 1, column 9: header declares 000${"8".repeat(17)}… (33 digits) clauses, over the limit of 1000`);
  });

  it("rejects more clauses than allowed even when the header understates them", () => {
    const e = failure("p cnf 2 1\n1 0\n2 0\n-1 0\n", { maxClauses: 2 });
    expect(e).toMatchObject({ kind: "dimacs-too-large", line: 4, column: 4, limit: 2, unit: "clauses" });
  });

  it("rejects more literals than allowed", () => {
    const e = failure("p cnf 3 2\n1 2 0\n1 2 3 0\n", { maxLiterals: 4 });
    expect(e).toMatchObject({ kind: "dimacs-too-large", line: 3, column: 5, limit: 4, unit: "literals" });
  });
});

describe("formatters", () => {
  const text = "c hello\np cnf 3 4\n1 -3 0\n2 -2 0\n3 2\n-1 0\n0\n";
  it("writes normalised DIMACS that parses back to the same clauses", () => {
    const cnf = parsed(text);
    const out = formatDimacs(cnf);
    expect(out).toBe("c hello\np cnf 3 3\n1 -3 0\n3 2 -1 0\n0\n");
    const again = parsed(out);
    expect(asInts(again)).toEqual(asInts(cnf));
  });

  it("lists every clause with its original number and source line", () => {
    const listing = formatClauseListing(parsed(text));
    expect(listing.split("\n")).toEqual([
      "c formula: 3 variables, 3 clauses",
      "#1  line 3:  1 -3",
      "#3  line 5:  3 2 -1",
      "#4  line 7:  (empty clause)",
    ]);
  });

  it("cuts a long listing at the limit and says how much was left out", () => {
    const listing = formatClauseListing(parsed("p cnf 2 3\n1 0\n2 0\n-1 -2 0\n"), { limit: 1 });
    expect(listing.split("\n")).toEqual(["c formula: 2 variables, 3 clauses", "#1  line 2:  1", "c ... 2 more clauses not shown"]);
  });

  it("lists a formula built in code without line numbers", () => {
    const listing = formatClauseListing({ numVars: 2, clauses: [Int32Array.of(0, 3)] });
    expect(listing.split("\n")[1]).toBe("#1:  1 -2");
  });
});
