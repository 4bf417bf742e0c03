import { expect, test } from "./fixtures";
import { cell, dailyPuzzle, shoot, solutionOf, waitForBoard, wrongButLegal } from "./helpers";

test("plays a daily puzzle to the finish by keyboard only", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "easy");
  const solution = await solutionOf(request, puzzle);
  await page.goto("/?d=easy");
  await waitForBoard(page);
  // Tab into the board like a keyboard user: the first cell is the grid's only tab stop.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.getAttribute("role") === "gridcell")) break;
  }
  await expect(page.getByRole("gridcell", { name: /^row 1, column 1,/ })).toBeFocused();
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (puzzle[r * 9 + c] === ".") await page.keyboard.press(solution[r * 9 + c]);
      await page.keyboard.press("ArrowRight");
    }
    await page.keyboard.press("ArrowDown");
  }
  const done = page.getByRole("region", { name: "Finished" });
  await expect(done).toContainText("Solved!");
  await expect(done).toContainText("0 mistakes");
  await expect(page.getByLabel("Statistics")).toContainText("Solved: 1");
  await expect(done.getByRole("button", { name: "Copy result" })).toBeVisible();
  await shoot(page, "daily-finished-desktop");
});

test("plays another daily puzzle to the finish by mouse only", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "medium");
  const solution = await solutionOf(request, puzzle);
  await page.goto("/?d=medium");
  await waitForBoard(page);
  for (let i = 0; i < 81; i++) {
    if (puzzle[i] !== ".") continue;
    await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
    await page.getByRole("button", { name: `Enter ${solution[i]}` }).click();
  }
  await expect(page.getByRole("region", { name: "Finished" })).toContainText("Solved!");
});

test("notes, undo and redo by keyboard and buttons", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "hard");
  await page.goto("/?d=hard");
  await waitForBoard(page);
  const empty = puzzle.indexOf(".");
  const target = cell(page, Math.floor(empty / 9) + 1, (empty % 9) + 1);
  await target.click();
  await page.getByRole("button", { name: /Notes/, pressed: false }).click();
  await page.getByRole("button", { name: "Note 1" }).click();
  await page.keyboard.press("2");
  await expect(target).toHaveAttribute("aria-label", /empty, notes 1 2$/);
  await page.keyboard.press("Control+z");
  await expect(target).toHaveAttribute("aria-label", /empty, notes 1$/);
  await page.getByRole("button", { name: /Undo/ }).click();
  await expect(target).toHaveAttribute("aria-label", /empty$/);
  await page.keyboard.press("Control+y");
  await page.getByRole("button", { name: /Redo/ }).click();
  await expect(target).toHaveAttribute("aria-label", /empty, notes 1 2$/);
});

test("a hint highlights cells, and a wrong entry is explained", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "expert");
  const solution = await solutionOf(request, puzzle);
  await page.goto("/?d=expert");
  await waitForBoard(page);
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.getByRole("status")).not.toHaveText(/^(Thinking…)?$/);
  await page.getByRole("button", { name: "Show cells" }).click();
  await expect(page.locator(".cell.hint").first()).toBeVisible();
  await shoot(page, "daily-hint-desktop");

  // A wrong digit that breaks no rule: the counter does not give it away; "why" names it and counts it.
  const { at, digit } = wrongButLegal(puzzle, solution);
  await cell(page, Math.floor(at / 9) + 1, (at % 9) + 1).click();
  await page.keyboard.press(digit);
  await expect(page.getByText("Mistakes: 0")).toBeVisible();
  await page.getByRole("button", { name: "Why is this wrong?" }).click();
  await expect(page.getByRole("status")).toContainText("cannot be right");
  await expect(page.locator(".cell.wrong")).toHaveCount(1);
  await expect(page.getByText("Mistakes: 1")).toBeVisible();
});

test("the hint ladder ends in a step the player can apply", async ({ page }) => {
  await page.goto("/?d=easy");
  await waitForBoard(page);
  const status = page.getByRole("status");
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.getByRole("button", { name: "Show cells" })).toBeVisible();
  await page.getByRole("button", { name: "Show cells" }).click();
  await expect(page.getByRole("button", { name: "Show step" })).toBeVisible();
  await page.getByRole("button", { name: "Show step" }).click();
  await expect(page.getByRole("button", { name: "Step shown" })).toBeDisabled();
  // An easy puzzle is solved by singles, so its first step always places a digit.
  await page.getByRole("button", { name: "Apply step" }).click();
  await expect(status).toHaveText("Step applied (these cells count as assisted).");
  await expect(page.getByText(/^Assisted: \d+ cells?$/)).toBeVisible();
  await expect(page.getByRole("button", { name: /Undo/ })).toBeEnabled();
  await expect(page.getByText("Hints: 1")).toBeVisible();
});

