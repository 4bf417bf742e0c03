/**
 * /enter: when the server's budget runs out ("unknown"), the page offers to keep solving in this browser, runs the
 * same engine in a Web Worker, and shows its verdict beside the puzzle it belongs to, and only there.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "./fixtures";
import { budgetFromMs } from "../../worker/core/budget";
import { checkProof, parseDimacs } from "../../worker/core/sat/index";
import { createRng } from "../../worker/core/rng";
import { formatGrid } from "../../worker/core/sudoku/grid-text";
import type { Grid } from "../../worker/core/sudoku/grid";
import { solveSudoku } from "../../worker/core/sudoku/solve";
import { randomSolvedGrid } from "../../worker/core/sudoku/solved-grid";
import { traceFromDrat } from "../helpers/drat";
import { seriousAxeFindings, shotsWithDarkPhoneAxe } from "./axe-serious";
import { cell, shootForReadme } from "./helpers";

interface Case {
  puzzle: string;
  solution: string;
}

/**
 * A 16x16 puzzle made here: a seeded solved grid, then each cell in a seeded order emptied if the puzzle stays
 * unique (a clue whose check runs out of work is kept). The first seed whose puzzle the server's smallest budget
 * (1 ms) cannot settle is used, so the test follows the engine if it grows stronger.
 */
function puzzleBeyondOneMillisecond(): Case {
  const tiny = budgetFromMs(1);
  for (let seed = 1; seed <= 20; seed++) {
    const solved = randomSolvedGrid(4, createRng(seed));
    const cells = Uint8Array.from(solved.cells);
    const order = createRng(seed + 1000).shuffle(Array.from(cells.keys()));
    for (const at of order) {
      const value = cells[at];
      cells[at] = 0;
      const check = solveSudoku({ shape: solved.shape, cells: Uint8Array.from(cells) }, { budget: { work: 50_000_000 }, limit: 2 });
      if (check.status !== "unique") cells[at] = value;
    }
    const puzzle: Grid = { shape: solved.shape, cells };
    if (solveSudoku({ shape: solved.shape, cells: Uint8Array.from(cells) }, { budget: tiny, limit: 2 }).status !== "unknown") continue;
    const full = solveSudoku({ shape: solved.shape, cells: Uint8Array.from(cells) }, { limit: 2 });
    expect(full.status).toBe("unique");
    expect(formatGrid(full.solution!)).toBe(formatGrid(solved));
    return { puzzle: formatGrid(puzzle), solution: formatGrid(solved) };
  }
  throw new Error("no seed from 1 to 20 made a 16x16 puzzle that needs more than 1 ms of work");
}

// Time, not a timing assertion: the 16×16 puzzle is dug on first use, and axe over a page with a 16×16 grid takes a while on a loaded machine.
test.describe.configure({ timeout: 180_000 });

let made: Case | undefined;
const hard = (): Case => (made ??= puzzleBeyondOneMillisecond());

/**
 * Holds the Sudoku worker's script at the network after the first `passed` requests for it, so that a test can be
 * sure the page is mid-solve; `release()` lets the held requests through (the worker may be gone by then: that is
 * the point).
 */
async function holdSolveWorker(page: Page, passed = 0): Promise<{ release: () => void; requested: () => number }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  await page.route(/\/assets\/sudoku-solve\.worker-[\w-]+\.js$/, async (route) => {
    if (++requested > passed) await held;
    await route.continue().catch(() => {});
  });
  return { release, requested: () => requested };
}

/** Loads the puzzle, checks it with a 1 ms server budget and waits for the server's "unknown". */
async function serverRunsOut(page: Page, puzzle: string): Promise<void> {
  await page.goto("/enter");
  await page.getByRole("textbox", { name: "Puzzle text" }).fill(puzzle);
  await page.getByRole("button", { name: "Load text" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loaded a 16×16 puzzle." })).toBeVisible();
  await page.getByRole("spinbutton", { name: "Budget (ms)" }).fill("1");
  await page.getByRole("button", { name: "Check uniqueness" }).click();
  await expect(page.getByRole("region", { name: "Solver verdict" })).toContainText("ran out of budget");
  await expect(page.getByRole("region", { name: "Solver verdict" })).toContainText("budget of 1 ms");
  // The page's own levers, not the API's advice to curl users (budget_ms, the command line).
  await expect(page.getByRole("region", { name: "Solver verdict" })).toContainText("A larger budget (up to 2,000 ms) may settle it; or keep solving in this browser");
  await expect(page.getByRole("region", { name: "Solver verdict" })).not.toContainText("budget_ms");
}

test("a puzzle the server's budget cannot settle is proven unique in this browser, with the engine's solution", async ({ page }) => {
  const { puzzle, solution } = hard();
  const workerScripts: string[] = [];
  page.on("request", (request) => void (/\/assets\/sudoku-solve\.worker-[\w-]+\.js$/.test(request.url()) && workerScripts.push(request.url())));
  await serverRunsOut(page, puzzle);
  // The solver's code is fetched only when someone asks for it, so the page itself does not carry it.
  expect(workerScripts).toEqual([]);
  const keep = page.getByRole("button", { name: "Keep solving in this browser" });
  await keep.click();

  const mine = page.getByRole("region", { name: "Verdict from this browser" });
  await expect(mine).toContainText("Exactly one solution");
  await expect(page.getByRole("heading", { name: "Answer from this browser" })).toBeFocused();
  await expect(page.getByRole("region", { name: "Solve in this browser" })).toContainText(/Took \d+\.\d s and [\d,]+ work units on this device \(budget 40,000,000,000\)/);
  await expect(page.getByRole("status").filter({ hasText: "Finished in this browser: exactly one solution." })).toBeVisible();
  await expect(keep).toHaveCount(0);

  expect(workerScripts).toHaveLength(1);
  await mine.getByRole("button", { name: "Show the solution" }).click();
  const shown = await mine.getByRole("table", { name: "Solution" }).locator("td").allTextContents();
  expect(shown.join("")).toBe(solution);

  expect(await shotsWithDarkPhoneAxe(page, "enter-local-solve")).toEqual([]);
});

/** Clicks a download link and reads the file it saved. */
async function downloaded(page: Page, link: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), "utf8") };
}

