/** axe over the page as it is now, its experimental rules included: the serious and critical findings, in words; and the usual screenshots around it. */
import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import type { Page } from "@playwright/test";
import { shootForReadme } from "./helpers";

const EXPERIMENTAL = Object.fromEntries(axe.getRules(["experimental"]).map((rule) => [rule.ruleId, { enabled: true }]));

export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ rules: EXPERIMENTAL }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The usual look at a finished state: a desktop screenshot `${name}-desktop`, then the page as a phone in dark mode,
 * where axe runs, and its screenshot `${name}-phone-dark`. Returns axe's serious findings in that state.
 */
export async function shotsWithDarkPhoneAxe(page: Page, name: string): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shootForReadme(page, `${name}-desktop`, true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  const findings = await seriousAxeFindings(page);
  await shootForReadme(page, `${name}-phone-dark`, true);
  return findings;
}
