import { describe, expect, it } from "vitest";
import { createRng } from "../../../../worker/core/rng";
import { checkVariant, isVariantSolution } from "../../../../worker/core/sudoku/variants/check";
import { generateVariant, minimumClassicWork, variantSizeProblem } from "../../../../worker/core/sudoku/variants/generate";
import { DIFFICULTIES } from "../../../../worker/core/sudoku/difficulty";
import { gradePuzzle, searchRating } from "../../../../worker/core/sudoku/grade";
import { shapeOfBoxes } from "../../../../worker/core/sudoku/shape";
import { techniqueInfo } from "../../../../worker/core/sudoku/hints/index";
import { BOXED_CLASSIC_SIDES, CLASSIC_LEVELS } from "../../../../worker/core/sudoku/offered-levels";
import { isConnected, randomCages, randomJigsawRegions, splitCage } from "../../../../worker/core/sudoku/variants/layout";
import { regionsOf, ruleCells } from "../../../../worker/core/sudoku/variants/model";
import { BUILD_UNITS_PER_LITERAL } from "../../../../worker/core/calibration";
import { encodeVariant } from "../../../../worker/core/sudoku/variants/encode";
import { encodingWork, solveVariant } from "../../../../worker/core/sudoku/variants/solve";
import { validateVariant } from "../../../../worker/core/sudoku/variants/validate";
import { fromFpuzzles } from "../../../../worker/core/sudoku/variants/fpuzzles";
import { toFpuzzles } from "../../../../worker/core/sudoku/variants/fpuzzles-export";
import { bruteSolutions } from "../../../helpers/boxed-brute";

const cellsOfRegion = (regions: Uint8Array, r: number): number[] => [...regions.keys()].filter((i) => regions[i] === r);

describe("variant layouts", () => {
  it("makes jigsaw layouts of N connected regions of N cells, different per seed", () => {
    const a = randomJigsawRegions(9, createRng(1));
    const b = randomJigsawRegions(9, createRng(2));
    for (const layout of [a, b]) {
      for (let r = 0; r < 9; r++) {
        expect(cellsOfRegion(layout, r)).toHaveLength(9);
        expect(isConnected(9, cellsOfRegion(layout, r))).toBe(true);
      }
    }
    expect(Array.from(a)).not.toEqual(Array.from(b));
    expect(Array.from(a)).not.toEqual(Array.from(regionsOf({ size: 9 })));
  });

  it("cuts cages of distinct values that cover the grid once, and splits a cage into connected pieces", () => {
    const solution = Uint8Array.from({ length: 81 }, (_, i) => ((Math.floor(i / 9) * 3 + Math.floor(i / 27) + (i % 9)) % 9) + 1);
    const cages = randomCages(9, solution, createRng(3), 5);
    expect(cages.flat().sort((x, y) => x - y)).toEqual([...Array(81).keys()]);
    for (const cage of cages) {
      expect(cage.length).toBeLessThanOrEqual(5);
      expect(new Set(cage.map((c) => solution[c])).size).toBe(cage.length);
      expect(isConnected(9, cage)).toBe(true);
    }
    const pieces = splitCage(9, [0, 1, 2, 11, 20], 0);
    expect(pieces.flat().sort((x, y) => x - y)).toEqual([0, 1, 2, 11, 20]);
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect(isConnected(9, p)).toBe(true);
  });
});

