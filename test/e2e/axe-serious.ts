/** axe over the page as it is now, its experimental rules included: the serious and critical findings, in words. */
import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import type { Page } from "@playwright/test";

const EXPERIMENTAL = Object.fromEntries(axe.getRules(["experimental"]).map((rule) => [rule.ruleId, { enabled: true }]));

export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ rules: EXPERIMENTAL }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}
