/**
 * Real answers of every route, held against the OpenAPI document the Worker serves: the status must be one the
 * document lists for that operation, the content type one it lists for that status, and a JSON body must fit the
 * listed schema exactly (no missing required field, no undocumented one, every enum value known).
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { schemaErrors, type JsonSchema } from "./json-schema";

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, { schema: JsonSchema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const CLASHING = `55${CLASSIC.slice(2)}`;
const FOUR = "1.3............2";
const KILLER_4 = {
  size: 4,
  grid: [[{ value: 1 }, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]],
  killercage: [{ cells: ["R1C1", "R2C1"], value: "4" }, { cells: ["R1C2", "R1C3"], value: "5" }],
};
const UNSAT = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n";

/** n+1 pigeons in n holes: unsatisfiable, and hard enough that a 1 ms budget runs out. */
function pigeonhole(n: number): string {
  const v = (pigeon: number, hole: number) => pigeon * n + hole + 1;
  const clauses: string[] = [];
  for (let p = 0; p <= n; p++) clauses.push(`${Array.from({ length: n }, (_, h) => v(p, h)).join(" ")} 0`);
  for (let h = 0; h < n; h++) for (let p = 0; p <= n; p++) for (let q = p + 1; q <= n; q++) clauses.push(`-${v(p, h)} -${v(q, h)} 0`);
  return `p cnf ${(n + 1) * n} ${clauses.length}\n${clauses.join("\n")}\n`;
}
const SAT = "p cnf 3 2\n1 -3 0\n2 3 -1 0\n";

interface Case {
  method?: "GET" | "POST";
  path: string;
  body?: string;
  type?: string;
  accept?: string;
  status: number;
}

const json = (value: unknown) => ({ method: "POST" as const, body: JSON.stringify(value), type: "application/json" });

