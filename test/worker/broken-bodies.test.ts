import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Problem } from "../../worker/core/api";

/** Every route that reads a body (with the query variants that take other paths through /api/sat). */
const BODY_ROUTES = ["/api/sat", "/api/sat?count=3&format=json", "/api/sat?core=true", "/api/solve", "/api/verify", "/api/hint"];
/** Routes that take no body: a POST to them is answered without reading it. */
const OTHER_ROUTES = [
  "/api/nope", "/api/generate?size=4", "/api/encode?puzzle=1...", "/api/daily", "/api/daily/2026-01-01", "/api/health", "/api/openapi.json",
];

const CONTENT_TYPES = [
  undefined,
  "application/json; charset=bogus",
  "text/plain; charset=utf-16",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=XYZ",
  "multipart/form-data; boundary=\"unterminated",
  "}{ not a media type",
];

const BODIES: Record<string, () => BodyInit> = {
  garbage: () => "garbage",
  "truncated JSON": () => "{\"puzzle\": \"1...",
  "invalid UTF-8": () => new Uint8Array([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0x7b]),
  "multipart cut short": () => "--XYZ\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\np cnf 1 1\n1 0\n",
};

async function send(path: string, method: string, type: string | undefined, body: BodyInit | undefined): Promise<Response> {
  const headers: Record<string, string> = {};
  if (type !== undefined) headers["content-type"] = type;
  return SELF.fetch(`http://x${path}`, { method, headers, body });
}

describe("a broken body never gets past the error layer", () => {
  it.each(BODY_ROUTES)("answers every content type with every broken body on %s with a 4xx problem+json (or a normal answer)", async (path) => {
    const failures: string[] = [];
    for (const type of CONTENT_TYPES) {
      for (const [name, make] of Object.entries(BODIES)) {
        const res = await send(path, "POST", type, make());
        const text = await res.text();
        const where = `POST ${path} [${type ?? "no type"}] ${name}: ${res.status} ${text.slice(0, 160)}`;
        if (res.status >= 500) failures.push(where);
        else if (res.status >= 400) {
          if (!(res.headers.get("content-type") ?? "").startsWith("application/problem+json")) failures.push(`${where} (not problem+json)`);
          else {
            const problem = JSON.parse(text) as Problem;
            if (problem.status !== res.status || problem.detail.length === 0) failures.push(`${where} (bad problem)`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers a broken body sent to a route that takes none, or with a method a route does not serve, with a 4xx problem+json", async () => {
    const sent = [...OTHER_ROUTES.map((path) => ["POST", path]), ...BODY_ROUTES.map((path) => ["PUT", path])];
    for (const [method, path] of sent) {
      const res = await send(path, method, "multipart/form-data; boundary=XYZ", "garbage");
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      await res.body?.cancel();
    }
  });

  it("names the multipart problem on POST /api/sat instead of failing", async () => {
    const res = await send("/api/sat", "POST", "multipart/form-data; boundary=XYZ", "garbage");
    expect(res.status).toBe(400);
    const problem = (await res.json()) as Problem;
    expect(problem.kind).toBe("malformed-body");
    expect(problem.field).toBe("body");
    expect(problem.detail).toMatch(/multipart/);
  });

  it("still reads a well-formed multipart upload", async () => {
    const form = new FormData();
    form.set("file", new Blob(["p cnf 2 2\n1 2 0\n-1 0\n"]), "f.cnf");
    const res = await SELF.fetch("http://x/api/sat?format=json", { method: "POST", body: form });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string; model: number[] }).model).toEqual([-1, 2]);
  });
});