test("reloading keeps progress", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "extreme");
  const solution = await solutionOf(request, puzzle);
  await page.goto("/?d=extreme");
  await waitForBoard(page);
  const empties = [...puzzle].flatMap((ch, i) => (ch === "." ? [i] : [])).slice(0, 3);
  for (const i of empties) {
    await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
    await page.keyboard.press(solution[i]);
  }
  await page.reload();
  await waitForBoard(page);
  for (const i of empties) {
    await expect(cell(page, Math.floor(i / 9) + 1, (i % 9) + 1)).toHaveAttribute("aria-label", new RegExp(`, ${solution[i]}$`));
  }
  await expect(page.getByRole("button", { name: /Undo/ })).toBeEnabled();
});

test("the daily puzzle comes with a checkable proof that it has exactly one solution", async ({ page }) => {
  await page.goto("/?d=hard");
  await waitForBoard(page);
  await page.getByText("Proof that this puzzle has exactly one solution").click();
  await page.getByRole("button", { name: "Get a uniqueness certificate" }).click();
  const certificate = page.getByRole("group", { name: "Uniqueness certificate" });
  await expect(certificate).toContainText("verified by our RUP checker");
  await expect(certificate.getByRole("link", { name: "puzzle.cnf" })).toHaveAttribute("href", /^blob:/);
});

test("an archive address whose day is no date says so, asks the API nothing and leads to today's puzzle", async ({ page }) => {
  const dailyRequests: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/daily")) dailyRequests.push(r.url());
  });
  // /daily/16 once fetched /api/daily/16 (the 16x16 route) and showed its complaint about a difficulty parameter.
  for (const day of ["16", "2026-02-30"]) {
    const response = await page.goto(`/daily/${day}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such day");
    await expect(page.getByRole("main")).toContainText(`“${day}” is not a date`);
    await expect(page).toHaveTitle("Page not found · SAT Sudoku");
  }
  expect(dailyRequests).toEqual([]);
  await page.getByRole("link", { name: "Play today’s puzzle" }).click();
  await waitForBoard(page);
});

test("an archive day outside the published days says which days exist and leads to today's puzzle", async ({ page }) => {
  await page.goto("/daily/2099-01-01");
  await expect(page.getByRole("alert")).toContainText(/Daily puzzles exist from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d; 2099-01-01 is outside/);
  await page.getByRole("link", { name: "Play today’s puzzle" }).click();
  await waitForBoard(page);
});

test("Place singles finishes an easy puzzle as one assisted move", async ({ page }) => {
  await page.goto("/?d=easy");
  await waitForBoard(page);
  await page.getByRole("group", { name: "Help" }).getByRole("button", { name: "Place singles" }).click();
  await expect(page.getByText(/^Placed \d+ digits that naked and hidden singles force from this position/)).toBeVisible();
  const done = page.getByRole("region", { name: "Finished" });
  await expect(done).toContainText("Solved!");
  await expect(done).toContainText(/\d+ filled in by helpers/);
  await expect(done).toContainText("Assisted");
});

test("Place singles stops where a puzzle needs more than singles, and then says none is left", async ({ page }) => {
  // Singles place three digits in this one, then every empty cell needs a harder step.
  await page.goto("/p/4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
  await waitForBoard(page);
  const place = page.getByRole("group", { name: "Help" }).getByRole("button", { name: "Place singles" });
  await place.click();
  await expect(page.getByText(/^Placed 3 digits that naked and hidden singles force from this position/)).toBeVisible();
  await place.click();
  await expect(page.getByText("No single is left: every empty cell needs a harder step. Hint names the next one.")).toBeVisible();
  await page.getByRole("button", { name: /Undo/ }).click();
  await expect(page.getByRole("button", { name: /Undo/ })).toBeDisabled();
});

test("an archive day whose puzzle came out at another level than its tab says so beside the grade", async ({ page, request }) => {
  // Recipe 1's days could miss their level; find one in the archive the way a player would meet it, through the API.
  let found: { date: string; level: string } | undefined;
  for (let day = 1; day <= 30 && !found; day++) {
    const date = `2026-11-${String(day).padStart(2, "0")}`;
    const daily = (await (await request.get(`/api/daily/${date}?difficulty=expert`)).json()) as { grade: { level: string } };
    if (daily.grade.level !== "expert") found = { date, level: daily.grade.level };
  }
  expect(found, "a November expert graded otherwise").toBeDefined();
  await page.goto(`/daily/${found!.date}?d=expert`);
  await waitForBoard(page);
  await expect(page.locator("p.grade")).toContainText(`Graded ${found!.level}`);
  await expect(page.locator("p.grade")).toContainText(`This day's expert puzzle came out ${found!.level}: it was made before the daily aimed at its level`);
  // A day at its level says nothing more.
  await page.goto(`/daily/${found!.date}?d=easy`);
  await waitForBoard(page);
  await expect(page.locator("p.grade")).toContainText("Graded easy");
  await expect(page.locator("p.grade")).not.toContainText("came out");
});
