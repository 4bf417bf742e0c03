/**
 * GET /api/generate?size=9&difficulty=hard&seed=…&symmetry=… — a new puzzle with a unique solution, graded by
 * the hint engine. The seed (given, or drawn at random and returned) reproduces the puzzle exactly.
 */
import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { VARIANT_GENERATION_DIVISOR } from "../core/calibration";
import { classicGenerateAnswer } from "../core/sudoku/generate-answer";
import { offeredLevel } from "../core/sudoku/difficulty";
import { belowFixedCost, requestBudget } from "../http/budget";
import { minGenerateBudgetMs } from "../http/limits";
import { problem } from "../http/problem";
import { classicNotOfferedNote, missedNote, variantNotOfferedNote } from "./level-note";
import { variantGenerateAnswer } from "./variant-generate";
import { variantSizeProblem } from "../core/sudoku/variants/generate";
import { variantLevels, variantLevelsInWords } from "../core/sudoku/variants/offered-levels";
import { BOXED_CLASSIC_SIDES, CLASSIC_LEVELS, CLASSIC_SIDES, browserMadeInWords, hasSquareBoxes, offeredLevelsInWords, sidesInWords } from "../core/sudoku/offered-levels";
import { listInWords } from "../core/words";
import { boxSplit } from "../core/sudoku/shape";
import { GenerateQuery, GenerateResponse as GenerateResponseSchema, problemResponses } from "../http/schemas";
import type { GenerateResponse } from "../core/api";
import { randomSeedText } from "./random-seed";

const route = createRoute({
  method: "get",
  path: "/api/generate",
  summary: "Generate a puzzle",
  description: [
    `Sizes ${listInWords(CLASSIC_SIDES.map(String), "and")} (a variant, with \`variant\`: 4, 6 or 9).`,
    `A classic ${sidesInWords(BOXED_CLASSIC_SIDES)} has rectangular boxes (${BOXED_CLASSIC_SIDES.map((n) => `${boxSplit(n).rows}×${boxSplit(n).cols}`).join(", ")}): the variant generator digs it, it comes like a variant with its f-puzzles form, is graded by the same techniques as a 9×9 (its grade names the hardest step its hints and solution log need), and keeps rotational symmetry or none.`,
    `\`difficulty\` defaults to medium for a classic puzzle; a variant without it is the seed's first puzzle as its search effort rates it, and with it the dig keeps givens too hard for the level, digits are given back to a puzzle still harder, and an easier one is drawn again while the budget lasts (up to 30 draws), keeping the hardest not above the level. A variant is aimed only at the levels its kind reached on nine seeds in ten (${variantLevelsInWords()}); a harder level asked for becomes the hardest of those below it, with \`asked\` and \`note\` in the answer.`,
    `Levels offered: ${offeredLevelsInWords()} (a level a size does not offer becomes the hardest offered level below it: \`difficulty\` in the answer says which, and \`asked\` and \`note\` say what was asked and why; the site's /play makes ${browserMadeInWords()} in the visitor's browser, with more work than a request may use, and \`npm run sudoku -- generate\` digs 9×9, 16×16 and 25×25 without a budget).`,
    `The difficulty is a target: the generator makes a bounded number of attempts (96 for 9×9, 32 for 16×16, 4 for 25×25, up to 400 for the rectangular boxes) and returns the closest grade it reached (with \`asked\` and \`note\` when that is not the level asked for); 25×25 hard needs about 1,000–2,000 ms of budget (the default is the server's cap).`,
    `All the work (the full grid, digging, grading) is paid from one work budget (budget_ms, default the server's cap; a budget below the size's fixed cost, or a 16×16 extreme's larger one, is refused with 422 naming the least); a dig cut short still gives a unique puzzle, with more clues.`,
  ].join(" "),
  request: { query: GenerateQuery },
  responses: {
    200: { description: "The puzzle, its grade and the seed that reproduces it.", content: { "application/json": { schema: GenerateResponseSchema } } },
    ...problemResponses(400, 422),
  },
});

export const generateRoutes = new OpenAPIHono<{ Bindings: Env }>().openapi(route, (c) => {
  const query = c.req.valid("query");
  const seed = query.seed ?? randomSeedText();
  // Generation defaults to the largest budget: a dig cut short still gives a unique puzzle, only an easier one.
  const granted = requestBudget(c.env, query.budget_ms ?? Number.POSITIVE_INFINITY);
  if (query.variant) {
    const sizeProblem = variantSizeProblem(query.variant, query.size);
    if (sizeProblem) return problem(c, { kind: "unsupported-size", message: sizeProblem, field: "query.size" });
    const asked = query.difficulty;
    const level = asked && offeredLevel(variantLevels(query.variant, query.size), asked);
    const made = variantGenerateAnswer({ kind: query.variant, size: query.size, level, givens: query.givens === true, seed, work: Math.floor(granted.work / VARIANT_GENERATION_DIVISOR.withRules), solution: query.solution === true });
    const body = asked && level && asked !== level ? { ...made, ...variantNotOfferedNote(query.variant, query.size, { asked, level, reached: made.grade.level }) } : made;
    c.header("cache-control", query.seed === undefined ? "no-store" : "public, max-age=86400");
    return c.json(body, 200);
  }
  const level = offeredLevel(CLASSIC_LEVELS[query.size], query.difficulty ?? "medium");
  const size = `A ${query.size}x${query.size} ${level} puzzle`;
  // Either generator's answer, with what to say when its level is not the one asked for.
  const noted = (made: GenerateResponse): GenerateResponse =>
    query.difficulty !== undefined && query.difficulty !== level
      ? { ...made, ...classicNotOfferedNote(query.size, { asked: query.difficulty, level, reached: made.grade.level }) }
      : made.grade.level !== level
        ? { ...made, ...missedNote(level, made.grade.level) }
        : made;
  const tooSmall = belowFixedCost(granted, minGenerateBudgetMs(query.size, level), size, "its full grid, a first dig and its grading cannot be cut short", "query.budget_ms");
  if (tooSmall) return problem(c, tooSmall);
  if (!hasSquareBoxes(query.size)) {
    // Rectangular boxes (a 6×6): the variant generator digs it, with no rule beyond the houses, aimed at the level.
    const symmetric = query.symmetry === "rotational";
    const made = variantGenerateAnswer({ kind: "classic", size: query.size, level, symmetric, givens: false, seed, work: Math.floor(granted.work / VARIANT_GENERATION_DIVISOR.boxesOnly), solution: query.solution === true });
    c.header("cache-control", query.seed === undefined ? "no-store" : "public, max-age=86400");
    return c.json(noted(made), 200);
  }
  const made = classicGenerateAnswer({ size: query.size, level, seed, symmetry: query.symmetry, work: granted.work, solution: query.solution === true });
  // Same parameters and seed, same puzzle: a seeded request may be cached; a random one must not be.
  c.header("cache-control", query.seed === undefined ? "no-store" : "public, max-age=86400");
  return c.json(noted(made), 200);
});