describe("variant generation", () => {
  it("makes a unique killer from cages alone, reproducibly from its seed", () => {
    const g = generateVariant({ kind: "killer", seed: 7 });
    expect(g.puzzle.givens.every((v) => v === 0)).toBe(true);
    expect(g.puzzle.rules.every((r) => r.kind === "killer")).toBe(true);
    const r = solveVariant(g.puzzle);
    expect(r.status).toBe("unique");
    expect(Array.from(r.solutions[0])).toEqual(Array.from(g.solution));
    expect(isVariantSolution(g.puzzle, g.solution)).toBe(true);
    expect(generateVariant({ kind: "killer", seed: 7 })).toEqual(g);
    expect(generateVariant({ kind: "killer", seed: 8 }).solution).not.toEqual(g.solution);
  });

  it("makes a unique killer with givens, its cages covering about half the grid", () => {
    const g = generateVariant({ kind: "killer", givens: true, seed: 5 });
    const covered = g.puzzle.rules.reduce((s, r) => s + (r.kind === "killer" ? r.cells.length : 0), 0);
    expect(covered).toBeGreaterThanOrEqual(40);
    expect(covered).toBeLessThan(81);
    expect(g.puzzle.givens.some((v) => v !== 0)).toBe(true);
    expect(solveVariant(g.puzzle).status).toBe("unique");
  });

  it("makes unique jigsaw and X-Sudoku puzzles whose givens are rotationally symmetric", () => {
    for (const kind of ["jigsaw", "x"] as const) {
      const g = generateVariant({ kind, seed: 11 });
      expect(validateVariant(g.puzzle).ok).toBe(true);
      expect(solveVariant(g.puzzle).status).toBe("unique");
      for (let i = 0; i < 81; i++) expect(g.puzzle.givens[i] !== 0).toBe(g.puzzle.givens[80 - i] !== 0);
      expect(["easy", "medium", "hard", "expert", "extreme"]).toContain(g.rating.level);
    }
    expect(generateVariant({ kind: "jigsaw", seed: 11 }).puzzle.regions).toBeDefined();
  });

  it("draws another region layout when the first admits no grid at all", () => {
    // generateVariant's first layout for a seed is randomJigsawRegions(9, createRng(seed)); a few in a hundred
    // such layouts have no solution whatever the givens.
    const blank = new Uint8Array(81);
    const seeds = Array.from({ length: 200 }, (_, i) => i);
    const unsolvable = seeds.find((seed) => solveVariant({ size: 9, givens: blank, regions: randomJigsawRegions(9, createRng(seed)), rules: [] }).status === "none");
    expect(unsolvable).toBeDefined();
    const first = randomJigsawRegions(9, createRng(unsolvable!));
    const g = generateVariant({ kind: "jigsaw", seed: unsolvable! });
    expect(g.puzzle.regions).not.toEqual(first);
    expect(isVariantSolution(g.puzzle, g.solution)).toBe(true);
    expect(solveVariant(g.puzzle).status).toBe("unique");
  });

  it("still gives a unique puzzle, with more givens, when the work budget cuts the dig short", () => {
    const full = generateVariant({ kind: "x", seed: 3 });
    const cut = generateVariant({ kind: "x", seed: 3, totalWork: 100_000 });
    const count = (g: typeof full) => g.puzzle.givens.filter((v) => v !== 0).length;
    expect(count(cut)).toBeGreaterThan(count(full));
    expect(solveVariant(cut.puzzle).status).toBe("unique");
  });

  it("reports in `work` what the whole generation cost, every solver build at its measured price, beyond what the budget saw", () => {
    for (const [kind, givens] of [["killer", false], ["killer", true], ["x", false], ["jigsaw", false]] as const) {
      const g = generateVariant({ kind, givens, seed: 11 });
      // At least: the first solver, built on the rules alone to draw the grid, and the final solve, both at the measured price.
      const firstBuild = encodingWork(encodeVariant({ ...g.puzzle, givens: new Uint8Array(81), rules: g.puzzle.rules.filter((r) => r.kind !== "killer") }));
      const finalSolve = solveVariant(g.puzzle, { seed: 0, buildUnitsPerLiteral: BUILD_UNITS_PER_LITERAL }).stats.work;
      expect(g.work, kind).toBeGreaterThanOrEqual(firstBuild * BUILD_UNITS_PER_LITERAL + finalSolve);
      expect(g.work, kind).toBeGreaterThan(g.stats.work);
      expect(generateVariant({ kind, givens, seed: 11 }).work, kind).toBe(g.work);
    }
  });
});

