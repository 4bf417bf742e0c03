import { describe, expect, it } from "vitest";
import { createRng } from "../../../../worker/core/rng";
import type { Difficulty } from "../../../../worker/core/sudoku/difficulty";
import { aimAt, digitsGivenBack, type Made, type VariantRating } from "../../../../worker/core/sudoku/variants/level-aim";
import { generateVariant } from "../../../../worker/core/sudoku/variants/generate";
import { Spending } from "../../../../worker/core/sudoku/variants/generate-search";

/** A 4×4 made puzzle whose rating is scripted: aimAt sees only levels, so the grid itself does not matter. */
const made = (rating: VariantRating): Made => ({ puzzle: { size: 4, givens: new Uint8Array(16), rules: [] }, solution: new Uint8Array(16), rating });
const rated = (level: Difficulty, unpaid = false): VariantRating => ({ level, conflicts: 0, decisions: 0, unpaid });

describe("aimAt", () => {
  const effort = { draws: 10, easeOrders: 1, wholeDraws: false };
  const never = (): VariantRating => {
    throw new Error("no puzzle here is too hard, so nothing is eased");
  };

  it("keeps drawing while the draws are too easy, and stops at the first at the level", () => {
    const levels: Difficulty[] = ["medium", "easy", "hard", "easy"];
    let drawn = 0;
    const draw = () => made(rated(levels[drawn++]));
    const kept = aimAt(made(rated("easy")), "hard", draw, createRng(1), new Spending(1e9), never, effort);
    expect(kept.rating.level).toBe("hard");
    expect(drawn).toBe(3);
  });

  it("keeps the nearest below the level when no draw reaches it", () => {
    const kept = aimAt(made(rated("easy")), "extreme", () => made(rated("medium")), createRng(1), new Spending(1e9), never, { draws: 3, easeOrders: 1, wholeDraws: false });
    expect(kept.rating.level).toBe("medium");
  });

  it("never takes a rating the budget could not pay for as the level reached, even at extreme", () => {
    // An unpaid rating reads "harder than asked", which at extreme would look like a hit; the expert draw stays.
    let drawn = 0;
    const draw = () => (drawn++ === 0 ? made(rated("expert")) : made(rated("extreme", true)));
    const kept = aimAt(made(rated("medium")), "extreme", draw, createRng(1), new Spending(1e9), never, effort);
    expect(kept.rating).toMatchObject({ level: "expert", unpaid: false });
    expect(drawn).toBe(2);
  });

  it("answers the unpaid draw only when it is the first and only one", () => {
    const kept = aimAt(made(rated("extreme", true)), "extreme", () => made(rated("easy")), createRng(1), new Spending(1e9), never, effort);
    expect(kept.rating.unpaid).toBe(true);
  });

  it("with whole draws, starts none the budget has not left room for, the first's cost its measure", () => {
    const spend = new Spending(1000, true);
    spend.addWork(300); // the first draw, made before aiming
    let drawn = 0;
    const draw = () => {
      drawn++;
      spend.addWork(300);
      return made(rated("easy"));
    };
    aimAt(made(rated("easy")), "hard", draw, createRng(1), spend, never, { draws: 10, easeOrders: 1, wholeDraws: true });
    // 700 left: two more draws of 300, then 100 left, less than a draw.
    expect(drawn).toBe(2);
    expect(spend.measured()).toBe(900);
    // Without whole draws the same budget starts a third draw with 100 left, and ends 200 over.
    const loose = new Spending(1000, true);
    loose.addWork(300);
    aimAt(made(rated("easy")), "hard", () => (loose.addWork(300), made(rated("easy"))), createRng(1), loose, never, { draws: 10, easeOrders: 1, wholeDraws: false });
    expect(loose.measured()).toBe(1200);
  });
});

describe("digitsGivenBack", () => {
  const solution = Uint8Array.from({ length: 36 }, (_, i) => (i % 6) + 1);
  // A 6×6 dug in rotational pairs: cell i and 35 - i are empty together.
  const givens = Uint8Array.from(solution, (v, i) => (i % 5 === 0 || (35 - i) % 5 === 0 ? v : 0));
  const puzzle = { size: 6, givens, rules: [] };
  const symmetric = (g: Uint8Array) => g.every((v, i) => (v === 0) === (g[35 - i] === 0));

  it("in pairs, gives a cell back with its partner across the centre, so a symmetric puzzle stays symmetric", () => {
    expect(symmetric(givens)).toBe(true);
    const back = digitsGivenBack(puzzle, solution, createRng(3), true);
    for (let k = 0; k <= back.count; k++) {
      const given = back.withFirst(k).givens;
      expect(symmetric(given), `after ${k}`).toBe(true);
      expect([...given].every((v, i) => v === 0 || v === solution[i])).toBe(true);
    }
    expect(back.withFirst(back.count).givens).toEqual(solution);
  });

  it("one cell at a time otherwise, in the same seeded order as ever", () => {
    const back = digitsGivenBack(puzzle, solution, createRng(3));
    expect(back.count).toBe([...givens].filter((v) => v === 0).length);
    const firstTwo = back.withFirst(2).givens;
    expect([...firstTwo].filter((v, i) => v !== givens[i])).toHaveLength(2);
  });
});

describe("generated puzzles dug in symmetric pairs, then aimed at a level", () => {
  it("keep their rotational symmetry when givens are given back (rectangular boxes and an X-Sudoku)", () => {
    const symmetric = (g: Uint8Array) => g.every((v, i) => (v === 0) === (g[g.length - 1 - i] === 0));
    for (const seed of [0, 1, 2, 3]) {
      const boxed = generateVariant({ kind: "classic", size: 8, level: "hard", symmetric: true, seed });
      expect(symmetric(boxed.puzzle.givens), `8×8 seed ${seed}`).toBe(true);
    }
    for (const seed of [1, 2]) {
      const x = generateVariant({ kind: "x", size: 9, level: "easy", seed });
      expect(symmetric(x.puzzle.givens), `X seed ${seed}`).toBe(true);
    }
  });
});
