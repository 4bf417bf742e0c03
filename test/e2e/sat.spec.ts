import { expect, test, type Page } from "./fixtures";
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { shootForReadme } from "./helpers";
import { dimacsText, xorChainRows } from "../core/sat/gen/xor-chain";
import { formatDimacs } from "../../worker/core/sat/index";
import { randomKSat } from "../core/sat/gen/random-cnf";

const CNF = "c three variables\np cnf 3 4\n1 2 0\n-1 3 0\n-2 -3 0\n-1 -2 0\n";
const UNSAT = "p cnf 1 2\n1 0\n-1 0\n";
/** The pigeonhole principle, 8 pigeons in 7 holes: unsatisfiable, and far beyond a 1 ms budget for plain DPLL. */
function pigeonhole(holes: number): string {
  const v = (p: number, h: number) => p * holes + h + 1;
  const clauses: number[][] = [];
  for (let p = 0; p <= holes; p++) clauses.push(Array.from({ length: holes }, (_, h) => v(p, h)));
  for (let h = 0; h < holes; h++) for (let a = 0; a <= holes; a++) for (let b = a + 1; b <= holes; b++) clauses.push([-v(a, h), -v(b, h)]);
  return `p cnf ${(holes + 1) * holes} ${clauses.length}\n${clauses.map((c) => `${c.join(" ")} 0`).join("\n")}\n`;
}

const solveButton = (page: Page) => page.getByRole("button", { name: "Solve", exact: true });

async function downloadRes(page: Page): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download .res" }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), "utf8") };
}

test("the SAT page solves an uploaded CNF and downloads its .res in one click", async ({ page }) => {
  await page.goto("/sat");
  await page.getByLabel("Upload CNF file").setInputFiles({ name: "small.cnf", mimeType: "text/plain", buffer: Buffer.from(CNF) });
  await expect(page.getByRole("textbox", { name: "DIMACS CNF" })).toHaveValue(CNF);
  await solveButton(page).click();
  await expect(page.getByLabel("Status")).toContainText("s SATISFIABLE");
  await expect(page.getByText("model verified")).toBeVisible();
  await expect(page.locator("pre.model")).toContainText(/^v .* 0$/);
  // Plural agreement, grouped digits and the time it took.
  await expect(page.getByLabel("Statistics")).toContainText(/^3 variables · 4 clauses · engine cdcl · \d+ decisions? · /);
  await expect(page.getByLabel("Statistics")).toContainText(/answered in \d+ ms/);

  const res = await downloadRes(page);
  expect(res.name).toBe("small.res");
  expect(res.text).toMatch(/^s 1\nv -?1 -?2 -?3\nt /);
});

test("any edit hides the answer, its table and its download; the file control forgets a file replaced by hand", async ({ page }) => {
  await page.goto("/sat");
  const box = page.getByRole("textbox", { name: "DIMACS CNF" });
  const fileControl = page.getByLabel("Upload CNF file");
  await fileControl.setInputFiles({ name: "small.cnf", mimeType: "text/plain", buffer: Buffer.from(CNF) });
  await expect(box).toHaveValue(CNF);
  await page.getByRole("button", { name: "Compare engines" }).click();
  await expect(page.getByLabel("Status")).toContainText("s SATISFIABLE");
  await expect(page.getByRole("table", { name: "Engine comparison" })).toBeVisible();

  // A formula pasted over the old one: nothing of the old answer may stay beside it.
  await box.fill(UNSAT);
  await expect(page.getByLabel("Status")).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Engine comparison" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download .res" })).toHaveCount(0);
  await expect(fileControl).toHaveValue("");
  await expect(page.getByRole("status").filter({ hasText: "The input changed" })).toHaveText("The input changed since the last answer, so that answer is hidden. Solve again for this input.");
  await shootForReadme(page, "sat-after-edit");

  await solveButton(page).click();
  await expect(page.getByLabel("Status")).toContainText("s UNSATISFIABLE");
  const res = await downloadRes(page);
  expect(res.name).toBe("result.res");
  expect(res.text).toMatch(/^s 0\nt /);

  // The engine and the budget are part of the input too.
  await page.getByLabel("Engine").selectOption("dpll");
  await expect(page.getByLabel("Status")).toHaveCount(0);
  await page.getByLabel("Engine").selectOption("cdcl");
  await expect(page.getByLabel("Status")).toContainText("s UNSATISFIABLE");
  await page.getByLabel("Budget (ms)").fill("300");
  await expect(page.getByLabel("Status")).toHaveCount(0);
});

