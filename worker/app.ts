import { Hono } from "hono";

/** Builds the Hono app: middleware first, then one sub-app per route file. */
export function createApp(): Hono<{ Bindings: Env }> {
  const app = new Hono<{ Bindings: Env }>();
  app.get("/api/health", (c) => c.json({ ok: true, service: "sat-sudoku" }));
  app.notFound((c) =>
    c.json({ type: "about:blank", title: "Not Found", status: 404, detail: `No route for ${c.req.method} ${new URL(c.req.url).pathname}` }, 404),
  );
  return app;
}
