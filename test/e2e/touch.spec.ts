import { expect, test } from "./fixtures";
import { cell, dailyPuzzle, shootForReadme, solutionOf, waitForBoard } from "./helpers";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("on a phone, tapping a cell and a pad digit enters it", async ({ page, request }) => {
  const puzzle = await dailyPuzzle(request, "easy");
  const solution = await solutionOf(request, puzzle);
  await page.goto("/?d=easy");
  await waitForBoard(page);
  const i = puzzle.indexOf(".");
  const target = cell(page, Math.floor(i / 9) + 1, (i % 9) + 1);
  await target.tap();
  await expect(target).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: `Enter ${solution[i]}` }).tap();
  await expect(target).toHaveAttribute("aria-label", new RegExp(`, ${solution[i]}$`));
  const box = await page.getByRole("grid").boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
});

test("on a phone, a long press adds a cell to the selection, a pad note goes into both, and a swipe over the board selects nothing", async ({ page }) => {
  await page.goto("/play?size=9&d=easy&seed=touch-long-press");
  await waitForBoard(page);
  const open = (await page.getByRole("gridcell").evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label") ?? ""))).flatMap((label, i) => (/, empty$/.test(label) ? [i] : []));
  const at = (i: number) => cell(page, Math.floor(i / 9) + 1, (i % 9) + 1);
  const [first, second, third] = [open[0], open[open.length - 1], open[Math.floor(open.length / 2)]];
  const cdp = await page.context().newCDPSession(page);
  const centre = async (i: number) => {
    const box = (await at(i).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  // Real touch events through Chromium's input pipeline: the finger rests until the cell answers, as a person holds
  // on until they see it (a fixed wait lifted too early on a loaded machine, where the touch is handled late), then lifts.
  const longPress = async (i: number, selected: boolean) => {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [await centre(i)] });
    await page.waitForTimeout(500);
    await expect(at(i)).toHaveAttribute("aria-selected", String(selected));
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };

  // A touch screen is told how, where a desktop has its keyboard help.
  await expect(page.getByText("Press and hold a cell to select several")).toBeVisible();
  await expect(page.getByText("Keyboard", { exact: true })).toBeHidden();
  await at(first).tap();
  await longPress(second, true);
  await expect(at(first)).toHaveAttribute("aria-selected", "true");
  await expect(at(second)).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: /Notes/, pressed: false }).tap();
  await page.getByRole("button", { name: "Note 3" }).tap();
  await expect(at(first)).toHaveAttribute("aria-label", /, empty, notes 3$/);
  await expect(at(second)).toHaveAttribute("aria-label", /, empty, notes 3$/);
  await shootForReadme(page, "touch-long-press-phone");

  // A swipe that starts on a cell scrolls; it neither selects that cell nor drops the two.
  const from = await centre(third);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let k = 1; k <= 5; k++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from.x, y: from.y - 12 * k }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expect(at(third)).toHaveAttribute("aria-selected", "false");
  await expect(at(first)).toHaveAttribute("aria-selected", "true");
  await expect(at(second)).toHaveAttribute("aria-selected", "true");

  await longPress(second, false); // again: out of the selection
  await expect(at(second)).toHaveAttribute("aria-selected", "false");
  await expect(at(first)).toHaveAttribute("aria-selected", "true");
});
