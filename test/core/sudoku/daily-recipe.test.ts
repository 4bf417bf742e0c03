import { describe, expect, it } from "vitest";
import { addDays, isCalendarDay } from "../../../worker/core/calendar";
import { parseGrid } from "../../../worker/core/sudoku/grid-text";
import { solveSudoku } from "../../../worker/core/sudoku/solve";
import {
  DAILY_RECIPES, FIRST_DAY, dailySeedText, fingerprintDaily, makeDaily, recipeFor, recipeReproduces, type DailyRecipe,
} from "../../../worker/core/sudoku/daily-recipe";

const v1 = DAILY_RECIPES[0];

describe("daily recipe", () => {
  it("still reproduces the canary of every recipe that is not retired (a generator or grader change fails here)", () => {
    for (const recipe of DAILY_RECIPES) if (!recipe.retired) expect(recipeReproduces(recipe), `recipe ${recipe.version}`).toBe(true);
  });

  it("keeps versions and start days strictly increasing, the first starting with the archive", () => {
    expect(DAILY_RECIPES[0].since).toBe(FIRST_DAY);
    DAILY_RECIPES.forEach((recipe, i) => {
      expect(isCalendarDay(recipe.since)).toBe(true);
      expect(recipe.canary.date >= recipe.since).toBe(true);
      if (i > 0) {
        expect(recipe.version).toBeGreaterThan(DAILY_RECIPES[i - 1].version);
        expect(recipe.since > DAILY_RECIPES[i - 1].since).toBe(true);
      }
    });
  });

  it("from version 2 on, grades each day's puzzle at the level it is filed under", () => {
    const latest = DAILY_RECIPES[DAILY_RECIPES.length - 1];
    expect(latest.version).toBeGreaterThanOrEqual(2);
    for (let d = 0; d < 10; d++) {
      const date = addDays(latest.since, d);
      for (const level of ["easy", "medium", "hard", "expert", "extreme"] as const) {
        expect(makeDaily(date, level, recipeFor(date)!).grade.level, `${date} ${level}`).toBe(level);
      }
    }
  });

  it("chooses the recipe by date, not by which is newest", () => {
    const book: DailyRecipe[] = [v1, { ...v1, version: 2, since: "2026-12-01", attempts: 8 }];
    expect(recipeFor("2025-12-31", book)).toBeUndefined();
    expect(recipeFor("2026-01-01", book)?.version).toBe(1);
    expect(recipeFor("2026-11-30", book)?.version).toBe(1);
    expect(recipeFor("2026-12-01", book)?.version).toBe(2);
    expect(recipeFor("2027-06-01", book)?.version).toBe(2);
  });

  it("makes the same unique puzzle for a day every time, a different one for another day, and records its recipe", () => {
    const a = makeDaily("2026-02-01", "medium", v1);
    expect(JSON.stringify(makeDaily("2026-02-01", "medium", v1))).toBe(JSON.stringify(a));
    expect(makeDaily("2026-02-02", "medium", v1).puzzle).not.toBe(a.puzzle);
    expect(a).toMatchObject({ date: "2026-02-01", difficulty: "medium", size: 9, seed: "daily:2026-02-01:medium", recipe: 1 });
    const grid = parseGrid(a.puzzle);
    expect(grid.ok && solveSudoku(grid.value).status).toBe("unique");
  });

  it("names a later version in the seed text and makes a different puzzle with it", () => {
    const v2: DailyRecipe = { ...v1, version: 2 };
    expect(dailySeedText("2026-12-01", "easy", 2)).toBe("daily:v2:2026-12-01:easy");
    const made = makeDaily("2026-02-01", "easy", v2);
    expect(made.recipe).toBe(2);
    expect(made.seed).toBe("daily:v2:2026-02-01:easy");
    expect(made.puzzle).not.toBe(makeDaily("2026-02-01", "easy", v1).puzzle);
  });

  it("refuses a recipe whose canary the code no longer makes, and a retired one", () => {
    expect(recipeReproduces({ ...v1, attempts: 1 })).toBe(false);
    expect(recipeReproduces({ ...v1, canary: { ...v1.canary, fingerprint: "0-0" } })).toBe(false);
    expect(recipeReproduces({ ...v1, retired: true })).toBe(false);
  });

  it("fingerprints everything a day publishes, the grade included", () => {
    const day = makeDaily(v1.canary.date, v1.canary.difficulty, v1);
    expect(fingerprintDaily(day)).toBe(v1.canary.fingerprint);
    expect(fingerprintDaily({ ...day, grade: { ...day.grade, score: day.grade.score + 1 } })).not.toBe(v1.canary.fingerprint);
  });
});
