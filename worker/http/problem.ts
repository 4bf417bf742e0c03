/**
 * The one place that turns error values into HTTP (ARCHITECTURE.md, convention 9): each error `kind` maps to a
 * status, and every error body is RFC 9457 problem details (application/problem+json) that says what is wrong and
 * where (line/column for DIMACS, cell for grids, field for request parameters).
 *
 * 400: the input is malformed (bad JSON, bad DIMACS, bad grid text, a parameter of the wrong shape).
 * 413: the input is too large (body bytes, CNF variables/clauses, grid size).
 * 422: well-formed, but it cannot be processed as asked (a model for another formula, a date out of range).
 */
import type { Context, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Problem, ProblemLocation } from "../core/api";

/** Anything the core or the routes report: a discriminated error with a kind and a message. */
export interface ErrorValue extends ProblemLocation {
  kind: string;
  message: string;
  limit?: number;
  unit?: string;
  errors?: { field: string; message: string }[];
}

const STATUS_BY_KIND: Record<string, { status: number; title: string }> = {
  "malformed-json": { status: 400, title: "Malformed JSON" },
  "invalid-request": { status: 400, title: "Invalid request" },
  "dimacs-syntax": { status: 400, title: "DIMACS syntax error" },
  "bad-grid": { status: 400, title: "Invalid grid" },
  "grid-syntax": { status: 400, title: "Invalid grid" },
  "bad-model": { status: 400, title: "Invalid model" },
  "bad-notes": { status: 400, title: "Invalid pencil marks" },
  "bad-fpuzzles": { status: 400, title: "Invalid f-puzzles puzzle" },
  "empty-body": { status: 400, title: "Empty request body" },
  "too-large": { status: 413, title: "Request too large" },
  "dimacs-too-large": { status: 413, title: "Formula too large" },
  "grid-too-large": { status: 413, title: "Grid too large" },
  "unsupported-media-type": { status: 415, title: "Unsupported media type" },
  "givens-conflict": { status: 422, title: "Givens break the rules" },
  "model-mismatch": { status: 422, title: "Model does not fit the formula" },
  "grid-mismatch": { status: 422, title: "Grids do not match" },
  "unsupported-size": { status: 422, title: "Unsupported grid size" },
  "unsupported-constraint": { status: 422, title: "Unsupported constraint type" },
  "date-out-of-range": { status: 422, title: "Date out of range" },
  "range-too-long": { status: 422, title: "Date range too long" },
  "no-proof": { status: 422, title: "No proof to give" },
  "not-found": { status: 404, title: "Not found" },
  "daily-unavailable": { status: 503, title: "Daily puzzle unavailable" },
  "internal": { status: 500, title: "Internal error" },
};

/** Status for an error kind; unknown kinds from the core are well-formed input the core refused (422). */
export function statusOf(kind: string): number {
  return STATUS_BY_KIND[kind]?.status ?? 422;
}

export function toProblem(error: ErrorValue): Problem {
  const known = STATUS_BY_KIND[error.kind];
  const problem: Problem = {
    type: `/api/problems/${error.kind}`,
    title: known?.title ?? "Unprocessable input",
    status: known?.status ?? 422,
    detail: error.message,
    kind: error.kind,
  };
  if (error.line !== undefined) problem.line = error.line;
  if (error.column !== undefined) problem.column = error.column;
  if (error.cell !== undefined) problem.cell = error.cell;
  if (error.field !== undefined) problem.field = error.field;
  if (error.limit !== undefined) problem.limit = error.limit;
  if (error.unit !== undefined) problem.unit = error.unit;
  if (error.errors !== undefined) problem.errors = error.errors;
  return problem;
}

/** A Response carrying the problem, for middleware that must return a plain Response. */
export function problemResponse(error: ErrorValue, headers?: Record<string, string>): Response {
  const problem = toProblem(error);
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: { "content-type": "application/problem+json; charset=utf-8", ...headers },
  });
}

/**
 * The problem as a response built through Hono's context, so middleware-set headers (CORS, secure headers) are
 * kept. Status, body and format types are left open (`any`) on purpose: the status is only known at run time, and a typed
 * @hono/zod-openapi handler must be able to return it whatever its success shape; the OpenAPI entry of each route
 * documents the problem responses (problemResponses in schemas.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function problem(c: Context, error: ErrorValue): Response & TypedResponse<any, any, any> {
  const body = toProblem(error);
  return c.json(body, body.status as ContentfulStatusCode, { "content-type": "application/problem+json; charset=utf-8" });
}

/** Maps Hono's own HTTP errors (malformed JSON from the validator, 415 from the media-type gate) to kinds. */
export function errorFromHttpStatus(status: number, message: string): ErrorValue {
  if (status === 400 && /json/i.test(message)) {
    return { kind: "malformed-json", message: `The request body is not valid JSON (${message}).`, field: "body" };
  }
  if (status === 415) return { kind: "unsupported-media-type", message: `${message}: send application/json.` };
  if (status === 413) return { kind: "too-large", message };
  if (status === 404) return { kind: "not-found", message };
  return { kind: status >= 500 ? "internal" : "invalid-request", message };
}

/** Zod-style issues → one problem naming every failing field. */
export function invalidRequest(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  where: string,
): ErrorValue {
  // Name places as a client sees them: the JSON body is "body", path parameters are "path".
  const place = where === "json" || where === "form" ? "body" : where === "param" ? "path" : where;
  const errors = issues.map((issue) => ({
    field: [place, ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
  const first = errors[0];
  return {
    kind: "invalid-request",
    message: errors.map((e) => `${e.field}: ${e.message}`).join("; ") || `Invalid ${where}.`,
    field: first?.field,
    errors,
  };
}
