/**
 * GET /api/problems and /api/problems/{kind} — the documentation behind every problem's `type` URI: its status,
 * title and what to do about it, so following the link in an error answer leads somewhere.
 */
import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { PROBLEM_KINDS, isErrorKind, problemType } from "../http/problem-catalog";
import { problem } from "../http/problem";
import { problemResponses } from "../http/schemas";

const ProblemTypeSchema = z
  .object({ type: z.string(), kind: z.string(), status: z.number().int(), title: z.string(), about: z.string() })
  .openapi("ProblemType");

const listRoute = createRoute({
  method: "get",
  path: "/api/problems",
  summary: "Every problem type the API answers with",
  responses: {
    200: { description: "The problem types.", content: { "application/json": { schema: z.object({ problems: z.array(ProblemTypeSchema) }) } } },
  },
});

const oneRoute = createRoute({
  method: "get",
  path: "/api/problems/{kind}",
  summary: "One problem type: what it means and what to do",
  request: { params: z.object({ kind: z.string().openapi({ param: { name: "kind", in: "path" }, example: "bad-grid" }) }) },
  responses: {
    200: { description: "The problem type.", content: { "application/json": { schema: ProblemTypeSchema } } },
    ...problemResponses(404),
  },
});

// The catalogue changes only with a deploy, so clients may keep it for a day.
const CACHE = "public, max-age=86400";

export const problemRoutes = new OpenAPIHono<{ Bindings: Env }>()
  .openapi(listRoute, (c) => {
    c.header("cache-control", CACHE);
    return c.json({ problems: PROBLEM_KINDS.map(problemType) }, 200);
  })
  .openapi(oneRoute, (c) => {
    const { kind } = c.req.valid("param");
    if (!isErrorKind(kind)) return problem(c, { kind: "not-found", message: `There is no problem type "${kind}"; GET /api/problems lists them.`, field: "path.kind" });
    c.header("cache-control", CACHE);
    return c.json(problemType(kind), 200);
  });
