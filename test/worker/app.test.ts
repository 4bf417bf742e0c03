import { createExecutionContext, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { matchPage, pageTitle, redirectOf, SITE_PAGES } from "../../worker/core/site-routes";
import { PAGE_CSP, policyFor } from "../../worker/http/security-headers";

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

  it("exposes to other origins the headers the API sets: ETag, Retry-After, Allow and the SAT verdict", async () => {
    const res = await SELF.fetch("http://x/api/sat", { method: "POST", headers: { Origin: "https://example.org" }, body: "p cnf 1 1\n1 0\n" });
    expect(res.headers.get("x-sat-status")).toBe("SAT");
    const exposed = (res.headers.get("access-control-expose-headers") ?? "").toLowerCase().split(/\s*,\s*/);
    for (const name of ["etag", "retry-after", "allow", "x-sat-status", "x-proof-check"]) expect(exposed, name).toContain(name);
    await res.body?.cancel();
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
  it("is OpenAPI 3.1 and lists the health route with its server from configuration, whatever the Host", async () => {
    const res = await SELF.fetch("http://x/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown>; servers: { url: string }[] };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/api/health");
    // PUBLIC_ORIGIN is empty in wrangler.toml: the document names "/", its own origin, and never the Host header.
    expect(doc.servers).toEqual([{ url: "/" }]);
    const spoofed = (await (await SELF.fetch("http://evil.example/api/openapi.json", { headers: { Host: "evil.example" } })).json()) as typeof doc;
    expect(JSON.stringify(spoofed.servers)).not.toContain("evil");
  });

  it("tells a reader of the document (and of the site's /api page) how errors come and where each kind is explained", async () => {
    const doc = (await (await SELF.fetch("http://x/api/openapi.json")).json()) as { info: { description: string }; paths: Record<string, unknown> };
    expect(doc.info.description).toContain("application/problem+json");
    expect(doc.info.description).toContain("a wrong method is a 405 with Allow");
    expect(doc.info.description).toContain("/api/problems/{kind}");
    expect(Object.keys(doc.paths)).toContain("/api/problems/{kind}");
  });

  it("names the configured origin when PUBLIC_ORIGIN is set", async () => {
    const app = createApp();
    const res = await app.request("http://evil.example/api/openapi.json", {}, { ...env, PUBLIC_ORIGIN: "https://sudoku.example.org" }, createExecutionContext());
    const doc = (await res.json()) as { servers: { url: string }[] };
    expect(doc.servers).toEqual([{ url: "https://sudoku.example.org" }]);
  });

  it("documents every route from the same schemas that validate requests", async () => {
    const doc = (await (await SELF.fetch("http://x/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths).sort()).toEqual(
      ["/api/daily", "/api/daily/16", "/api/daily/killer", "/api/daily/{date}", "/api/daily/{date}/16", "/api/daily/{date}/killer", "/api/encode", "/api/generate", "/api/health", "/api/hint", "/api/practice", "/api/problems", "/api/problems/{kind}", "/api/sat", "/api/solve", "/api/verify"],
    );
    expect(Object.keys(doc.paths["/api/solve"]).sort()).toEqual(["get", "post"]);
    expect(doc.paths["/api/sat"].post.parameters?.map((p) => p.name)).toEqual(["engine", "budget_ms", "format", "count", "core", "proof", "seed", "preprocess"]);
    // A refined query schema (generate's, with its cross-parameter rule) still lists its parameters.
    expect(doc.paths["/api/generate"].get.parameters?.map((p) => p.name)).toEqual(["size", "difficulty", "seed", "symmetry", "solution", "variant", "givens", "budget_ms"]);
    expect(doc.paths["/api/sat"].post.responses).toHaveProperty("413");
    // The one JSON route past 64 KiB says so, in the figure its 413 names.
    expect((doc.paths["/api/verify"].post as { description?: string }).description).toContain("2,162,688 bytes");
    for (const name of ["Problem", "SolveResponse", "SatResponse", "DailyResponse", "DailyKillerResponse", "HintRequest", "Grade"]) expect(doc.components.schemas).toHaveProperty(name);
  });
});

describe("security headers and paths outside the API", () => {
  it("gives every API answer nosniff, a referrer policy and refuses framing", async () => {
    for (const [path, init] of [["/api/health", {}], ["/api/nope", { method: "POST" }], ["/api/solve", { method: "POST", body: "{" }]] as const) {
      const res = await SELF.fetch(`http://x${path}`, init);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
    }
  });

  it("answers a path that is no page of the site with status 404, and a non-GET outside the API with a problem", async () => {
    for (const path of ["/nope", "/favicon.ico", "/play/extra", "/p/", "/_headers", "/daily/16", "/daily/2026-02-30"]) {
      const res = await SELF.fetch(`http://x${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      await res.body?.cancel();
    }
    const post = await SELF.fetch("http://x/sat", { method: "POST", body: "x" });
    expect(post.status).toBe(404);
    expect(post.headers.get("content-type")).toContain("application/problem+json");
  });
});

describe("addresses that name a page by another path", () => {
  it("sends /daily to today's puzzle at /, keeping the query, and leaves other paths alone", async () => {
    for (const [path, location] of [["/daily", "/"], ["/daily/", "/"], ["/daily?d=hard", "/?d=hard"]]) {
      const res = await SELF.fetch(`http://x${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(301);
      const to = new URL(res.headers.get("location") ?? "", "http://x");
      expect(to.pathname + to.search, path).toBe(location);
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
    }
    expect(redirectOf("/dailyx")).toBeNull();
    expect(redirectOf("/daily/2026-01-01")).toBeNull();
    expect(redirectOf("/constructor")).toBeNull();
    expect(matchPage("/daily")).toBeNull();
  });
});

describe("page policies", () => {
  it("lets documents and scripts load only the site's own files, and frames only /embed", () => {
    expect(policyFor("/sat", "text/html; charset=utf-8")).toBe(`${PAGE_CSP}; frame-ancestors 'none'`);
    expect(policyFor("/sw.js", "text/javascript")).toBe(`${PAGE_CSP}; frame-ancestors 'none'`);
    expect(policyFor("/embed", "text/html")).toBe(`${PAGE_CSP}; frame-ancestors *`);
    expect(policyFor("/widget.js", "text/javascript")).toBe(PAGE_CSP);
    expect(policyFor("/icon.svg", "image/svg+xml")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(PAGE_CSP).not.toContain("unsafe");
  });

  it("knows the site's pages and titles them", () => {
    expect(matchPage("/")?.page.path).toBe("/");
    expect(matchPage("/sat/")?.page.path).toBe("/sat");
    expect(matchPage("/p/53..7")?.params).toEqual({ code: "53..7" });
    expect(matchPage("/p")).toBeNull();
    expect(matchPage("/sat/x")).toBeNull();
    expect(matchPage("/daily/2024-02-29")?.params).toEqual({ date: "2024-02-29" });
    for (const notADay of ["/daily/2026-02-29", "/daily/2026-13-01", "/daily/16", "/daily/killer"]) expect(matchPage(notADay), notADay).toBeNull();
    expect(pageTitle("/daily/2026-05-01")).toBe("Daily Sudoku, 2026-05-01 · SAT Sudoku");
    expect(pageTitle("/nope")).toBe("Page not found · SAT Sudoku");
    const titles = SITE_PAGES.filter((p) => !p.path.includes(":")).map((p) => pageTitle(p.path));
    expect(new Set(titles).size).toBe(titles.length);
  });
});