/** At least one success and the problem answers a client meets, per route. */
const CASES: Case[] = [
  { path: "/api/health", status: 200 },
  { path: "/api/openapi.json", status: 200 },

  { path: `/api/solve?puzzle=${CLASSIC}&steps=true&certificate=true`, status: 200 },
  { path: `/api/solve?puzzle=${FOUR}`, status: 200 },
  { path: "/api/solve?puzzle=12........3...4.", status: 200 },
  { path: `/api/solve?puzzle=${"".padEnd(81, ".")}&budget_ms=1`, status: 200 },
  { path: "/api/solve?puzzle=abc", status: 400 },
  { path: `/api/solve?puzzle=${CLASHING}`, status: 422 },
  { path: "/api/solve", status: 400 },
  { ...json({ puzzle: FOUR, steps: false }), path: "/api/solve", status: 200 },
  { ...json({ fpuzzles: KILLER_4 }), path: "/api/solve", status: 200 },
  { ...json({ fpuzzles: { size: 4, grid: [[{ value: 1 }, { value: 1 }, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]] } }), path: "/api/solve", status: 200 },
  { ...json({ fpuzzles: "zzz" }), path: "/api/solve", status: 400 },
  { ...json({ puzzle: FOUR }), path: "/api/solve", type: "text/plain", status: 415 },
  { method: "POST", path: "/api/solve", body: "{", type: "application/json", status: 400 },
  { ...json({ puzzle: ".".repeat(70_000) }), path: "/api/solve", status: 413 },

  { path: "/api/generate?size=4&seed=a&solution=true", status: 200 },
  { path: "/api/generate?size=9&seed=conformance&difficulty=easy", status: 200 },
  { path: "/api/generate?variant=x&seed=conformance&budget_ms=200&solution=true", status: 200 },
  { path: "/api/generate?size=7", status: 400 },
  { path: "/api/generate?size=25&budget_ms=1", status: 422 },
  { path: "/api/practice?technique=x-wing&seed=conformance", status: 200 },
  { path: "/api/practice?technique=bug-plus-one&seed=short&budget_ms=60", status: 200 },
  { path: "/api/practice?technique=jellyfish", status: 400 },
  { path: "/api/practice?technique=x-wing&budget_ms=1", status: 422 },

  { ...json({ puzzle: CLASSIC, entries: `..1${".".repeat(78)}`, reveal: true }), path: "/api/verify", status: 200 },
  { ...json({ puzzle: CLASSIC, entries: `..1${".".repeat(78)}`, explain: true }), path: "/api/verify", status: 200 },
  { ...json({ cnf: SAT, model: [1, 2, -3] }), path: "/api/verify", status: 200 },
  { ...json({ cnf: SAT, model: "v 1 0" }), path: "/api/verify", status: 200 },
  { ...json({ cnf: SAT, model: [4] }), path: "/api/verify", status: 422 },
  { ...json({ cnf: "p cnf 1 1\n1 x 0\n", model: [1] }), path: "/api/verify", status: 400 },
  { ...json({}), path: "/api/verify", status: 400 },
  { ...json({ puzzle: CLASSIC, entries: `..4${".".repeat(78)}`, explain: true, cell: "r1c3" }), path: "/api/verify", status: 200 },
  { ...json({ puzzle: CLASSIC, entries: `5${".".repeat(80)}`, explain: true, cell: "r1c1" }), path: "/api/verify", status: 422 },
  { ...json({ puzzle: CLASSIC, entries: `..5${".".repeat(78)}`, explain: true }), path: "/api/verify", status: 200 },
  { ...json({ puzzle: CLASSIC, explain: true, cell: "r10c1" }), path: "/api/verify", status: 422 },

  { ...json({ puzzle: CLASSIC, detail: "full" }), path: "/api/hint", status: 200 },
  { ...json({ puzzle: CLASSIC, entries: `..1${".".repeat(78)}`, reveal: true }), path: "/api/hint", status: 200 },
  { ...json({ puzzle: "".padEnd(81, "."), budget_ms: 1 }), path: "/api/hint", status: 200 },
  { ...json({ fpuzzles: KILLER_4, detail: "full" }), path: "/api/hint", status: 200 },
  { ...json({ puzzle: CLASSIC, notes: { r1c3: [10] } }), path: "/api/hint", status: 400 },
  { ...json({ puzzle: FOUR, detail: "full" }), path: "/api/hint", status: 200 },
  { ...json({ puzzle: "12........3...4.", detail: "full" }), path: "/api/hint", status: 200 },
  { ...json({ puzzle: CLASSIC, entries: "534678912672195348198342567859761423426853791713924856961537284287419635345286179" }), path: "/api/hint", status: 200 },
  { ...json({ puzzle: CLASSIC, detail: "cells", notes: { r1c3: [1, 2, 4] } }), path: "/api/hint", status: 200 },
  { method: "POST", path: "/api/hint", status: 400 },

  { method: "POST", path: "/api/sat", body: SAT, status: 200 },
  { method: "POST", path: "/api/sat?format=json&core=true", body: UNSAT, status: 200 },
  { method: "POST", path: "/api/sat?proof=true", body: UNSAT, accept: "application/json", status: 200 },
  { method: "POST", path: "/api/sat?engine=dpll&format=json", body: UNSAT, status: 200 },
  { method: "POST", path: "/api/sat?count=10&format=json", body: SAT, status: 200 },
  { method: "POST", path: "/api/sat?format=listing", body: SAT, status: 200 },
  { method: "POST", path: "/api/sat?format=drat", body: UNSAT, status: 200 },
  { method: "POST", path: "/api/sat?format=drat", body: SAT, status: 422 },
  { method: "POST", path: "/api/sat?format=json&budget_ms=1", body: pigeonhole(9), status: 200 },
  { method: "POST", path: "/api/sat?format=json&budget_ms=1&count=3", body: pigeonhole(9), status: 200 },
  { method: "POST", path: "/api/sat?format=json&budget_ms=1&engine=dpll", body: pigeonhole(9), status: 200 },
  { method: "POST", path: "/api/sat?format=json&count=1000", body: "p cnf 12 0\n", status: 200 },
  { method: "POST", path: "/api/sat?count=1000", body: `p cnf 10000 1\n1 0\n`, status: 422 },
  { method: "POST", path: "/api/sat", body: JSON.stringify({ cnf: SAT }), type: "application/json", status: 415 },
  { method: "POST", path: "/api/sat?engine=dpll&proof=true", body: UNSAT, status: 400 },
  { method: "POST", path: "/api/sat", body: "p cnf 2 1\n1 x 0\n", status: 400 },
  { method: "POST", path: "/api/sat", body: "", status: 400 },

  { path: `/api/encode?puzzle=${FOUR}`, status: 200 },
  { path: "/api/encode?puzzle=1.3", status: 400 },
  { path: `/api/encode?puzzle=${CLASHING}`, status: 422 },

  { path: "/api/daily?difficulty=easy", status: 200 },
  { path: "/api/daily?from=2026-01-01&to=2026-01-02", status: 200 },
  { path: "/api/daily?from=2026-01-01&to=2026-01-20", status: 422 },
  { path: "/api/daily/2026-01-01", status: 200 },
  { path: "/api/daily/2026-02-30", status: 400 },
  { path: "/api/daily/2020-01-01", status: 422 },
  { path: "/api/daily/2026-01-01/killer", status: 200 },
  { path: "/api/daily/killer", status: 200 },
  { path: "/api/daily/2026-01-01/16", status: 200 },
  { path: "/api/daily/2025-12-31/16", status: 422 },

  { path: "/api/problems", status: 200 },
  { path: "/api/problems/bad-grid", status: 200 },
  { path: "/api/problems/nope", status: 404 },
];

