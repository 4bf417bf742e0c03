import { describe, expect, it } from "vitest";
import { DIFFICULTIES, VARIANT_KINDS } from "../../../../worker/core/api";
import { VARIANT_SIZES, variantSizeProblem } from "../../../../worker/core/sudoku/variants/generate";
import { variantLevels, variantLevelsInWords } from "../../../../worker/core/sudoku/variants/offered-levels";

describe("the levels a variant is offered at", () => {
  it("offers levels on exactly the boards its generator makes, from easy up without a gap", () => {
    for (const kind of VARIANT_KINDS) {
      for (const side of [...VARIANT_SIZES, 5, 16]) {
        const levels = variantLevels(kind, side);
        expect(levels.length > 0, `${kind} ${side}`).toBe(variantSizeProblem(kind, side) === undefined);
        expect(levels, `${kind} ${side}`).toEqual(DIFFICULTIES.slice(0, levels.length));
      }
    }
  });

  it("offers no harder level on a smaller board of the same kind, but for little killer, whose 6×6 reached expert", () => {
    for (const kind of VARIANT_KINDS) {
      const [four, six, nine] = [4, 6, 9].map((side) => variantLevels(kind, side).length);
      if (kind !== "entropic") expect(four, kind).toBeLessThanOrEqual(six);
      if (kind !== "little-killer") expect(six, kind).toBeLessThanOrEqual(nine);
    }
  });

  it("says them per board, kinds grouped by their hardest level", () => {
    const words = variantLevelsInWords();
    expect(words).toMatch(/^9×9: up to hard for killer, jigsaw, x, little-killer and thermo, up to expert for sandwich, arrow, whispers, renban, entropic and region-sum; 6×6: /);
    expect(words).toMatch(/; 4×4: easy only for killer, jigsaw, x, sandwich, thermo, whispers and renban, up to medium for little-killer, arrow and region-sum$/);
  });
});
