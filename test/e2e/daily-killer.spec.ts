import { expect, test } from "./fixtures";
import { waitForBoard } from "./helpers";

test("the daily page links to today's killer, which opens in the variant player with its cages drawn", async ({ page, request }) => {
  const today = new Date().toISOString().slice(0, 10);
  const answer = await request.get(`/api/daily/${today}/killer`);
  expect(answer.ok()).toBe(true);
  const killer = (await answer.json()) as { fpuzzles: { killercage: { cells: string[]; value?: string }[] } };
  await page.goto("/");
  await waitForBoard(page);
  await page.getByRole("link", { name: "Today’s killer" }).click();
  await expect(page).toHaveURL(/\/v\?load=/);
  await waitForBoard(page);
  const rules = page.getByRole("group", { name: "Variant rules" });
  const cages = rules.getByRole("img", { name: /^killer cage \d+ at / });
  await expect(cages).toHaveCount(killer.fpuzzles.killercage.length);
  const first = killer.fpuzzles.killercage[0];
  await expect(rules.getByRole("img", { name: `killer cage ${first.value} at ${first.cells.map((c) => c.toLowerCase()).join(", ")}` })).toBeAttached();
});
