/**
 * The print sheet: several generated puzzles to a page, each the Play page's puzzle for its seed, with their
 * solutions on a page of their own; what it makes matches its controls, and the URL makes the same sheet again.
 */
import { expect, test } from "./fixtures";
import { isSolutionOf } from "../../worker/core/sudoku/verify";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import type { Page } from "@playwright/test";

/** The grids of one section, each in the API's one-line form, read from the table cells. */
async function gridsIn(page: Page, section: string): Promise<string[]> {
  const tables = page.getByRole("region", { name: section }).getByRole("table");
  const texts: string[] = [];
  for (const table of await tables.all()) texts.push((await table.locator("tbody td").allTextContents()).map((t) => t || ".").join(""));
  return texts;
}

const grid = (text: string) => {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

test("a sheet of 4×4 puzzles: each the Play page's puzzle for its seed, unique, its solution on the solutions page", async ({ page, request }) => {
  await page.goto("/print?size=4&d=easy&count=3&seed=e2e");
  await expect(page).toHaveTitle(/^Print a sheet of puzzles · /);
  await expect(page.getByRole("region", { name: "Solutions" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Print" })).toBeEnabled();
  const puzzles = await gridsIn(page, "Puzzles");
  const solutions = await gridsIn(page, "Solutions");
  expect(puzzles).toHaveLength(3);
  expect(solutions).toHaveLength(3);
  for (let i = 0; i < 3; i++) {
    const answer = await (await request.get(`/api/generate?size=4&difficulty=easy&seed=e2e-${i + 1}`)).json();
    expect(puzzles[i]).toBe(answer.puzzle);
    expect(isSolutionOf(grid(puzzles[i]), grid(solutions[i]))).toBe(true);
    const solved = await (await request.get(`/api/solve?puzzle=${puzzles[i]}`)).json();
    expect(solved).toMatchObject({ status: "unique", solution: solutions[i] });
    await expect(page.getByRole("link", { name: new RegExp(`/play\\?size=4&d=easy&seed=e2e-${i + 1}$`) })).toHaveAttribute("href", `/play?size=4&d=easy&seed=e2e-${i + 1}`);
  }
  await expect(page.getByRole("table", { name: /^1\. easy · \d+ clues$/ })).toBeVisible();
  // The same URL makes the same sheet; leaving out the solutions drops their page.
  await page.goto("/print?size=4&d=easy&count=3&seed=e2e&solutions=0");
  await expect(page.getByRole("region", { name: "Puzzles" }).getByRole("table")).toHaveCount(3, { timeout: 30_000 });
  expect(await gridsIn(page, "Puzzles")).toEqual(puzzles);
  await expect(page.getByRole("button", { name: "Print" })).toBeEnabled();
  await expect(page.getByRole("region", { name: "Solutions" })).toHaveCount(0);
});

test("the controls make a new sheet that matches them, and /play links to a sheet of its size and level", async ({ page }) => {
  await page.goto("/play?size=9&d=hard&seed=p1");
  await page.getByRole("link", { name: "Print a sheet of these" }).click();
  await expect(page).toHaveURL(/\/print\?size=9&d=hard&count=6&seed=[a-z0-9]+$/);
  await expect(page.getByRole("region", { name: "Puzzles" }).getByRole("table")).toHaveCount(6, { timeout: 60_000 });
  await page.getByRole("combobox", { name: "Size" }).selectOption("16");
  await expect(page).toHaveURL(/\/print\?size=16&d=hard&count=2&seed=/);
  await expect(page.getByRole("region", { name: "Solutions" }).getByRole("table")).toHaveCount(2, { timeout: 60_000 });
  const captions = await page.getByRole("region", { name: "Puzzles" }).locator("caption").allTextContents();
  expect(captions).toEqual([expect.stringMatching(/^1\. hard · \d+ clues$/), expect.stringMatching(/^2\. hard · \d+ clues$/)]);
  expect((await gridsIn(page, "Puzzles"))[0]).toHaveLength(256);
  // Printing shows the sheet alone: no controls, no site header.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("combobox", { name: "Size" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("region", { name: "Puzzles" }).getByRole("table").first()).toBeVisible();
});

/** Pages in a PDF as Chromium writes it: one uncompressed `/Type /Page` dictionary per page. */
const pdfPages = (pdf: Buffer): number => pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

for (const [size, count] of [[9, 6], [16, 2]] as const) {
  test(`${count} ${size}×${size} puzzles print on one A4 or Letter page, their solutions on one more`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/print?size=${size}&d=easy&count=${count}&seed=paper`);
    await expect(page.getByRole("region", { name: "Solutions" }).getByRole("table")).toHaveCount(count, { timeout: 90_000 });
    await page.emulateMedia({ media: "print" });
    for (const format of ["A4", "Letter"]) expect(pdfPages(await page.pdf({ format })), format).toBe(2);
    await page.emulateMedia({ media: "screen" });
    await page.goto(`/print?size=${size}&d=easy&count=${count}&seed=paper&solutions=0`);
    await expect(page.getByRole("button", { name: "Print" })).toBeEnabled({ timeout: 90_000 });
    await page.emulateMedia({ media: "print" });
    for (const format of ["A4", "Letter"]) expect(pdfPages(await page.pdf({ format })), `${format}, no solutions`).toBe(1);
  });
}
