/** GET /api/health — liveness check for monitors and load balancers. */
import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";

const route = createRoute({
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

export const healthRoutes = new OpenAPIHono<{ Bindings: Env }>().openapi(route, (c) => c.json({ ok: true as const, service: "sat-sudoku" }, 200));