/** The server runs out, this browser proves the puzzle unique: the verdict region from this browser. */
async function browserVerdict(page: Page, puzzle: string): Promise<Locator> {
  await serverRunsOut(page, puzzle);
  await page.getByRole("button", { name: "Keep solving in this browser" }).click();
  const mine = page.getByRole("region", { name: "Verdict from this browser" });
  await expect(mine).toContainText("Exactly one solution");
  return mine;
}

test("after the browser's verdict the uniqueness certificate is made in this browser too: two files that check, no server call", async ({ page }) => {
  const { puzzle, solution } = hard();
  const mine = await browserVerdict(page, puzzle);
  const apiCalls: string[] = [];
  page.on("request", (request) => void (request.url().includes("/api/") && apiCalls.push(request.url())));
  await mine.getByRole("button", { name: "Get a uniqueness certificate" }).click();

  const certificate = mine.getByRole("group", { name: "Uniqueness certificate" });
  await expect(certificate).toContainText(/Certificate made in this browser: puzzle\.cnf \(givens, rules and “not this solution”\) and puzzle\.drat \([\d,]+ proof steps?, verified by our RUP checker\)\. Check it yourself: drat-trim puzzle\.cnf puzzle\.drat\./);
  await expect(page.getByRole("status").filter({ hasText: /^Certificate made in this browser in \d+\.\d s\.$/ })).toBeVisible();
  expect(apiCalls).toEqual([]);

  // The two files, checked here from their text alone: the formula excludes the browser's solution, the proof refutes it.
  const cnf = await downloaded(page, certificate.getByRole("link", { name: "puzzle.cnf" }));
  const drat = await downloaded(page, certificate.getByRole("link", { name: "puzzle.drat" }));
  expect([cnf.name, drat.name]).toEqual(["puzzle.cnf", "puzzle.drat"]);
  expect(cnf.text).toContain(`c solution: ${solution}`);
  const formula = parseDimacs(cnf.text);
  if (!formula.ok) throw new Error(formula.error.message);
  expect(checkProof(formula.value, traceFromDrat(drat.text)).verdict).toBe("verified");

  expect(await shotsWithDarkPhoneAxe(page, "enter-local-certificate")).toEqual([]);

  // Editing the grid clears it with the verdict, and the files' URLs are revoked, not just hidden.
  const href = (await certificate.getByRole("link", { name: "puzzle.drat" }).getAttribute("href"))!;
  const first = puzzle.indexOf(".");
  await cell(page, Math.floor(first / 16) + 1, (first % 16) + 1).click();
  await page.keyboard.press("1");
  await expect(page.getByRole("group", { name: "Uniqueness certificate" })).toHaveCount(0);
  expect(await page.evaluate(async (url) => fetch(url).then(() => "readable", () => "revoked"), href)).toBe("revoked");
});

test("editing the grid as soon as the browser starts solving stops it, and no stale verdict ever shows", async ({ page }) => {
  const { puzzle, solution } = hard();
  await serverRunsOut(page, puzzle);
  await page.getByRole("button", { name: "Keep solving in this browser" }).click();
  // Edit at once: the solve is stopped mid-run, or its answer cleared if it was quicker than this click. The digit is
  // the solution's, so the edited puzzle is one the server can check again.
  const first = puzzle.indexOf(".");
  await cell(page, Math.floor(first / 16) + 1, (first % 16) + 1).click();
  await page.keyboard.press(solution[first]);

  // Stopped mid-run, or (a solve quicker than the edit) its finished answer cleared.
  const changed = /^The puzzle changed, so the (solve in this browser was stopped and its answer cleared|answer from this browser was cleared)\.$/;
  await expect(page.getByRole("status").filter({ hasText: changed })).toBeVisible();
  await expect(page.getByRole("region", { name: "Verdict from this browser" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Solver verdict" })).toHaveCount(0);
  await expect(page.getByText("The puzzle changed since the last check, so that answer is hidden.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Keep solving in this browser" })).toHaveCount(0);
  // A reply from the stopped worker would have had time to arrive by now; it must not bring the old verdict back.
  await page.waitForTimeout(1500);
  await expect(page.getByRole("region", { name: "Verdict from this browser" })).toHaveCount(0);

  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    expect(await seriousAxeFindings(page), theme).toEqual([]);
  }
  await shootForReadme(page, "enter-local-solve-after-edit", true);

  // A check of the edited puzzle is the newer answer: the note about the old browser solve has said what it had to.
  await page.getByRole("button", { name: "Check uniqueness" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Checked: / })).toBeVisible();
  await expect(page.getByText(changed)).toHaveCount(0);
});

