import { describe, expect, it } from "vitest";
import { findJellyfish, findSwordfish, findXWing } from "../../../../worker/core/sudoku/hints/techniques/fish";
import { findFullHouse } from "../../../../worker/core/sudoku/hints/techniques/full-house";
import { findHiddenSingle } from "../../../../worker/core/sudoku/hints/techniques/hidden-single";
import { findHiddenPair, findHiddenQuad, findHiddenTriple } from "../../../../worker/core/sudoku/hints/techniques/hidden-subset";
import { findLockedCandidates } from "../../../../worker/core/sudoku/hints/techniques/locked-candidates";
import { findNakedSingle } from "../../../../worker/core/sudoku/hints/techniques/naked-single";
import { findNakedPair, findNakedQuad, findNakedTriple } from "../../../../worker/core/sudoku/hints/techniques/naked-subset";
import { findWWing } from "../../../../worker/core/sudoku/hints/techniques/w-wing";
import { findXYWing } from "../../../../worker/core/sudoku/hints/techniques/xy-wing";
import { findXYZWing } from "../../../../worker/core/sudoku/hints/techniques/xyz-wing";
import { board, colExcept, elims, expectStep, parse, rowExcept } from "./boards";

const NO5 = "{12346789}";

describe("singles", () => {
  it("full house fills the last empty cell of a house", () => {
    const c = parse("123. .... .... ....");
    const step = findFullHouse(c);
    expectStep(c, step, { placements: ["r1c4=4"] });
    expect(step!.houses).toEqual([0]);
  });

  it("full house stays silent while every house has two or more empty cells", () => {
    expect(findFullHouse(parse("12.. .... .... ...."))).toBeNull();
  });

  it("naked single places the only value a cell's peers leave", () => {
    const c = board({ r5c1: "1", r5c2: "2", r5c3: "3", r1c5: "4", r2c5: "5", r3c5: "6", r4c4: "8", r6c6: "9" });
    expectStep(c, findNakedSingle(c), { placements: ["r5c5=7"] });
  });

  it("naked single finds nothing when the cell keeps two values", () => {
    const c = board({ r5c1: "1", r5c2: "2", r5c3: "3", r1c5: "4", r2c5: "5", r3c5: "6", r4c4: "8" });
    expect(findNakedSingle(c)).toBeNull();
  });

  it("hidden single finds the one cell of box 5 left for 7", () => {
    const c = board({ r4c1: "7", r6c9: "7", r1c5: "7", r9c6: "7" });
    const step = findHiddenSingle(c);
    expectStep(c, step, { placements: ["r5c4=7"] });
    expect(step!.houses).toEqual([18 + 4]);
  });

  it("hidden single finds nothing when 7 still has two cells in every house", () => {
    expect(findHiddenSingle(board({ r4c1: "7", r6c9: "7", r1c5: "7" }))).toBeNull();
  });

  it("hidden single works on 16x16 with letter values", () => {
    // G (16) placed in rows 2-4 of the first band and columns 2-4: box 1 keeps only r1c1 for G
    const c = board({ r2c5: "G", r3c9: "G", r4c13: "G", r5c2: "G", r9c3: "G", r13c4: "G" }, 16);
    expectStep(c, findHiddenSingle(c), { placements: ["r1c1=16"] });
  });
});

describe("locked candidates", () => {
  it("pointing: 3 in box 1 only on row 2 leaves the rest of row 2", () => {
    const no3 = "{12456789}";
    const c = board({ r1c1: no3, r1c2: no3, r1c3: no3, r3c1: no3, r3c2: no3, r3c3: no3 });
    const step = findLockedCandidates(c);
    expectStep(c, step, { eliminations: elims(rowExcept(2, [1, 2, 3]), 3) });
    expect(step!.detail).toMatchObject({ variant: "pointing", value: 3, from: 18, into: 1 });
  });

  it("claiming: 3 in row 1 only inside box 1 leaves the rest of box 1", () => {
    const no3 = "{12456789}";
    const c = board({ r1c4: no3, r1c5: no3, r1c6: no3, r1c7: no3, r1c8: no3, r1c9: no3 });
    const step = findLockedCandidates(c);
    expectStep(c, step, { eliminations: elims("r2c1 r2c2 r2c3 r3c1 r3c2 r3c3", 3) });
    expect(step!.detail).toMatchObject({ variant: "claiming", value: 3, from: 0, into: 18 });
  });

  it("finds nothing on an open board", () => {
    expect(findLockedCandidates(board({}))).toBeNull();
  });
});

