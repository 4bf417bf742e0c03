import { describe, expect, it } from "vitest";
import { formatCompetition, formatRes, formatValueLines, modelToDimacs, resultToJson, EXIT_CODE } from "../../../worker/core/sat/output";
import { emptyStats, type SolveResult } from "../../../worker/core/sat/types";

const stats = { ...emptyStats(), decisions: 3, propagations: 9, conflicts: 1, work: 40 };
const sat: SolveResult = { status: "SAT", model: Int8Array.of(1, -1, 1), stats };
const unsat: SolveResult = { status: "UNSAT", stats };
const unknown: SolveResult = { status: "UNKNOWN", reason: "budget", stats };

describe("competition format", () => {
  it("prints stats as c lines, the s line and a v line ending in 0", () => {
    const text = formatCompetition(sat, { ms: 1.234 });
    const lines = text.trimEnd().split("\n");
    expect(lines).toContain("c decisions    3");
    expect(lines).toContain("c time         1.23 ms");
    expect(lines.slice(-2)).toEqual(["s SATISFIABLE", "v 1 -2 3 0"]);
    expect(text.endsWith("\n")).toBe(true);
  });

  it("prints UNSATISFIABLE and UNKNOWN without v lines", () => {
    expect(formatCompetition(unsat, { stats: false })).toBe("s UNSATISFIABLE\n");
    expect(formatCompetition(unknown, { stats: false, comments: ["budget 5 ms"] })).toBe("c budget 5 ms\nc stopped: budget exhausted\ns UNKNOWN\n");
  });

  it("wraps v lines to the width and ends the last with 0", () => {
    const model = Int8Array.from({ length: 200 }, (_, v) => (v % 3 === 0 ? -1 : 1));
    const lines = formatValueLines(model, 40);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(40);
      expect(line.startsWith("v ")).toBe(true);
    }
    const numbers = lines.join(" ").split(/\s+/).filter((t) => t !== "v").map(Number);
    expect(numbers.at(-1)).toBe(0);
    expect(numbers.slice(0, -1)).toEqual(modelToDimacs(model));
  });

  it("maps statuses to the competition exit codes", () => {
    expect(EXIT_CODE).toEqual({ SAT: 10, UNSAT: 20, UNKNOWN: 0 });
  });
});

describe(".res format", () => {
  it("writes s 1, the model and the time for SAT", () => {
    expect(formatRes(sat, 12)).toBe("s 1\nv 1 -2 3\nt 12.0\n");
  });
  it("writes s 0 and s -1 without a model", () => {
    expect(formatRes(unsat, 0.5)).toBe("s 0\nt 0.50\n");
    expect(formatRes(unknown, 1500.4)).toBe("s -1\nt 1500\n");
  });
});

describe("JSON shape", () => {
  it("gives the model as DIMACS integers and copies the stats", () => {
    const json = resultToJson(sat, 7);
    expect(json).toEqual({ status: "SAT", model: [1, -2, 3], stats, ms: 7 });
    expect(json.stats).not.toBe(stats);
    expect(resultToJson(unsat)).toEqual({ status: "UNSAT", stats });
    expect(resultToJson(unknown)).toEqual({ status: "UNKNOWN", reason: "budget", stats });
    expect(JSON.parse(JSON.stringify(resultToJson(sat)))).toEqual({ status: "SAT", model: [1, -2, 3], stats });
  });
});
