import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";

const CNF = "c three variables\np cnf 3 4\n1 2 0\n-1 3 0\n-2 -3 0\n-1 -2 0\n";

test("the SAT page solves an uploaded CNF and offers the .res download", async ({ page }) => {
  await page.goto("/sat");
  await page.getByLabel("Upload CNF file").setInputFiles({ name: "small.cnf", mimeType: "text/plain", buffer: Buffer.from(CNF) });
  await expect(page.getByRole("textbox", { name: "DIMACS CNF" })).toHaveValue(CNF);
  await page.getByRole("button", { name: "Solve", exact: true }).click();
  await expect(page.getByLabel("Status")).toContainText("s SATISFIABLE");
  await expect(page.getByText("model verified")).toBeVisible();
  await expect(page.locator("pre.model")).toContainText(/^v .* 0$/);

  await page.getByRole("button", { name: "Make .res file" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download .res" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe("result.res");
  const text = await readFile(await file.path(), "utf8");
  expect(text.length).toBeGreaterThan(0);
});

test("an UNSAT formula and a syntax error are both reported", async ({ page }) => {
  await page.goto("/sat");
  const box = page.getByRole("textbox", { name: "DIMACS CNF" });
  await box.fill("p cnf 1 2\n1 0\n-1 0\n");
  await page.getByRole("button", { name: "Compare engines" }).click();
  await expect(page.getByLabel("Status")).toContainText("s UNSATISFIABLE");
  const table = page.getByRole("table", { name: "Engine comparison" });
  await expect(table.getByRole("row")).toHaveCount(4);
  for (const engine of ["cdcl", "dpll-opt", "dpll"]) {
    await expect(table.getByRole("row").filter({ has: page.getByRole("cell", { name: engine, exact: true }) })).toContainText("UNSAT");
  }
  await expect(table.getByRole("columnheader", { name: /Optimization rate vs plain DPLL/ })).toBeVisible();
  await box.fill("p cnf 2 1\n1 x 0\n");
  await page.getByRole("button", { name: "Solve", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("line 2");
});
