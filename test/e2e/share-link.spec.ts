import { expect, test } from "./fixtures";
import { cell, cellLabels, dailyPuzzle, shoot, solutionOf, waitForBoard } from "./helpers";
import { readQrPath } from "../helpers/qr-image";
import { shotsWithDarkPhoneAxe } from "./axe-serious";

test("a shared link round trip opens the same grid with the sender's progress: entries, notes, corner marks and colours", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const puzzle = await dailyPuzzle(request, "easy");
  const solution = await solutionOf(request, puzzle);
  await page.goto(`/p/${puzzle}`);
  await waitForBoard(page);
  const at = (index: number) => cell(page, Math.floor(index / 9) + 1, (index % 9) + 1);
  const [first, second] = [...puzzle].flatMap((c, i) => (c === "." ? [i] : [])).slice(-2);
  await at(first).click();
  await page.keyboard.press(solution[first]);
  await at(second).click();
  await page.keyboard.press("Shift+1");
  await page.keyboard.press("Shift+7");
  await page.keyboard.press("c");
  await page.keyboard.press("3");
  await page.keyboard.press("c");
  await page.getByText("Colour cells").click();
  await page.getByRole("button", { name: "Colour blue" }).click();
  await at(puzzle.search(/[1-9]/)).click();
  await page.getByRole("button", { name: "Colour yellow" }).click();
  const before = await cellLabels(page);
  expect(before.filter((label) => / corner marks 3, notes 1 7, coloured blue$| given, coloured yellow$/.test(label))).toHaveLength(2);

  await page.getByRole("button", { name: "Copy link with my progress" }).click();
  await expect(page.getByRole("button", { name: "✓ Copied" })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/p/${puzzle.replaceAll(".", "\\.")}#e=[.1-9]{81}&n=[\\w-]+&k=[\\w-]+&c=[\\w-]+$`));

  const other = await context.browser()!.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await waitForBoard(fresh);
  expect(await cellLabels(fresh)).toEqual(before);
  // The fragment is consumed: the address loses it, and a reload resumes the saved game.
  await expect(fresh).toHaveURL(new RegExp(`/p/${puzzle.replaceAll(".", "\\.")}$`));
  await fresh.reload();
  await waitForBoard(fresh);
  expect(await cellLabels(fresh)).toEqual(before);
  await other.close();
});

