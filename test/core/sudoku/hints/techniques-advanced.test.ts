/** The human techniques that reason along chains, with colours, or from uniqueness: one known board each. */
import { describe, expect, it } from "vitest";
import { findBugPlusOne } from "../../../../worker/core/sudoku/hints/techniques/bug-plus-one";
import { findSimpleColouring } from "../../../../worker/core/sudoku/hints/techniques/simple-colouring";
import { findUniqueRectangle } from "../../../../worker/core/sudoku/hints/techniques/unique-rectangle";
import { findXChain } from "../../../../worker/core/sudoku/hints/techniques/x-chain";
import { findXYChain } from "../../../../worker/core/sudoku/hints/techniques/xy-chain";
import { findForcingChain } from "../../../../worker/core/sudoku/hints/techniques/forcing-chain";
import { describeStep } from "../../../../worker/core/sudoku/hints/describe";
import { board, expectStep, parse } from "./boards";

const NO5 = "{12346789}";

describe("chains", () => {
  // 5 is confined to two cells in rows 1 and 9; the two pairs meet in column 1 (a skyscraper).
  const skyscraper = { "row 1": NO5, r1c1: ".", r1c5: ".", "row 9": NO5, r9c1: ".", r9c6: "." };

  it("X-Chain: r1c5 = r1c1 - r9c1 = r9c6 on 5 removes 5 from cells that see both ends", () => {
    const c = board(skyscraper);
    const step = findXChain(c);
    expectStep(c, step, { eliminations: ["r2c6-5", "r3c6-5", "r7c5-5", "r8c5-5"] });
    expect(step!.detail).toEqual({ kind: "chain", value: 5, cells: [4, 0, 72, 77], values: [] });
    expect(step!.houses).toEqual([0, 8]);
    expect(describeStep(c.shape, step!)).toBe(
      "X-Chain on 5: r1c5 = r1c1 - r9c1 = r9c6; if r1c5 is not 5 then r9c6 is, so one of them is 5, which removes 5 from r2c6, r3c6, r7c5 and r8c5.",
    );
  });

  it("no X-Chain when the ends' common peers have no 5 left", () => {
    expect(findXChain(board({ ...skyscraper, r2c6: NO5, r3c6: NO5, r7c5: NO5, r8c5: NO5 }))).toBeNull();
  });

  it("no X-Chain from a single conjugate pair", () => {
    expect(findXChain(board({ "row 1": NO5, r1c1: ".", r1c5: "." }))).toBeNull();
  });

  it("XY-Chain: r1c1 {12} → r1c5 {23} → r5c5 {34} → r5c1 {14} removes 1 from the rest of column 1", () => {
    const c = board({ r1c1: "{12}", r1c5: "{23}", r5c5: "{34}", r5c1: "{14}" });
    const step = findXYChain(c);
    expectStep(c, step, { eliminations: ["r2c1-1", "r3c1-1", "r4c1-1", "r6c1-1", "r7c1-1", "r8c1-1", "r9c1-1"] });
    expect(step!.detail).toEqual({ kind: "chain", value: 1, cells: [0, 4, 40, 36], values: [2, 3, 4, 1] });
    const values = new Map([[0, [1, 2]], [4, [2, 3]], [40, [3, 4]], [36, [1, 4]]]);
    expect(describeStep(c.shape, step!, values)).toBe(
      "XY-Chain: if r1c1 is not 1, then r1c1 {1,2} is 2, so r1c5 {2,3} is 3, so r5c5 {3,4} is 4, so r5c1 {1,4} is 1; one end is 1 either way, which removes 1 from r2c1, r3c1, r4c1, r6c1, r7c1, r8c1 and r9c1.",
    );
  });

  it("no XY-Chain when a link is broken (r5c5 does not hold 3)", () => {
    expect(findXYChain(board({ r1c1: "{12}", r1c5: "{23}", r5c5: "{46}", r5c1: "{14}" }))).toBeNull();
  });
});

