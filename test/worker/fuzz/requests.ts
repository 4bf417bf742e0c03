/**
 * Arbitrary API requests for property-based fuzzing (fast-check): every route, well-formed and broken queries and
 * bodies, every content type. Shared by the fuzz test (a few hundred requests in the Workers pool) and
 * `npm run bench -- fuzz` (100,000 requests against the app in-process).
 */
import fc from "fast-check";
import { variantRequest } from "./variant-requests";
import { gzipStored } from "./gzip-stored";

export type { FuzzRequest } from "./fuzz-request";
import type { FuzzRequest } from "./fuzz-request";

const PUZZLE_9 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const gridText = fc.oneof(
  fc.constant(PUZZLE_9),
  fc.constant("1.3." + "...." + "...." + "...2"),
  fc.constant(".".repeat(81)),
  fc.constant(".".repeat(256)),
  fc.string({ unit: fc.constantFrom(".", "0", "1", "2", "3", "4", "9", "A", "G", "P", "x", " ", "\n", "|"), maxLength: 700 }),
  fc.string({ maxLength: 100 }),
);

const literal = fc.integer({ min: 1, max: 30 }).chain((v) => fc.constantFrom(v, -v));
const clause = fc.array(literal, { minLength: 0, maxLength: 5 }).map((lits) => `${lits.join(" ")} 0`);
const cnfText = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 40 }), fc.array(clause, { maxLength: 60 })).map(([n, cs]) => `p cnf ${n} ${cs.length}\n${cs.join("\n")}\n`),
  fc.array(clause, { maxLength: 20 }).map((cs) => `c no header\n${cs.join("\n")}\n`),
  fc.string({ unit: fc.constantFrom("p", " ", "c", "n", "f", "0", "1", "-", "9", "\n", "%", "x"), maxLength: 300 }),
  fc.string({ maxLength: 200 }),
);

const budgetMs = fc.oneof(fc.constant(undefined), fc.integer({ min: 1, max: 30 }), fc.constantFrom(0, -5, 100, 150, 250), fc.constant(1e9));
const contentType = fc.constantFrom(
  undefined, "application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data",
  "multipart/form-data; boundary=XYZ", "application/octet-stream", "}{",
);
const flag = fc.constantFrom(undefined, "true", "false", "1", "yes", "maybe");
const q = (pairs: Record<string, string | number | undefined>): string => {
  const parts = Object.entries(pairs).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return parts.length ? `?${parts.join("&")}` : "";
};

/**
 * How a formula travels: as text mostly; else gzip (valid, cut short at some byte, or with one byte changed, which
 * the inflater or the gzip trailer's checksum catches), or behind another format's magic number.
 */
const packing = fc.oneof(
  { weight: 12, arbitrary: fc.constant({ kind: "text" as const, at: 0, byte: 0 }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom("gzip" as const, "gzip-cut" as const, "gzip-changed" as const, "xz" as const), at: fc.nat(), byte: fc.nat({ max: 255 }) }) },
);

function packed(cnf: string, how: { kind: "text" | "gzip" | "gzip-cut" | "gzip-changed" | "xz"; at: number; byte: number }): string | Uint8Array<ArrayBuffer> {
  if (how.kind === "text") return cnf;
  const text = new TextEncoder().encode(cnf);
  if (how.kind === "xz") return Uint8Array.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, ...text]);
  const gz = gzipStored(text);
  if (how.kind === "gzip") return gz;
  if (how.kind === "gzip-cut") return gz.slice(0, how.at % gz.length);
  const changed = gz.slice();
  changed[how.at % changed.length] = how.byte;
  return changed;
}

const satRequest = fc.record({
  cnf: cnfText, budget: budgetMs, type: contentType, engine: fc.constantFrom(undefined, "cdcl", "dpll", "dpll-opt", "walk"),
  format: fc.constantFrom(undefined, "json", "dimacs", "res", "listing", "drat", "xml"), count: fc.constantFrom(undefined, 1, 3, 1000, 0, "x"),
  core: flag, proof: flag, preprocess: flag, packing, encoding: fc.constantFrom(undefined, undefined, undefined, "gzip", "br"),
}).map((r): FuzzRequest => ({
  method: "POST",
  path: `/api/sat${q({ budget_ms: r.budget, engine: r.engine, format: r.format, count: r.count, core: r.core, proof: r.proof, preprocess: r.preprocess })}`,
  headers: { ...(r.type ? { "content-type": r.type } : {}), ...(r.encoding ? { "content-encoding": r.encoding } : {}) },
  body: r.type?.startsWith("multipart") && r.type.includes("XYZ") ? `--XYZ\r\nContent-Disposition: form-data; name="file"\r\n\r\n${r.cnf}\r\n--XYZ--\r\n` : packed(r.cnf, r.packing),
  budgetMs: r.budget,
}));

