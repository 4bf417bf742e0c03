/**
 * What every daily route shares when it serves a day from its write-once archive: which dates exist, writes deferred
 * past the answer, a 503 that says when to ask again, conditional GET and caching, and the "today, or the day asked
 * for" split of a route pair.
 */
import type { Context } from "hono";
import { addDays, isCalendarDay, utcDay } from "../core/calendar";
import { seedFromString } from "../core/rng";
import { FIRST_DAY } from "../core/sudoku/daily-recipe";
import { problem, type ErrorValue } from "../http/problem";
import type { ArchiveError } from "../store/daily-archive";

export type AppContext = Context<{ Bindings: Env }>;

/** Players east of UTC reach "tomorrow" first, so one day past UTC today is published. */
const PUBLISHED_AHEAD = 1;
/** Seconds a client should wait after a 503 before asking again (a KV hiccup, usually). */
const RETRY_AFTER_S = 30;

/** Writes run after the answer (waitUntil); without an ExecutionContext (app.request in a unit test) they are awaited. */
export function deferredWrites(c: AppContext): { defer?: (write: Promise<unknown>) => void } {
  let ctx: AppContext["executionCtx"] | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    ctx = undefined;
  }
  return ctx ? { defer: (write) => ctx.waitUntil(write) } : {};
}

export function unavailable(c: AppContext, error: ArchiveError): Response {
  c.header("retry-after", String(RETRY_AFTER_S));
  return problem(c, error);
}

export function checkDay(date: string, field: string, today: string): ErrorValue | null {
  if (!isCalendarDay(date)) return { kind: "invalid-request", message: `${date} is not a calendar day (YYYY-MM-DD).`, field };
  const last = addDays(today, PUBLISHED_AHEAD);
  if (date < FIRST_DAY || date > last) {
    return { kind: "date-out-of-range", message: `Daily puzzles exist from ${FIRST_DAY} to ${last}; ${date} is outside.`, field };
  }
  return null;
}

/**
 * Conditional GET and caching. The ETag names the puzzle itself (not the response bytes, which say whether KV or
 * the generator answered), so a client's copy stays valid whichever path served it.
 */
export function cached(c: AppContext, key: string, immutable: boolean, send: () => Response): Response {
  const tag = `"${seedFromString(key).toString(36)}-${key.length.toString(36)}"`;
  c.header("etag", tag);
  c.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=300");
  const match = c.req.header("if-none-match");
  if (match && match.split(",").some((t) => t.trim() === tag || t.trim() === `W/${tag}`)) return c.body(null, 304);
  return send();
}

/**
 * One route pair's day: today (UTC) when `date` is undefined (the dateless route), else the path's date once it is
 * a published day (a problem answer otherwise). `serve` gets the day and today, which decides whether it is past.
 */
export async function serveDay(c: AppContext, date: string | undefined, serve: (date: string, today: string) => Promise<Response>): Promise<Response> {
  const today = utcDay(Date.now());
  if (date === undefined) return serve(today, today);
  const bad = checkDay(date, "path.date", today);
  if (bad) return problem(c, bad);
  return serve(date, today);
}
