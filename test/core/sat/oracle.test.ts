/**
 * The SAT oracle: every engine over every hand-written formula in test/fixtures/cnf/, each file carrying its
 * answer (`c expect: SAT|UNSAT`) and its number of models (`c models: N`). Each answer is judged three ways: the
 * file's line, brute force over all assignments, and the independent checkers (models by `satisfies`, UNSAT
 * proofs by the RUP checker). A new fixture file joins every engine's test by being in the folder.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { countModels, parseDimacs, solve, unsatCore, type Engine, type ParsedCnf } from "../../../worker/core/sat/index";
import { satisfies } from "./cdcl-oracle";
import { bruteForceCount } from "./helpers";

const DIR = resolve(import.meta.dirname, "../../fixtures/cnf");
const ENGINES: Engine[] = ["cdcl", "dpll-opt", "dpll"];

interface Fixture {
  name: string;
  cnf: ParsedCnf;
  expect: "SAT" | "UNSAT";
  models: number;
}

/** Reads a fixture's `c expect:` and `c models:` lines; a file without them is a broken fixture. */
function readFixture(name: string): Fixture {
  const text = readFileSync(join(DIR, name), "utf8");
  const expectLine = /^c expect: (SAT|UNSAT)\s*$/m.exec(text);
  const modelsLine = /^c models: (\d+)\s*$/m.exec(text);
  if (!expectLine || !modelsLine) throw new Error(`${name}: needs "c expect: SAT|UNSAT" and "c models: N" lines`);
  const parsed = parseDimacs(text);
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
  return { name, cnf: parsed.value, expect: expectLine[1] as "SAT" | "UNSAT", models: Number(modelsLine[1]) };
}

const fixtures = readdirSync(DIR)
  .filter((f) => f.endsWith(".cnf"))
  .sort()
  .map(readFixture);

describe("the CNF fixtures", () => {
  it("hold both answers, and their model counts agree with brute force", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
    expect(fixtures.some((f) => f.expect === "SAT") && fixtures.some((f) => f.expect === "UNSAT")).toBe(true);
    for (const f of fixtures) {
      const count = bruteForceCount(f.cnf);
      expect(count, f.name).toBe(f.models);
      expect(count > 0 ? "SAT" : "UNSAT", f.name).toBe(f.expect);
    }
  });
});

describe.each(ENGINES)("engine %s over every fixture", (engine) => {
  for (const f of fixtures) {
    it(`${f.name}: ${f.expect}`, () => {
      const result = solve(f.cnf, { engine });
      expect(result.status).toBe(f.expect);
      if (result.status === "SAT") expect(satisfies(f.cnf, result.model)).toBe(true);
    });
  }
});

describe("the CDCL engine's by-products over every fixture", () => {
  for (const f of fixtures) {
    it(`${f.name}: counts ${f.models} model(s) exactly`, () => {
      const counted = countModels(f.cnf, f.models + 1);
      expect(counted.kind).toBe("exact");
      expect(counted.count).toBe(f.models);
      for (const model of counted.models) expect(satisfies(f.cnf, model)).toBe(true);
      expect(new Set(counted.models.map((m) => Array.from(m).join(","))).size).toBe(f.models);
    });

    if (f.expect === "UNSAT") {
      it(`${f.name}: a proof the checker verifies, and a core that is UNSAT on its own`, () => {
        const result = solve(f.cnf, { proof: true });
        expect(result.status).toBe("UNSAT");
        if (result.status === "UNSAT") expect(result.proofCheck?.verdict).toBe("verified");
        const core = unsatCore(f.cnf);
        expect(core.status).toBe("UNSAT");
        if (core.status === "UNSAT") {
          const subset = { numVars: f.cnf.numVars, clauses: core.clauses.map((i) => f.cnf.clauses[i]) };
          expect(bruteForceCount(subset)).toBe(0);
        }
      });
    }
  }
});