describe("sandwich and thermometer generation", () => {
  it("makes a unique sandwich puzzle with every row's and column's clue, reproducibly from its seed", () => {
    const g = generateVariant({ kind: "sandwich", seed: 3 });
    expect(g.puzzle.rules).toHaveLength(18);
    expect(g.puzzle.rules.every((r) => r.kind === "sandwich")).toBe(true);
    expect(isVariantSolution(g.puzzle, g.solution)).toBe(true);
    const r = solveVariant(g.puzzle);
    expect(r.status).toBe("unique");
    expect(Array.from(r.solutions[0])).toEqual(Array.from(g.solution));
    // The clues do most of the work: far fewer givens than a classic puzzle needs.
    expect(g.puzzle.givens.filter((v) => v !== 0).length).toBeLessThan(17);
    expect(generateVariant({ kind: "sandwich", seed: 3 })).toEqual(g);
  });

  it("makes a unique thermo puzzle whose thermometers rise along the solution and share no cell", () => {
    const g = generateVariant({ kind: "thermo", seed: 4 });
    const cells = g.puzzle.rules.flatMap((r) => (r.kind === "thermo" ? r.cells : []));
    expect(g.puzzle.rules.length).toBeGreaterThanOrEqual(5);
    expect(new Set(cells).size).toBe(cells.length);
    for (const rule of g.puzzle.rules) {
      expect(rule.kind).toBe("thermo");
      if (rule.kind !== "thermo") continue;
      expect(rule.cells.length).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < rule.cells.length; i++) expect(g.solution[rule.cells[i]]).toBeGreaterThan(g.solution[rule.cells[i - 1]]);
    }
    expect(validateVariant(g.puzzle).ok).toBe(true);
    expect(solveVariant(g.puzzle).status).toBe("unique");
  });

  for (const kind of ["arrow", "whispers", "renban", "entropic", "region-sum"] as const) {
    it(`makes a unique ${kind} puzzle from lines the solution keeps, no cell on two lines, reproducibly from its seed`, () => {
      const g = generateVariant({ kind, seed: 5 });
      expect(g.puzzle.rules.length).toBeGreaterThanOrEqual(5);
      expect(g.puzzle.rules.every((r) => r.kind === kind)).toBe(true);
      const cells = g.puzzle.rules.flatMap((r) => ruleCells(9, r));
      expect(new Set(cells).size).toBe(cells.length);
      expect(Math.min(...g.puzzle.rules.map((r) => ruleCells(9, r).length))).toBeGreaterThanOrEqual(3);
      // Each line on its own is kept by the solution, judged by the independent checker.
      for (const rule of g.puzzle.rules) expect(checkVariant({ ...g.puzzle, givens: new Uint8Array(81), rules: [rule] }, g.solution)).toEqual([]);
      expect(validateVariant(g.puzzle).ok).toBe(true);
      const r = solveVariant(g.puzzle);
      expect(r.status).toBe("unique");
      expect(Array.from(r.solutions[0])).toEqual(Array.from(g.solution));
      expect(generateVariant({ kind, seed: 5 })).toEqual(g);
    });
  }

  it("makes every kind on 4x4 and 6x6 boards too (entropic lines on 6x6 only), and refuses other sides by name", () => {
    for (const size of [4, 6]) {
      for (const kind of ["killer", "jigsaw", "x", "sandwich", "little-killer", "thermo", "arrow", "whispers", "renban", "entropic", "region-sum"] as const) {
        if (kind === "entropic" && size === 4) continue;
        const g = generateVariant({ kind, size, seed: 2 });
        expect(g.puzzle.size, `${kind} ${size}`).toBe(size);
        expect(isVariantSolution(g.puzzle, g.solution), `${kind} ${size}`).toBe(true);
        const r = solveVariant(g.puzzle);
        expect(r.status, `${kind} ${size}`).toBe("unique");
        expect(Array.from(r.solutions[0])).toEqual(Array.from(g.solution));
      }
    }
    expect(variantSizeProblem("entropic", 4)).toBe("Entropic lines need digits that split into three equal thirds: a side of 6 or 9, not 4.");
    expect(variantSizeProblem("killer", 8)).toBe("Variant puzzles are generated 4×4, 6×6 or 9×9, not 8×8.");
    expect(variantSizeProblem("entropic", 6)).toBeUndefined();
    expect(() => generateVariant({ kind: "killer", size: 16, seed: 1 })).toThrow(/not 16×16/);
  });

  it("makes a little killer from distinct diagonals the solution adds up, and aims it at a level", () => {
    const g = generateVariant({ kind: "little-killer", seed: 3, level: "hard" });
    expect(g.rating.level).toBe("hard");
    expect(g.puzzle.rules).toHaveLength(10);
    const diagonals = new Set<string>();
    for (const rule of g.puzzle.rules) {
      if (rule.kind !== "little-killer") throw new Error(`unexpected ${rule.kind}`);
      expect(rule.cells.length).toBeGreaterThanOrEqual(2);
      expect(rule.sum).toBe(rule.cells.reduce((s, c) => s + g.solution[c], 0));
      diagonals.add([...rule.cells].sort((a, b) => a - b).join());
    }
    expect(diagonals.size).toBe(10);
    expect(validateVariant(g.puzzle).ok).toBe(true);
    // The f-puzzles form places each clue outside the grid and walks the same diagonal back from it.
    const again = fromFpuzzles(toFpuzzles(g.puzzle));
    expect(again.ok && again.value.rules).toEqual(g.puzzle.rules);
    expect(solveVariant(g.puzzle).status).toBe("unique");
  });

  it("aims at a level: the dig stops short of it, an easier draw is drawn again, the seed alone unchanged", () => {
    // Sandwich seed 2 rates expert untargeted (1,120 conflicts, 4 givens).
    const first = generateVariant({ kind: "sandwich", seed: 2 });
    expect(first.rating.level).toBe("expert");
    const medium = generateVariant({ kind: "sandwich", seed: 2, level: "medium" });
    expect(medium.rating.level).toBe("medium");
    expect(medium.rating.conflicts).toBeLessThanOrEqual(20);
    // The same grid and clues, more givens kept.
    expect(Array.from(medium.solution)).toEqual(Array.from(first.solution));
    expect(medium.puzzle.rules).toEqual(first.puzzle.rules);
    expect(medium.puzzle.givens.filter((v) => v).length).toBeGreaterThan(first.puzzle.givens.filter((v) => v).length);
    expect(isVariantSolution(medium.puzzle, medium.solution)).toBe(true);
    expect(solveVariant(medium.puzzle, { seed: 0 }).stats.conflicts).toBe(medium.rating.conflicts);
    expect(generateVariant({ kind: "sandwich", seed: 2, level: "medium" })).toEqual(medium);
    // Killer seed 1 rates medium untargeted; asked for hard, other draws are tried and a hard one kept.
    expect(generateVariant({ kind: "killer", seed: 1 }).rating.level).toBe("medium");
    const hard = generateVariant({ kind: "killer", seed: 1, level: "hard" });
    expect(hard.rating.level).toBe("hard");
    expect(solveVariant(hard.puzzle).status).toBe("unique");
    // Thermometers leave little to search: asked for expert, the hardest draw below it is kept.
    const thermo = generateVariant({ kind: "thermo", seed: 3, level: "expert" });
    expect(["easy", "medium", "hard"]).toContain(thermo.rating.level);
  });

  it("rates a puzzle extreme when its rating's own solve runs out of work, and still returns the same unique puzzle", () => {
    const rated = generateVariant({ kind: "sandwich", seed: 2 });
    const capped = generateVariant({ kind: "sandwich", seed: 2, ratingWork: 1_000 });
    expect(rated.rating.level).toBe("expert");
    expect(capped.rating.level).toBe("extreme");
    expect(capped.puzzle).toEqual(rated.puzzle);
    expect(solveVariant(capped.puzzle).status).toBe("unique");
  });
});

