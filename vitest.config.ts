import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import preact from "@preact/preset-vite";
import { defineConfig } from "vitest/config";
import { learnContentPlugin } from "./web/learn-content-plugin";

// CI asks for a JSON report beside the console output so .ci/run can print "N passed, N failed".
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    reporters: reportDir ? ["default", "json"] : ["default"],
    outputFile: reportDir ? { json: `${reportDir}/vitest.json` } : undefined,
    projects: [
      {
        test: { name: "core", include: ["test/core/**/*.test.ts", "test/cli/**/*.test.ts"], environment: "node", testTimeout: 60_000 },
      },
      {
        plugins: [preact(), learnContentPlugin()],
        test: { name: "web", include: ["test/web/**/*.test.{ts,tsx}"], environment: "happy-dom" },
      },
      {
        plugins: [cloudflareTest({ main: "./worker/index.ts", wrangler: { configPath: "./wrangler.toml" } })],
        test: { name: "worker", include: ["test/worker/**/*.test.ts"], testTimeout: 60_000 },
      },
    ],
  },
});
