import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("health and unknown routes", () => {
  it("answers the health check with JSON", async () => {
    const res = await SELF.fetch("http://x/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, service: "sat-sudoku" });
  });

  it("answers an unknown /api path with a JSON 404 instead of the site", async () => {
    const res = await SELF.fetch("http://x/api/nope");
    expect(res.status).toBe(404);
    const body = (await res.json()) as { status: number; detail: string };
    expect(body.status).toBe(404);
    expect(body.detail).toContain("/api/nope");
  });
});
