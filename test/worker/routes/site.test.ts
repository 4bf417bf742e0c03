import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../worker/app";

/** A stand-in for the assets binding that records what the Worker asks it for: "/" is the shell, /sw.js a file. */
function recordingAssets() {
  const asked: string[] = [];
  const fetch = async (request: Request) => {
    const { pathname } = new URL(request.url);
    asked.push(pathname);
    if (pathname === "/") return new Response("<!doctype html><title>shell</title>", { headers: { "content-type": "text/html" } });
    if (pathname === "/sw.js") return new Response("// sw", { headers: { "content-type": "text/javascript" } });
    return new Response("not found", { status: 404 });
  };
  return { asked, binding: { fetch } as unknown as Fetcher };
}

async function get(path: string) {
  const assets = recordingAssets();
  const res = await createApp().request(path, {}, { ...env, ASSETS: assets.binding }, createExecutionContext());
  return { res, asked: assets.asked, text: await res.text() };
}

describe("the site outside the API", () => {
  it("answers a page of the site with the shell in one asset lookup, since no page is a built file", async () => {
    for (const path of ["/", "/play", "/p/4.....8.5", "/daily/2026-01-01", "/v"]) {
      const { res, asked, text } = await get(path);
      expect(res.status, path).toBe(200);
      expect(text, path).toContain("<title>shell</title>");
      expect(asked, path).toEqual(["/"]);
    }
  });

  it("serves a built file as it is, and anything else as the shell with status 404 and no caching", async () => {
    const file = await get("/sw.js");
    expect([file.res.status, file.text, file.asked]).toEqual([200, "// sw", ["/sw.js"]]);
    const missing = await get("/nope");
    expect([missing.res.status, missing.text, missing.asked]).toEqual([404, "<!doctype html><title>shell</title>", ["/nope", "/"]]);
    expect(missing.res.headers.get("cache-control")).toBe("no-store");
  });
});
