import { describe, expect, it } from "vitest";
import { classicNotOfferedNote, missedNote, variantNotOfferedNote } from "../../../worker/routes/level-note";

describe("the note of a generated puzzle whose level is not the one asked for", () => {
  it("names the levels a size offers, the level aimed at instead, and where a browser-made level is made", () => {
    const { asked, note } = classicNotOfferedNote(25, { asked: "expert", level: "hard", reached: "hard" });
    expect(asked).toBe("expert");
    expect(note).toBe(
      "25×25 expert is not offered here: the API offers easy, medium and hard for 25×25 puzzles, the levels it reaches reliably. " +
        "This puzzle was aimed at hard, the hardest offered level below it. " +
        "The site makes 25×25 expert in your browser (/play?size=25&d=expert), and `npm run sudoku -- generate --size 25 --difficulty expert` makes it on your machine.",
    );
  });

  it("says when a size has one level, and sends nowhere else when no other place makes the level", () => {
    expect(classicNotOfferedNote(4, { asked: "hard", level: "easy", reached: "easy" }).note).toBe(
      "4×4 hard is not offered here: the API offers only easy for 4×4 puzzles, the one level it reaches reliably. This puzzle was aimed at easy, the hardest offered level below it.",
    );
  });

  it("says what the puzzle graded when that is not even the level aimed at instead", () => {
    expect(classicNotOfferedNote(6, { asked: "extreme", level: "expert", reached: "hard" }).note).toMatch(
      / aimed at expert, the hardest offered level below it, and graded hard, the closest an attempt came within the work budget\.$/,
    );
  });

  it("names a variant's kind and board with the levels offered for them", () => {
    expect(variantNotOfferedNote("thermo", 9, { asked: "extreme", level: "hard", reached: "hard" })).toEqual({
      asked: "extreme",
      note: "9×9 thermo extreme is not offered here: the API offers easy, medium and hard for 9×9 thermo puzzles, the levels it reaches reliably. This puzzle was aimed at hard, the hardest offered level below it.",
    });
  });

  it("says an aim was missed, what came closest, and what may reach it", () => {
    expect(missedNote("extreme", "medium")).toEqual({
      asked: "extreme",
      note: "Aimed at extreme, but no attempt within the work budget graded extreme; this puzzle, graded medium, came closest. Another seed may reach extreme, as may a larger budget_ms when this one was below the server's cap.",
    });
  });
});
