/**
 * GET /api/daily/{date}/killer — the day's killer (and GET /api/daily/killer, today's, as the classic GET /api/daily is), read through its write-once archive (store/daily-killer-archive.ts):
 * served as stored, remade only by its date's trusted recipe, a 503 rather than a different puzzle. The answer
 * carries the f-puzzles JSON and its compressed form, which the site plays at /v?load=….
 */
import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { DailyKillerResponse } from "../core/api";
import { DailyKillerResponse as DailyKillerSchema, DailyParams, NoQuery, problemResponses } from "../http/schemas";
import { createDailyKillerArchive } from "../store/daily-killer-archive";
import { compressFpuzzles } from "../variants/fpuzzles-link";
import { cached, deferredWrites, serveDay, unavailable, type AppContext } from "./day-serving";

const killerRoute = createRoute({
  method: "get",
  path: "/api/daily/{date}/killer",
  summary: "The killer sudoku of one day",
  description: "A 9×9 killer (cages alone, no givens) made once per day by a versioned recipe and never changed afterwards.",
  request: { params: DailyParams, query: NoQuery },
  responses: {
    200: { description: "The day's killer.", content: { "application/json": { schema: DailyKillerSchema } } },
    304: { description: "Not modified (If-None-Match)." },
    ...problemResponses(400, 422, 503),
  },
});

const todayKillerRoute = createRoute({
  method: "get",
  path: "/api/daily/killer",
  summary: "Today's killer sudoku",
  request: { query: NoQuery },
  description: "The killer of the current UTC day, as /api/daily/{date}/killer answers it for that date; cached for minutes, since the day turns.",
  responses: {
    200: { description: "Today's killer.", content: { "application/json": { schema: DailyKillerSchema } } },
    304: { description: "Not modified (If-None-Match)." },
    ...problemResponses(400, 503),
  },
});

/** The day's killer through its archive; a past day's answer never changes, so it is cached for good. */
async function serveKiller(c: AppContext, date: string, today: string): Promise<Response> {
  const read = await createDailyKillerArchive(c.env.KV, deferredWrites(c)).read(date);
  if (!read.ok) return unavailable(c, read.error);
  const { daily, source } = read.value;
  const body: DailyKillerResponse = { ...daily, load: compressFpuzzles(daily.fpuzzles), source };
  return cached(c, `${date}:killer:${body.load}`, date < today, () => c.json(body, 200));
}

// The dateless route comes first: "/api/daily/killer" must not be read as a day called "killer".
export const dailyKillerRoutes = new OpenAPIHono<{ Bindings: Env }>()
  .openapi(todayKillerRoute, (c) => serveDay(c, undefined, (date, today) => serveKiller(c, date, today)))
  .openapi(killerRoute, (c) => serveDay(c, c.req.valid("param").date, (date, today) => serveKiller(c, date, today)));