describe("naked subsets", () => {
  it("naked pair {1,2} in row 1 clears 1 and 2 from the rest of the row", () => {
    const c = board({ r1c1: "{12}", r1c2: "{12}" });
    const rest = rowExcept(1, [1, 2]);
    expectStep(c, findNakedPair(c), { eliminations: [...elims(rest, 1), ...elims(rest, 2)] });
  });

  it("no naked pair when the two cells differ", () => {
    expect(findNakedPair(board({ r1c1: "{12}", r1c2: "{13}" }))).toBeNull();
  });

  it("naked triple {12}{23}{13}", () => {
    const c = board({ r1c1: "{12}", r1c2: "{23}", r1c3: "{13}" });
    const rest = rowExcept(1, [1, 2, 3]);
    expectStep(c, findNakedTriple(c), { eliminations: [1, 2, 3].flatMap((v) => elims(rest, v)) });
  });

  it("naked quad {12}{23}{34}{14}", () => {
    const c = board({ r1c1: "{12}", r1c2: "{23}", r1c3: "{34}", r1c4: "{14}" });
    const rest = rowExcept(1, [1, 2, 3, 4]);
    expectStep(c, findNakedQuad(c), { eliminations: [1, 2, 3, 4].flatMap((v) => elims(rest, v)) });
  });

  it("no naked triple when three cells hold four values", () => {
    expect(findNakedTriple(board({ r1c1: "{12}", r1c2: "{23}", r1c3: "{14}" }))).toBeNull();
  });
});

describe("hidden subsets", () => {
  it("hidden pair: 1 and 2 fit only in r1c1 and r1c2, which lose everything else", () => {
    const c = board({ "row 1": "{3456789}", r1c1: ".", r1c2: "." });
    expectStep(c, findHiddenPair(c), { eliminations: [3, 4, 5, 6, 7, 8, 9].flatMap((v) => elims("r1c1 r1c2", v)) });
  });

  it("no hidden pair when 1 has a third place", () => {
    expect(findHiddenPair(board({ "row 1": "{3456789}", r1c1: ".", r1c2: ".", r1c3: "{13456789}" }))).toBeNull();
  });

  it("hidden triple 1,2,3 in r1c1..r1c3", () => {
    const c = board({ "row 1": "{456789}", r1c1: ".", r1c2: ".", r1c3: "." });
    expectStep(c, findHiddenTriple(c), { eliminations: [4, 5, 6, 7, 8, 9].flatMap((v) => elims("r1c1 r1c2 r1c3", v)) });
  });

  it("hidden quad 1..4 in r1c1..r1c4", () => {
    const c = board({ "row 1": "{56789}", r1c1: ".", r1c2: ".", r1c3: ".", r1c4: "." });
    expectStep(c, findHiddenQuad(c), { eliminations: [5, 6, 7, 8, 9].flatMap((v) => elims("r1c1 r1c2 r1c3 r1c4", v)) });
  });
});

