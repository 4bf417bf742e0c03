import { describe, expect, it } from "vitest";
import { aGrid, articleOf, inSentence, listInWords, upperFirst, withArticle } from "../../worker/core/words";
import { TECHNIQUE_TABLE } from "../../worker/core/sudoku/hints/index";

describe("words for the engines' texts", () => {
  it("gives each technique's name the article it is said with, or none", () => {
    const said = Object.fromEntries(TECHNIQUE_TABLE.map((t) => [t.technique, `Look for ${withArticle(inSentence(t.name))}.`]));
    expect(said["x-wing"]).toBe("Look for an X-Wing.");
    expect(said["xy-chain"]).toBe("Look for an XY-Chain.");
    expect(said["hidden-pair"]).toBe("Look for a hidden pair.");
    expect(said["unique-rectangle"]).toBe("Look for a unique rectangle.");
    expect(said["locked-candidates"]).toBe("Look for locked candidates.");
    expect(said["simple-colouring"]).toBe("Look for simple colouring.");
    expect(said["bug-plus-one"]).toBe("Look for a BUG+1.");
    expect([articleOf("X-Wing"), articleOf("naked pair"), articleOf("locked candidates")]).toEqual(["an", "a", ""]);
  });

  it("lists as a reader says them", () => {
    expect(listInWords([])).toBe("");
    expect(listInWords(["row 1"])).toBe("row 1");
    expect(listInWords(["row 1", "column 2", "box 3"])).toBe("row 1, column 2 and box 3");
    expect(listInWords(["1", "2"], "or")).toBe("1 or 2");
  });

  it("says a grid's size with the article it is spoken with: an eight, an eleven, an eighteen", () => {
    expect([4, 6, 8, 9, 11, 12, 16, 18, 25].map((n) => aGrid(n))).toEqual(["a 4×4", "a 6×6", "an 8×8", "a 9×9", "an 11×11", "a 12×12", "a 16×16", "an 18×18", "a 25×25"]);
    expect(aGrid(8, "x")).toBe("an 8x8");
    expect(upperFirst(aGrid(8))).toBe("An 8×8");
  });
});