test("once the site was visited, the browser's solve also runs offline: its code is among the saved files", async ({ page, context }) => {
  const { puzzle, solution } = hard();
  await page.goto("/enter");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  });
  await serverRunsOut(page, puzzle);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Keep solving in this browser" }).click();
  const mine = page.getByRole("region", { name: "Verdict from this browser" });
  await expect(mine).toContainText("Exactly one solution");
  await mine.getByRole("button", { name: "Show the solution" }).click();
  expect((await mine.getByRole("table", { name: "Solution" }).locator("td").allTextContents()).join("")).toBe(solution);
  await context.setOffline(false);
});

test.describe("while the solver's code is still on its way", () => {
  // The worker's script is held back at the network, so the page is deterministically mid-solve (the service
  // worker is off so that the request reaches the route).
  test.use({ serviceWorkers: "block" });

  test("the page shows the time running and a focused Cancel, which ends the solve and gives the button back", async ({ page }) => {
    const { puzzle } = hard();
    const worker = await holdSolveWorker(page);
    await serverRunsOut(page, puzzle);
    const keep = page.getByRole("button", { name: "Keep solving in this browser" });
    await keep.click();

    const cancel = page.getByRole("button", { name: "Cancel" });
    await expect(cancel).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Solving in this browser." })).toBeVisible();
    const timer = page.getByRole("timer", { name: "Time solving in this browser" });
    await expect(timer).toHaveText(/^\d+\.\d s$/);
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before!);
    expect(worker.requested()).toBe(1);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "dark" });
    await shootForReadme(page, "enter-local-solve-running-phone-dark", true);

    await page.keyboard.press("Enter"); // Cancel has the focus
    await expect(page.getByRole("status").filter({ hasText: "Stopped solving in this browser." })).toBeVisible();
    await expect(keep).toBeFocused();
    await expect(cancel).toHaveCount(0);
    await expect(timer).toHaveCount(0);
    worker.release();
    await page.waitForTimeout(1500);
    await expect(page.getByRole("region", { name: "Verdict from this browser" })).toHaveCount(0);
  });

  test("making the certificate shows its time and a focused Cancel, which ends it and gives the button back", async ({ page }) => {
    const { puzzle } = hard();
    // The solve's copy of the worker comes at once; the certificate's copy is held back.
    const worker = await holdSolveWorker(page, 1);
    const mine = await browserVerdict(page, puzzle);
    const get = mine.getByRole("button", { name: "Get a uniqueness certificate" });
    await get.click();

    const cancel = mine.getByRole("button", { name: "Cancel" });
    await expect(cancel).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Making the uniqueness certificate in this browser." })).toBeVisible();
    const timer = page.getByRole("timer", { name: "Time making the certificate" });
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before!);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "dark" });
    await shootForReadme(page, "enter-local-certificate-running-phone-dark", true);

    await page.keyboard.press("Enter"); // Cancel has the focus
    await expect(page.getByRole("status").filter({ hasText: "Stopped making the certificate." })).toBeVisible();
    await expect(get).toBeFocused();
    await expect(timer).toHaveCount(0);
    worker.release();
    await page.waitForTimeout(1500);
    await expect(mine.getByRole("link", { name: "puzzle.drat" })).toHaveCount(0);
  });

  test("an edit while it runs stops it for good: the held code arrives too late to show anything", async ({ page }) => {
    const { puzzle } = hard();
    const worker = await holdSolveWorker(page);
    await serverRunsOut(page, puzzle);
    await page.getByRole("button", { name: "Keep solving in this browser" }).click();
    await expect(page.getByRole("button", { name: "Cancel" })).toBeFocused();
    const first = puzzle.indexOf(".");
    await cell(page, Math.floor(first / 16) + 1, (first % 16) + 1).click();
    await page.keyboard.press("2");
    await expect(page.getByRole("status").filter({ hasText: "The puzzle changed, so the solve in this browser was stopped" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0);
    worker.release();
    await page.waitForTimeout(1500);
    await expect(page.getByRole("region", { name: "Verdict from this browser" })).toHaveCount(0);
    // Undoing the edit brings back the server's answer for this puzzle, and with it the offer, not an old verdict.
    await page.keyboard.press("Control+z");
    await expect(page.getByRole("region", { name: "Solver verdict" })).toContainText("ran out of budget");
    await expect(page.getByRole("button", { name: "Keep solving in this browser" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Verdict from this browser" })).toHaveCount(0);
  });
});
