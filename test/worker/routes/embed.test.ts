import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

// `npm test` builds the site first, so web/dist holds widget.js and embed.html here.
describe("GET /widget.js and /embed", () => {
  it("serves the widget module with CORS so another origin can import it", async () => {
    const res = await SELF.fetch("http://x/widget.js", { headers: { Origin: "https://blog.example" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.get("cache-control")).toContain("max-age=300");
    expect(await res.text()).toContain("sudoku-puzzle");
  });

  it("serves the embed page and lets any site frame it", async () => {
    const res = await SELF.fetch("http://x/embed?puzzle=daily&difficulty=easy");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    // The page's own policy (only the site's files) with framing open to any site.
    expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'self'; .*; frame-ancestors \*$/);
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(await res.text()).toMatch(/<script type="module"[^>]+\/assets\/embed-/);
  });

  it("lets another origin read the daily puzzle the widget loads (a simple GET, no preflight)", async () => {
    const res = await SELF.fetch("http://x/api/daily?difficulty=easy", { headers: { Origin: "https://blog.example" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(((await res.json()) as { puzzle: string }).puzzle).toMatch(/^[1-9.]{81}$/);
  });
});
