/**
 * Schema failures in words a client can act on: zod's own messages speak of its internals ("expected int,
 * received number", "received NaN", "Invalid input" for a union), so each issue is said again from its code and
 * the value the client sent: what the field must be, and what came instead.
 */
import { fieldMeant } from "./field-meant";
import type { RouteFields } from "./route-fields";

/** The parts of a zod issue this file reads (zod 4's issue shapes). */
export interface SchemaIssue {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: string;
  values?: readonly unknown[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  origin?: string;
  note?: string;
  errors?: readonly (readonly SchemaIssue[])[];
  issues?: readonly SchemaIssue[];
  keys?: readonly string[];
}

export interface IssueText {
  path: PropertyKey[];
  message: string;
}

const TYPE_NAMES: Record<string, string> = {
  int: "a whole number",
  number: "a number",
  string: "a string",
  boolean: "true or false (a JSON boolean, without quotes)",
  object: "a JSON object",
  record: "a JSON object",
  array: "a JSON array",
};

const typeName = (expected: string | undefined): string => TYPE_NAMES[expected ?? ""] ?? String(expected);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** A value as a message quotes it: short, and its JSON type when it is not a scalar. */
function shown(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function bound(issue: SchemaIssue, side: "least" | "most"): string {
  const limit = String(side === "least" ? issue.minimum : issue.maximum);
  const strict = issue.inclusive === false;
  switch (issue.origin) {
    case "string":
      return side === "least" && limit === "1" ? "must not be empty" : `must have at ${side} ${limit} characters`;
    case "array":
    case "set":
      return `must have at ${side} ${limit} items`;
    default:
      if (strict) return `must be ${side === "least" ? "greater" : "less"} than ${limit}`;
      return `must be at ${side} ${limit}`;
  }
}

/** Why a field is refused, and the fix: the body it belongs in, or the route's own field it most likely meant. */
function unknownField(key: string, inQuery: boolean, fields: RouteFields): string {
  const what = inQuery ? "is not a parameter of this route" : "is not a field of this request";
  // A name the route reads elsewhere is spelt right, so where it goes comes before any near miss (which would name
  // another field: fpuzzles in GET /api/solve's query is no misspelt puzzle).
  if (inQuery && fields.json.includes(key)) return `${what}; send ${key} in the JSON body`;
  if (inQuery && fields.postJson?.includes(key)) return `${what}; send ${key} in the JSON body of a POST`;
  const known = inQuery ? fields.query : fields.json;
  // Only a body of alternatives refuses a field it knows (reveal beside cnf): naming it as the fix would be no fix.
  if (known.includes(key)) return "is not read beside the other fields sent: it belongs to another form of this request";
  const meant = fieldMeant(key, known);
  return meant ? `${what}; did you mean ${meant}?` : what;
}

/** The union branch the client most likely meant: the one missing the fewest fields, then the fewest failures. */
function nearestBranch(branches: readonly (readonly SchemaIssue[])[], input: unknown, base: readonly PropertyKey[]): readonly SchemaIssue[] {
  const missing = (issues: readonly SchemaIssue[]) => issues.filter((i) => i.code === "invalid_type" && valueAt(input, [...base, ...i.path]) === undefined).length;
  return [...branches].sort((a, b) => missing(a) - missing(b) || a.length - b.length)[0] ?? [];
}

/** One issue (and, for a union, the issues of the branch meant) in plain words, with full paths. */
function describe(issue: SchemaIssue, input: unknown, inQuery: boolean, fields: RouteFields, base: readonly PropertyKey[] = []): IssueText[] {
  const path = [...base, ...issue.path];
  const value = valueAt(input, path);
  const got = `, got ${shown(value)}`;
  // A query parameter given twice arrives as an array; no parameter takes one, so that is the thing to say.
  if (inQuery && Array.isArray(value)) {
    return [{ path, message: `is given ${value.length} times (${value.map((v) => JSON.stringify(v)).join(", ")}); give it once` }];
  }
  // JSON.parse reads 1e400 as Infinity, which JSON cannot write back: "got null" would quote what never came.
  if (typeof value === "number" && !Number.isFinite(value)) return [{ path, message: "is a number too large to read" }];
  switch (issue.code) {
    case "invalid_union": {
      const branches = issue.errors ?? [];
      if (branches.length === 0) return [{ path, message: issue.message }];
      // Every alternative refused the value's type itself: name them all ("a JSON object or a string").
      const types = branches.map((b) => (b.length === 1 && b[0].code === "invalid_type" && b[0].path.length === 0 ? b[0].expected : undefined));
      if (value !== undefined && types.every((t) => t !== undefined)) return [{ path, message: `must be ${[...new Set(types.map(typeName))].join(" or ")}${got}` }];
      return nearestBranch(branches, input, path).flatMap((inner) => describe(inner, input, inQuery, fields, path));
    }
    case "invalid_type":
      if (value === undefined) return [{ path, message: "is required" }];
      // A query number is plain decimal digits: 1e1 or 0x10 is a number to JavaScript, so say which form is read.
      if (inQuery && issue.expected === "number" && typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) {
        return [{ path, message: `must be a number written in decimal digits${got}` }];
      }
      return [{ path, message: `must be ${typeName(issue.expected)}${got}` }];
    case "invalid_value":
      if (issue.expected === "stringbool") return [{ path, message: `must be true or false${got}` }];
      return [{ path, message: `must be one of ${(issue.values ?? []).map((v) => String(v)).join(", ")}${got}` }];
    case "too_small":
      return [{ path, message: `${bound(issue, "least")}${got}` }];
    case "too_big":
      return [{ path, message: `${bound(issue, "most")}${issue.origin === "string" ? "" : got}` }];
    case "invalid_format":
      // The schemas word their own format rules ("must be a cell name like r3c7"); what came is added.
      return [{ path, message: value === undefined ? issue.message : `${issue.message}${got}` }];
    case "unrecognized_keys":
      return (issue.keys ?? []).map((key) => ({ path: [...path, key], message: unknownField(key, inQuery, fields) }));
    case "invalid_key": {
      const key = path.at(-1);
      const inner = issue.issues?.[0]?.message ?? issue.message;
      return [{ path, message: `${JSON.stringify(String(key))} is not a valid key: ${inner}` }];
    }
    default:
      return [{ path, message: issue.message }];
  }
}

/**
 * Every failing field once, in plain words (`target` is the validator's: query, json, param…). `fields` are the
 * route's own, to name the one a misspelt field most likely meant. A field that fails twice keeps its
 * first failure, except zod's note that integers must be safe, which the field's own limit says better.
 */
export function describeIssues(issues: readonly SchemaIssue[], input: unknown, target: string, fields: RouteFields = { query: [], json: [] }): IssueText[] {
  const meaningful = issues.filter((issue, _, all) => !(issue.note?.includes("safe integer") && all.some((other) => other !== issue && sameField(other, issue))));
  const out: IssueText[] = [];
  const seen = new Set<string>();
  for (const text of meaningful.flatMap((issue) => describe(issue, input, target === "query", fields))) {
    const key = text.path.map(String).join(".");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

function sameField(a: SchemaIssue, b: SchemaIssue): boolean {
  return a.path.map(String).join(".") === b.path.map(String).join(".");
}