describe("classic 6x6 puzzles (2x3 boxes) from the variant generator", () => {
  it("digs unique puzzles, checked by brute force, with no rules, in symmetric pairs unless told not to, rated easy", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const made = generateVariant({ kind: "classic", size: 6, seed, level: "easy" });
      expect(made.puzzle.rules).toEqual([]);
      expect(made.puzzle.regions).toBeUndefined();
      const brute = bruteSolutions(6, made.puzzle.givens, 2);
      expect(brute).toHaveLength(1);
      expect(Array.from(brute[0])).toEqual(Array.from(made.solution));
      for (let cell = 0; cell < 36; cell++) expect(made.puzzle.givens[cell] === 0).toBe(made.puzzle.givens[35 - cell] === 0);
      expect(made.rating.level).toBe("easy");
    }
    // Without pairs some seed breaks the pattern, and the same seed gives the same puzzle.
    const loose = [1, 2, 3, 4, 5, 6].map((seed) => generateVariant({ kind: "classic", size: 6, seed, symmetric: false }).puzzle.givens);
    expect(loose.some((g) => g.some((v, cell) => (v === 0) !== (g[35 - cell] === 0)))).toBe(true);
    expect(Array.from(generateVariant({ kind: "classic", size: 6, seed: 3, symmetric: false }).puzzle.givens)).toEqual(Array.from(loose[2]));
  });

  it("makes 6x6 and 8x8 to 15x15 the same way, aimed at offered levels, unique by brute force", () => {
    for (const [size, level, seeds] of [[6, "medium", 2], [6, "hard", 2], [6, "expert", 2], [8, "medium", 2], [8, "expert", 1], [8, "extreme", 1], [10, "hard", 1], [10, "extreme", 1], [12, "expert", 1], [14, "hard", 1], [15, "expert", 1]] as const) {
      for (let seed = 1; seed <= seeds; seed++) {
        const made = generateVariant({ kind: "classic", size, seed, level, totalWork: 80_000_000 });
        const brute = bruteSolutions(size, made.puzzle.givens, 2);
        expect(brute).toHaveLength(1);
        expect(Array.from(brute[0])).toEqual(Array.from(made.solution));
        expect(made.rating.level, `${size} ${level} ${seed}`).toBe(level);
      }
    }
    const offered = Object.fromEntries(BOXED_CLASSIC_SIDES.map((side) => [side, CLASSIC_LEVELS[side]]));
    expect(offered).toEqual({ 6: ["easy", "medium", "hard", "expert"], 8: DIFFICULTIES, 10: DIFFICULTIES, 12: DIFFICULTIES, 14: DIFFICULTIES, 15: DIFFICULTIES });
  });

  it("grades them by the classic techniques, as their hints do: a fresh grading gives the same grade, a technique names the hardest step", () => {
    for (const [size, level] of [[6, "easy"], [8, "medium"], [10, "hard"], [12, "expert"], [10, "extreme"]] as const) {
      const made = generateVariant({ kind: "classic", size, seed: 4, level, totalWork: 80_000_000 });
      const fresh = gradePuzzle({ shape: shapeOfBoxes(size)!, cells: made.puzzle.givens });
      expect(made.rating.level).toBe(level);
      expect(fresh.level).toBe(level);
      expect(made.rating.grade).toMatchObject({ level, hardest: fresh.hardest, score: fresh.score, counts: fresh.counts });
      expect(fresh.solvedByLogic).toBe(level !== "extreme" || fresh.hardest === "forcing-chain");
      // The hardest step's tier is the level, or hard for an expert by score alone (grade.ts).
      const tier = fresh.hardest === "none" ? "easy" : techniqueInfo(fresh.hardest).level;
      expect(tier === level || (level === "expert" && tier === "hard")).toBe(true);
    }
    // A variant keeps its search-effort rating.
    expect(generateVariant({ kind: "x", size: 6, seed: 4, level: "easy" }).rating.grade).toBeUndefined();
  });

  it("pays its gradings, searches and solver builds from its budget: near it from the least it takes, an easy puzzle when a full grading does not fit", () => {
    for (const size of BOXED_CLASSIC_SIDES) {
      for (const times of [1, 2]) {
        const totalWork = times * minimumClassicWork(size);
        const made = generateVariant({ kind: "classic", size, seed: 2, level: CLASSIC_LEVELS[size].at(-1)!, totalWork });
        // Only the final uniqueness check runs beside the budget.
        expect(made.work, `${size} ${times}`).toBeLessThanOrEqual(1.35 * totalWork);
        expect(bruteSolutions(size, made.puzzle.givens, 2)).toHaveLength(1);
        expect(gradePuzzle({ shape: shapeOfBoxes(size)!, cells: made.puzzle.givens }).level).toBe(made.rating.level);
      }
    }
    // Below the least budget the API takes (a quarter of it, for a 15×15 expert) no full grading of a minimal
    // puzzle fits, so it comes back with digits given back until singles solve it: easy.
    const least = generateVariant({ kind: "classic", size: 15, seed: 2, level: "expert", totalWork: minimumClassicWork(15) / 4 });
    expect(least.rating.grade).toMatchObject({ level: "easy", solvedByLogic: true });
    expect(bruteSolutions(15, least.puzzle.givens, 2)).toHaveLength(1);
    // Aimed at extreme with little to spare, a puzzle that needs search keeps its grade (no second grading to pay
    // for), with the uniqueness check's effort and the rating that effort gives.
    const searched = generateVariant({ kind: "classic", size: 15, seed: 3, level: "extreme", totalWork: 2 * minimumClassicWork(15) });
    const effort = searched.rating.conflicts + searched.rating.decisions;
    expect(searched.rating.grade).toMatchObject({ level: "extreme", hardest: "solver", searchEffort: effort, rating: searchRating(effort) });
    expect(effort).toBeGreaterThan(0);
  });

  it("is offered at 6, 8, 10, 12, 14 and 15 only: the other sides have the classic generator or no such boxes", () => {
    for (const size of [6, 8, 10, 12, 14, 15]) expect(variantSizeProblem("classic", size)).toBeUndefined();
    expect(variantSizeProblem("classic", 9)).toBe("Classic puzzles with rectangular boxes are generated 6×6, 8×8, 10×10, 12×12, 14×14 or 15×15, not 9×9.");
    expect(() => generateVariant({ kind: "classic", size: 16, seed: 1 })).toThrow("not 16×16");
    expect(() => generateVariant({ kind: "classic", size: 18, seed: 1 })).toThrow("not 18×18");
  });
});
