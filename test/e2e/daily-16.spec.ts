import { expect, test } from "./fixtures";
import { cellLabels, shoot, waitForBoard } from "./helpers";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme: "dark" });

test("the daily page links to today's 16x16, which opens as a 16x16 board with the day's givens", async ({ page, request, context }) => {
  const answer = await request.get("/api/daily/16");
  expect(answer.ok()).toBe(true);
  const day = (await answer.json()) as { puzzle: string; size: number; difficulty: string; date: string };
  expect(day).toMatchObject({ size: 16, difficulty: "hard" });
  await page.goto("/");
  await waitForBoard(page);
  const link = page.getByRole("link", { name: "Today’s 16×16" });
  await expect(link).toBeVisible();
  await shoot(page, "daily-16-link-phone-dark");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/p/[^?]+\\?daily16=${day.date}$`));
  await waitForBoard(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Daily 16×16 of ${day.date}`);
  await shoot(page, "daily-16-player-phone-dark");
  await expect(page.getByRole("gridcell")).toHaveCount(256);
  const expected = [...day.puzzle].map((ch, i) => {
    const where = `row ${Math.floor(i / 16) + 1}, column ${(i % 16) + 1}`;
    return ch === "." ? `${where}, empty` : `${where}, ${ch}, given`;
  });
  expect(await cellLabels(page)).toEqual(expected);

  // Shared on, it is still that day's 16×16 for whoever opens the link.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy link with my progress" }).click();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(shared).search).toBe(`?daily16=${day.date}`);
  await page.goto(shared);
  await waitForBoard(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Daily 16×16 of ${day.date}`);
});

test("a link that claims another day's date for the puzzle stays a shared puzzle", async ({ page, request }) => {
  const day = (await (await request.get("/api/daily/16")).json()) as { puzzle: string; date: string };
  const other = (await (await request.get("/api/daily/2026-01-01/16")).json()) as { puzzle: string };
  expect(other.puzzle).not.toBe(day.puzzle);
  // Both daily answers have arrived before the heading is read, so a wrong name would already show.
  const confirmations = [page.waitForResponse((r) => r.url().endsWith("/api/daily/2026-01-01/16"))];
  await page.goto(`/p/${encodeURIComponent(day.puzzle)}?daily16=2026-01-01`);
  await Promise.all(confirmations);
  await waitForBoard(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shared puzzle");
});
