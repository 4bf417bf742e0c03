import { expect, test } from "./fixtures";
import { cell, cellLabels, dailyPuzzle, shoot, solutionOf, waitForBoard } from "./helpers";
import { readQrPath } from "../helpers/qr-image";
import { shotsWithDarkPhoneAxe } from "./axe-serious";

test("a shared link round trip opens the same grid with the sender's progress", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const puzzle = await dailyPuzzle(request, "easy");
  const solution = await solutionOf(request, puzzle);
  await page.goto(`/p/${puzzle}`);
  await waitForBoard(page);
  const first = puzzle.indexOf(".");
  await cell(page, Math.floor(first / 9) + 1, (first % 9) + 1).click();
  await page.keyboard.press(solution[first]);
  const before = await cellLabels(page);

  await page.getByRole("button", { name: "Copy link with my progress" }).click();
  await expect(page.getByRole("button", { name: "✓ Copied" })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain(`/p/${puzzle}#e=`);

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
  // Not a dead end: the page offers the way on.
  await page.getByRole("main").getByRole("link", { name: "type the puzzle in yourself" }).click();
  await expect(page).toHaveURL(/\/enter$/);
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
