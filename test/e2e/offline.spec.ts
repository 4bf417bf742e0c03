import { expect, test, type Page } from "./fixtures";
import { dailyPuzzle } from "./helpers";

/** Loads the site once and waits until its service worker controls the page (and so has saved every file). */
async function visitOnce(page: Page): Promise<void> {
  await page.goto("/?d=easy");
  await expect(page.getByRole("gridcell").first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  });
}

test("once loaded, the daily puzzle opens offline (service worker + saved answer)", async ({ page, context }) => {
  await visitOnce(page);
  const labels = await page.getByRole("gridcell").evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label")));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("gridcell").first()).toBeVisible();
  expect(await page.getByRole("gridcell").evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label")))).toEqual(labels);
  await context.setOffline(false);
});

test("after the first visit every page opens offline, pages never visited included; server-backed parts say they need the network", async ({ page, context, request }) => {
  const puzzle = await dailyPuzzle(request, "easy");
  await visitOnce(page);
  await context.setOffline(true);
  const pages: [string, string | RegExp][] = [
    ["/sat", "SAT solver"],
    ["/enter", "Enter a puzzle"],
    ["/widget", "Put a puzzle on your site"],
    ["/api", /API/],
    [`/p/${puzzle}`, "Shared puzzle"],
    ["/play?size=9&d=easy&seed=offline", "Play a new puzzle"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
  }
  await page.goto("/sat");
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toContainText("solving needs the network");
  await page.goto("/api");
  await expect(page.getByRole("alert")).toContainText("needs the network");
  // A page reached by a link inside the app works the same way.
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "SAT solver" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SAT solver");
  await context.setOffline(false);
});

test.describe("without a service worker", () => {
  test.use({ serviceWorkers: "block" });

  test("a page whose code fails to load says why and offers a retry that works", async ({ page }) => {
    await page.route("**/assets/sat-*.js", (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "SAT solver" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be loaded");
    await expect(page.getByRole("alert")).toContainText(/did not arrive|offline/);
    await page.unroute("**/assets/sat-*.js");
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SAT solver");
    await expect(page).toHaveURL(/\/sat$/);
  });
});
