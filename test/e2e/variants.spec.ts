import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { compressFpuzzles } from "../../worker/variants/fpuzzles-link";
import { cell, waitForBoard } from "./helpers";

interface Entry {
  name: string;
  solution: string;
  fpuzzles: Record<string, unknown>;
}
const published = JSON.parse(readFileSync(new URL("../fixtures/variants/published.json", import.meta.url), "utf8")) as Entry[];
const byName = (prefix: string) => published.find((e) => e.name.startsWith(prefix))!;
const link = (fpuzzles: unknown) => `/v?load=${encodeURIComponent(compressFpuzzles(fpuzzles))}`;

/** Types the solution into every empty cell, clicking each cell first. */
async function playToTheEnd(page: Page, givens: (string | undefined)[], solution: string): Promise<void> {
  for (let i = 0; i < 81; i++) {
    if (givens[i]) continue;
    await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
    await page.keyboard.press(solution[i]);
  }
}

const givensOf = (fpuzzles: { grid: { value?: number }[][] }) => fpuzzles.grid.flat().map((c) => (c.value ? String(c.value) : undefined));

for (const prefix of ["Killer sudoku", "Thermosudoku"]) {
  test(`a ${prefix.startsWith("Killer") ? "killer" : "thermo"} puzzle from a shared link draws its rules and plays to the end`, async ({ page }) => {
    const entry = byName(prefix);
    await page.goto(link(entry.fpuzzles));
    await waitForBoard(page);
    const rules = page.getByRole("group", { name: "Variant rules" });
    if (prefix.startsWith("Killer")) await expect(rules.getByRole("img", { name: "killer cage 3 at r1c1, r1c2" })).toBeAttached();
    else await expect(rules.getByRole("img", { name: /^thermometer r9c4, r8c3/ })).toBeAttached();
    // "Why is this wrong?" asks the SAT solver about the variant's own rules, and the page says how the helpers read them.
    await page.getByRole("button", { name: "Why is this wrong?" }).click();
    await expect(page.locator(".message")).toHaveText("You have no entries yet, so nothing can be wrong.");
    await expect(page.getByText("“Why is this wrong?” asks the SAT solver which rules and digits rule out the wrong digit you selected, or else the first one.")).toBeVisible();
    await expect(page.getByText("Fill candidates, Place singles and Audit notes read each rule on its own")).toBeVisible();
    // Candidates follow the puzzle's rules: the cage of 3 in two cells holds 1 and 2; the thermometer's bulb at r9c4
    // stays low enough for the five cells above it.
    await page.getByRole("button", { name: "Fill candidates" }).click();
    if (prefix.startsWith("Killer")) await expect(cell(page, 1, 1)).toHaveAttribute("aria-label", /, empty, notes 1 2$/);
    else await expect(cell(page, 9, 4)).toHaveAttribute("aria-label", /, empty, notes 2 3 4$/);
    await page.getByRole("button", { name: "Undo" }).click();
    // Singles read the same candidates: every digit they place is the solution's. The killer, with no givens, has
    // none to start with; the thermometers leave some.
    await page.getByRole("button", { name: "Place singles" }).click();
    if (prefix.startsWith("Killer")) {
      await expect(page.locator(".message")).toHaveText("No single is left: every empty cell needs a harder step. Hint names the next one.");
    } else {
      await expect(page.locator(".message")).toHaveText(/^Placed \d+ digits? that naked and hidden singles force/);
      const placed = await page.getByRole("gridcell").evaluateAll((cells) => cells.map((c) => /, (\w)(, given)?(, |$)/.exec(c.getAttribute("aria-label") ?? "")?.[1] ?? "."));
      expect(placed.filter((digit, i) => digit !== "." && digit !== entry.solution[i])).toEqual([]);
      expect(placed.filter((digit) => digit !== ".").length).toBeGreaterThan(givensOf(entry.fpuzzles as never).filter(Boolean).length);
      await page.getByRole("button", { name: "Undo" }).click();
    }
    await playToTheEnd(page, givensOf(entry.fpuzzles as never), entry.solution);
    await expect(page.getByRole("region", { name: "Finished" })).toContainText("Solved!");
  });
}