describe("fish", () => {
  it("X-Wing on 5 in rows 2 and 7, columns 3 and 8", () => {
    const c = board({ "row 2": NO5, "row 7": NO5, r2c3: ".", r2c8: ".", r7c3: ".", r7c8: "." });
    const step = findXWing(c);
    expectStep(c, step, { eliminations: [...elims(colExcept(3, [2, 7]), 5), ...elims(colExcept(8, [2, 7]), 5)] });
    expect(step!.focus.length).toBe(4);
  });

  it("no X-Wing when one row has a third place for 5", () => {
    expect(findXWing(board({ "row 2": NO5, "row 7": NO5, r2c3: ".", r2c8: ".", r2c5: ".", r7c3: ".", r7c8: "." }))).toBeNull();
  });

  it("X-Wing also works with columns as the base", () => {
    const c = board({ "col 2": NO5, "col 6": NO5, r1c2: ".", r1c6: ".", r4c2: ".", r4c6: "." });
    expectStep(c, findXWing(c), { eliminations: [...elims(rowExcept(1, [2, 6]), 5), ...elims(rowExcept(4, [2, 6]), 5)] });
  });

  it("Swordfish on 5 in rows 1, 5, 9 over columns 1, 4, 7", () => {
    const c = board({ "row 1": NO5, "row 5": NO5, "row 9": NO5, r1c1: ".", r1c4: ".", r5c4: ".", r5c7: ".", r9c1: ".", r9c7: "." });
    expect(findXWing(c)).toBeNull();
    expectStep(c, findSwordfish(c), { eliminations: [1, 4, 7].flatMap((col) => elims(colExcept(col, [1, 5, 9]), 5)) });
  });

  it("Jellyfish on 5 in rows 1, 3, 5, 7 over columns 1, 3, 5, 7", () => {
    const c = board({ "row 1": NO5, "row 3": NO5, "row 5": NO5, "row 7": NO5, r1c1: ".", r1c3: ".", r3c3: ".", r3c5: ".", r5c5: ".", r5c7: ".", r7c7: ".", r7c1: "." });
    expect(findSwordfish(c)).toBeNull();
    expectStep(c, findJellyfish(c), { eliminations: [1, 3, 5, 7].flatMap((col) => elims(colExcept(col, [1, 3, 5, 7]), 5)) });
  });
});

describe("wings", () => {
  it("XY-Wing: pivot r1c1 {12}, pincers r1c5 {13} and r5c1 {23} remove 3 from r5c5", () => {
    const c = board({ r1c1: "{12}", r1c5: "{13}", r5c1: "{23}" });
    const step = findXYWing(c);
    expectStep(c, step, { eliminations: ["r5c5-3"] });
    expect(step!.detail).toMatchObject({ kind: "wing", pivot: 0, pincers: [4, 36], value: 3 });
  });

  it("no XY-Wing when the cell seeing both pincers has no 3", () => {
    expect(findXYWing(board({ r1c1: "{12}", r1c5: "{13}", r5c1: "{23}", r5c5: "{12456789}" }))).toBeNull();
  });

  it("no XY-Wing when both pincers hang on the same pivot value", () => {
    expect(findXYWing(board({ r1c1: "{12}", r1c5: "{13}", r5c1: "{13}" }))).toBeNull();
  });

  it("XYZ-Wing: pivot r1c1 {123}, pincers r1c2 {13} and r5c1 {23} remove 3 from r2c1 and r3c1", () => {
    const c = board({ r1c1: "{123}", r1c2: "{13}", r5c1: "{23}" });
    expectStep(c, findXYZWing(c), { eliminations: ["r2c1-3", "r3c1-3"] });
  });

  it("no XYZ-Wing when the pincers do not cover the pivot's three values", () => {
    expect(findXYZWing(board({ r1c1: "{123}", r1c2: "{13}", r5c1: "{13}" }))).toBeNull();
  });

  it("W-Wing: r1c1 and r9c9 {12} linked by 1 in row 5 remove 2 from r1c9 and r9c1", () => {
    const c = board({ r1c1: "{12}", r9c9: "{12}", "row 5": "{23456789}", r5c1: ".", r5c9: "." });
    const step = findWWing(c);
    expectStep(c, step, { eliminations: ["r1c9-2", "r9c1-2"] });
    expect(step!.houses).toEqual([4]);
  });

  it("no W-Wing without a strong link", () => {
    expect(findWWing(board({ r1c1: "{12}", r9c9: "{12}", "row 5": "{23456789}", r5c1: ".", r5c9: ".", r5c5: "." }))).toBeNull();
  });
});
