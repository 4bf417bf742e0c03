import { describe, expect, it } from "vitest";
import { FIRST_DAY, fingerprintDaily } from "../../../worker/core/sudoku/daily-recipe";
import {
  DAILY_16_RECIPES, makeDaily16, recipe16For, recipe16Reproduces, type Daily16Recipe,
} from "../../../worker/core/sudoku/daily-16";
import { gradePuzzle } from "../../../worker/core/sudoku/grade";
import { parseGrid } from "../../../worker/core/sudoku/grid-text";
import { solveSudoku } from "../../../worker/core/sudoku/solve";

const v1 = DAILY_16_RECIPES[0];

describe("daily 16x16 recipe", () => {
  it("still reproduces the canary of every recipe that is not retired (a generator or grader change fails here)", () => {
    for (const recipe of DAILY_16_RECIPES) if (!recipe.retired) expect(recipe16Reproduces(recipe), `recipe ${recipe.version}`).toBe(true);
  });

  it("still makes more days of recipe 1 as first published (one attempt, eleven attempts): drift the one-day canary could miss", () => {
    // The Worker checks one canary day at run time, as cheaply as it can; these extra days are checked here only
    // (once recipe 1 is retired, its days come from the store and need not be remade).
    const published: [string, string][] = [["2026-01-01", "1mm631x-gb76im"], ["2026-01-04", "bp3axw-e443n5"]];
    for (const [date, fingerprint] of published) if (!v1.retired) expect(fingerprintDaily(makeDaily16(date, v1)), date).toBe(fingerprint);
  });

  it("starts with the archive and keeps versions and start days increasing", () => {
    expect(v1.since).toBe(FIRST_DAY);
    DAILY_16_RECIPES.forEach((recipe, i) => {
      expect(recipe.canary.date >= recipe.since).toBe(true);
      if (i > 0) expect(recipe.version > DAILY_16_RECIPES[i - 1].version && recipe.since > DAILY_16_RECIPES[i - 1].since).toBe(true);
    });
  });

  it("chooses the recipe by date", () => {
    const book: Daily16Recipe[] = [v1, { ...v1, version: 2, since: "2026-12-01" }];
    expect(recipe16For("2025-12-31", book)).toBeUndefined();
    expect(recipe16For("2026-11-30", book)?.version).toBe(1);
    expect(recipe16For("2026-12-01", book)?.version).toBe(2);
  });

  it("makes the same 16x16 for a day every time, another for the next day, unique and graded hard by the full grader", () => {
    const a = makeDaily16("2026-03-01", v1);
    expect(JSON.stringify(makeDaily16("2026-03-01", v1))).toBe(JSON.stringify(a));
    expect(makeDaily16("2026-03-02", v1).puzzle).not.toBe(a.puzzle);
    expect(a).toMatchObject({ date: "2026-03-01", difficulty: "hard", size: 16, seed: "daily:16x16:v1:2026-03-01", recipe: 1 });
    const grid = parseGrid(a.puzzle);
    if (!grid.ok) throw new Error(grid.error.message);
    expect(grid.value.shape.size).toBe(16);
    const solved = solveSudoku(grid.value, { limit: 2 });
    expect(solved.status).toBe("unique");
    const full = gradePuzzle(grid.value);
    expect(full.level).toBe("hard");
    expect(full).toEqual(a.grade);
  });

  it("refuses a recipe whose canary the code no longer makes, and a retired one", () => {
    expect(recipe16Reproduces({ ...v1, version: 2 })).toBe(false);
    expect(recipe16Reproduces({ ...v1, canary: { ...v1.canary, fingerprint: "0-0" } })).toBe(false);
    expect(recipe16Reproduces({ ...v1, retired: true })).toBe(false);
  });

  it("fingerprints everything a day publishes, the grade included", () => {
    const day = makeDaily16(v1.canary.date, v1);
    expect(fingerprintDaily(day)).toBe(v1.canary.fingerprint);
    expect(fingerprintDaily({ ...day, grade: { ...day.grade, score: day.grade.score + 1 } })).not.toBe(v1.canary.fingerprint);
  });
});
