import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { errorFromHttpStatus, invalidRequest, problem } from "./http/problem";
import { MAX_CNF_BYTES, MAX_JSON_BYTES } from "./http/schemas";
import { apiRoutes } from "./routes";
import { embedRoutes } from "./routes/embed";
import { serveSite } from "./routes/site";
import { securityHeaders } from "./http/security-headers";

export type AppEnv = { Bindings: Env };

/** bodyLimit with the limit named in a problem+json 413, so a client knows what to shrink to. */
function limitBody(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      problem(c, {
        kind: "too-large",
        message: `The request body is larger than the limit of ${maxSize} bytes (${Math.round(maxSize / 1024)} KiB).`,
        limit: maxSize,
        unit: "bytes",
        field: "body",
      }),
  });
}

const health = createRoute({
  method: "get",
  path: "/api/health",
  summary: "Liveness check",
  responses: {
    200: {
      description: "The service is up.",
      content: { "application/json": { schema: z.object({ ok: z.literal(true), service: z.string() }) } },
    },
  },
});

/** Builds the Hono app: middleware first, then one sub-app per route file, then the OpenAPI document. */
export function createApp(): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({
    // Every schema failure anywhere becomes one problem+json naming the fields (sub-apps inherit this hook).
    defaultHook: (result, c) => {
      if (!result.success) return problem(c, invalidRequest(result.error.issues, result.target));
    },
  });

  app.use("*", securityHeaders());
  app.use("/api/*", secureHeaders({ crossOriginResourcePolicy: "cross-origin" }));
  // The widget and other sites call the puzzle, solve and SAT routes from their own origins; nothing here uses
  // cookies or credentials, so an open origin is safe.
  app.use("/api/*", cors({ origin: "*", allowMethods: ["GET", "POST", "OPTIONS"], allowHeaders: ["Content-Type", "Accept", "If-None-Match"], exposeHeaders: ["ETag"], maxAge: 86400 }));
  app.use("/api/sat", limitBody(MAX_CNF_BYTES));
  app.use("/api/verify", limitBody(MAX_CNF_BYTES + MAX_JSON_BYTES));
  app.use("/api/solve", limitBody(MAX_JSON_BYTES));
  app.use("/api/hint", limitBody(MAX_JSON_BYTES));

  app.openapi(health, (c) => c.json({ ok: true as const, service: "sat-sudoku" }, 200));
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
        "problem details (application/problem+json).",
    },
    // From configuration, never from the request: a Host header is whatever the client chose to send.
    servers: [{ url: c.env.PUBLIC_ORIGIN || "/" }],
  }));

  // Paths no route took: a problem+json 404 under /api, the site's files and pages elsewhere.
  app.notFound((c: Context<AppEnv>) => serveSite(c));

  app.onError((error, c) => {
    // Hono's own expected failures (malformed JSON from the validator, 415 from the media-type gate) are inputs,
    // not bugs: they go through the same problem map as everything else.
    if (error instanceof HTTPException) return problem(c, errorFromHttpStatus(error.status, error.message));
    console.error(`Unhandled error on ${c.req.method} ${new URL(c.req.url).pathname}:`, error);
    return problem(c, { kind: "internal", message: "Something went wrong on our side. The error has been logged." });
  });

  return app;
}