test("an answer that arrives after an edit is not shown beside the new text", async ({ page }) => {
  await page.goto("/sat");
  const box = page.getByRole("textbox", { name: "DIMACS CNF" });
  await box.fill(CNF);
  // Hold the answer until the text has changed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/sat?**", async (route) => {
    await held;
    await route.continue();
  });
  await solveButton(page).click();
  await box.fill(UNSAT);
  release();
  await expect(page.getByRole("status").filter({ hasText: "Solving" })).toHaveCount(0);
  await expect(page.getByLabel("Status")).toHaveCount(0);
});

test("messages speak to a person: empty input, one error position, UNKNOWN without API words, a capped budget", async ({ page }) => {
  await page.goto("/sat");
  const box = page.getByRole("textbox", { name: "DIMACS CNF" });
  await box.fill("  \n");
  await solveButton(page).click();
  await expect(page.getByRole("alert")).toHaveText("There is no formula yet: paste one in DIMACS CNF or upload a .cnf file.");

  await box.fill("p cnf 2 1\n1 x 0\n");
  await solveButton(page).click();
  await expect(page.getByRole("alert")).toContainText("line 2, column 3");
  expect((await page.getByRole("alert").textContent())!.match(/line 2/g)).toHaveLength(1);

  await box.fill(pigeonhole(8));
  await page.getByLabel("Engine").selectOption("dpll");
  // A budget below 1 ms reads back as the 1 ms that is run once the field is left.
  await page.getByLabel("Budget (ms)").fill("-5");
  await page.getByLabel("Budget (ms)").blur();
  await expect(page.getByLabel("Budget (ms)")).toHaveValue("1");
  await solveButton(page).click();
  await expect(page.getByLabel("Status")).toContainText("s UNKNOWN");
  const advice = page.locator(".sat-result").getByText(/The solver used its whole budget of 1 ms/);
  await expect(advice).toContainText("Raise the budget and solve again, or keep solving in this browser.");
  const text = await page.locator(".sat-result").textContent();
  expect(text).not.toMatch(/npm|budget_ms/);

  // Above the server's cap: the field shows the budget really used, and the page says why.
  await page.getByLabel("Budget (ms)").fill("999999");
  await solveButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: "The site allows budgets up to" })).toContainText("999,999 ms was lowered to that");
  const capped = Number(await page.getByLabel("Budget (ms)").inputValue());
  expect(capped).toBeLessThan(999999);
  await expect(page.getByLabel("Status")).toBeVisible();
});

test("an UNSAT formula and a syntax error are both reported", async ({ page }) => {
  await page.goto("/sat");
  const box = page.getByRole("textbox", { name: "DIMACS CNF" });
  await box.fill(UNSAT);
  // The server checks the CDCL engine's refutation before answering, and the page says so.
  await solveButton(page).click();
  await expect(page.getByLabel("Status")).toContainText("s UNSATISFIABLEproof checked");
  await page.getByRole("button", { name: "Compare engines" }).click();
  // The CDCL answer's refutation was checked on the server: the badge names the proof, never a model.
  await expect(page.getByLabel("Status")).toHaveText("s UNSATISFIABLEproof checked");
  const table = page.getByRole("table", { name: "Engine comparison" });
  await expect(table.getByRole("row")).toHaveCount(4);
  for (const engine of ["cdcl", "dpll-opt", "dpll"]) {
    await expect(table.getByRole("row").filter({ has: page.getByRole("cell", { name: engine, exact: true }) })).toContainText("UNSAT");
  }
  await expect(table.getByRole("columnheader", { name: /Optimization rate vs plain DPLL/ })).toBeVisible();
  await box.fill("p cnf 2 1\n1 x 0\n");
  await solveButton(page).click();
  await expect(page.getByRole("alert")).toContainText("line 2");
});

test("on a phone the engine table scrolls in its own box, with a visible hint", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/sat");
  await page.getByRole("textbox", { name: "DIMACS CNF" }).fill(UNSAT);
  await page.getByRole("button", { name: "Compare engines" }).click();
  await expect(page.getByText("Scroll the table sideways for every column")).toBeVisible();
  const region = page.getByRole("region", { name: "Engine comparison, scrolls sideways" });
  const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByText("Scroll the table sideways for every column")).toBeHidden();
});

