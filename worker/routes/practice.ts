/**
 * GET /api/practice?technique=x-wing&seed=… — a 9×9 board on which the chosen technique is the easiest step: a new
 * puzzle played by the hints' own path up to the first step that needs it (core/sudoku/practice.ts).
 */
import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { PracticeResponse } from "../core/api";
import { techniqueInfo } from "../core/sudoku/hints/index";
import { formatCandidates } from "../core/sudoku/hints/candidate-notation";
import { formatGrid } from "../core/sudoku/grid-text";
import { PRACTICE_LEVEL, practicePosition } from "../core/sudoku/practice";
import { belowFixedCost, requestBudget } from "../http/budget";
import { minGenerateBudgetMs } from "../http/limits";
import { problem } from "../http/problem";
import { inSentence, withArticle } from "../core/words";
import { PracticeQuery, PracticeResponse as PracticeResponseSchema, problemResponses } from "../http/schemas";
import { randomSeedText } from "./random-seed";

const route = createRoute({
  method: "get",
  path: "/api/practice",
  summary: "A board to practise a technique on",
  description: [
    "A new 9×9 puzzle, played by the hints' own path (the easiest step each time) up to the first step that needs the technique: that board, its digits and its candidates, is the exercise, and the technique is the easiest step on it, so /api/hint there names it.",
    "Puzzles are generated at the level where the technique turns up most often until one uses it; every generation is paid from one work budget (budget_ms, default the server's cap), and when it runs out first the answer is `status: unknown` with a note. Within the cap, every offered technique was found on at least 37 of 40 seeds (test/bench/RESULTS.md).",
    "The same technique, seed and budget give the same board.",
  ].join(" "),
  request: { query: PracticeQuery },
  responses: {
    200: { description: "The board (status found) or, when the budget ran out first, none (status unknown).", content: { "application/json": { schema: PracticeResponseSchema } } },
    ...problemResponses(400, 422),
  },
});

export const practiceRoutes = new OpenAPIHono<{ Bindings: Env }>().openapi(route, (c) => {
  const query = c.req.valid("query");
  const technique = query.technique;
  const seed = query.seed ?? randomSeedText();
  const granted = requestBudget(c.env, query.budget_ms ?? Number.POSITIVE_INFINITY);
  const level = PRACTICE_LEVEL[technique]!;
  const info = techniqueInfo(technique);
  const tooSmall = belowFixedCost(granted, minGenerateBudgetMs(9, level), `Practice for ${info.name}`, `it generates ${level} 9x9 puzzles, and one cannot be cut short`, "query.budget_ms");
  if (tooSmall) return problem(c, tooSmall);
  const made = practicePosition({ technique, seed, work: granted.work });
  const base = { technique, name: info.name, level: info.level, seed, attempts: made.attempts, work: made.work };
  const body: PracticeResponse =
    made.status === "found"
      ? { status: "found", ...base, puzzle: formatGrid(made.puzzle), position: formatCandidates(made.position, " "), answer: made.sentence }
      : { status: "unknown", ...base, note: `${made.attempts === 1 ? "The one puzzle generated within the budget did not need" : `None of the ${made.attempts} puzzles generated within the budget needed`} ${withArticle(inSentence(info.name))}; ask again with another seed, or a larger budget_ms.` };
  c.header("cache-control", query.seed === undefined ? "no-store" : "public, max-age=86400");
  return c.json(body, 200);
});
