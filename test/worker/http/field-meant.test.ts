import { describe, expect, it } from "vitest";
import { fieldMeant } from "../../../worker/http/field-meant";

const KNOWN = ["budget_ms", "certificate", "difficulty", "puzzle", "seed", "size", "steps"];

describe("fieldMeant", () => {
  it("matches another spelling of the same letters, a swap, a missing or an extra letter", () => {
    expect(fieldMeant("budgetMs", KNOWN)).toBe("budget_ms");
    expect(fieldMeant("BUDGET-MS", KNOWN)).toBe("budget_ms");
    expect(fieldMeant("puzzel", KNOWN)).toBe("puzzle");
    expect(fieldMeant("dificulty", KNOWN)).toBe("difficulty");
    expect(fieldMeant("certificates", KNOWN)).toBe("certificate");
  });

  it("offers nothing for a word that is no near miss, and nothing from an empty list", () => {
    expect(fieldMeant("colour", KNOWN)).toBeUndefined();
    expect(fieldMeant("x", KNOWN)).toBeUndefined();
    expect(fieldMeant("sizes", [])).toBeUndefined();
  });

  it("lets short words be one edit away at most, so a two-letter change to a short word is not a match", () => {
    expect(fieldMeant("step", KNOWN)).toBe("steps");
    expect(fieldMeant("sede", KNOWN)).toBe("seed");
    expect(fieldMeant("sxzx", KNOWN)).toBeUndefined();
  });
});
