/**
 * axe-core over every page of the site and over the widget, in the light and the dark theme: no serious or critical
 * violation. No rule is switched off; a finding is fixed where it arises.
 */
import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "./fixtures";
import { readFileSync } from "node:fs";
import { compressFpuzzles } from "../../worker/variants/fpuzzles-link";
import { E2E_ORIGIN } from "./helpers";

const THEMES = ["light", "dark"] as const;

/** Each page and what shows that it has finished loading. */
function pages(puzzle: string): [string, (page: Page) => Promise<void>][] {
  const board = async (page: Page) => void (await expect(page.getByRole("gridcell").first()).toBeVisible({ timeout: 30_000 }));
  const heading = async (page: Page) => void (await expect(page.getByRole("heading", { level: 1 })).toBeVisible());
  return [
    ["/", board],
    ["/daily/2026-05-01?d=hard", board],
    ["/play?size=9&d=easy&seed=axe", board],
    ["/play?size=16&d=easy&seed=axe", board],
    [`/p/${puzzle}`, board],
    ["/enter", heading],
    ["/sat", heading],
    ["/api", async (page) => void (await expect(page.locator(".endpoint").first()).toBeVisible())],
    ["/widget", async (page) => void (await expect(page.getByRole("region", { name: "Widget preview" }).getByRole("gridcell").first()).toBeVisible())],
    ["/print?size=9&d=easy&count=2&seed=axe", async (page) => void (await expect(page.getByRole("region", { name: "Solutions" })).toBeVisible({ timeout: 30_000 }))],
    ["/no/such/page", heading],
    ["/daily/2026-02-30", heading],
    ["/embed?puzzle=daily&difficulty=easy", board],
  ];
}

/** Every rule axe ships as experimental, switched on (axe runs only the stable ones by default). */
const EXPERIMENTAL = Object.fromEntries(
  axe.getRules(["experimental"]).map((rule) => [rule.ruleId, { enabled: true }]),
);

type Finding = { where: string; rule: string; impact: string; targets: string[] };

async function serious(page: Page, where: string): Promise<Finding[]> {
  // axe's experimental rules too: label-content-name-mismatch (a button whose name does not contain its visible
  // text) is one of them, and voice-control users meet it first.
  const { violations } = await new AxeBuilder({ page }).options({ rules: EXPERIMENTAL }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ where, rule: v.id, impact: v.impact ?? "", targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
}

const PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/** The variant play page (/v) for published puzzles whose rules draw cages, lines, circles, dots and XV marks. */
const published = JSON.parse(readFileSync(new URL("../fixtures/variants/published.json", import.meta.url), "utf8")) as { name: string; fpuzzles: unknown }[];
const VARIANTS = ["Killer sudoku", "Thermosudoku", "Arrow sudoku", "XV-kropki", "Jigsaw"].map((prefix) => {
  const entry = published.find((e) => e.name.startsWith(prefix))!;
  return [prefix, `/v?load=${encodeURIComponent(compressFpuzzles(entry.fpuzzles))}`] as const;
});

for (const theme of THEMES) {
  for (const [path, ready] of pages(PUZZLE)) {
    test(`${path} in the ${theme} theme has no serious or critical axe violation`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path.includes("/embed") ? `${path}&theme=${theme}` : path);
      await ready(page);
      expect(await serious(page, `${path} (${theme})`)).toEqual([]);
    });
  }

  for (const [name, path] of VARIANTS) {
    test(`/v with the ${name} puzzle in the ${theme} theme has no serious or critical axe violation`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path);
      await expect(page.getByRole("gridcell").first()).toBeVisible({ timeout: 30_000 });
      expect(await serious(page, `/v ${name} (${theme})`)).toEqual([]);
      if (name !== "Killer sudoku") return;
      // With a hint's cell and rule cells highlighted, the marks must still be readable.
      await page.getByRole("button", { name: "Hint" }).click();
      await page.getByRole("button", { name: "Show cells" }).click();
      await expect(page.locator(".cell.hint")).toHaveCount(1);
      expect(await serious(page, `/v ${name} with a hint (${theme})`)).toEqual([]);
    });
  }

  test(`a board full of pencil marks in the ${theme} theme has no serious or critical axe violation`, async ({ page }) => {
    // Each cell's name says "notes 3 9": its visible marks must read the same, not "39" (label-content-name-mismatch).
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`/p/${PUZZLE}`);
    await page.getByRole("button", { name: "Fill candidates" }).click();
    await expect(page.getByRole("gridcell", { name: /notes \d \d/ }).first()).toBeVisible();
    expect(await serious(page, `/p/ with pencil marks (${theme})`)).toEqual([]);
  });

  test(`/sat with an answer and the engine table in the ${theme} theme has no serious or critical axe violation`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto("/sat");
    await page.getByRole("button", { name: "Compare engines" }).click();
    await expect(page.getByRole("table", { name: "Engine comparison" })).toBeVisible();
    expect(await serious(page, `/sat with answers (${theme})`)).toEqual([]);
  });
}

let server: Server;
let host: string;
test.beforeAll(async () => {
  server = createServer((req, res) => {
    const theme = new URL(req.url ?? "/", "http://x").searchParams.get("theme") ?? "auto";
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host page</title></head><body><main><h1>Host</h1>` +
        `<script type="module" src="${E2E_ORIGIN}/widget.js"></script><sudoku-puzzle puzzle="daily" difficulty="easy" theme="${theme}"></sudoku-puzzle></main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `http://localhost:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

for (const theme of THEMES) {
  test(`the widget on a host page in the ${theme} theme has no serious or critical axe violation`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`${host}/?theme=${theme}`);
    await expect(page.locator("sudoku-puzzle").getByRole("gridcell").first()).toBeVisible();
    expect(await serious(page, `widget (${theme})`)).toEqual([]);
  });
}
