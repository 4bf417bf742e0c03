/** What Check says. */
import { describe, expect, it } from "vitest";
import { check } from "../../../web/state/assist";
import { cellOf, game9 } from "./game-fixtures";

describe("check", () => {
  it("with no entries says there is nothing to check yet, not that all 0 are correct", () => {
    const m = game9();
    expect(check(m)).toBe("You have no entries yet, so there is nothing to check.");
    expect(m.marked.value).toBeNull();
    expect(m.mistakes.value).toBe(0);
  });

  it("with entries says how many are wrong, or that they are all correct so far", () => {
    const m = game9();
    m.select(cellOf(1, 3));
    m.input(4);
    expect(check(m)).toBe("All 1 entries are correct so far.");
    m.select(cellOf(1, 4));
    m.input(1); // the solution has 6
    expect(check(m)).toBe("1 of your 2 entries is wrong (marked): r1c4.");
  });
});
