/**
 * Which methods a path answers, from the app's own route table, so a request with the wrong method gets a 405 with
 * an Allow header rather than a 404 that suggests the path does not exist.
 */

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
