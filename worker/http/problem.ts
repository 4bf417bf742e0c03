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
import { describeIssues, type SchemaIssue } from "./issue-text";
import { jsonSyntaxError } from "./json-syntax";
import type { RouteFields } from "./route-fields";

/** Every kind of error the API reports: a closed set, each mapped to one status and title below. */
export type ErrorKind =
  | "malformed-json"
  | "malformed-body"
  | "invalid-request"
  | "dimacs-syntax"
  | "bad-grid"
  | "bad-cell"
  | "no-entry"
  | "grid-syntax"
  | "bad-model"
  | "bad-notes"
  | "bad-fpuzzles"
  | "empty-body"
  | "too-large"
  | "dimacs-too-large"
  | "grid-too-large"
  | "response-too-large"
  | "unsupported-media-type"
  | "givens-conflict"
  | "model-mismatch"
  | "grid-mismatch"
  | "unsupported-size"
  | "unsupported-constraint"
  | "budget-too-small"
  | "date-out-of-range"
  | "range-too-long"
  | "no-proof"
  | "not-found"
  | "method-not-allowed"
  | "daily-unavailable"
  | "internal";

/** Anything the core or the routes report: a discriminated error with a kind and a message. */
export interface ErrorValue extends ProblemLocation {
  kind: ErrorKind;
  message: string;
  limit?: number;
  unit?: string;
  errors?: { field: string; message: string }[];
}

/** Status and title of each kind; the switch has no default, so a new kind does not compile until it is mapped. */
export function kindInfo(kind: ErrorKind): { status: number; title: string } {
  switch (kind) {
    case "malformed-json": return { status: 400, title: "Malformed JSON" };
    case "malformed-body": return { status: 400, title: "Malformed request body" };
    case "invalid-request": return { status: 400, title: "Invalid request" };
    case "dimacs-syntax": return { status: 400, title: "DIMACS syntax error" };
    case "bad-grid": return { status: 400, title: "Invalid grid" };
    case "grid-syntax": return { status: 400, title: "Invalid grid" };
    case "bad-cell": return { status: 422, title: "No such cell" };
    case "no-entry": return { status: 422, title: "No entry in that cell" };
    case "bad-model": return { status: 400, title: "Invalid model" };
    case "bad-notes": return { status: 400, title: "Invalid pencil marks" };
    case "bad-fpuzzles": return { status: 400, title: "Invalid f-puzzles puzzle" };
    case "empty-body": return { status: 400, title: "Empty request body" };
    case "not-found": return { status: 404, title: "Not found" };
    case "method-not-allowed": return { status: 405, title: "Method not allowed" };
    case "too-large": return { status: 413, title: "Request too large" };
    case "dimacs-too-large": return { status: 413, title: "Formula too large" };
    case "grid-too-large": return { status: 413, title: "Grid too large" };
    case "unsupported-media-type": return { status: 415, title: "Unsupported media type" };
    case "response-too-large": return { status: 422, title: "Answer too large" };
    case "givens-conflict": return { status: 422, title: "Givens break the rules" };
    case "model-mismatch": return { status: 422, title: "Model does not fit the formula" };
    case "grid-mismatch": return { status: 422, title: "Grids do not match" };
    case "unsupported-size": return { status: 422, title: "Unsupported grid size" };
    case "unsupported-constraint": return { status: 422, title: "Unsupported constraint type" };
    case "budget-too-small": return { status: 422, title: "Budget too small" };
    case "date-out-of-range": return { status: 422, title: "Date out of range" };
    case "range-too-long": return { status: 422, title: "Date range too long" };
    case "no-proof": return { status: 422, title: "No proof to give" };
    case "daily-unavailable": return { status: 503, title: "Daily puzzle unavailable" };
    case "internal": return { status: 500, title: "Internal error" };
  }
}

/** The HTTP status of an error kind. */
export function statusOf(kind: ErrorKind): number {
  return kindInfo(kind).status;
}

export function toProblem(error: ErrorValue): Problem {
  const known = kindInfo(error.kind);
  const problem: Problem = {
    type: `/api/problems/${error.kind}`,
    title: known.title,
    status: known.status,
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
  // Every invalid-request lists its fields in `errors`, whether a schema or a route found the fault.
  else if (error.kind === "invalid-request" && error.field !== undefined) problem.errors = [{ field: error.field, message: error.message }];
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

/**
 * A body that is not JSON on a JSON route: the content type sent, and what to send instead (a minimal `example` body,
 * and `otherWay`, a sentence naming another way in, when the route has them).
 */
export function notJson(contentType: string | undefined, example?: string, otherWay?: string): ErrorValue {
  const sent = contentType ? `Content-Type ${contentType.split(";")[0].trim()}` : "A body without a Content-Type";
  const instead = `send JSON with Content-Type: application/json${example ? `, e.g. ${example}` : ""}.${otherWay ? ` ${otherWay}` : ""}`;
  return { kind: "unsupported-media-type", message: `${sent} is not accepted here: ${instead}`, field: "body" };
}

/** What errorFromHttpStatus may name about the request: its content type (for a 415), its body text (for bad JSON). */
export interface RequestFacts {
  contentType?: string;
  body?: string;
}

/**
 * Maps Hono's own HTTP errors (malformed JSON from the validator, 415 from the media-type gate) to kinds. A 415
 * names the content type sent; malformed JSON names the line and column where the body stops being JSON.
 */
export function errorFromHttpStatus(status: number, message: string, facts: RequestFacts = {}): ErrorValue {
  if (status === 400 && /json/i.test(message)) {
    const found = facts.body === undefined ? undefined : jsonSyntaxError(facts.body);
    if (!found) return { kind: "malformed-json", message: `The request body is not valid JSON (${message}).`, field: "body" };
    return { kind: "malformed-json", message: `The request body is not valid JSON: line ${found.line}, column ${found.column}: ${found.message}.`, field: "body", line: found.line, column: found.column };
  }
  if (status === 415) return notJson(facts.contentType);
  if (status === 413) return { kind: "too-large", message };
  if (status === 404) return { kind: "not-found", message };
  return { kind: status >= 500 ? "internal" : "invalid-request", message };
}

/** Zod-style issues → one problem naming every failing field, in words that say what was sent instead. */
export function invalidRequest(issues: readonly SchemaIssue[], where: string, input?: unknown, fields?: RouteFields): ErrorValue {
  // Name places as a client sees them: the JSON body is "body", path parameters are "path".
  const place = where === "json" || where === "form" ? "body" : where === "param" ? "path" : where;
  // Array indices are written as in JavaScript (body.model[0]), as the f-puzzles importer writes its fields too.
  const errors = describeIssues(issues, input, where, fields).map((issue) => ({
    field: place + issue.path.map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`)).join(""),
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
