import { describe, expect, it } from "vitest";
import { verifyModel } from "../../../worker/core/sat/check-model";
import { parseDimacs } from "../../../worker/core/sat/dimacs";
import { fromDimacs, type Cnf } from "../../../worker/core/sat/types";

const cnfOf = (numVars: number, clauses: number[][]): Cnf => ({ numVars, clauses: clauses.map((c) => Int32Array.from(c, fromDimacs)) });

describe("verifyModel", () => {
  const cnf = cnfOf(3, [[1, -2], [2, 3], [-1, -3]]);

  it("accepts a model that satisfies every clause", () => {
    expect(verifyModel(cnf, Int8Array.of(1, 1, -1))).toEqual({ ok: true });
  });

  it("names the first falsified clause by index, original number and line", () => {
    const parsed = parseDimacs("c x\np cnf 3 4\n1 -2 0\n1 1 -1 0\n2 3 0\n-1 -3 0\n");
    if (!parsed.ok) throw new Error(parsed.error.message);
    // clause 2 is a tautology and was dropped, so "2 3" is index 1 but original clause 3 on line 5.
    const check = verifyModel(parsed.value, Int8Array.of(1, -1, -1));
    expect(check).toMatchObject({ ok: false, reason: "falsified-clause", clause: 1, origin: 3, line: 5 });
    if (!check.ok) expect(check.message).toBe("clause 3 (line 5) is false under the model");
  });

  it("falls back to index + 1 and no line for formulas built in code", () => {
    expect(verifyModel(cnf, Int8Array.of(1, -1, 1))).toMatchObject({ ok: false, clause: 2, origin: 3, line: 0 });
  });

  it("rejects a model that is too short or leaves a variable unassigned", () => {
    expect(verifyModel(cnf, Int8Array.of(1, 1))).toMatchObject({ ok: false, reason: "wrong-size" });
    expect(verifyModel(cnf, Int8Array.of(1, 0, -1))).toMatchObject({ ok: false, reason: "not-total" });
  });

  it("never accepts a formula with an empty clause", () => {
    expect(verifyModel(cnfOf(1, [[1], []]), Int8Array.of(1))).toMatchObject({ ok: false, clause: 1 });
  });

  it("agrees with a direct evaluation on every assignment of a small formula", () => {
    const f = cnfOf(4, [[1, 2, -3], [-1, 4], [3, -4], [-2, -3, 4]]);
    for (let bits = 0; bits < 16; bits++) {
      const model = Int8Array.from({ length: 4 }, (_, v) => ((bits >> v) & 1 ? 1 : -1));
      const truth = (k: number): boolean => (k > 0 ? model[k - 1] === 1 : model[-k - 1] === -1);
      const expected = [[1, 2, -3], [-1, 4], [3, -4], [-2, -3, 4]].every((c) => c.some(truth));
      expect(verifyModel(f, model).ok).toBe(expected);
    }
  });
});
