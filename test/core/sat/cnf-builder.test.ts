import { describe, expect, it } from "vitest";
import { CnfBuilder, formatDimacs, formatDrat, parseDimacs } from "../../../worker/core/sat/index";
import { mkLit } from "../../../worker/core/sat/types";
import { randomKSat, randomMixedCnf } from "./gen/random-cnf";

describe("CnfBuilder", () => {
  it("builds the clauses added, in order, as views into one block", () => {
    const b = new CnfBuilder();
    b.addClause([mkLit(0), mkLit(1, true)]);
    b.addBinary(mkLit(2, true), mkLit(0));
    b.addClause([]);
    b.addClause([mkLit(1)]);
    const cnf = b.build(3, ["hello"]);
    expect(cnf.numVars).toBe(3);
    expect(cnf.comments).toEqual(["hello"]);
    expect(cnf.clauses.map((c) => [...c])).toEqual([[0, 3], [5, 0], [], [2]]);
    expect(new Set(cnf.clauses.map((c) => c.buffer)).size).toBe(1);
  });

  it("grows past its first buffers and keeps every clause intact", () => {
    const source = randomMixedCnf(300, 20_000, 6, 11);
    const b = new CnfBuilder();
    for (const clause of source.clauses) b.addClause(clause);
    expect(b.clauseCount).toBe(source.clauses.length);
    expect(b.build(source.numVars).clauses).toEqual(source.clauses);
  });
});

describe("DIMACS and DRAT text written as bytes", () => {
  it("round-trips through the parser, beyond one output slice, with signs and many digits", () => {
    const cnf = randomKSat(123_456, 5_000, 4, 3);
    const text = formatDimacs(cnf, ["a comment", ""]);
    expect(text.length).toBeGreaterThan(8192 * 4);
    expect(text.startsWith("c a comment\nc\np cnf 123456 5000\n")).toBe(true);
    const parsed = parseDimacs(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.clauses.map((c) => [...c].sort((x, y) => x - y))).toEqual(cnf.clauses.map((c) => [...c].sort((x, y) => x - y)));
  });

  it("writes each proof step as one DRAT line, deletions prefixed with d", () => {
    const trace = Int32Array.of(0, 2, mkLit(0, true), mkLit(99_999), 1, 1, mkLit(4), 0, 0);
    expect(formatDrat(trace)).toBe("-1 100000 0\nd 5 0\n0\n");
    expect(formatDrat(new Int32Array(0))).toBe("");
  });
});
