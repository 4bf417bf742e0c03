import { describe, expect, it } from "vitest";
import { DIFFICULTIES } from "../../../../worker/core/sudoku/difficulty";
import { TECHNIQUE_TABLE, TECHNIQUE_TIERS, techniqueInfo } from "../../../../worker/core/sudoku/hints/index";

describe("the technique registry by tier", () => {
  it("tries the tiers easiest first, each technique once, with its tier as its level", () => {
    const levels = TECHNIQUE_TABLE.map((entry) => DIFFICULTIES.indexOf(entry.level));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(new Set(TECHNIQUE_TABLE.map((e) => e.technique)).size).toBe(TECHNIQUE_TABLE.length);
    for (const level of DIFFICULTIES) {
      expect(TECHNIQUE_TABLE.filter((e) => e.level === level).map((e) => e.technique)).toEqual(TECHNIQUE_TIERS[level].map((e) => e.technique));
    }
  });

  it("puts singles in easy, X-Wing in hard and forcing chains in extreme", () => {
    expect(techniqueInfo("hidden-single").level).toBe("easy");
    expect(techniqueInfo("x-wing").level).toBe("hard");
    expect(techniqueInfo("forcing-chain").level).toBe("extreme");
    expect(TECHNIQUE_TIERS.easy.map((e) => e.technique)).toEqual(["full-house", "naked-single", "hidden-single"]);
  });
});
