import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GenerateResponse, Problem, SolveResponse } from "../../../worker/core/api";
import { MIN_GENERATE_BUDGET_MS, minGenerateBudgetMs } from "../../../worker/http/limits";
import { WORK_UNITS_PER_MS_BY_ENGINE } from "../../../worker/core/calibration";
import { TECHNIQUE_TIERS } from "../../../worker/core/sudoku/hints/index";

async function generate(query: string): Promise<[Response, GenerateResponse]> {
  const res = await SELF.fetch(`http://x/api/generate?${query}`);
  return [res, (await res.clone().json()) as GenerateResponse];
}

describe("GET /api/generate", () => {
  it("makes a puzzle with a unique solution, its grade and a seed that reproduces it", async () => {
    const [res, first] = await generate("size=9&difficulty=easy&seed=hello&solution=true");
    expect(res.status).toBe(200);
    expect(first).toMatchObject({ size: 9, difficulty: "easy", seed: "hello", symmetry: "rotational" });
    expect(first.puzzle).toMatch(/^[1-9.]{81}$/);
    expect(first.clues).toBe([...first.puzzle].filter((ch) => ch !== ".").length);
    expect(first.grade.level).toBe("easy");
    // The level asked for was reached, so there is nothing to explain.
    expect(first.asked).toBeUndefined();
    expect(first.note).toBeUndefined();
    const [, again] = await generate("size=9&difficulty=easy&seed=hello&solution=true");
    expect(again).toEqual(first);
    const solved = (await (await SELF.fetch(`http://x/api/solve?puzzle=${first.puzzle}`)).json()) as SolveResponse;
    expect(solved.status).toBe("unique");
    expect(solved.solution).toBe(first.solution);
    expect(res.headers.get("cache-control")).toContain("max-age");
  });

  it("bounds all digging by budget_ms: a tiny budget still gives a unique puzzle, with more clues", async () => {
    const [, full] = await generate("size=9&difficulty=expert&seed=budget");
    const [res, tiny] = await generate(`size=9&difficulty=expert&seed=budget&budget_ms=${MIN_GENERATE_BUDGET_MS[9]}`);
    expect(res.status).toBe(200);
    const [refused] = await generate(`size=9&difficulty=expert&seed=budget&budget_ms=${MIN_GENERATE_BUDGET_MS[9] - 1}`);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Problem).limit).toBe(MIN_GENERATE_BUDGET_MS[9]);
    expect(tiny.clues).toBeGreaterThan(full.clues);
    const solved = (await (await SELF.fetch(`http://x/api/solve?puzzle=${tiny.puzzle}`)).json()) as SolveResponse;
    expect(solved.status).toBe("unique");
    const [bad] = await generate("size=9&budget_ms=0");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Problem).detail).toContain("budget_ms");
  });

  it("reports the work of the whole generation: the same for the same seed, less under a tiny budget, far above solving the puzzle", async () => {
    const [, full] = await generate("size=9&difficulty=expert&seed=budget");
    const [, again] = await generate("size=9&difficulty=expert&seed=budget");
    const [, tiny] = await generate(`size=9&difficulty=expert&seed=budget&budget_ms=${MIN_GENERATE_BUDGET_MS[9]}`);
    expect(again.work).toBe(full.work);
    expect(tiny.work).toBeGreaterThan(0);
    expect(tiny.work).toBeLessThan(full.work);
    const solved = (await (await SELF.fetch(`http://x/api/solve?puzzle=${full.puzzle}`)).json()) as SolveResponse;
    expect(full.work).toBeGreaterThan(10 * solved.stats!.work);
  });

  it("makes a graded 16x16 puzzle at an offered level, unique, within the default budget", async () => {
    const [res, made] = await generate("size=16&difficulty=medium&seed=big&solution=true");
    expect(res.status).toBe(200);
    expect(made.puzzle).toMatch(/^[1-9A-G.]{256}$/);
    expect(made.grade.level).toBe("medium");
    const solved = (await (await SELF.fetch(`http://x/api/solve?puzzle=${made.puzzle}`)).json()) as SolveResponse;
    expect(solved.status).toBe("unique");
    expect(solved.solution).toBe(made.solution);
    const [hardRes, hard] = await generate("size=16&difficulty=hard&seed=big");
    expect(hardRes.status).toBe(200);
    expect(hard.difficulty).toBe("hard");
    expect(["medium", "hard", "expert", "extreme"]).toContain(hard.grade.level);
    // Expert is offered on 16x16 too: the level the full grader gives, and its chain named as the hardest step.
    const [expertRes, expert] = await generate("size=16&difficulty=expert&seed=big&solution=true");
    expect(expertRes.status).toBe(200);
    expect(expert).toMatchObject({ difficulty: "expert", grade: { level: "expert" } });
    expect(TECHNIQUE_TIERS.expert.map((entry) => entry.technique)).toContain(expert.grade.hardest);
    const logged = (await (await SELF.fetch(`http://x/api/solve?puzzle=${expert.puzzle}&steps=true`)).json()) as SolveResponse;
    expect(logged).toMatchObject({ status: "unique", solution: expert.solution, grade: { level: "expert", hardest: expert.grade.hardest } });
  });

  it("asks more budget of a 16x16 aimed at extreme, whose grading keeps more back, and stays within it there", async () => {
    const least = minGenerateBudgetMs(16, "extreme");
    expect(least).toBeGreaterThan(MIN_GENERATE_BUDGET_MS[16]);
    expect(minGenerateBudgetMs(16, "expert")).toBe(MIN_GENERATE_BUDGET_MS[16]);
    const [refused] = await generate(`size=16&difficulty=extreme&seed=big&budget_ms=${least - 1}`);
    expect(refused.status).toBe(422);
    const problem = (await refused.json()) as Problem;
    expect(problem).toMatchObject({ limit: least, unit: "ms" });
    expect(problem.detail).toContain("A 16x16 extreme puzzle needs budget_ms=");
    // Expert asks only the size's least.
    const [expertRes] = await generate(`size=16&difficulty=expert&seed=big&budget_ms=${least - 1}`);
    expect(expertRes.status).toBe(200);
    const [res, made] = await generate(`size=16&difficulty=extreme&seed=big&budget_ms=${least}&solution=true`);
    expect(res.status).toBe(200);
    expect(made.work).toBeLessThanOrEqual(least * WORK_UNITS_PER_MS_BY_ENGINE.cdcl);
    const solved = (await (await SELF.fetch(`http://x/api/solve?puzzle=${made.puzzle}`)).json()) as SolveResponse;
    expect(solved).toMatchObject({ status: "unique", solution: made.solution });
    // At the default budget the level is reached, graded by the full grader.
    const [, full] = await generate("size=16&difficulty=extreme&seed=big");
    expect(full).toMatchObject({ difficulty: "extreme", grade: { level: "extreme" } });
  });

  it("answers a level a size does not offer with the hardest offered level below it, and says so", async () => {
    const [res, made] = await generate("size=4&difficulty=expert&seed=small");
    expect(res.status).toBe(200);
    expect(made.difficulty).toBe("easy");
    expect(made.grade.level).toBe("easy");
    expect(made.asked).toBe("expert");
    expect(made.note).toMatch(/^4×4 expert is not offered here: the API offers only easy for 4×4 puzzles, /);
  });

  it("keeps the requested symmetry in the clue pattern", async () => {
    const [, made] = await generate("size=9&seed=sym&symmetry=rotational");
    for (let i = 0; i < 81; i++) expect(made.puzzle[i] === ".").toBe(made.puzzle[80 - i] === ".");
  });

  it("draws a random seed when none is given and does not let it be cached", async () => {
    const [res, made] = await generate("size=4");
    expect(made.seed.length).toBeGreaterThan(3);
    expect(made.puzzle).toMatch(/^[1-4.]{16}$/);
    expect(made.solution).toBeUndefined();
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("rejects an unsupported size or difficulty with 400 naming the parameter", async () => {
    for (const [query, field] of [["size=7", "query.size"], ["difficulty=trivial", "query.difficulty"], ["symmetry=spiral", "query.symmetry"]]) {
      const res = await SELF.fetch(`http://x/api/generate?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Problem).field).toBe(field);
    }
  });
});
