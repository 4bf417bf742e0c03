/**
 * The two ways into a foreign page, both static files from the site's build that the Worker serves itself so it can
 * set the headers embedding needs:
 *   GET /widget.js — the custom element as an ES module. Module scripts are fetched with CORS, so another origin
 *                    can only run it with Access-Control-Allow-Origin; its URL has no content hash, so it is cached
 *                    briefly and revalidated.
 *   GET /embed     — the widget alone on a page, for hosts that allow frames but not third-party scripts; any site
 *                    may frame it (worker/http/security-headers.ts leaves these two frameable).
 */
import { Hono, type Context } from "hono";
import { problem } from "../http/problem";

type AppContext = Context<{ Bindings: Env }>;

/** Fetches a built file; a missing build is an operator's mistake worth naming, not a blank 404. */
async function asset(c: AppContext, path: string): Promise<Response | null> {
  const url = new URL(c.req.url);
  url.pathname = path;
  const response = await c.env.ASSETS.fetch(new Request(url, { headers: c.req.raw.headers }));
  return response.status === 200 || response.status === 304 ? response : null;
}

function notBuilt(c: AppContext, file: string): Response {
  return problem(c, { kind: "not-found", message: `${file} is not in the site's build; run \`npm run build\`.` });
}

export const embedRoutes = new Hono<{ Bindings: Env }>()
  .get("/widget.js", async (c) => {
    const found = await asset(c, "/widget.js");
    if (!found) return notBuilt(c, "widget.js");
    const response = new Response(found.body, found);
    response.headers.set("Access-Control-Allow-Origin", "*");
    response.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
    response.headers.set("Cache-Control", "public, max-age=300, must-revalidate");
    return response;
  })
  .get("/embed", async (c) => {
    const found = await asset(c, "/embed");
    if (!found) return notBuilt(c, "embed.html");
    const response = new Response(found.body, found);
    response.headers.set("Cache-Control", "public, max-age=300, must-revalidate");
    return response;
  });
