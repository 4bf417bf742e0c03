/**
 * `GET /api` for a program rather than a browser: the routes in a few lines of JSON (method, path, summary), from
 * the same route definitions that make the OpenAPI document, so `curl $HOST/api` answers with something to read
 * instead of the docs page's HTML. A browser, which asks for text/html, still gets the page.
 */
import type { RouteDefinition } from "./route-fields";

export interface ApiIndex {
  title: string;
  docs: string;
  openapi: string;
  routes: { method: string; path: string; summary: string }[];
}

/** The index of `definitions` (the OpenAPI registry's), in the order the routes were registered. */
export function apiIndex(definitions: readonly unknown[]): ApiIndex {
  const routes = (definitions as readonly RouteDefinition[])
    .flatMap(({ type, route }) => (type === "route" && route ? [{ method: route.method.toUpperCase(), path: route.path, summary: route.summary ?? "" }] : []));
  return { title: "SAT Sudoku API", docs: "/api", openapi: "/api/openapi.json", routes };
}

/**
 * Whether the client asked for HTML: a browser's navigation names text/html, curl sends `*\/*` and fetch() too
 * unless told otherwise. A text/html given q=0 is a refusal, not a request.
 */
export function asksForHtml(accept: string | undefined): boolean {
  return (accept ?? "").split(",").some((part) => {
    const [type, ...params] = part.trim().toLowerCase().split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    return (type === "text/html" || type === "application/xhtml+xml") && !(q && Number(q.slice(2)) === 0);
  });
}
