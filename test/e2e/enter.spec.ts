import { expect, test } from "@playwright/test";
import { cell } from "./helpers";

// A full 4×4 grid with a "deadly rectangle" blanked: r1c1/r1c3/r2c1/r2c3 can hold 1,3 / 3,1 either way round.
const TWO_SOLUTIONS = ".2.4.4.221434321";

test("entering a puzzle with two solutions is told so, with the setter's assistant", async ({ page }) => {
  await page.goto("/enter");
  await page.getByRole("textbox", { name: "Puzzle text" }).fill(TWO_SOLUTIONS);
  await page.getByRole("button", { name: "Load text" }).click();
  await expect(cell(page, 4, 4)).toHaveAttribute("aria-label", /, 1$/);
  await page.getByRole("button", { name: "Check uniqueness" }).click();
  const verdict = page.getByRole("region", { name: "Solver verdict" });
  await expect(verdict).toContainText("more than one solution");
  await expect(verdict).toContainText("differ in 4 cells");
  await expect(page.locator(".cell.hint")).toHaveCount(4);
  await page.getByRole("button", { name: "Add it and re-check" }).click();
  await expect(verdict).toContainText("Exactly one solution");

  // The unique puzzle can be proved: two files to hand to drat-trim.
  await page.getByRole("button", { name: "Get a uniqueness certificate" }).click();
  const certificate = page.getByRole("group", { name: "Uniqueness certificate" });
  await expect(certificate).toContainText("verified by our RUP checker");
  const download = page.waitForEvent("download");
  await certificate.getByRole("link", { name: "puzzle.drat" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("puzzle.drat");
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString("utf8")).toMatch(/(^|\n)0\n$/);
  await expect(certificate.getByRole("link", { name: "puzzle.cnf" })).toHaveAttribute("download", "puzzle.cnf");
});

test("typing a puzzle cell by cell and solving it shows the solution and the log", async ({ page }) => {
  await page.goto("/enter");
  await page.getByRole("combobox").selectOption("2");
  await cell(page, 1, 1).click();
  for (const key of ["1", "ArrowRight", "2", "ArrowDown", "ArrowLeft", "3", "ArrowDown", "2"]) await page.keyboard.press(key);
  await page.getByRole("button", { name: "Solve with log" }).click();
  const verdict = page.getByRole("region", { name: "Solver verdict" });
  await expect(verdict).toBeVisible();
  await expect(verdict.getByRole("table", { name: "Solution" }).first()).toBeVisible();
});
