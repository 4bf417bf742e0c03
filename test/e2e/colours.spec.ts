import { expect, test } from "./fixtures";
import { seriousAxeFindings } from "./axe-serious";
import { cell, shootForReadme } from "./helpers";

test("a player colours cells from the side panel; the colours are named to screen readers, kept over a reload and undone like digits", async ({ page }) => {
  await page.goto("/play?size=9&d=hard&seed=colours");
  await expect(page.getByRole("grid")).toBeVisible();
  const target = cell(page, 1, 1);
  const other = cell(page, 5, 5);
  await target.click();
  await page.getByText("Colour cells").click();
  await page.getByRole("button", { name: "Colour green" }).click();
  await expect(target).toHaveAttribute("aria-label", /, coloured green$/);
  await expect(page.getByRole("button", { name: "Colour green" })).toHaveAttribute("aria-pressed", "true");
  await other.click();
  await page.getByRole("button", { name: "Colour purple" }).click();
  await expect(other).toHaveAttribute("aria-label", /, coloured purple$/);
  // The tint is drawn: the cell's background image is no longer none.
  expect(await other.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("gradient");
  await shootForReadme(page, "colours-desktop", true);

  await page.reload();
  await expect(cell(page, 1, 1)).toHaveAttribute("aria-label", /, coloured green$/);
  await expect(cell(page, 5, 5)).toHaveAttribute("aria-label", /, coloured purple$/);
  await page.getByRole("button", { name: /Undo/ }).click();
  await expect(cell(page, 5, 5)).not.toHaveAttribute("aria-label", /coloured/);
  await expect(cell(page, 1, 1)).toHaveAttribute("aria-label", /, coloured green$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await cell(page, 1, 1).click();
  await page.getByText("Colour cells").click();
  for (const swatch of await page.getByRole("group", { name: "Cell colours" }).getByRole("button").all()) {
    const box = (await swatch.boundingBox())!;
    expect(Math.min(box.width, box.height), (await swatch.getAttribute("aria-label")) ?? "No colour").toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shootForReadme(page, "colours-phone-dark", true);
});
