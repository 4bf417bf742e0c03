import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_MAX_BUDGET_MS, clampBudgetMs } from "../../../web/state/server-budget";

describe("the page's server budget", () => {
  it("mirrors the maximum the Worker is configured with", () => {
    const toml = readFileSync(resolve(import.meta.dirname, "../../../wrangler.toml"), "utf8");
    expect(toml).toMatch(new RegExp(`^MAX_BUDGET_MS = "${SERVER_MAX_BUDGET_MS}"$`, "m"));
  });

  it("keeps a typed budget a whole number from 1 ms to the maximum", () => {
    expect(clampBudgetMs("750")).toBe(750);
    expect(clampBudgetMs("1")).toBe(1);
    expect(clampBudgetMs("12.9")).toBe(12);
    expect(clampBudgetMs("0")).toBe(1);
    expect(clampBudgetMs("-40")).toBe(1);
    expect(clampBudgetMs("")).toBe(1);
    expect(clampBudgetMs("abc")).toBe(1);
    expect(clampBudgetMs("99999")).toBe(SERVER_MAX_BUDGET_MS);
  });
});
