import { expect, test } from "./fixtures";
import { seriousAxeFindings } from "./axe-serious";
import { cell, cellLabels, shootForReadme, waitForBoard } from "./helpers";

test.use({ hasTouch: true, isMobile: true, colorScheme: "dark" });

test("on a phone, a player taps Corner and digits to mark where a digit goes in a box; placing it clears the mark in the box", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/play?size=9&d=easy&seed=corner-marks");
  await waitForBoard(page);
  // Two open cells of one box: the first box that has two.
  const open = (await cellLabels(page)).flatMap((label, i) => (/, empty$/.test(label) ? [i] : []));
  const boxOf = (i: number) => Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3);
  const first = open.find((i) => open.some((j) => j !== i && boxOf(j) === boxOf(i)))!;
  const second = open.find((j) => j !== first && boxOf(j) === boxOf(first))!;
  const at = (i: number) => cell(page, Math.floor(i / 9) + 1, (i % 9) + 1);

  await at(first).tap();
  await page.getByRole("button", { name: /Corner/, pressed: false }).tap();
  await expect(page.getByText("Corner mode")).toBeVisible();
  await page.getByRole("button", { name: "Corner mark 1" }).tap();
  await page.getByRole("button", { name: "Corner mark 5" }).tap();
  await at(second).tap();
  await page.getByRole("button", { name: "Corner mark 1" }).tap();
  await expect(at(first)).toHaveAttribute("aria-label", /, empty, corner marks 1 5$/);
  await expect(at(second)).toHaveAttribute("aria-label", /, empty, corner marks 1$/);
  await at(first).scrollIntoViewIfNeeded();
  await shootForReadme(page, "corner-marks-phone-dark");
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Back to values: 1 placed in the first cell leaves the other cell's corner mark 1 (auto-clear is on by default).
  await page.getByRole("button", { name: /Corner/, pressed: true }).tap();
  await at(first).tap();
  await page.getByRole("button", { name: "Enter 1" }).tap();
  await expect(at(first)).toHaveAttribute("aria-label", /, 1(, |$)/);
  await expect(at(second)).toHaveAttribute("aria-label", /, empty$/);
  await page.getByRole("button", { name: /Undo/ }).tap();
  await expect(at(second)).toHaveAttribute("aria-label", /, empty, corner marks 1$/);
  await expect(at(first)).toHaveAttribute("aria-label", /, empty, corner marks 1 5$/);
});
