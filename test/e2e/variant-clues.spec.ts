import { expect, test } from "./fixtures";
import { compressFpuzzles } from "../../worker/variants/fpuzzles-link";
import { seriousAxeFindings } from "./axe-serious";
import { cell, waitForBoard } from "./helpers";

// A 4x4 fixed by marks, lines and clues outside the grid alone (no givens); its one solution is 1234/3412/2143/4321.
const SOLUTION = "1234341221434321";
const PUZZLE = {
  size: 4,
  title: "Outside clues",
  grid: Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ({}))),
  sandwichsum: [{ cell: "R1C5", value: "5" }, { cell: "R0C4", value: "5" }],
  littlekillersum: [{ cell: "R0C1", direction: "DR", value: "6" }],
  odd: [{ cell: "R2C1" }],
  minimum: [{ cell: "R1C1" }],
  palindrome: [{ lines: [["R1C2", "R2C1", "R3C1"]] }],
  quadruple: [{ cells: ["R2C2", "R2C3", "R3C2", "R3C3"], values: [1, 4] }],
};
const LINK = `/v?load=${encodeURIComponent(compressFpuzzles(PUZZLE))}`;

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`clues outside the grid sit beside the line they read, on their own side, at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(LINK);
    await waitForBoard(page);
    const rules = page.getByRole("group", { name: "Variant rules" });
    for (const name of ["odd cell r2c1", "minimum at r1c1 (below its neighbours)", "palindrome r1c2, r2c1, r3c1", "quadruple 1,4 at r2c2, r2c3, r3c2, r3c3"]) {
      await expect(rules.getByRole("img", { name })).toBeAttached();
    }
    const grid = (await page.getByRole("grid").boundingBox())!;
    const row = (await rules.getByRole("img", { name: "sandwich 5 in row 1" }).boundingBox())!;
    const column = (await rules.getByRole("img", { name: "sandwich 5 in column 4" }).boundingBox())!;
    const diagonal = (await rules.getByRole("img", { name: "little killer 6 along r1c2, r2c3, r3c4" }).boundingBox())!;
    // The row's clue is to the right of the grid (its f-puzzles cell is R1C5), the column's and the diagonal's above.
    expect(row.x).toBeGreaterThanOrEqual(grid.x + grid.width - 1);
    expect(row.y).toBeLessThan(grid.y + grid.height / 4);
    expect(column.y + column.height).toBeLessThanOrEqual(grid.y + 1);
    expect(column.x).toBeGreaterThan(grid.x + (grid.width * 3) / 4 - 1);
    expect(diagonal.y).toBeLessThan(grid.y);
    // The band for the clues stays on the page: nothing is cut off and the page does not scroll sideways.
    expect(row.x + row.width).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
}

test("a digit that breaks a mark turns that mark red, and the solution plays to the end", async ({ page }) => {
  await page.goto(LINK);
  await waitForBoard(page);
  const odd = page.getByRole("group", { name: "Variant rules" }).getByRole("img", { name: "odd cell r2c1" });
  await cell(page, 2, 1).click();
  await page.keyboard.press("2");
  await expect(odd).toHaveClass(/broken/);
  await page.keyboard.press("3");
  await expect(odd).not.toHaveClass(/broken/);
  for (let i = 0; i < 16; i++) {
    if (i === 4) continue;
    await cell(page, Math.floor(i / 4) + 1, (i % 4) + 1).click();
    await page.keyboard.press(SOLUTION[i]);
  }
  await expect(page.getByRole("region", { name: "Finished" })).toContainText("Solved!");
});

test("a 16×16 with sandwich clues keeps 24 px cells on a phone, and says the board scrolls sideways", async ({ page }) => {
  // A pattern grid (every row shifts the last by a box's width, every band by one more), all given but the diagonal.
  const n = 16;
  const value = (r: number, c: number) => ((r * 4 + Math.floor(r / 4) + c) % n) + 1;
  const sandwich = (cells: number[]) => {
    const crusts = cells.flatMap((v, k) => (v === 1 || v === n ? [k] : []));
    return String(cells.slice(crusts[0] + 1, crusts[1]).reduce((s, v) => s + v, 0));
  };
  const line = (i: number, row: boolean) => Array.from({ length: n }, (_, k) => (row ? value(i, k) : value(k, i)));
  const puzzle = {
    size: n,
    grid: Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => (r === c ? {} : { value: value(r, c), given: true }))),
    sandwichsum: Array.from({ length: n }, (_, i) => [
      { cell: `R${i + 1}C0`, value: sandwich(line(i, true)) },
      { cell: `R0C${i + 1}`, value: sandwich(line(i, false)) },
    ]).flat(),
  };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/v?load=${encodeURIComponent(compressFpuzzles(puzzle))}`);
  await waitForBoard(page);
  const first = (await page.getByRole("gridcell").first().boundingBox())!;
  const last = (await page.getByRole("gridcell").last().boundingBox())!;
  expect(first.width).toBeGreaterThanOrEqual(24);
  expect(last.width).toBeGreaterThanOrEqual(24);
  await expect(page.getByText("16×16 needs a little more width than there is here")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
