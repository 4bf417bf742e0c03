/** GET /api/encode — a puzzle's CNF as a .cnf download, ready for `POST /api/sat` or any DIMACS solver. */
import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { onlyPuzzle } from "../core/sudoku/puzzle-collection";
import { encodingStream } from "../http/dimacs-stream";
import { problem } from "../http/problem";
import { EncodeQuery, problemResponses } from "../http/schemas";
import { gridProblem } from "./sudoku-shared";

const route = createRoute({
  method: "get",
  path: "/api/encode",
  summary: "Encode a Sudoku puzzle as DIMACS CNF",
  description:
    "Variable ((r-1)·N + (c-1))·N + v means \"row r, column c holds v\". The extended encoding (default) adds the " +
    "redundant at-most-one-per-cell and at-least-once-per-house clauses; minimal is Lynce & Ouaknine's.",
  request: { query: EncodeQuery },
  responses: {
    200: {
      description: "The CNF, as an attachment named sudoku-NxN.cnf.",
      content: { "text/plain": { schema: z.string().openapi({ example: "c Sudoku 9x9 ...\np cnf 729 11988\n..." }) } },
    },
    ...problemResponses(400, 422),
  },
});

export const encodeRoutes = new OpenAPIHono<{ Bindings: Env }>().openapi(route, (c) => {
  const { puzzle, encoding } = c.req.valid("query");
  const grid = onlyPuzzle(puzzle);
  if (!grid.ok) return problem(c, gridProblem(grid.error, "query.puzzle"));
  const size = grid.value.shape.size;
  c.header("content-disposition", `attachment; filename="sudoku-${size}x${size}.cnf"`);
  // The encoding of a puzzle never changes, so the answer can be cached as long as anyone likes.
  c.header("cache-control", "public, max-age=86400");
  // Streamed as the client reads: a 25×25 encoding is 11 MB of text that never sits in memory at once.
  c.header("content-type", "text/plain; charset=utf-8");
  return c.body(encodingStream(grid.value, encoding), 200);
});
