import { SELF } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerProblems, fuzzRequest } from "./requests";

describe("every route under fuzzed requests", () => {
  it("never answers 5xx, and every 4xx is a problem+json with its status (seeded)", async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest, async (req) => {
        // Small budgets keep the run short: the property is about the answer's shape, not about search.
        const path = req.budgetMs === undefined || req.budgetMs > 30 ? req.path.replace(/budget_ms=[^&]*/, "budget_ms=20") : req.path;
        const res = await SELF.fetch(`http://x${path}`, { method: req.method, headers: req.headers, body: req.body });
        const wrong = await answerProblems(res);
        expect(wrong, `${req.method} ${path}`).toBeUndefined();
      }),
      { seed: 2026, numRuns: 150 },
    );
  });
});
