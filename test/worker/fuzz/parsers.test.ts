import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDimacs, parseDimacs } from "../../../worker/core/sat/index";
import { mkLit } from "../../../worker/core/sat/types";
import { formatGrid, parseGrid, parseGridLoose } from "../../../worker/core/sudoku/grid-text";
import { fromFpuzzles } from "../../../worker/core/sudoku/variants/fpuzzles";
import { toFpuzzles } from "../../../worker/core/sudoku/variants/fpuzzles-export";
import { readFpuzzlesText } from "../../../worker/variants/fpuzzles-link";
import { fpuzzlesObject } from "./variant-requests";

const dimacsish = fc.string({ unit: fc.constantFrom("p", " ", "c", "n", "f", "0", "1", "2", "-", "9", "\n", "\r", "\t", "%", "x", "e"), maxLength: 400 });

describe("DIMACS parser under fuzzing", () => {
  it("never throws: any text is a formula or an error with a line, a column and a message", () => {
    fc.assert(
      fc.property(fc.oneof(dimacsish, fc.string({ maxLength: 300 })), (text) => {
        const parsed = parseDimacs(text);
        if (!parsed.ok) {
          expect(parsed.error.line).toBeGreaterThanOrEqual(1);
          expect(parsed.error.column).toBeGreaterThanOrEqual(1);
          expect(parsed.error.message.length).toBeGreaterThan(0);
        }
      }),
      { seed: 1, numRuns: 3000 },
    );
  });

  it("reads back every formula it writes, clause for clause", () => {
    const clause = (n: number) =>
      fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 1, maxLength: Math.min(n, 6) }).chain((vars) =>
        fc.array(fc.boolean(), { minLength: vars.length, maxLength: vars.length }).map((signs) => Int32Array.from(vars, (v, i) => mkLit(v, signs[i]))),
      );
    const formula = fc.integer({ min: 1, max: 40 }).chain((n) => fc.array(clause(n), { maxLength: 50 }).map((clauses) => ({ numVars: n, clauses })));
    fc.assert(
      fc.property(formula, (cnf) => {
        const parsed = parseDimacs(formatDimacs(cnf));
        if (!parsed.ok) throw new Error(parsed.error.message);
        expect(parsed.value.numVars).toBe(cnf.numVars);
        expect(parsed.value.clauses.map((c) => Array.from(c).sort((a, b) => a - b))).toEqual(cnf.clauses.map((c) => Array.from(c).sort((a, b) => a - b)));
      }),
      { seed: 2, numRuns: 1000 },
    );
  });
});

describe("grid parser under fuzzing", () => {
  const gridish = fc.string({ unit: fc.constantFrom(".", "0", "1", "2", "3", "4", "5", "9", "A", "G", "P", "Z", " ", "\n", "|", "-", "+"), maxLength: 700 });

  it("never throws: any text is a grid or an error with a message (and a cell when one is to blame)", () => {
    fc.assert(
      fc.property(fc.oneof(gridish, fc.string({ maxLength: 300 })), (text) => {
        for (const parsed of [parseGrid(text), parseGridLoose(text)]) {
          if (!parsed.ok) {
            expect(parsed.error.message.length).toBeGreaterThan(0);
            if (parsed.error.cell !== undefined) expect(parsed.error.cell).toMatch(/^r\d+c\d+$/);
          }
        }
      }),
      { seed: 3, numRuns: 2000 },
    );
  });

  it("reads back every grid it writes", () => {
    const grid = fc.constantFrom(4, 9, 16, 25).chain((size) => fc.array(fc.integer({ min: 0, max: size }), { minLength: size * size, maxLength: size * size }).map((cells) => ({ size, cells })));
    fc.assert(
      fc.property(grid, ({ cells }) => {
        const text = cells.map((v) => (v === 0 ? "." : v <= 9 ? String(v) : String.fromCharCode(55 + v))).join("");
        const loose = parseGridLoose(text);
        if (!loose.ok) throw new Error(loose.error.message);
        expect(Array.from(loose.value.cells)).toEqual(cells);
        const again = parseGridLoose(formatGrid(loose.value));
        expect(again.ok && Array.from(again.value.cells)).toEqual(cells);
      }),
      { seed: 4, numRuns: 500 },
    );
  });
});

describe("f-puzzles reader under fuzzing", () => {
  it("never throws: any JSON, and any published puzzle broken in one place, is a puzzle or an error with a message", () => {
    fc.assert(
      fc.property(fc.oneof(fpuzzlesObject, fc.jsonValue({ maxDepth: 4 })), (input) => {
        const read = fromFpuzzles(input);
        if (!read.ok) expect(read.error.message.length).toBeGreaterThan(0);
      }),
      { seed: 5, numRuns: 1500 },
    );
  });

  it("never throws on link text: any string is f-puzzles JSON or an error", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: fc.constantFrom("N", "4", "I", "g", "l", "+", "/", "=", "?", "load"), maxLength: 200 })), (text) => {
        const read = readFpuzzlesText(text);
        if (!read.ok) expect(read.error.message.length).toBeGreaterThan(0);
      }),
      { seed: 6, numRuns: 1000 },
    );
  });

  it("writes back every puzzle it reads: import, export, import gives the same puzzle", () => {
    fc.assert(
      fc.property(fpuzzlesObject, (input) => {
        const read = fromFpuzzles(input);
        if (!read.ok) return;
        const again = fromFpuzzles(toFpuzzles(read.value));
        expect(again.ok && again.value).toEqual(read.value);
      }),
      { seed: 7, numRuns: 500 },
    );
  });
});
