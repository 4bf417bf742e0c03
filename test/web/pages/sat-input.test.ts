import { describe, expect, it } from "vitest";
import { changedParts, keyOf, type SatInput } from "../../../web/pages/sat-input";

const base: SatInput = { text: "p cnf 1 1\n1 0\n", engine: "cdcl", budget: 2000, preprocess: true };

describe("changedParts", () => {
  it("names each part of the input that differs, the formula first", () => {
    expect(changedParts(keyOf(base), keyOf({ ...base, budget: 500 }))).toBe("budget");
    expect(changedParts(keyOf(base), keyOf({ ...base, text: "c\n" }))).toBe("formula");
    expect(changedParts(keyOf(base), keyOf({ ...base, preprocess: false }))).toBe("simplification");
    expect(changedParts(keyOf(base), keyOf({ ...base, engine: "dpll", budget: 10, text: "c\n" }))).toBe("formula, engine and budget");
  });

  it("does not name simplifying when a new engine turned it off (only cdcl simplifies)", () => {
    expect(changedParts(keyOf(base), keyOf({ ...base, engine: "dpll", preprocess: false }))).toBe("engine");
  });
});