test("Simplify first eliminates variables before the search and says what it removed; it is part of the input", async ({ page }) => {
  // x1 xor ... xor x12 = 1 through a Tseitin chain: the eleven auxiliary variables are eliminable.
  const chain = dimacsText(23, xorChainRows(12, 13, 1));
  await page.goto("/sat");
  await page.getByRole("textbox", { name: "DIMACS CNF" }).fill(chain);
  const simplify = page.getByRole("checkbox", { name: "Simplify first" });
  await simplify.check();
  await solveButton(page).click();
  await expect(page.getByLabel("Status")).toContainText("s SATISFIABLE");
  await expect(page.getByText("model verified")).toBeVisible();
  await expect(page.getByLabel("Simplification")).toHaveText(/^Simplified first: \d+ of 45 clauses left \((1[1-9]|[2-9]\d) variables eliminated, \d+ subsumed, \d+ strengthened\), in [\d,]+ work units of the total\.$/);

  // Unticking it changes the input: the old answer goes, and the next one has no simplification line.
  await simplify.uncheck();
  await expect(page.getByLabel("Status")).toHaveCount(0);
  await solveButton(page).click();
  await expect(page.getByLabel("Status")).toContainText("s SATISFIABLE");
  await expect(page.getByLabel("Simplification")).toHaveCount(0);

  // The DPLL engines do not simplify: the box is disabled and the note says it is CDCL's.
  await page.getByLabel("Engine").selectOption("dpll");
  await expect(simplify).toBeDisabled();
  await expect(page.locator("#simplify-note")).toContainText("(CDCL only)");
  await page.getByLabel("Engine").selectOption("cdcl");
  await simplify.check();
  await page.getByRole("button", { name: "Compare engines" }).click();
  const table = page.getByRole("table", { name: "Engine comparison" });
  await expect(table.getByRole("cell", { name: "cdcl, simplified first" })).toBeVisible();
  await expect(table.getByRole("cell", { name: "dpll", exact: true })).toBeVisible();
});

test("an UNKNOWN on a large formula suggests Simplify first, and not once it was ticked", async ({ page }) => {
  const large = formatDimacs(randomKSat(3000, 12_780, 3, 5));
  await page.goto("/sat");
  // A file, as such formulas come (typing 150 kB into the box is not how anyone brings them).
  await page.getByLabel("Upload CNF file").setInputFiles({ name: "large.cnf", mimeType: "text/plain", buffer: Buffer.from(large) });
  await page.getByLabel("Budget (ms)").fill("30");
  await solveButton(page).click();
  await expect(page.getByLabel("Status")).toContainText("s UNKNOWN");
  await expect(page.getByText(/often go further with Simplify first\. Raise the budget/)).toBeVisible();
  await page.getByRole("checkbox", { name: "Simplify first" }).check();
  await solveButton(page).click();
  await expect(page.getByLabel("Simplification")).toBeVisible();
  await expect(page.getByLabel("Status")).toContainText("s UNKNOWN");
  await expect(page.getByText(/Simplify first\. Raise the budget/)).toHaveCount(0);
});

test("a large uploaded formula is summarised instead of shown, solved as it is, and can still be edited or cleared", async ({ page }) => {
  // About 300 kB: past the size at which the box is replaced by a summary.
  const large = formatDimacs(randomKSat(2000, 30_000, 3, 9));
  await page.goto("/sat");
  await page.getByLabel("Upload CNF file").setInputFiles({ name: "big.cnf", mimeType: "text/plain", buffer: Buffer.from(large) });
  const summary = page.getByRole("region", { name: "Formula" });
  await expect(summary).toContainText(/^big\.cnf: 0\.\d MB, declaring 2,000 variables and 30,000 clauses\. It is too large to edit comfortably here/);
  await expect(page.getByRole("textbox", { name: "DIMACS CNF" })).toHaveCount(0);
  await page.getByLabel("Budget (ms)").fill("100");
  await solveButton(page).click();
  await expect(page.getByLabel("Status")).toContainText(/^s (UNSATISFIABLE|UNKNOWN)/);
  await expect(page.getByLabel("Statistics")).toContainText(/^2,000 variables · 30,000 clauses · /);

  await summary.getByRole("button", { name: "Edit here anyway" }).click();
  await expect(page.getByRole("textbox", { name: "DIMACS CNF" })).toHaveValue(large);
  await expect(page.getByLabel("Status")).toBeVisible();

  await page.getByLabel("Upload CNF file").setInputFiles({ name: "big.cnf", mimeType: "text/plain", buffer: Buffer.from(large) });
  await page.getByRole("region", { name: "Formula" }).getByRole("button", { name: "Clear" }).click();
  await expect(page.getByRole("textbox", { name: "DIMACS CNF" })).toHaveValue("");
  await expect(page.getByLabel("Status")).toHaveCount(0);
  await expect(page.getByLabel("Upload CNF file")).toHaveValue("");
});

