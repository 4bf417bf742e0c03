import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { compressFpuzzles } from "../../worker/variants/fpuzzles-link";
import { waitForBoard } from "./helpers";

interface Entry {
  name: string;
  solution: string;
  fpuzzles: Record<string, unknown>;
}
const published = JSON.parse(readFileSync(new URL("../fixtures/variants/published.json", import.meta.url), "utf8")) as Entry[];
const KILLER = published.find((e) => e.name.startsWith("Killer sudoku"))!;

test("the hint on a killer /v game climbs to a forced cell, highlights it with its cages, and applies the right digit", async ({ page }) => {
  await page.goto(`/v?load=${encodeURIComponent(compressFpuzzles(KILLER.fpuzzles))}`);
  await waitForBoard(page);
  const status = page.locator(".message");
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(status).toHaveText(/^Look at the killer cage at r\dc\d \(sum \d+\)/);
  // Rung 1 highlights the cited cages without naming the cell.
  await expect(page.locator(".cell.area").first()).toBeVisible();
  await expect(page.locator(".cell.hint")).toHaveCount(0);

  await page.getByRole("button", { name: "Show cells" }).click();
  await expect(status).toHaveText(/^r\dc\d can hold only one digit/);
  const [, row, col] = /^r(\d)c(\d)/.exec((await status.textContent())!)!;
  await expect(page.getByRole("gridcell", { name: `row ${row}, column ${col}, empty, hint` })).toBeVisible();

  await page.getByRole("button", { name: "Show step" }).click();
  const digit = KILLER.solution[(Number(row) - 1) * 9 + Number(col) - 1];
  await expect(status).toHaveText(new RegExp(`^r${row}c${col} must be ${digit}: .*killer cage`));
  await page.getByRole("button", { name: "Apply step" }).click();
  await expect(page.getByRole("gridcell", { name: new RegExp(`^row ${row}, column ${col}, ${digit}`) })).toBeVisible();
  await expect(page.getByText("Hints: 1")).toBeVisible();
});
