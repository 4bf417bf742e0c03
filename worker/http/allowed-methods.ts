/**
 * Which methods a path answers, from the app's own route table, so a request with the wrong method gets a 405 with
 * an Allow header rather than a 404 that suggests the path does not exist.
 */
import type { ErrorValue } from "./problem";

const ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** A route as Hono lists it in `app.routes`. */
interface RouteEntry {
  method: string;
  path: string;
}

/** The methods each registered path answers (middleware and wildcard paths left out), matched by path pattern. */
export function methodTable(routes: readonly RouteEntry[]): (pathname: string) => string[] {
  const byPattern = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const { method, path } of routes) {
    if (method === "ALL" || path.includes("*")) continue;
    const entry = byPattern.get(path) ?? { pattern: new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[^/]+/g, "[^/]+")}$`), methods: new Set<string>() };
    entry.methods.add(method);
    byPattern.set(path, entry);
  }
  return (pathname) => {
    const methods = new Set<string>();
    for (const { pattern, methods: answered } of byPattern.values()) if (pattern.test(pathname)) for (const m of answered) methods.add(m);
    // A GET route answers HEAD too, and CORS answers OPTIONS on every API path.
    if (methods.has("GET")) methods.add("HEAD");
    if (methods.size > 0) methods.add("OPTIONS");
    return ORDER.filter((m) => methods.has(m)).concat([...methods].filter((m) => !ORDER.includes(m)));
  };
}

/**
 * An API request no route took that nearly fits one: a path asked with a method it does not answer (405, with the
 * Allow header's value), or a route's path with a trailing slash (404 naming the path without it). Undefined for
 * anything else, which the site's own 404 handles.
 */
export function apiNearMiss(method: string, pathname: string, allowedOn: (pathname: string) => string[]): { error: ErrorValue; allow?: string } | undefined {
  if (!pathname.startsWith("/api/")) return undefined;
  const allow = allowedOn(pathname);
  if (allow.length > 0) {
    return { allow: allow.join(", "), error: { kind: "method-not-allowed", message: `${pathname} does not answer ${method}; it answers ${allow.join(", ")}.` } };
  }
  const trimmed = pathname.replace(/\/+$/, "");
  if (trimmed !== pathname && allowedOn(trimmed).length > 0) {
    return { error: { kind: "not-found", message: `No route for ${method} ${pathname}; did you mean ${trimmed} (no trailing slash)?` } };
  }
  return undefined;
}