describe("forcing chain", () => {
  it("if r1c1 were 2, r1c3 would be 3 and r2c2 would be empty: r1c1 loses 2 (the shortest chain wins)", () => {
    const c = board({ r1c1: "{12}", r1c2: "{13}", r1c3: "{23}", r2c2: "{23}" });
    const step = findForcingChain(c);
    expectStep(c, step, { eliminations: ["r1c1-2"] });
    expect(step!.detail).toEqual({ kind: "contradiction", value: 2, cell: 0, trail: [{ cell: 2, value: 3, house: -1 }], clashCell: 10, clashHouse: -1, clashValue: 0 });
    expect(describeStep(c.shape, step!)).toBe("Forcing chain: if r1c1 were 2, then r1c3 would be 3 (its only candidate) and r2c2 would have no candidate left; so r1c1 is not 2.");
  });

  it("a value left with no place in a house is a contradiction too", () => {
    // 5 fits in row 1 only at r1c1 and r1c2; r2c3 = 5 would take it from both (box 1).
    const c = board({ "row 1": NO5, r1c1: "{567}", r1c2: "{567}", r2c3: "{58}" });
    const step = findForcingChain(c);
    expectStep(c, step, { eliminations: ["r2c3-5"] });
    expect(step!.detail).toEqual({ kind: "contradiction", value: 5, cell: 11, trail: [], clashCell: -1, clashHouse: 0, clashValue: 5 });
    expect(describeStep(c.shape, step!)).toBe("Forcing chain: if r2c3 were 5, then 5 would have no place in row 1; so r2c3 is not 5.");
  });

  it("finds nothing on an open board", () => {
    expect(findForcingChain(board({}))).toBeNull();
  });
});

describe("simple colouring", () => {
  it("colour trap: r8c1 sees both colours of the chain on 5", () => {
    const c = board({ "row 1": NO5, r1c1: ".", r1c5: ".", r2c4: NO5, r2c5: NO5, r2c6: NO5, r3c4: NO5, r3c5: NO5, "col 6": NO5, r3c6: ".", r8c6: "." });
    const step = findSimpleColouring(c);
    expectStep(c, step, { eliminations: ["r8c1-5"] });
    expect(step!.detail).toMatchObject({ rule: "colour-trap", value: 5 });
  });

  it("colour wrap: two cells of one colour in box 1 make that colour false", () => {
    const c = board({ "row 1": NO5, r1c1: ".", r1c5: ".", "col 5": NO5, r9c5: ".", "row 9": NO5, r9c2: ".", "col 2": NO5, r2c2: "." });
    const step = findSimpleColouring(c);
    expectStep(c, step, { eliminations: ["r1c1-5", "r2c2-5", "r9c5-5"] });
    expect(step!.detail).toMatchObject({ rule: "colour-wrap" });
  });

  it("a single conjugate pair is no chain", () => {
    expect(findSimpleColouring(board({ "row 1": NO5, r1c1: ".", r1c5: "." }))).toBeNull();
  });
});

describe("uniqueness techniques", () => {
  it("unique rectangle type 1 removes 1 and 2 from the fourth corner", () => {
    const c = board({ r1c1: "{12}", r1c2: "{12}", r4c1: "{12}", r4c2: "{1239}" });
    const step = findUniqueRectangle(c);
    expectStep(c, step, { eliminations: ["r4c2-1", "r4c2-2"] });
    expect(step!.focus).toEqual([0, 1, 27, 28]);
  });

  it("no unique rectangle across four boxes", () => {
    expect(findUniqueRectangle(board({ r1c1: "{12}", r1c5: "{12}", r5c1: "{12}", r5c5: "{1239}" }))).toBeNull();
  });

  // a real position from a hard puzzle: every empty cell bivalue except r9c4 {239}
  const bug = "915738{24}6{24} {24}{24}6591738 378426951 {12}{56}9{38}{15}{23}{68}47 83{24}67{24}195 {14}{56}7{89}{15}{49}{68}23 5{89}{24}{29}{48}7316 7{24}3165{24}89 6{89}1{239}{48}{39}57{24}";

  it("BUG+1 places 9 in r9c4, the one trivalue cell", () => {
    const c = parse(bug);
    expectStep(c, findBugPlusOne(c), { placements: ["r9c4=9"] });
  });

  it("no BUG+1 while two cells have three candidates", () => {
    expect(findBugPlusOne(parse(bug.replace("6{89}1{239}", "6{289}1{239}")))).toBeNull();
  });
});