const jsonBody = (fields: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> =>
  fc.oneof({ weight: 4, arbitrary: fields.map((f) => JSON.stringify(f)) }, { weight: 1, arbitrary: fc.string({ maxLength: 80 }) }, { weight: 1, arbitrary: fc.json({ maxDepth: 4 }) });

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const notes = fc.dictionary(fc.constantFrom("r1c1", "r9c9", "r3c7", "r0c0", "x"), fc.array(fc.integer({ min: -1, max: 30 }), { maxLength: 4 }));
// The JSON bodies are strict, so each route gets the fields it reads (now and then a stray one), and the requests
// reach the engines rather than stopping at "is not a field of this request".
const stray = fc.oneof({ weight: 7, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.constantFrom({ budgetMs: 5 }, { colour: "red" }) });
const sudokuFields: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  "/api/solve": fc.record({ puzzle: gridText, steps: optional(fc.boolean()), minimality: optional(fc.boolean()), count: optional(fc.constantFrom(1, 2, 3, 50, 100, 101, 2.5)), budget_ms: budgetMs }, { requiredKeys: [] }),
  "/api/hint": fc.record({
    puzzle: gridText, entries: optional(gridText), detail: fc.constantFrom(undefined, "technique", "cells", "full", "none"), budget_ms: budgetMs,
    reveal: optional(fc.boolean()), notes: optional(notes),
  }, { requiredKeys: [] }),
  "/api/verify": fc.record({ puzzle: gridText, entries: optional(gridText), budget_ms: budgetMs, reveal: optional(fc.boolean()) }, { requiredKeys: [] }),
};

const sudokuPost = fc.constantFrom("/api/solve", "/api/hint", "/api/verify").chain((path) => fc.record({
  path: fc.constant(path),
  body: jsonBody(fc.tuple(sudokuFields[path], stray).map(([fields, extra]) => ({ ...fields, ...extra }))),
  type: fc.constantFrom("application/json", "application/json", "text/plain", undefined),
})).map((r): FuzzRequest => {
  let budget: number | undefined;
  try {
    const parsed = JSON.parse(r.body) as { budget_ms?: unknown };
    if (typeof parsed?.budget_ms === "number") budget = parsed.budget_ms;
  } catch {
    budget = undefined;
  }
  return { method: "POST", path: r.path, headers: r.type ? { "content-type": r.type } : {}, body: r.body, budgetMs: budget };
});

const cnfVerify = fc.record({ cnf: cnfText, model: fc.oneof(fc.array(literal, { maxLength: 30 }), fc.string({ maxLength: 40 })) }).map(
  (r): FuzzRequest => ({ method: "POST", path: "/api/verify", headers: { "content-type": "application/json" }, body: JSON.stringify(r) }),
);

const getRequest = fc.oneof(
  fc.record({ puzzle: gridText, steps: flag, certificate: flag, minimality: flag, count: fc.constantFrom(undefined, "2", "7", "100", "0", "x"), budget: budgetMs }).map((r): FuzzRequest => ({
    method: "GET", path: `/api/solve${q({ puzzle: r.puzzle, steps: r.steps, certificate: r.certificate, minimality: r.minimality, count: r.count, budget_ms: r.budget })}`, headers: {}, budgetMs: r.budget,
  })),
  fc.record({ size: fc.constantFrom(4, 9, 4, 9, 16, 25, 3, "x"), difficulty: fc.constantFrom(undefined, "easy", "medium", "hard", "expert", "insane"), seed: fc.string({ maxLength: 8 }), budget: budgetMs }).map(
    (r): FuzzRequest => ({ method: "GET", path: `/api/generate${q({ size: r.size, difficulty: r.difficulty, seed: r.seed || undefined, budget_ms: r.budget })}`, headers: {}, budgetMs: r.budget }),
  ),
  fc.record({ technique: fc.constantFrom(undefined, "x-wing", "naked-pair", "bug-plus-one", "swordfish", "jellyfish", "solver", "X-Wing", ""), seed: fc.string({ maxLength: 8 }), budget: budgetMs }).map(
    (r): FuzzRequest => ({ method: "GET", path: `/api/practice${q({ technique: r.technique, seed: r.seed || undefined, budget_ms: r.budget })}`, headers: {}, budgetMs: r.budget }),
  ),
  fc.record({ puzzle: gridText, encoding: fc.constantFrom(undefined, "minimal", "extended", "other") }).map((r): FuzzRequest => ({
    method: "GET", path: `/api/encode${q({ puzzle: r.puzzle, encoding: r.encoding })}`, headers: {},
  })),
  fc.record({ date: fc.constantFrom("2026-01-01", "2026-13-01", "1999-01-01", "x", "2026-02-30"), difficulty: fc.constantFrom(undefined, "easy", "hard", "nope") }).map(
    (r): FuzzRequest => ({ method: "GET", path: `/api/daily/${r.date}${q({ difficulty: r.difficulty })}`, headers: {} }),
  ),
  fc.constantFrom<FuzzRequest>(
    { method: "GET", path: "/api/health", headers: {} },
    { method: "GET", path: "/api/openapi.json", headers: {} },
    { method: "GET", path: "/api/nope", headers: {} },
    { method: "DELETE", path: "/api/sat", headers: {} },
  ),
);

/** Any request, weighted toward the routes with the most input to get wrong. */
export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  { weight: 4, arbitrary: satRequest },
  { weight: 4, arbitrary: sudokuPost },
  { weight: 1, arbitrary: cnfVerify },
  { weight: 3, arbitrary: getRequest },
  { weight: 2, arbitrary: variantRequest },
);

/** What every answer must be: no 5xx, and every 4xx a problem+json whose status matches. */
export async function answerProblems(res: Response): Promise<string | undefined> {
  const text = await res.text();
  if (res.status >= 500) return `${res.status}: ${text.slice(0, 200)}`;
  if (res.status >= 400) {
    if (!(res.headers.get("content-type") ?? "").startsWith("application/problem+json")) return `${res.status} without problem+json`;
    const problem = JSON.parse(text) as { status?: number; detail?: string };
    if (problem.status !== res.status || !problem.detail) return `${res.status} with a malformed problem: ${text.slice(0, 200)}`;
  }
  return undefined;
}
