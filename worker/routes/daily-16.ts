/**
 * GET /api/daily/{date}/16 — the day's 16x16 (and GET /api/daily/16, today's), read through its write-once archive
 * (store/daily-16-archive.ts): served as stored, remade only by its date's trusted recipe, a 503 rather than a
 * different puzzle. The answer has a classic day's shape, so clients play it as they play the classic days.
 */
import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Daily16Response } from "../core/api";
import { DAILY_16_RECIPES, type Daily16Recipe } from "../core/sudoku/daily-16";
import { Daily16Response as Daily16Schema, DailyParams, NoQuery, problemResponses } from "../http/schemas";
import { createDaily16Archive } from "../store/daily-16-archive";
import { cached, deferredWrites, serveDay, unavailable, type AppContext } from "./day-serving";

const dayRoute = createRoute({
  method: "get",
  path: "/api/daily/{date}/16",
  summary: "The 16x16 sudoku of one day",
  description: "A 16×16 classic sudoku (hard) made once per day by a versioned recipe and never changed afterwards.",
  request: { params: DailyParams, query: NoQuery },
  responses: {
    200: { description: "The day's 16x16.", content: { "application/json": { schema: Daily16Schema } } },
    304: { description: "Not modified (If-None-Match)." },
    ...problemResponses(400, 422, 503),
  },
});

const todayRoute = createRoute({
  method: "get",
  path: "/api/daily/16",
  summary: "Today's 16x16 sudoku",
  request: { query: NoQuery },
  description: "The 16x16 of the current UTC day, as /api/daily/{date}/16 answers it for that date; cached for minutes, since the day turns.",
  responses: {
    200: { description: "Today's 16x16.", content: { "application/json": { schema: Daily16Schema } } },
    304: { description: "Not modified (If-None-Match)." },
    ...problemResponses(400, 503),
  },
});

/** The day through its archive; a past day's answer never changes, so it is cached for good. */
async function serve16(c: AppContext, date: string, today: string, recipes: readonly Daily16Recipe[]): Promise<Response> {
  const read = await createDaily16Archive(c.env.KV, { recipes, ...deferredWrites(c) }).read(date);
  if (!read.ok) return unavailable(c, read.error);
  const body: Daily16Response = { ...read.value.daily, source: read.value.source };
  return cached(c, `${date}:16x16:${body.puzzle}`, date < today, () => c.json(body, 200));
}

/** The routes over a recipe book (tests pass one this code cannot reproduce); the app mounts the real book's. */
export function createDaily16Routes(recipes: readonly Daily16Recipe[] = DAILY_16_RECIPES) {
  const serve = (c: AppContext, date: string | undefined) => serveDay(c, date, (day, today) => serve16(c, day, today, recipes));
  // The dateless route comes first: "/api/daily/16" must not be read as a day called "16".
  return new OpenAPIHono<{ Bindings: Env }>()
    .openapi(todayRoute, (c) => serve(c, undefined))
    .openapi(dayRoute, (c) => serve(c, c.req.valid("param").date));
}

export const daily16Routes = createDaily16Routes();
