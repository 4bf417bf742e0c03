import { expect, test } from "./fixtures";
import { shotsWithDarkPhoneAxe } from "./axe-serious";
import { cell, dailyPuzzle, shootForReadme, solutionOf, waitForBoard } from "./helpers";

test("after the finish, the replay steps through the player's own moves on a second board and plays them through", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "easy");
  const solution = await solutionOf(request, puzzle);
  const open = [...puzzle].flatMap((c, i) => (c === "." ? [i] : []));
  await page.goto("/?d=easy");
  await waitForBoard(page);
  const at = (i: number) => cell(page, Math.floor(i / 9) + 1, (i % 9) + 1);
  await at(open[0]).click();
  await page.keyboard.press("Shift+1"); // a note first: the replay shows it as it was
  for (const i of open) {
    await at(i).click();
    await page.keyboard.press(solution[i]);
  }
  const done = page.getByRole("region", { name: "Finished" });
  await expect(done).toContainText("Solved!");

  const moves = open.length + 1;
  await done.getByRole("button", { name: `▶ Replay your solve (${moves} moves)` }).click();
  const replayBoard = page.getByRole("grid", { name: "Replay board" });
  const first = replayBoard.getByRole("gridcell", { name: new RegExp(`^row ${Math.floor(open[0] / 9) + 1}, column ${(open[0] % 9) + 1},`) });
  await expect(first).toHaveAttribute("aria-label", /, empty$/);
  await done.getByRole("button", { name: "Next ▶" }).click();
  await expect(done.getByText(new RegExp(`^Move 1 of ${moves}, at 0:0\\d: note 1 in r\\dc\\d$`))).toBeVisible();
  await expect(first).toHaveAttribute("aria-label", /, empty, notes 1$/);
  await done.getByRole("button", { name: "Next ▶" }).click();
  await expect(first).toHaveAttribute("aria-label", new RegExp(`, ${solution[open[0]]}$`));
  // The game's own board stays finished while the replay moves.
  await expect(page.getByRole("grid", { name: /^(?!Replay)/ }).first()).toHaveClass(/solved/);
  await done.getByRole("button", { name: "▶ Play" }).click();
  await expect(done.getByText(`Move ${moves} of ${moves}, at `)).toBeVisible({ timeout: moves * 450 + 10_000 });
  await expect(done.getByRole("button", { name: "▶ Play" })).toBeVisible();
  await done.getByRole("slider", { name: "Move" }).fill("3");
  await expect(done.getByText(`Move 3 of ${moves}, at `)).toBeVisible();
  await replayBoard.scrollIntoViewIfNeeded();
  expect(await shotsWithDarkPhoneAxe(page, "replay")).toEqual([]);
  await shootForReadme(done, "replay-panel-phone-dark");
});
