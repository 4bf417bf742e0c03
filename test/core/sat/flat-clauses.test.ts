import { describe, expect, it } from "vitest";
import { FlatClauses, eachClause } from "../../../worker/core/sat/flat-clauses";

// (1 -2) (3) () (-1 2 4): clause i is lits[starts[i] .. starts[i + 1]), the empty clause included.
const flat = new FlatClauses(Int32Array.of(2, 5, 6, 3, 4, 9), Int32Array.of(0, 2, 3, 3, 6));
const rows = [[2, 5], [6], [], [3, 4, 9]];

describe("FlatClauses", () => {
  it("hands out each clause by index and in order, the empty one included", () => {
    expect(flat.count).toBe(4);
    expect(rows.map((_, i) => Array.from(flat.clause(i)))).toEqual(rows);
    const seen: number[][] = [];
    flat.forEach((clause) => void seen.push(Array.from(clause)));
    expect(seen).toEqual(rows);
  });

  it("reuses one array per clause length, so a loader must copy what it keeps", () => {
    const twin = new FlatClauses(Int32Array.of(1, 2, 3, 4), Int32Array.of(0, 2, 4));
    const given: Int32Array[] = [];
    twin.forEach((clause) => void given.push(clause));
    expect(given[0]).toBe(given[1]);
    expect(Array.from(given[0])).toEqual([3, 4]);
  });

  it("stops when the callback says so, the same for arrays and flat clauses", () => {
    for (const list of [flat, rows]) {
      const seen: number[] = [];
      eachClause(list, (clause) => {
        seen.push(clause.length);
        return clause.length !== 1;
      });
      expect(seen).toEqual([2, 1]);
    }
  });
});
