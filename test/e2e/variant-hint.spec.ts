import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { compressFpuzzles } from "../../worker/variants/fpuzzles-link";
import { cell, waitForBoard } from "./helpers";

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

test("the hint on a killer /v game with a wrong digit says why that digit cannot be right, and lights up the rules it breaks", async ({ page }) => {
  await page.goto(`/v?load=${encodeURIComponent(compressFpuzzles(KILLER.fpuzzles))}`);
  await waitForBoard(page);
  // r1c1 sits in the killer cage of 3 over r1c1 and r1c2: a 9 there breaks it whatever else is on the board.
  const right = KILLER.solution[0];
  const wrong = right === "9" ? "8" : "9";
  await cell(page, 1, 1).click();
  await page.keyboard.press(wrong);
  await page.getByRole("button", { name: "Hint" }).click();
  const reason = `r1c1's ${wrong} cannot be right: it breaks the killer cage at r1c1 (sum 3).`;
  await expect(page.locator(".message")).toHaveText(`r1c1 does not match the solution; fix it first. ${reason}`);
  await expect(page.getByRole("gridcell", { name: /^row 1, column 2, empty/ })).toHaveClass(/\barea\b/);
  // "Why is this wrong?" gives the reason alone, as the classic one does; with the digit put right, nothing is wrong.
  await page.getByRole("button", { name: "Why is this wrong?" }).click();
  await expect(page.locator(".message")).toHaveText(reason);
  // With a second wrong digit selected, that one is explained rather than the first in reading order.
  const other = KILLER.solution[80] === "9" ? "8" : "9";
  await cell(page, 9, 9).click();
  await page.keyboard.press(other);
  await page.getByRole("button", { name: "Why is this wrong?" }).click();
  await expect(page.locator(".message")).toHaveText(new RegExp(`^r9c9's ${other} cannot be right`));
  await cell(page, 9, 9).click();
  await page.keyboard.press("Delete");
  await cell(page, 1, 1).click();
  await page.keyboard.press(right);
  await page.getByRole("button", { name: "Why is this wrong?" }).click();
  await expect(page.locator(".message")).toHaveText("None of your digits is wrong: with the givens and the rules, they can all still be right.");
});