test("an uploaded .cnf.gz is inflated in the page and solved; an .xz names the command that unpacks it", async ({ page }) => {
  await page.goto("/sat");
  const fileControl = page.getByLabel("Upload CNF file");
  await fileControl.setInputFiles({ name: "small.cnf.gz", mimeType: "application/gzip", buffer: gzipSync(Buffer.from(CNF)) });
  await expect(page.getByRole("textbox", { name: "DIMACS CNF" })).toHaveValue(CNF);
  await solveButton(page).click();
  await expect(page.getByLabel("Status")).toContainText("s SATISFIABLE");

  // Large enough to be summarised: the summary says what the text was inflated from.
  const large = formatDimacs(randomKSat(2000, 30_000, 3, 9));
  await fileControl.setInputFiles({ name: "big.cnf.gz", mimeType: "application/gzip", buffer: gzipSync(Buffer.from(large)) });
  await expect(page.getByRole("region", { name: "Formula" })).toContainText(/^big\.cnf\.gz: 0\.\d MB \(inflated from 0\.\d MB of gzip\), declaring 2,000 variables and 30,000 clauses\./);

  await fileControl.setInputFiles({ name: "hard.cnf.xz", mimeType: "application/x-xz", buffer: Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, 0x00, 0x04]) });
  await expect(page.getByRole("alert")).toHaveText("hard.cnf.xz is xz-compressed, which is not read here: unpack it first (xz -dk hard.cnf.xz) and upload the .cnf, or compress it with gzip.");
  // The formula on the page is still the last one read, and the control no longer names the file it refused.
  await expect(page.getByRole("region", { name: "Formula" })).toContainText(/^big\.cnf\.gz: /);
  await expect(fileControl).toHaveValue("");
  await page.getByRole("region", { name: "Formula" }).getByRole("button", { name: "Clear" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("an UNSAT answer names the clauses that clash, with their lines, saves them as a formula, and goes with an edit", async ({ page }) => {
  // Three pigeons, two holes, and a last clause that plays no part in the contradiction.
  const formula = "p cnf 7 10\n1 2 0\n3 4 0\n5 6 0\n-1 -3 0\n-1 -5 0\n-3 -5 0\n-2 -4 0\n-2 -6 0\n-4 -6 0\n7 1 0\n";
  await page.goto("/sat");
  await page.getByRole("textbox", { name: "DIMACS CNF" }).fill(formula);
  await page.getByRole("button", { name: "Solve" }).click();
  await expect(page.getByText("s UNSATISFIABLE")).toBeVisible();
  const core = page.getByRole("region", { name: "Unsatisfiable core" });
  await core.getByRole("button", { name: "Which clauses clash?" }).click();
  await expect(core.getByRole("status")).toHaveText("These 9 of the formula's 10 clauses cannot all hold together; drop any one of them and the rest can.");
  await expect(core.getByRole("listitem")).toHaveCount(9);
  await expect(core.getByRole("listitem").first()).toHaveText("clause 1 (line 2): 1 2 0");
  await expect(core.getByText("clause 10", { exact: false })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent("download"), core.getByRole("button", { name: "Save the core as .cnf" }).click()]);
  expect(download.suggestedFilename()).toBe("formula.core.cnf");
  const saved = await readFile(await download.path(), "utf8");
  expect(saved).toContain("p cnf 7 9\n1 2 0\n");
  expect(saved).not.toContain("7 1 0");
  // The core belongs to the formula it was asked of: an edit hides it with the answer.
  await page.getByRole("textbox", { name: "DIMACS CNF" }).fill(formula.replace("7 1 0", "7 2 0"));
  await expect(page.getByRole("region", { name: "Unsatisfiable core" })).toHaveCount(0);
});
