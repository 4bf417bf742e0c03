import { expect, test } from "@playwright/test";
import { dailyPuzzle, E2E_ORIGIN, shoot } from "./helpers";

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

test("every page renders at phone and desktop sizes (screenshots in test-results/screens)", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "medium");
  const pages: [string, string, RegExp][] = [
    ["daily", "/", /Daily Sudoku/],
    ["play", "/play?size=9&d=easy&seed=screens", /Play a new puzzle/],
    ["play-16", "/play?size=16&d=easy&seed=screens", /Play a new puzzle/],
    ["shared", `/p/${puzzle}`, /Shared puzzle/],
    ["enter", "/enter", /Enter a puzzle/],
    ["sat", "/sat", /SAT solver/],
    ["api", "/api", /API/],
    ["widget", "/widget", /Put a puzzle on your site/],
  ];
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    for (const [name, path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      if (name !== "enter" && name !== "sat" && name !== "api") await expect(page.getByRole("gridcell").first()).toBeVisible({ timeout: 30_000 });
      if (name === "api") await expect(page.locator(".endpoint").first()).toBeVisible();
      await shoot(page, `${name}-${size}`);
    }
  }
  expect(errors).toEqual([]);
});

test("no request leaves the site's own origin", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(E2E_ORIGIN) && !r.url().startsWith("data:") && !r.url().startsWith("blob:")) foreign.push(r.url());
  });
  for (const path of ["/", "/sat", "/api", "/enter", "/widget"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(foreign).toEqual([]);
});
