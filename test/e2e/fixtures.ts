/**
 * Playwright's `test`, with two automatic fixtures.
 * - Each test ends by waiting until the Worker answers again: work a page started and then left (a generation for a
 *   size the test moved on from) keeps running in wrangler dev's one thread after the page is gone, and the next
 *   test's page would wait behind it, its static files included (a page load once timed out so in CI).
 * - When a test fails, it attaches the requests its pages had started and not finished, with their age, and the list
 *   reporter prints the attachment under the failure. A page that never fires "load", or an API answer that never
 *   comes, then names the request that hung in CI's log, which keeps only the text the run printed.
 */
import { test as base, type Request } from "@playwright/test";

export * from "@playwright/test";

const SHOWN = 8;

/** How long a test's abandoned server work may take to drain: a few generations at the 2 s cap on a loaded machine. */
const DRAIN_MS = 120_000;

export const test = base.extend<{ openRequestsOnFailure: void; serverDrainedAfter: void }>({
  serverDrainedAfter: [
    async ({ request }, use) => {
      await use();
      await request.get("/api/health", { timeout: DRAIN_MS });
    },
    { auto: true, timeout: DRAIN_MS },
  ],
  openRequestsOnFailure: [
    async ({ context }, use, testInfo) => {
      const open = new Map<Request, number>();
      // Whether the answer's status line came: a server that never answered and a body that stalled look alike otherwise.
      const answered = new Set<Request>();
      context.on("request", (request) => open.set(request, Date.now()));
      context.on("response", (response) => answered.add(response.request()));
      context.on("requestfinished", (request) => open.delete(request));
      context.on("requestfailed", (request) => open.delete(request));
      await use();
      if (testInfo.status === testInfo.expectedStatus || open.size === 0) return;
      const now = Date.now();
      // The oldest first: a hung request has been open far longer than the service worker's precache fetches.
      const oldest = [...open].sort((a, b) => a[1] - b[1]);
      const lines = oldest.slice(0, SHOWN).map(([request, at]) => `  ${request.method()} ${request.url().slice(0, 160)} (${request.resourceType()}, ${answered.has(request) ? "answered, body still coming" : "no answer"}, open ${((now - at) / 1000).toFixed(1)} s)`);
      if (oldest.length > SHOWN) lines.push(`  and ${oldest.length - SHOWN} more`);
      const text = `requests still open when the test failed:\n${lines.join("\n")}`;
      await testInfo.attach("open-requests", { body: text, contentType: "text/plain" });
    },
    { auto: true },
  ],
});