test("a link whose progress differs from the player's own game asks which to keep, and loads marks as well as digits", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "easy");
  const solution = await solutionOf(request, puzzle);
  const open = [...puzzle].flatMap((c, i) => (c === "." ? [i] : []));
  const at = (index: number) => cell(page, Math.floor(index / 9) + 1, (index % 9) + 1);
  await page.goto(`/p/${puzzle}`);
  await waitForBoard(page);
  await at(open[0]).click();
  await page.keyboard.press(solution[open[0]]);

  // The link: the second open cell's digit, and pencil mark 1 in the first open cell ("B": the first bit).
  const entries = [...puzzle].map((_, i) => (i === open[1] ? solution[i] : ".")).join("");
  const link = `/p/${puzzle}#e=${entries}&n=B`;
  await page.goto("about:blank");
  await page.goto(link);
  await waitForBoard(page);
  const notice = page.getByText("The link carries a game of this puzzle in progress");
  await expect(notice).toBeVisible();
  await page.getByRole("button", { name: "Load the link’s progress" }).click();
  await expect(notice).toBeHidden();
  await expect(at(open[0])).toHaveAttribute("aria-label", /, empty, notes 1$/);
  await expect(at(open[1])).toHaveAttribute("aria-label", new RegExp(`, ${solution[open[1]]}$`));

  // The same link again finds the same position on the board: nothing to ask.
  await page.goto("about:blank");
  await page.goto(link);
  await waitForBoard(page);
  await expect(at(open[0])).toHaveAttribute("aria-label", /, empty, notes 1$/);
  await expect(notice).toBeHidden();

  // Another link pasted into this page's address bar changes only the fragment: the page asks all the same.
  await page.goto(`/p/${puzzle}#n=C`);
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/p/${puzzle.replaceAll(".", "\\.")}$`));
  await page.getByRole("button", { name: "Keep mine" }).click();
  await expect(notice).toBeHidden();
  await expect(at(open[0])).toHaveAttribute("aria-label", /, empty, notes 1$/);
});

test("the QR code beside the board carries the link with the progress so far, and a phone that scans it opens the same game", async ({ page, request, browser }) => {
  const puzzle = await dailyPuzzle(request, "easy");
  const solution = await solutionOf(request, puzzle);
  await page.goto(`/p/${puzzle}`);
  await waitForBoard(page);
  await page.getByRole("button", { name: "Show QR code" }).click();
  const code = page.getByRole("img", { name: "QR code of the share link" });
  const scan = async () => {
    const [viewBox, path] = await Promise.all([code.getAttribute("viewBox"), code.locator("path").getAttribute("d")]);
    return readQrPath(Number(viewBox!.split(" ")[2]), path!);
  };
  expect(await scan()).toMatch(new RegExp(`/p/${puzzle.replaceAll(".", "\\.")}$`));

  // An entry made while the code is open is in the code at once.
  const first = puzzle.indexOf(".");
  await cell(page, Math.floor(first / 9) + 1, (first % 9) + 1).click();
  await page.keyboard.press(solution[first]);
  await expect.poll(scan).toContain("#e=");
  const link = await scan();
  const before = await cellLabels(page);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shoot(page, `share-qr-${scheme}`);
  }
  expect(await shotsWithDarkPhoneAxe(page, "share-qr")).toEqual([]);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const scanned = await phone.newPage();
  await scanned.goto(link);
  await waitForBoard(scanned);
  expect(await cellLabels(scanned)).toEqual(before);
  await phone.close();
});

test("a link with a broken puzzle says what is wrong", async ({ page }) => {
  await page.goto("/p/55..");
  await expect(page.getByRole("alert")).toContainText("does not hold a valid puzzle");
  // Every size a link can hold is named, the 6×6 of rectangular boxes too, not only the square ones.
  await expect(page.getByRole("alert")).toContainText("36 (6x6)");
  // Not a dead end: the page offers the way on.
  await page.getByRole("main").getByRole("link", { name: "type the puzzle in yourself" }).click();
  await expect(page).toHaveURL(/\/enter$/);
});

test("a 6×6 link whose givens break a rule names the two cells", async ({ page }) => {
  await page.goto(`/p/${"11".padEnd(36, ".")}`);
  await expect(page.getByRole("alert")).toContainText("two 1s in row 1: r1c1 and r1c2");
});

test("a link to a puzzle with two solutions says so at load, explains Check and Hint, and opens the setter's assistant", async ({ page }) => {
  await page.goto("/p/.2.4.4.221434321");
  await waitForBoard(page);
  const notice = page.getByRole("alert");
  await expect(notice).toContainText("more than one solution");
  await page.getByRole("button", { name: "✓ Check" }).click();
  await expect(page.getByRole("status")).toContainText("more than one solution, so no entry can be called right or wrong");
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.getByRole("status")).toContainText("more than one solution");
  await page.getByRole("button", { name: "Reveal cell" }).click();
  await expect(page.getByRole("status")).toContainText("more than one solution");
  await notice.getByRole("link", { name: "Open it in the setter’s assistant" }).click();
  await expect(page).toHaveURL(/\/enter\?p=/);
  await expect(page.getByRole("region", { name: "Solver verdict" })).toContainText("differ in 4 cells");
});

test("a link to a puzzle with no solution says so at load", async ({ page }) => {
  await page.goto("/p/1...2...4......3");
  await waitForBoard(page);
  await expect(page.getByRole("alert")).toContainText("no solution");
  await page.getByRole("button", { name: "✓ Check" }).click();
  await expect(page.getByRole("status")).toContainText("no solution at all");
});
