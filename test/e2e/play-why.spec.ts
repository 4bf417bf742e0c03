import { expect, test } from "./fixtures";
import { cell, dailyPuzzle, shootForReadme, solutionOf, waitForBoard, wrongButLegal } from "./helpers";

test("'why is this wrong?' walks from the entry through forced steps to a contradiction on the board", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "easy");
  const solution = await solutionOf(request, puzzle);
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto("/?d=easy");
  await waitForBoard(page);
  const { at, digit } = wrongButLegal(puzzle, solution);
  const name = `r${Math.floor(at / 9) + 1}c${(at % 9) + 1}`;
  await cell(page, Math.floor(at / 9) + 1, (at % 9) + 1).click();
  await page.keyboard.press(digit);
  await page.getByRole("button", { name: "Why is this wrong?" }).click();
  const status = page.getByRole("status");
  await expect(status).toContainText(`${name} = ${digit} cannot be right`);
  const walk = page.getByRole("group", { name: "Why is this wrong" });
  const next = walk.getByRole("button", { name: "Next step ▶" });
  // Each step names a forced placement and shows it faintly on the board; the last shows the contradiction.
  let steps = 0;
  while (await next.isEnabled()) {
    await next.click();
    steps++;
    if ((await status.textContent())?.startsWith("Step ")) {
      await expect(status).toContainText(`Step ${steps} of`);
      await expect(page.locator(".cell.hint")).toHaveCount(1);
    }
  }
  await expect(status).toContainText(`So ${name} is wrong.`);
  await expect(status).toContainText(/no value left|no place left|both hold/);
  await expect(page.locator(".cell.wrong").first()).toBeVisible();
  await shootForReadme(page.locator("section.game"), "why-wrong");
  await walk.getByRole("button", { name: "Done" }).click();
  await expect(page.locator(".cell.wrong")).toHaveCount(0);
});