test("a variant's share link carries the player's entries, pencil marks and colours to another browser", async ({ page, context, browser }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const entry = byName("Killer sudoku");
  const givens = givensOf(entry.fpuzzles as never);
  const open = givens.flatMap((g, i) => (g ? [] : [i]));
  const at = (p: Page, i: number) => cell(p, Math.floor(i / 9) + 1, (i % 9) + 1);
  await page.goto(link(entry.fpuzzles));
  await waitForBoard(page);
  await at(page, open[0]).click();
  await page.keyboard.press(entry.solution[open[0]]);
  await at(page, open[1]).click();
  await page.keyboard.press("Shift+2");
  await page.getByText("Colour cells").click();
  await page.getByRole("button", { name: "Colour green" }).click();
  const before = await page.getByRole("grid").getByRole("gridcell").evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label")));
  await page.getByRole("button", { name: "Copy link with my progress" }).click();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toMatch(/\/v\?load=[^#]+#e=[.1-9]{81}&n=[\w-]+&c=[\w-]+$/);

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(shared);
  await waitForBoard(fresh);
  await expect(at(fresh, open[1])).toHaveAttribute("aria-label", /, empty, notes 2, coloured green$/);
  expect(await fresh.getByRole("grid").getByRole("gridcell").evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label")))).toEqual(before);
  await expect(fresh).toHaveURL(/\/v\?load=[^#]+$/);
  await other.close();
});

test("a broken variant link says what is wrong", async ({ page }) => {
  await page.goto("/v?load=NotAPuzzle");
  await expect(page.getByRole("alert")).toContainText("does not hold a playable puzzle");
});

test("/enter imports an f-puzzles file and reports two solutions with the differing cells", async ({ page }) => {
  const thermo = byName("Thermosudoku").fpuzzles as { grid: object[][]; thermometer: unknown[] };
  const loose = { ...thermo, thermometer: thermo.thermometer.slice(0, 1), grid: thermo.grid.map((row) => row.map(() => ({}))) };
  await page.goto("/enter");
  await page.getByLabel("f-puzzles file").setInputFiles({ name: "loose.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(loose)) });
  const report = page.locator(".variant-report");
  await expect(report).toContainText("More than one solution.");
  await expect(report).toContainText(/The two solutions differ in \d+ cells: r\dc\d/);
});

test("the widget renders a jigsaw with its region borders and judges entries by its own regions", async ({ page }) => {
  const jigsaw = byName("Jigsaw");
  const host = `<!doctype html><html><head><meta charset="utf-8"><title>Host</title></head><body>
    <script type="module" src="/widget.js"></script>
    <sudoku-puzzle id="j" variant="${compressFpuzzles(jigsaw.fpuzzles)}"></sudoku-puzzle></body></html>`;
  await page.route("**/__host/jigsaw.html", (route) => route.fulfill({ contentType: "text/html", body: host }));
  await page.goto("/__host/jigsaw.html");
  const widget = page.locator("#j");
  await expect(widget.getByRole("gridcell").first()).toBeVisible();
  await expect(widget.getByRole("img", { name: "irregular regions (jigsaw)" })).toBeAttached();
  await expect(widget.getByRole("grid")).toHaveClass(/no-boxes/);
  // The givens break no rule of this layout, though several share a standard box: no conflict is marked.
  await expect(widget.locator(".cell.conflict")).toHaveCount(0);
  await widget.getByRole("gridcell", { name: /^row 1, column 2,/ }).click();
  await page.keyboard.press(jigsaw.solution[1]);
  await expect(widget.getByRole("gridcell", { name: new RegExp(`^row 1, column 2, ${jigsaw.solution[1]}`) })).toBeVisible();
  await expect(widget.locator(".cell.conflict")).toHaveCount(0);
  // The way out to the full site takes the game along: the variant's address with the entry in its fragment.
  const out = (await widget.getByRole("link", { name: "Open on the full site ↗" }).getAttribute("href"))!;
  expect(out).toMatch(new RegExp(`/v\\?load=[^#]+#e=\\.${jigsaw.solution[1]}\\.*$`));
  await page.goto(out);
  await waitForBoard(page);
  await expect(page.getByRole("gridcell", { name: new RegExp(`^row 1, column 2, ${jigsaw.solution[1]}$`) })).toBeVisible();
});

test("a 6x6 variant plays on its 2x3 boxes: their edges, notes cleared within a box, progress in the link, solved at the end", async ({ page, context, browser }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const givens = "...5.4.6..1.4.6.3...3..6...6.5...3..";
  const solution = "132564564213456132213456341625625341";
  const grid = Array.from({ length: 6 }, (_, r) => Array.from({ length: 6 }, (_, c) => (givens[r * 6 + c] === "." ? {} : { value: Number(givens[r * 6 + c]), given: true })));
  const fpuzzles = { size: 6, grid, renban: [{ lines: [["R1C1", "R1C2", "R1C3"]] }], whispers: [{ lines: [["R6C1", "R6C2", "R6C3"]], value: "3" }] };
  await page.goto(link(fpuzzles));
  await waitForBoard(page);
  await expect(page.getByRole("gridcell")).toHaveCount(36);
  await expect(page.getByRole("button", { name: /^Enter 6/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Enter 7/ })).toHaveCount(0);
  await expect(cell(page, 1, 3)).toHaveClass(/edge-r/);
  await expect(cell(page, 1, 2)).not.toHaveClass(/edge-r/);
  await expect(cell(page, 2, 1)).toHaveClass(/edge-b/);
  await expect(cell(page, 1, 1)).not.toHaveClass(/edge-b/);
  // A note of 1 in r2c3 (r1c1's box) goes when 1 is placed in r1c1; one in r3c2 (another box) stays.
  await cell(page, 2, 3).click();
  await page.keyboard.press("Shift+1");
  await cell(page, 3, 2).click();
  await page.keyboard.press("Shift+1");
  await cell(page, 1, 1).click();
  await page.keyboard.press("1");
  await expect(cell(page, 2, 3)).toHaveAttribute("aria-label", "row 2, column 3, empty");
  await expect(cell(page, 3, 2)).toHaveAttribute("aria-label", "row 3, column 2, empty, notes 1");
  await expect(page.getByText("Mistakes: 0")).toBeVisible();
  await page.getByRole("button", { name: "Copy link with my progress" }).click();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toMatch(/#e=1\.{35}&n=[\w-]+$/);
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(shared);
  await waitForBoard(fresh);
  await expect(cell(fresh, 1, 1)).toHaveAttribute("aria-label", "row 1, column 1, 1");
  await expect(cell(fresh, 3, 2)).toHaveAttribute("aria-label", "row 3, column 2, empty, notes 1");
  await other.close();
  for (let i = 1; i < 36; i++) {
    if (givens[i] !== ".") continue;
    await cell(page, Math.floor(i / 6) + 1, (i % 6) + 1).click();
    await page.keyboard.press(solution[i]);
  }
  await expect(page.getByRole("region", { name: "Finished" })).toContainText("Solved!");
});
