import { defineConfig } from "@playwright/test";

// Browser tests: Debian's Chromium against `wrangler dev` (static assets from web/dist + the Hono API, local KV).
// Build the site first (`npm run build`); wrangler refuses to start without web/dist.
const reportDir = process.env.TEST_REPORT_DIR;
// E2E_PORT lets several checkouts run their browser tests side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 8788);

export default defineConfig({
  testDir: "test/e2e",
  testMatch: "**/*.spec.ts",
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: reportDir ? [["list"], ["json", { outputFile: `${reportDir}/playwright.json` }]] : [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  webServer: {
    command: `npx wrangler dev --ip 127.0.0.1 --port ${port} --persist-to .wrangler/e2e-state-${port}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true" },
  },
});
