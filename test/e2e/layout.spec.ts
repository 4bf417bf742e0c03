/**
 * The site as phone users meet it: nothing widens the page sideways (upright or on its side), wide tables scroll in
 * their own named box, every control is a 44 px touch target, and buttons keep their words on one line.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { techniqueWords } from "../../web/components/grade-words";
import { seriousAxeFindings } from "./axe-serious";

test.use({ hasTouch: true, isMobile: true });

const UPRIGHT = { width: 390, height: 844 };
const ON_ITS_SIDE = { width: 844, height: 390 };

const PAGES: [string, string][] = [
  ["/", "grid"],
  ["/play?size=16&d=easy&seed=layout", "grid"],
  ["/play?size=25&d=easy&seed=layout", "grid"],
  ["/enter", "heading"],
  ["/sat", "heading"],
  ["/api", "table"],
  ["/widget", "grid"],
];

async function ready(page: Page, what: string) {
  if (what === "grid") await expect(page.getByRole("gridcell").first()).toBeVisible({ timeout: 30_000 });
  else if (what === "table") await expect(page.getByRole("table").first()).toBeVisible();
  else await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));

for (const [name, viewport] of [["upright", UPRIGHT], ["on its side", ON_ITS_SIDE]] as const) {
  test(`on a phone ${name}, no page scrolls sideways`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    for (const [path, what] of PAGES) {
      await page.goto(path);
      await ready(page, what);
      const { scroll, inner } = await pageWidth(page);
      expect(scroll, path).toBeLessThanOrEqual(inner);
    }
  });
}

test("a 25x25 board on a phone on its side leaves the pad beside it room for tappable digits", async ({ page }) => {
  await page.setViewportSize(ON_ITS_SIDE);
  await page.goto("/play?size=25&d=easy&seed=layout");
  await ready(page, "grid");
  const pad = page.getByRole("group", { name: "Number pad" });
  for (const button of await pad.getByRole("button").all()) {
    const box = (await button.boundingBox())!;
    expect(Math.min(box.width, box.height), (await button.getAttribute("aria-label")) ?? "").toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(ON_ITS_SIDE.width);
  }
});

test("a 25x25 board on an upright phone scrolls in a box that leaves every digit of the pad on screen below it", async ({ page }) => {
  await page.setViewportSize(UPRIGHT);
  await page.goto("/play?size=25&d=easy&seed=layout");
  await ready(page, "grid");
  await page.locator(".board-scroll").evaluate((el) => el.scrollIntoView({ block: "start" }));
  for (const button of await page.getByRole("group", { name: "Number pad" }).locator(".digit").all()) {
    const box = (await button.boundingBox())!;
    expect(box.y + box.height, (await button.getAttribute("aria-label")) ?? "").toBeLessThanOrEqual(UPRIGHT.height);
  }
});

test("on a touch screen every control is at least 44 px each way", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(UPRIGHT);
  for (const [path, what] of [["/", "grid"], ["/play?size=9&d=easy&seed=layout", "grid"], ["/enter", "heading"], ["/sat", "heading"], ["/widget", "grid"]] as const) {
    await page.goto(path);
    await ready(page, what);
    const small = await page.evaluate(() => {
      const controls = document.querySelectorAll<HTMLElement>(
        "button, select, input:not([type=checkbox]), summary, header.site a, .tabs a, .archive a, .daily-variant a, .settings label",
      );
      return Array.from(controls)
        .filter((el) => el.getClientRects().length > 0 && !el.classList.contains("skip"))
        .map((el) => ({ what: `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 24)}"`, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
        .map(({ what, box }) => `${what} ${Math.round(box.width)}x${Math.round(box.height)}`);
    });
    expect(small, path).toEqual([]);
  }
});

test("on a phone the site's links and the difficulty tabs, grown to 44 px, each still fit on one line", async ({ page }) => {
  await page.setViewportSize(UPRIGHT);
  await page.goto("/");
  await ready(page, "grid");
  for (const row of [page.getByRole("navigation", { name: "Main" }), page.getByRole("navigation", { name: "Difficulty" })]) {
    const tops = await row.getByRole("link").evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  }
});

test("on a touch screen wide enough for it, the SAT link reads \"SAT solver\", with the space between the words drawn", async ({ page }) => {
  await page.setViewportSize(ON_ITS_SIDE);
  await page.goto("/sat");
  await ready(page, "heading");
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "SAT solver" });
  // The link is a flex box on a touch screen; the gap between "SAT" and "solver" is measured on the drawn text.
  const gap = await link.evaluate((a) => {
    const rectOf = (node: Node, from: number, to: number) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, to);
      return range.getBoundingClientRect();
    };
    const sat = a.firstChild!;
    const words = a.querySelector(".nav-long")!.firstChild!;
    const first = words.textContent!.search(/\S/);
    return rectOf(words, first, first + 1).left - rectOf(sat, 0, sat.textContent!.length).right;
  });
  expect(gap).toBeGreaterThan(2);
});

test("the pad's Notes, Corner, Erase, Undo and Redo keep their words on one line on a phone", async ({ page }) => {
  await page.setViewportSize(UPRIGHT);
  await page.goto("/play?size=9&d=easy&seed=layout");
  await ready(page, "grid");
  // Buttons in a row share one height, so count the lines of the text itself.
  const lines = await page.locator(".pad-actions button").evaluateAll((buttons) =>
    buttons.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return `${el.textContent}: ${new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size}`;
    }),
  );
  expect(lines).toEqual(["✎ Notes: 1", "⌜ Corner: 1", "⌫ Erase: 1", "↶ Undo: 1", "↷ Redo: 1"]);
});

test("on an upright phone a killer's candidates keep inside its dashed cages and clear of their sums", async ({ page }) => {
  await page.setViewportSize(UPRIGHT);
  await page.goto("/play?variant=killer&seed=layout");
  await ready(page, "grid");
  await page.getByRole("button", { name: "Fill candidates" }).click();
  await expect(page.locator(".cell.caged .notes span").first()).toBeVisible();
  // Measured on the drawn text: the dashes run 8% inside a caged cell, and a sum's box is the SVG text's. Both are
  // line boxes, which reach a little above and below the ink of a digit, so they may touch by up to a pixel.
  const clashes = await page.locator(".board").evaluate((board) => {
    const sums = [...document.querySelectorAll(".variant-overlay .cage-sum")].map((t) => t.getBoundingClientRect());
    const found: string[] = [];
    let checked = 0;
    for (const cell of board.querySelectorAll(".cell.caged")) {
      const box = cell.getBoundingClientRect();
      const dash = box.width * 0.08;
      for (const span of cell.querySelectorAll(".notes span")) {
        if (!span.firstChild) continue;
        const range = document.createRange();
        range.selectNodeContents(span);
        const r = range.getBoundingClientRect();
        checked++;
        const name = `${cell.getAttribute("aria-label")} note ${span.textContent}`;
        if (r.left < box.left + dash || r.right > box.right - dash || r.top < box.top + dash || r.bottom > box.bottom - dash) found.push(`${name} crosses the dashes`);
        for (const sum of sums) if (r.left < sum.right && sum.left < r.right && r.top < sum.bottom - 1 && sum.top < r.bottom) found.push(`${name} under a sum`);
      }
    }
    return { checked, found };
  });
  expect(clashes.checked).toBeGreaterThan(100);
  expect(clashes.found).toEqual([]);
});

test("a 25x25 solution on /enter scrolls in its own named box on a phone, with a hint that it does", async ({ page, request }) => {
  test.setTimeout(120_000);
  const generated = await request.get("/api/generate?size=25&difficulty=easy&seed=layout");
  const { puzzle } = (await generated.json()) as { puzzle: string };
  await page.setViewportSize(UPRIGHT);
  await page.goto("/enter");
  await page.getByRole("textbox", { name: "Puzzle text" }).fill(puzzle);
  await page.getByRole("button", { name: "Load text" }).click();
  await page.getByRole("button", { name: "Check uniqueness" }).click();
  const verdict = page.getByRole("region", { name: "Solver verdict" });
  await expect(verdict).toContainText("Exactly one solution", { timeout: 30_000 });
  await verdict.getByRole("button", { name: "Show the solution" }).click();
  const box = verdict.getByRole("region", { name: "Solution, scrolls sideways" });
  await expect(box.getByRole("table", { name: "Solution" })).toBeVisible();
  await expect(verdict.getByText("Scroll the table sideways for every column")).toBeVisible();
  const sizes = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  const { scroll, inner } = await pageWidth(page);
  expect(scroll).toBeLessThanOrEqual(inner);
  // The box is a keyboard stop, so it scrolls without a mouse too.
  await box.focus();
  await expect(box).toBeFocused();
  await page.keyboard.press("ArrowRight");
  // Chromium may animate a keyboard scroll: the position moves over the next frames, not by the time the key returns.
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // axe over the report only: the 625-cell editor above is checked elsewhere and takes axe most of a minute.
  const { violations } = await new AxeBuilder({ page }).include("section.report").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  // On a desktop the same table fits, and the hint goes away.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(verdict.getByText("Scroll the table sideways for every column")).toBeHidden();
});

test("the API reference's parameter tables scroll in named boxes on a phone, with no serious axe finding", async ({ page }) => {
  await page.setViewportSize(UPRIGHT);
  await page.goto("/api");
  await ready(page, "table");
  await expect(page.getByRole("region", { name: /^Parameters of GET \/api\/generate, scrolls sideways$/ })).toBeVisible();
  // Types read as words: an enum as its values joined by " | " (nullable types, "integer or null": api-docs-types.test.ts).
  const sat = page.getByRole("region", { name: "Parameters of POST /api/sat, scrolls sideways" });
  await expect(sat.getByRole("row", { name: /^seed/ })).toContainText("integer");
  await expect(sat.getByRole("row", { name: /^engine/ })).toContainText("cdcl | dpll-opt | dpll");
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test("the grade names the hardest technique in words, not by its id", async ({ page, request }) => {
  const generated = await request.get("/api/generate?size=9&difficulty=hard&seed=layout");
  const { grade } = (await generated.json()) as { grade: { hardest: string } };
  await page.goto("/play?size=9&d=hard&seed=layout");
  await ready(page, "grid");
  await expect(page.locator(".grade")).toContainText(`hardest step: ${techniqueWords(grade.hardest)}`);
  if (grade.hardest.includes("-")) await expect(page.locator(".grade")).not.toContainText(grade.hardest);
});

test("on a phone the widget page's custom givens field fits, and an empty one asks for givens instead of an error", async ({ page }) => {
  await page.setViewportSize(UPRIGHT);
  await page.goto("/widget");
  await ready(page, "grid");
  await page.getByRole("combobox", { name: "Puzzle" }).selectOption("custom");
  const givens = page.getByRole("textbox", { name: "Givens" });
  await expect(givens).toBeVisible();
  const box = (await givens.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(UPRIGHT.width);
  const { scroll, inner } = await pageWidth(page);
  expect(scroll).toBeLessThanOrEqual(inner);
  await expect(page.getByText("Type or paste the givens above to see your puzzle here.")).toBeVisible();
  await expect(page.getByText("could not be read")).toHaveCount(0);
  await givens.fill("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
  await expect(page.getByRole("region", { name: "Widget preview" }).getByRole("gridcell").first()).toBeVisible();
});

test("in the dark theme the file picker's button is drawn like the site's buttons, not grey on grey", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/sat");
  const picker = await page.getByLabel("Upload CNF file").evaluate((el) => {
    const s = getComputedStyle(el, "::file-selector-button");
    return { background: s.backgroundColor, color: s.color };
  });
  const button = await page.getByRole("button", { name: "Compare engines" }).evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, color: s.color };
  });
  expect(picker).toEqual(button);
});

test("the engine table's headers sit on one baseline above the numbers, even where one wraps to several lines", async ({ page }) => {
  await page.setViewportSize(UPRIGHT);
  await page.goto("/sat");
  await page.getByRole("button", { name: "Compare engines" }).click();
  const table = page.getByRole("table", { name: "Engine comparison" });
  await expect(table).toBeVisible();
  const bottoms = await table.getByRole("columnheader").evaluateAll((headers) =>
    headers.map((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      const rects = Array.from(range.getClientRects());
      return Math.round(Math.max(...rects.map((r) => r.bottom)));
    }),
  );
  expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(2);
});
