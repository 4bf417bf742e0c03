/**
 * Security headers for every response the Worker sends: pages, the service worker, the API, /embed, /widget.js.
 * Hashed files under /assets/ never reach the Worker (wrangler.toml); web/public/_headers gives them nosniff and
 * their year-long cache.
 *
 * Framing is refused everywhere (frame-ancestors 'none' and X-Frame-Options) except /embed, which exists to be framed
 * by any site, and /widget.js, a script that other pages load (frame options mean nothing on a script).
 */
import type { MiddlewareHandler } from "hono";

/**
 * What the site's pages and its service worker may load: only the site's own files and API. No inline script or
 * style is needed: Vite emits files, Preact sets styles through the CSSOM, and the widget adopts a constructed sheet.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

/** For answers that are not documents or scripts (JSON, SVG, the manifest): nothing may run or load. */
export const DATA_CSP = "default-src 'none'";

/** Paths other sites may put in a frame or load as a script. */
const EMBEDDABLE = new Set(["/embed", "/widget.js"]);

/** The policy for one answer, by path and content type. A script's policy matters for the service worker only. */
export function policyFor(pathname: string, contentType: string): string {
  const document = contentType.startsWith("text/html") || /javascript/.test(contentType);
  const base = document ? PAGE_CSP : DATA_CSP;
  if (pathname === "/embed") return `${base}; frame-ancestors *`;
  if (pathname === "/widget.js") return base;
  return `${base}; frame-ancestors 'none'`;
}

export function securityHeaders(): MiddlewareHandler {
  return async function securityHeaders(c, next) {
    await next();
    const pathname = new URL(c.req.url).pathname;
    // Answers straight from ASSETS.fetch carry immutable headers; a copy can be changed.
    const response = new Response(c.res.body, c.res);
    const headers = response.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Content-Security-Policy", policyFor(pathname, headers.get("content-type") ?? ""));
    if (EMBEDDABLE.has(pathname)) headers.delete("X-Frame-Options");
    else headers.set("X-Frame-Options", "DENY");
    c.res = undefined;
    c.res = response;
  };
}
