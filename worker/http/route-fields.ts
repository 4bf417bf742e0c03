/**
 * The query parameters and JSON fields each route reads, taken from the route definitions that also generate the
 * OpenAPI document, so a misspelt parameter is matched only against the ones its own route takes.
 */

/** What a route definition holds of its request and summary, as the OpenAPI registry keeps it. */
export interface RouteDefinition {
  type: string;
  route?: {
    method: string;
    path: string;
    summary?: string;
    request?: { query?: unknown; body?: { content?: Record<string, { schema?: unknown }> } };
  };
}

/** The keys of an object schema, or of every alternative of a union of them (behind a preprocess step too). */
function keysOf(schema: unknown): string[] {
  const s = schema as { shape?: Record<string, unknown>; options?: readonly unknown[]; out?: unknown } | undefined;
  if (s?.shape) return Object.keys(s.shape);
  if (s?.options) return [...new Set(s.options.flatMap(keysOf))];
  if (s?.out) return keysOf(s.out);
  return [];
}

export interface RouteFields {
  query: string[];
  json: string[];
  /** On a GET route, the JSON fields of the POST route at the same path, if there is one. */
  postJson?: string[];
}

/** "GET /api/daily/:date" (Hono's route path) → the fields of that route. */
export function fieldsByRoute(definitions: readonly unknown[]): Map<string, RouteFields> {
  const out = new Map<string, RouteFields>();
  for (const { type, route } of definitions as readonly RouteDefinition[]) {
    if (type !== "route" || !route) continue;
    const path = route.path.replace(/\{([^}]+)\}/g, ":$1");
    out.set(`${route.method.toUpperCase()} ${path}`, {
      query: keysOf(route.request?.query),
      json: keysOf(route.request?.body?.content?.["application/json"]?.schema),
    });
  }
  for (const [key, fields] of out) {
    if (key.startsWith("GET ")) fields.postJson = out.get(`POST ${key.slice(4)}`)?.json;
  }
  return out;
}
