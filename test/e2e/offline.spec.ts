import { expect, test } from "@playwright/test";

test("once loaded, the daily puzzle opens offline (service worker + saved answer)", async ({ page, context }) => {
  await page.goto("/?d=easy");
  await expect(page.getByRole("gridcell").first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const labels = await page.getByRole("gridcell").evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label")));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("gridcell").first()).toBeVisible();
  expect(await page.getByRole("gridcell").evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label")))).toEqual(labels);
  await context.setOffline(false);
});
