import { expect, test } from "./fixtures";
import { cell, dailyPuzzle, solutionOf, waitForBoard } from "./helpers";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("on a phone, tapping a cell and a pad digit enters it", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "easy");
  const solution = await solutionOf(request, puzzle);
  await page.goto("/?d=easy");
  await waitForBoard(page);
  const i = puzzle.indexOf(".");
  const target = cell(page, Math.floor(i / 9) + 1, (i % 9) + 1);
  await target.tap();
  await expect(target).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: `Enter ${solution[i]}` }).tap();
  await expect(target).toHaveAttribute("aria-label", new RegExp(`, ${solution[i]}$`));
  const box = await page.getByRole("grid").boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
});
