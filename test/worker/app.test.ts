import { createExecutionContext, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";

describe("app middleware", () => {
  it("answers a CORS preflight for the API from any origin", async () => {
    const res = await SELF.fetch("http://x/api/solve", {
      method: "OPTIONS",
      headers: { Origin: "https://example.org", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
  });

  it("sets secure headers and CORS on ordinary API answers", async () => {
    const res = await SELF.fetch("http://x/api/health", { headers: { Origin: "https://example.org" } });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });

  it("answers an unknown /api path with a problem+json 404 that names the path", async () => {
    const res = await SELF.fetch("http://x/api/definitely/not/here", { method: "POST" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const body = (await res.json()) as { kind: string; status: number; detail: string };
    expect(body).toMatchObject({ kind: "not-found", status: 404 });
    expect(body.detail).toContain("POST /api/definitely/not/here");
  });

  it("hides an unexpected exception behind a generic 500", async () => {
    const app = createApp();
    app.get("/api/boom", () => {
      throw new Error("secret internal detail");
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const res = await app.request("/api/boom", {}, env, createExecutionContext());
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toContain("secret internal detail");
      expect(JSON.parse(text)).toMatchObject({ kind: "internal", status: 500 });
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 and lists the health route with its server", async () => {
    const res = await SELF.fetch("http://x/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown>; servers: { url: string }[] };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/api/health");
    expect(doc.servers[0].url).toBe("http://x");
  });

  it("documents every route from the same schemas that validate requests", async () => {
    const doc = (await (await SELF.fetch("http://x/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths).sort()).toEqual(
      ["/api/daily", "/api/daily/{date}", "/api/encode", "/api/generate", "/api/health", "/api/hint", "/api/sat", "/api/solve", "/api/verify"],
    );
    expect(Object.keys(doc.paths["/api/solve"]).sort()).toEqual(["get", "post"]);
    expect(doc.paths["/api/sat"].post.parameters?.map((p) => p.name)).toEqual(["engine", "budget_ms", "format", "count", "core", "proof", "seed"]);
    expect(doc.paths["/api/sat"].post.responses).toHaveProperty("413");
    for (const name of ["Problem", "SolveResponse", "SatResponse", "DailyResponse", "HintRequest", "Grade"]) expect(doc.components.schemas).toHaveProperty(name);
  });
});
