import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { errorFromHttpStatus, invalidRequest, problem } from "./http/problem";
import { apiRoutes } from "./routes";
import { fieldsByRoute, type RouteFields } from "./http/route-fields";
import { embedRoutes } from "./routes/embed";
import { serveSite } from "./routes/site";
import { securityHeaders } from "./http/security-headers";
import { apiNearMiss, methodTable } from "./http/allowed-methods";
import { apiIndex, asksForHtml, type ApiIndex } from "./http/api-index";

export type AppEnv = { Bindings: Env };

/** Builds the Hono app: middleware first, then one sub-app per route file, then the OpenAPI document. */
export function createApp(): OpenAPIHono<AppEnv> {
  // The fields each route reads, for naming the one a misspelt field meant; read on first use, once every route
  // is registered.
  let routeFields: Map<string, RouteFields> | undefined;
  const app = new OpenAPIHono<AppEnv>({
    // Every schema failure anywhere becomes one problem+json naming the fields (sub-apps inherit this hook). The
    // validator also hands the hook the input it checked (`data`, absent from its type), so a message can quote it.
    defaultHook: (result, c) => {
      if (result.success) return;
      routeFields ??= fieldsByRoute(app.openAPIRegistry.definitions);
      const fields = routeFields.get(`${c.req.method === "HEAD" ? "GET" : c.req.method} ${c.req.routePath}`);
      return problem(c, invalidRequest(result.error.issues, result.target, (result as { data?: unknown }).data, fields));
    },
  });

  app.use("*", securityHeaders());
  app.use("/api/*", secureHeaders({ crossOriginResourcePolicy: "cross-origin" }));
  // The widget and other sites call the puzzle, solve and SAT routes from their own origins; nothing here uses
  // cookies or credentials, so an open origin is safe. The headers the API sets beyond the CORS-safelisted ones are
  // exposed, so a page on another origin can read them too.
  app.use("/api/*", cors({
    origin: "*",
    allowMethods: ["GET", "POST", "OPTIONS"],
    // Content-Encoding: a page may send /api/sat a gzipped formula, as the API documents.
    allowHeaders: ["Content-Type", "Accept", "If-None-Match", "Content-Encoding"],
    exposeHeaders: ["ETag", "Retry-After", "Allow", "X-Sat-Status", "X-Proof-Check"],
    maxAge: 86400,
  }));
  // Each route file mounts its own body limit and guarded read (http/body.ts).
  for (const routes of apiRoutes) app.route("/", routes);
  app.route("/", embedRoutes);

  app.doc31("/api/openapi.json", (c) => ({
    openapi: "3.1.0",
    info: {
      title: "SAT Sudoku API",
      version: "1.0.0",
      description:
        "Solve, generate, verify and explain Sudoku puzzles (4×4 to 25×25) and solve DIMACS CNF formulas. Every " +
        "search runs under a work budget (budget_ms); an exhausted budget is an honest UNKNOWN. Errors are RFC 9457 " +
        "problem details (application/problem+json) naming the field, the line and column, or the cell at fault; a " +
        "parameter a route does not read is refused with the one it most likely meant, a wrong method is a 405 with " +
        "Allow, and each problem's type, /api/problems/{kind}, says what it means and what to do.",
    },
    // From configuration, never from the request: a Host header is whatever the client chose to send.
    servers: [{ url: c.env.PUBLIC_ORIGIN || "/" }],
  }));

  // /api is the docs page for a browser and a JSON list of the routes for curl or a program; the answer depends on
  // Accept, and both say so, so a cache keeps them apart. The list is made on first use, once every route is in.
  let index: ApiIndex | undefined;
  app.get("/api", async (c) => {
    if (asksForHtml(c.req.header("accept"))) {
      const page = await serveSite(c);
      const varied = new Response(page.body, page);
      varied.headers.append("Vary", "Accept");
      return varied;
    }
    index ??= apiIndex(app.openAPIRegistry.definitions);
    return c.body(`${JSON.stringify(index, null, 2)}\n`, 200, { "Content-Type": "application/json; charset=utf-8", Vary: "Accept" });
  });

  // Paths no route took: a 405 naming the methods an API path does answer, a problem+json 404 for any other path
  // under /api, the site's files and pages elsewhere. A body nobody will read is cancelled, so the client is not
  // left sending it. The method table is read on first use, once every route (the document's too) is registered.
  let allowedOn: ((pathname: string) => string[]) | undefined;
  app.notFound((c: Context<AppEnv>) => {
    void c.req.raw.body?.cancel().catch(() => undefined);
    allowedOn ??= methodTable(app.routes);
    const miss = apiNearMiss(c.req.method, new URL(c.req.url).pathname, allowedOn);
    if (!miss) return serveSite(c);
    if (miss.allow) c.header("allow", miss.allow);
    return problem(c, miss.error);
  });

  app.onError(async (error, c) => {
    // Hono's own expected failures (malformed JSON from the validator, 415 from the media-type gate) are inputs,
    // not bugs: they go through the same problem map as everything else. The body was read once into the
    // request's cache (http/body.ts), so reading its text again here costs no stream.
    if (error instanceof HTTPException) {
      const body = error.status === 400 ? await c.req.text().catch(() => undefined) : undefined;
      return problem(c, errorFromHttpStatus(error.status, error.message, { contentType: c.req.header("content-type"), body }));
    }
    console.error(`Unhandled error on ${c.req.method} ${new URL(c.req.url).pathname}:`, error);
    return problem(c, { kind: "internal", message: "Something went wrong on our side. The error has been logged." });
  });

  return app;
}
