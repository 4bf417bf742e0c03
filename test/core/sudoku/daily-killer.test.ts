import { describe, expect, it } from "vitest";
import { FIRST_DAY, fingerprintDaily } from "../../../worker/core/sudoku/daily-recipe";
import {
  DAILY_KILLER_RECIPES, killerRecipeFor, killerRecipeReproduces, makeDailyKiller, type DailyKillerRecipe,
} from "../../../worker/core/sudoku/variants/daily-killer";
import { fromFpuzzles } from "../../../worker/core/sudoku/variants/fpuzzles";
import { solveVariant } from "../../../worker/core/sudoku/variants/solve";

const v1 = DAILY_KILLER_RECIPES[0];

describe("daily killer recipe", () => {
  it("still reproduces the canary of every recipe that is not retired (a generator change fails here)", () => {
    for (const recipe of DAILY_KILLER_RECIPES) if (!recipe.retired) expect(killerRecipeReproduces(recipe), `recipe ${recipe.version}`).toBe(true);
  });

  it("starts with the archive and keeps versions and start days increasing", () => {
    expect(v1.since).toBe(FIRST_DAY);
    DAILY_KILLER_RECIPES.forEach((recipe, i) => {
      expect(recipe.canary.date >= recipe.since).toBe(true);
      if (i > 0) expect(recipe.version > DAILY_KILLER_RECIPES[i - 1].version && recipe.since > DAILY_KILLER_RECIPES[i - 1].since).toBe(true);
    });
  });

  it("chooses the recipe by date", () => {
    const book: DailyKillerRecipe[] = [v1, { ...v1, version: 2, since: "2026-12-01" }];
    expect(killerRecipeFor("2025-12-31", book)).toBeUndefined();
    expect(killerRecipeFor("2026-11-30", book)?.version).toBe(1);
    expect(killerRecipeFor("2026-12-01", book)?.version).toBe(2);
  });

  it("makes the same killer for a day every time, another for the next day, with cages alone and one solution", () => {
    const a = makeDailyKiller("2026-03-01", v1);
    expect(JSON.stringify(makeDailyKiller("2026-03-01", v1))).toBe(JSON.stringify(a));
    expect(JSON.stringify(makeDailyKiller("2026-03-02", v1).fpuzzles)).not.toBe(JSON.stringify(a.fpuzzles));
    expect(a).toMatchObject({ date: "2026-03-01", variant: "killer", size: 9, seed: "daily:killer:v1:2026-03-01", recipe: 1 });
    const puzzle = fromFpuzzles(a.fpuzzles);
    if (!puzzle.ok) throw new Error(puzzle.error.message);
    expect(puzzle.value.givens.every((v) => v === 0)).toBe(true);
    expect(puzzle.value.rules.some((r) => r.kind === "killer")).toBe(true);
    expect(solveVariant(puzzle.value, { budget: { work: 50_000_000 } }).status).toBe("unique");
  });

  it("refuses a recipe whose canary the code no longer makes, and a retired one", () => {
    expect(killerRecipeReproduces({ ...v1, version: 2 })).toBe(false);
    expect(killerRecipeReproduces({ ...v1, work: 1000 })).toBe(false);
    expect(killerRecipeReproduces({ ...v1, canary: { ...v1.canary, fingerprint: "0-0" } })).toBe(false);
    expect(killerRecipeReproduces({ ...v1, retired: true })).toBe(false);
  });

  it("fingerprints everything a day publishes", () => {
    const day = makeDailyKiller(v1.canary.date, v1);
    expect(fingerprintDaily(day)).toBe(v1.canary.fingerprint);
    expect(fingerprintDaily({ ...day, level: day.level === "easy" ? "hard" : "easy" })).not.toBe(v1.canary.fingerprint);
  });
});
