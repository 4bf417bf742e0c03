/** Shared steps for the browser tests: the solution of a puzzle from the API, and reading the board's labels. */
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** The Worker under test (playwright.config.ts chooses its port and passes it on in E2E_PORT). */
export const E2E_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 8788}`;

export async function dailyPuzzle(request: APIRequestContext, difficulty: string): Promise<string> {
  const response = await request.get(`/api/daily?difficulty=${difficulty}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { puzzle: string }).puzzle;
}

export async function solutionOf(request: APIRequestContext, puzzle: string): Promise<string> {
  const response = await request.post("/api/solve", { data: { puzzle } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { status: string; solution: string };
  expect(body.status).toBe("unique");
  return body.solution;
}

/** The board's cells in order, by their accessible names ("row 3, column 7, 5"). */
export async function cellLabels(page: Page, grid = "grid"): Promise<string[]> {
  return page.getByRole("grid").first().getByRole("gridcell").evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label") ?? ""), grid);
}

export function cell(page: Page, row: number, col: number) {
  return page.getByRole("gridcell", { name: new RegExp(`^row ${row}, column ${col},`) });
}

/** Waits for the daily board to show the given puzzle (the page may first show a cached one). */
export async function waitForBoard(page: Page): Promise<void> {
  await expect(page.getByRole("gridcell").first()).toBeVisible();
}

export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** A cell and a digit that is wrong there yet repeats nothing visible (only the solution shows it is wrong). */
export function wrongButLegal(puzzle: string, solution: string, from = 0): { at: number; digit: string } {
  const sees = (i: number, j: number) =>
    Math.floor(j / 9) === Math.floor(i / 9) || j % 9 === i % 9 || (Math.floor(j / 27) === Math.floor(i / 27) && Math.floor((j % 9) / 3) === Math.floor((i % 9) / 3));
  for (let i = from; i < 81; i++) {
    if (puzzle[i] !== ".") continue;
    for (let v = 1; v <= 9; v++) {
      const d = String(v);
      if (d !== solution[i] && !Array.from(puzzle).some((g, j) => j !== i && g === d && sees(i, j))) return { at: i, digit: d };
    }
  }
  throw new Error("no wrong-but-legal digit in this puzzle");
}

/** A digit that repeats a given in the cell's row (a visible conflict). */
export function clashingDigit(puzzle: string, at: number): string {
  const row = puzzle.slice(at - (at % 9), at - (at % 9) + 9);
  return Array.from(row).find((ch) => ch !== ".")!;
}

/**
 * Screenshots a reviewer looks at after a run, and which may be committed in web/readme for the docs. They go to
 * test-results/screens unless README_SHOTS=1, so that a test run leaves the checkout as it found it.
 */
export async function shootForReadme(target: Page | Locator, name: string, fullPage = false): Promise<void> {
  const dir = process.env.README_SHOTS === "1" ? "web/readme" : "test-results/screens";
  await target.screenshot({ path: `${dir}/${name}.png`, ...(fullPage ? { fullPage } : {}) });
}