let doc: Document;

beforeAll(async () => {
  doc = (await (await SELF.fetch("http://x/api/openapi.json")).json()) as Document;
});

/** The document's operation for a request path: a literal path wins over a templated one ({date}). */
function operationOf(method: string, path: string): Operation | undefined {
  const pathname = path.split("?")[0];
  const literal = doc.paths[pathname]?.[method.toLowerCase()];
  if (literal) return literal;
  for (const [template, operations] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`);
    if (pattern.test(pathname) && operations[method.toLowerCase()]) return operations[method.toLowerCase()];
  }
  return undefined;
}

describe("real answers fit the OpenAPI document", () => {
  it.each(CASES.map((c) => ({ method: "GET", ...c })))("$method $path → $status", async ({ method, path, body, type, accept, status }) => {
    const headers: Record<string, string> = {};
    if (type) headers["content-type"] = type;
    if (accept) headers.accept = accept;
    const res = await SELF.fetch(`http://x${path}`, { method, headers, body });
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBe(status);
    if (path === "/api/openapi.json") return;
    const operation = operationOf(method, path);
    expect(operation, `${method} ${path} is not in the document`).toBeDefined();
    const documented = operation?.responses[String(status)];
    expect(documented, `${method} ${path}: status ${status} is not documented`).toBeDefined();
    const mediaType = (res.headers.get("content-type") ?? "").split(";")[0].trim();
    const content = documented?.content?.[mediaType];
    expect(content, `${method} ${path}: ${mediaType} is not documented for ${status}`).toBeDefined();
    // A documented header, when sent, holds a documented value.
    for (const [name, header] of Object.entries(documented?.headers ?? {})) {
      const sent = res.headers.get(name);
      if (sent !== null) expect(schemaErrors(sent, header.schema, doc as unknown as JsonSchema), `${path} ${name}`).toEqual([]);
    }
    if (method === "POST" && path.startsWith("/api/sat") && status === 200) expect(documented?.headers, path).toHaveProperty("X-Sat-Status");
    if (mediaType.endsWith("json")) {
      const errors = schemaErrors(JSON.parse(text), content?.schema ?? {}, doc as unknown as JsonSchema);
      expect(errors, `${method} ${path}`).toEqual([]);
    }
  });
});

