import { describe, expect, it } from "vitest";
import { TECHNIQUES } from "../../../worker/core/sudoku/hints/hint";
import { techniqueInfo } from "../../../worker/core/sudoku/hints/index";
import { techniqueWords } from "../../../web/components/grade-words";

describe("techniqueWords", () => {
  it("names every technique as the hint engine does", () => {
    for (const technique of TECHNIQUES.filter((t) => t !== "solver")) {
      expect(techniqueWords(technique), technique).toBe(techniqueInfo(technique).name);
    }
  });

  it("says what a search or a full grid means instead of printing the id", () => {
    expect(techniqueWords("solver")).toMatch(/^search/);
    expect(techniqueWords("none")).toMatch(/^none/);
  });
});
