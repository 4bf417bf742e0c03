import { expect, test } from "./fixtures";
import { seriousAxeFindings } from "./axe-serious";
import { cell, shoot } from "./helpers";

test("a player drags over a row with the mouse and Ctrl-clicks one more cell; one note goes into every empty one, and one undo takes it back", async ({ page }) => {
  await page.goto("/play?size=9&d=easy&seed=multi-select");
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(page.getByText("Press and hold a cell to select several")).toBeHidden(); // a touch screen's tip
  const row = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((col) => cell(page, 1, col));
  const extra = cell(page, 5, 5);
  const centre = async (loc: (typeof row)[number]) => {
    const box = (await loc.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };

  // A real drag: Chromium's pointer events and hit testing, not synthetic ones.
  const from = await centre(row[0]);
  const to = await centre(row[8]);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
  await extra.click({ modifiers: ["ControlOrMeta"] });
  for (const loc of [...row, extra]) await expect(loc).toHaveAttribute("aria-selected", "true");
  await expect(cell(page, 2, 1)).toHaveAttribute("aria-selected", "false");

  await page.keyboard.press("Shift+Digit4");
  const empty = [];
  for (const loc of [...row, extra]) if (/, empty/.test((await loc.getAttribute("aria-label")) ?? "")) empty.push(loc);
  expect(empty.length).toBeGreaterThan(1);
  for (const loc of empty) await expect(loc).toHaveAttribute("aria-label", /, empty, notes 4$/);
  await shoot(page, "multi-select-desktop");
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole("button", { name: /Undo/ }).click();
  for (const loc of empty) await expect(loc).toHaveAttribute("aria-label", /, empty$/);
  await page.keyboard.press("Escape");
  await expect(extra).toHaveAttribute("aria-selected", "true");
  await expect(row[0]).toHaveAttribute("aria-selected", "false");
});
