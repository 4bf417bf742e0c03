/**
 * Everything that is not the API: the Worker runs first for all paths except the hashed /assets/ files
 * (wrangler.toml), so every page carries the security headers and a path no page answers gets a real 404.
 *
 *   a page of the site (/, /sat, /p/…)     → the app shell, 200
 *   another name for a page (/daily)       → 301 to the page, query kept
 *   a built file (/sw.js, /icon.svg…)      → that file
 *   anything else                          → the app shell with status 404; the app shows its "not found" page
 */
import type { Context } from "hono";
import { matchPage, redirectOf } from "../core/site-routes";
import { problem } from "../http/problem";

type AppContext = Context<{ Bindings: Env }>;

/** The shell, fetched without the client's conditional headers when its status will be changed. */
async function shell(c: AppContext, status: 200 | 404): Promise<Response> {
  const url = new URL("/", c.req.url);
  const headers = status === 200 ? c.req.raw.headers : undefined;
  const found = await c.env.ASSETS.fetch(new Request(url, { headers }));
  if (status === 200 || !found.ok) return found;
  const response = new Response(found.body, { status: 404, headers: found.headers });
  response.headers.set("Cache-Control", "no-store");
  response.headers.delete("ETag");
  return response;
}

/** The answer for a request no API route took (Hono's notFound). */
export async function serveSite(c: AppContext): Promise<Response> {
  const { pathname } = new URL(c.req.url);
  const method = c.req.method;
  if (pathname.startsWith("/api/") || (method !== "GET" && method !== "HEAD")) {
    return problem(c, { kind: "not-found", message: `No route for ${method} ${pathname}. See /api/openapi.json for the routes.` });
  }
  const target = redirectOf(pathname);
  if (target !== null) return c.redirect(target + new URL(c.req.url).search, 301);
  // A page's path is never a built file (the shell is "/" itself), so a page skips the asset lookup it would miss.
  if (matchPage(pathname)) return shell(c, 200);
  const file = await c.env.ASSETS.fetch(c.req.raw);
  if (file.status !== 404) return file;
  return shell(c, 404);
}