describe("conditional GETs", () => {
  it("answer 304, listed for the operation and without a body, when the ETag matches", async () => {
    for (const path of ["/api/daily/2026-01-01", "/api/daily/2026-01-01/killer", "/api/daily/2026-01-01/16", "/api/daily?from=2026-01-01&to=2026-01-02"]) {
      const first = await SELF.fetch(`http://x${path}`);
      await first.body?.cancel();
      const tag = first.headers.get("etag");
      expect(tag, path).toBeTruthy();
      const again = await SELF.fetch(`http://x${path}`, { headers: { "if-none-match": tag ?? "" } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe("");
      expect(operationOf("GET", path)?.responses["304"], path).toBeDefined();
    }
  });
});

describe("the document's parameters", () => {
  type Parameter = { name: string; in: string; schema: JsonSchema };
  const parameters = () =>
    Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, op]) => ((op as unknown as { parameters?: Parameter[] }).parameters ?? []).map((p) => ({ where: `${method} ${path} ${p.name}`, ...p }))),
    );

  it("gives every parameter one JSON type, and a yes/no flag the type boolean", () => {
    const flags = new Set(["steps", "certificate", "solution", "givens", "core", "proof"]);
    for (const p of parameters()) {
      const schema = p.schema.$ref ? {} : p.schema;
      if (!p.schema.$ref) expect(typeof schema.type, p.where).toBe("string");
      if (flags.has(p.name)) expect(schema.type, p.where).toBe("boolean");
    }
  });

  it("accepts true and false for every documented flag", async () => {
    for (const value of ["true", "false"]) {
      const solve = await SELF.fetch(`http://x/api/solve?puzzle=${FOUR}&steps=${value}&certificate=${value}`);
      expect(solve.status).toBe(200);
      await solve.body?.cancel();
      // core and proof exclude each other, so each is tried alone.
      for (const flag of ["core", "proof"]) {
        const sat = await SELF.fetch(`http://x/api/sat?${flag}=${value}`, { method: "POST", body: UNSAT });
        expect(sat.status, `${flag}=${value}`).toBe(200);
        await sat.body?.cancel();
      }
    }
  });
});

describe("the JSON Schema checker itself", () => {
  const root = { components: { schemas: { Point: { type: "object", properties: { x: { type: "integer" } }, required: ["x"] } } } };
  it("reports a missing field, an undocumented field, a wrong type and an unknown enum value", () => {
    const schema = { $ref: "#/components/schemas/Point" };
    expect(schemaErrors({ x: 1 }, schema, root)).toEqual([]);
    expect(schemaErrors({}, schema, root)).toEqual(['$: required property "x" is missing']);
    expect(schemaErrors({ x: 1, y: 2 }, schema, root)).toEqual(["$.y: not in the document"]);
    expect(schemaErrors({ x: 1.5 }, schema, root)).toEqual(["$.x: expected integer, got number"]);
    expect(schemaErrors("c", { type: "string", enum: ["a", "b"] }, root)).toEqual(['$: "c" is not one of ["a","b"]']);
  });

  it("judges allOf parts open and the whole closed, and refuses keywords it does not know", () => {
    const schema = { allOf: [{ $ref: "#/components/schemas/Point" }, { type: "object", properties: { z: { type: "string" } } }] };
    expect(schemaErrors({ x: 1, z: "a" }, schema, root)).toEqual([]);
    expect(schemaErrors({ x: 1, z: "a", w: 0 }, schema, root)).toEqual(["$.w: not in the document"]);
    expect(schemaErrors(1, { type: "integer", multipleOf: 2 }, root)).toHaveLength(1);
  });
});
