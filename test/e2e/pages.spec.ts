import { expect, test } from "./fixtures";
import { dailyPuzzle, E2E_ORIGIN, shoot } from "./helpers";

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

test("every page renders at phone and desktop sizes (screenshots in test-results/screens)", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "medium");
  const pages: [string, string, RegExp][] = [
    ["daily", "/", /Daily Sudoku/],
    ["play", "/play?size=9&d=easy&seed=screens", /Play a new puzzle/],
    ["play-16", "/play?size=16&d=easy&seed=screens", /Play a new puzzle/],
    ["shared", `/p/${puzzle}`, /Shared puzzle/],
    ["enter", "/enter", /Enter a puzzle/],
    ["sat", "/sat", /SAT solver/],
    ["api", "/api", /API/],
    ["widget", "/widget", /Put a puzzle on your site/],
  ];
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    for (const [name, path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      if (name !== "enter" && name !== "sat" && name !== "api") await expect(page.getByRole("gridcell").first()).toBeVisible({ timeout: 30_000 });
      if (name === "api") await expect(page.locator(".endpoint").first()).toBeVisible();
      await shoot(page, `${name}-${size}`);
    }
  }
  expect(errors).toEqual([]);
});

test("no request leaves the site's own origin", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(E2E_ORIGIN) && !r.url().startsWith("data:") && !r.url().startsWith("blob:")) foreign.push(r.url());
  });
  for (const path of ["/", "/sat", "/api", "/enter", "/widget", "/learn"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(foreign).toEqual([]);
});

const ROUTES: [string, string][] = [
  ["/", "Daily Sudoku · SAT Sudoku"],
  ["/daily/2026-05-01", "Daily Sudoku, 2026-05-01 · SAT Sudoku"],
  ["/play?size=9&d=easy&seed=titles", "Play a new puzzle · SAT Sudoku"],
  ["/p/4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", "Shared puzzle · SAT Sudoku"],
  ["/enter", "Enter a puzzle · SAT Sudoku"],
  ["/sat", "SAT solver · SAT Sudoku"],
  ["/api", "HTTP API · SAT Sudoku"],
  ["/widget", "Put a puzzle on your site · SAT Sudoku"],
  ["/no/such/page", "Page not found · SAT Sudoku"],
];

test("each route has its own document title, also after navigating inside the app", async ({ page }) => {
  for (const [path, title] of ROUTES) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  await page.goto("/sat");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Enter" }).click();
  await expect(page).toHaveTitle("Enter a puzzle · SAT Sudoku");
});

test("the skip link is the first stop on every page and moves focus into the content", async ({ page }) => {
  for (const [path] of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const onBoard = ["/", "/daily", "/play", "/p/", "/enter"].some((p) => (p === "/" ? path === "/" : path.startsWith(p)));
    if (onBoard) await expect(page.getByRole("gridcell").first()).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip, path).toBeFocused();
    await expect(skip).toBeVisible();
    // The link names a real target (the page's one <main>), so it also works without scripts.
    expect(await page.evaluate(() => document.getElementById("main")?.tagName), path).toBe("MAIN");
    await expect(page.locator("main"), path).toHaveCount(1);
    await page.keyboard.press("Enter");
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return { inMain: !!el?.closest("main"), role: el?.getAttribute("role") ?? el?.tagName.toLowerCase() };
    });
    expect(focused.inMain, path).toBe(true);
    expect(focused.role, path).toBe(onBoard ? "gridcell" : "main");
    // The next Tab continues from the content, not from the top of the page.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("header")), path).toBe(false);
  }
});

test("printing shows the content without the site's controls", async ({ page }) => {
  for (const path of ["/", "/sat"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header.site")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.getByRole("button").evaluateAll((buttons) => buttons.filter((b) => (b as HTMLElement).offsetParent !== null).length), path).toBe(0);
    if (path === "/") await expect(page.getByRole("grid").first()).toBeVisible();
    await page.emulateMedia({ media: "screen" });
  }
});

test("printing the technique page draws every lesson's board with its candidates, which a game's printout leaves out", async ({ page }) => {
  await page.goto("/learn");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Boards far down the page are drawn for printing (the browser's beforeprint; page.pdf() sends it too).
  await page.pdf();
  await page.emulateMedia({ media: "print" });
  const lastBoard = page.getByRole("img", { name: "A worked Forcing chain on a 9×9 board" });
  await expect(lastBoard.locator(".cell")).toHaveCount(81);
  await expect(lastBoard.locator(".notes").first()).toBeVisible();
  await page.emulateMedia({ media: "screen" });
});
