/**
 * GET /api/daily, /api/daily/:date and /api/daily?from=&to= — read through the daily archive, which serves a stored
 * day as stored and remakes a missing one only by its date's recipe (store/daily-archive.ts). A day the archive
 * cannot give without risking a different puzzle is a 503, never a new puzzle. Past days never change, so they are
 * cached as immutable.
 */
import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { DailyResponse, Difficulty } from "../core/api";
import { addDays, daysBetween, utcDay } from "../core/calendar";
import { problem } from "../http/problem";
import {
  DailyArchiveResponse, DailyDayQuery, DailyParams, DailyQuery, DailyResponse as DailyResponseSchema, MAX_ARCHIVE_DAYS,
  problemResponses,
} from "../http/schemas";
import { createDailyArchive, type ArchiveError } from "../store/daily-archive";
import { cached, checkDay, deferredWrites, serveDay, unavailable, type AppContext } from "./day-serving";

function archiveOf(c: AppContext) {
  return createDailyArchive(c.env.KV, deferredWrites(c));
}

async function readDays(c: AppContext, dates: string[], difficulty: Difficulty): Promise<DailyResponse[] | ArchiveError> {
  const archive = archiveOf(c);
  const days: DailyResponse[] = [];
  for (const date of dates) {
    const read = await archive.read(date, difficulty);
    if (!read.ok) return read.error;
    days.push({ ...read.value.daily, source: read.value.source });
  }
  return days;
}

const problems = problemResponses(400, 422, 503);

const todayRoute = createRoute({
  method: "get",
  path: "/api/daily",
  summary: "Today's puzzle, or an archive range",
  description: "Without from/to: today's (UTC) puzzle. With from (and optionally to, default today): the archive, at most 7 days.",
  request: { query: DailyQuery },
  responses: {
    200: {
      description: "The puzzle (or the archive when from/to are given).",
      content: { "application/json": { schema: DailyResponseSchema.or(DailyArchiveResponse) } },
    },
    304: { description: "Not modified (If-None-Match)." },
    ...problems,
  },
});

const dayRoute = createRoute({
  method: "get",
  path: "/api/daily/{date}",
  summary: "The puzzle of one day",
  request: { params: DailyParams, query: DailyDayQuery },
  responses: {
    200: { description: "The day's puzzle.", content: { "application/json": { schema: DailyResponseSchema } } },
    304: { description: "Not modified (If-None-Match)." },
    ...problems,
  },
});

export const dailyRoutes = new OpenAPIHono<{ Bindings: Env }>()
  .openapi(todayRoute, async (c) => {
    const { difficulty, from, to } = c.req.valid("query");
    const today = utcDay(Date.now());
    if (from === undefined && to === undefined) {
      const read = await readDays(c, [today], difficulty);
      if (!Array.isArray(read)) return unavailable(c, read);
      const [daily] = read;
      return cached(c, `${today}:${difficulty}:${daily.puzzle}`, false, () => c.json(daily, 200));
    }
    if (from === undefined) return problem(c, { kind: "invalid-request", message: "An archive range needs from=YYYY-MM-DD.", field: "query.from" });
    const end = to ?? today;
    const bad = checkDay(from, "query.from", today) ?? checkDay(end, "query.to", today);
    if (bad) return problem(c, bad);
    const length = daysBetween(from, end) + 1;
    if (length < 1) return problem(c, { kind: "date-out-of-range", message: `from (${from}) is after to (${end}).`, field: "query.from" });
    if (length > MAX_ARCHIVE_DAYS) {
      return problem(c, { kind: "range-too-long", message: `Ask for at most ${MAX_ARCHIVE_DAYS} days at a time (asked for ${length}).`, limit: MAX_ARCHIVE_DAYS, unit: "days", field: "query.from" });
    }
    const days = await readDays(c, Array.from({ length }, (_, i) => addDays(from, i)), difficulty);
    if (!Array.isArray(days)) return unavailable(c, days);
    const archive = { from, to: end, difficulty, days };
    return cached(c, `${from}..${end}:${difficulty}:${days.map((d) => d.puzzle).join()}`, end < today, () => c.json(archive, 200));
  })
  .openapi(dayRoute, async (c) => {
    const { difficulty } = c.req.valid("query");
    return serveDay(c, c.req.valid("param").date, async (date, today) => {
      const read = await readDays(c, [date], difficulty);
      if (!Array.isArray(read)) return unavailable(c, read);
      const [daily] = read;
      return cached(c, `${date}:${difficulty}:${daily.puzzle}`, date < today, () => c.json(daily, 200));
    });
  });
