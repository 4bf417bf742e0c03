import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../worker/app";
import { asksForHtml, type ApiIndex } from "../../../worker/http/api-index";

const shell = { fetch: async () => new Response("<!doctype html><title>shell</title>", { headers: { "content-type": "text/html" } }) } as unknown as Fetcher;

async function get(accept: string | undefined, method = "GET") {
  const headers = accept === undefined ? undefined : { accept };
  return createApp().request("/api", { method, headers }, { ...env, ASSETS: shell }, createExecutionContext());
}

describe("GET /api", () => {
  it("gives curl (Accept */*) and a program asking for JSON the routes as JSON, each route of the OpenAPI document once", async () => {
    for (const accept of ["*/*", "application/json", undefined]) {
      const res = await get(accept);
      expect(res.status, String(accept)).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(res.headers.get("vary")).toContain("Accept");
      const index = (await res.json()) as ApiIndex;
      expect(index.openapi).toBe("/api/openapi.json");
      const listed = index.routes.map((r) => `${r.method} ${r.path}`);
      expect(listed).toContain("POST /api/sat");
      expect(listed).toContain("GET /api/solve");
      expect(new Set(listed).size).toBe(listed.length);
      expect(index.routes.every((r) => r.summary.length > 0)).toBe(true);
      const doc = (await (await createApp().request("/api/openapi.json", {}, env, createExecutionContext())).json()) as { paths: Record<string, Record<string, unknown>> };
      const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
      expect(listed.sort()).toEqual(documented.sort());
    }
  });

  it("gives a browser the docs page, saying the answer depends on Accept", async () => {
    const res = await get("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<title>shell</title>");
    expect(res.headers.get("vary")).toContain("Accept");
  });

  it("answers HEAD like GET, without a body", async () => {
    const res = await get("*/*", "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await res.text()).toBe("");
  });
});

describe("asksForHtml", () => {
  it("reads text/html or XHTML in the Accept list, and a q=0 as a refusal", () => {
    expect(asksForHtml("text/html")).toBe(true);
    expect(asksForHtml("application/xhtml+xml;q=0.9, */*")).toBe(true);
    expect(asksForHtml(" TEXT/HTML ; q=0.5")).toBe(true);
    expect(asksForHtml("text/html;q=0, */*")).toBe(false);
    expect(asksForHtml("*/*")).toBe(false);
    expect(asksForHtml("application/json")).toBe(false);
    expect(asksForHtml(undefined)).toBe(false);
    expect(asksForHtml("")).toBe(false);
  });
});
