/**
 * HTTP details of the site as wrangler dev serves it (the Worker in front of every path but the hashed /assets/):
 * security headers on every page, frames refused except /embed, immutable hashed files, real 404s, and a CSP that
 * the pages and the service worker run under without a single violation.
 */
import { expect, test, type Page } from "./fixtures";
import { dailyPuzzle } from "./helpers";

const PAGES = ["/", "/daily/2026-05-01", "/play?size=9&d=easy&seed=csp", "/enter", "/sat", "/api", "/widget", "/nope"];

async function headersOf(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), type: response.headers()["content-type"] ?? "" };
}

test("every page, the service worker and the API carry the security headers; only /embed may be framed", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "easy");
  for (const path of [...PAGES, `/p/${puzzle}`, "/sw.js", "/manifest.webmanifest", "/api/health", "/api/openapi.json"]) {
    const { headers } = await headersOf(page, path);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["x-frame-options"], path).toBe("DENY");
  }
  const page200 = await headersOf(page, "/sat");
  expect(page200.headers["content-security-policy"]).toMatch(/default-src 'self'; script-src 'self'; style-src 'self'/);
  expect(page200.headers["content-security-policy"]).not.toContain("unsafe");

  const embed = await headersOf(page, "/embed?puzzle=daily");
  expect(embed.status).toBe(200);
  expect(embed.headers["content-security-policy"]).toContain("frame-ancestors *");
  expect(embed.headers["x-frame-options"]).toBeUndefined();
  expect(embed.headers["x-content-type-options"]).toBe("nosniff");
  const widget = await headersOf(page, "/widget.js");
  expect(widget.headers["access-control-allow-origin"]).toBe("*");
  expect(widget.headers["x-frame-options"]).toBeUndefined();
  expect(widget.headers["content-security-policy"]).not.toContain("frame-ancestors");
});

test("hashed files are immutable for a year; HTML and the service worker are revalidated", async ({ page }) => {
  await page.goto("/");
  const assets = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>("script[src], link[href]")]
    .map((e) => ("src" in e && e.src ? e.src : (e as HTMLLinkElement).href)).filter((u) => new URL(u).pathname.startsWith("/assets/")));
  expect(assets.length).toBeGreaterThanOrEqual(2);
  for (const url of assets) {
    const { headers } = await headersOf(page, new URL(url).pathname);
    expect(headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
  }
  for (const path of ["/", "/sat", "/sw.js"]) expect((await headersOf(page, path)).headers["cache-control"], path).not.toContain("immutable");
});

test("the widget's code behind /widget.js is hashed, immutable, and readable by another site's page", async ({ page }) => {
  const loader = await (await page.request.get("/widget.js")).text();
  const chunk = /["']\.\/(assets\/widget\/register-[\w-]+\.js)["']/.exec(loader)?.[1];
  expect(chunk, loader).toBeTruthy();
  const { status, headers } = await headersOf(page, `/${chunk}`);
  expect(status).toBe(200);
  expect(headers["access-control-allow-origin"]).toBe("*");
  expect(headers["cross-origin-resource-policy"]).toBe("cross-origin");
  expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(headers["x-content-type-options"]).toBe("nosniff");
});

test("a path that is no page answers 404 with the site's not-found page; the site's pages answer 200", async ({ page }) => {
  for (const path of ["/nope", "/sat/extra", "/favicon.ico", "/p/", "/_headers", "/assets/missing-chunk.js"]) {
    expect((await headersOf(page, path)).status, path).toBe(404);
  }
  for (const path of ["/", "/play", "/enter", "/sat", "/api", "/widget", "/daily/2026-05-01", "/p/abc"]) {
    expect((await headersOf(page, path)).status, path).toBe(200);
  }
  const missing = await headersOf(page, "/assets/missing-chunk.js");
  expect(missing.type).not.toContain("text/html");
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not found");
  await expect(page).toHaveTitle("Page not found · SAT Sudoku");
});

test("/embed asks for no favicon that answers HTML", async ({ page }) => {
  const icons: { url: string; type: string }[] = [];
  page.on("response", (r) => {
    if (/icon|favicon/.test(new URL(r.url()).pathname)) icons.push({ url: r.url(), type: r.headers()["content-type"] ?? "" });
  });
  await page.goto("/embed?puzzle=daily&difficulty=easy");
  await expect(page.getByRole("gridcell").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(icons.filter((i) => i.type.includes("text/html"))).toEqual([]);
  expect(await page.evaluate(() => document.querySelector<HTMLLinkElement>("link[rel=icon]")?.getAttribute("href"))).toBe("/icon.svg");
});

test("the pages and the service worker run under the CSP with no violation", async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
  });
  const collect = async () => {
    const seen = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
    violations.push(...seen.map((v) => `${page.url()}: ${v}`));
  };
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await collect();
  }
  // The widget preview and the framed widget load the widget's code and styles under the same policy.
  await page.goto("/widget");
  await expect(page.getByRole("region", { name: "Widget preview" }).getByRole("gridcell").first()).toBeVisible();
  await collect();
  await page.goto("/embed?puzzle=daily&difficulty=easy");
  await expect(page.getByRole("gridcell").first()).toBeVisible();
  await collect();
  expect(violations).toEqual([]);

  // The service worker fetched every file it precaches (its own CSP allows it): the cache holds the whole list.
  await page.goto("/");
  const cached = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith("sat-sudoku-"))!);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  const swSource = await (await page.request.get("/sw.js")).text();
  const precache = JSON.parse(/const PRECACHE = (\[.*\]);/.exec(swSource)![1]) as string[];
  expect(precache.some((p) => /\/assets\/sat-.*\.js$/.test(p))).toBe(true);
  for (const path of [...precache, "/", "/embed"]) expect(cached, path).toContain(path);
});
