/**
 * The widget's layout on foreign pages: a right-to-left host, container widths where the controls used to wrap badly,
 * the iframe that sizes itself to its content on a phone, and the link out of an error state.
 */
import AxeBuilder from "@axe-core/playwright";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Locator } from "./fixtures";
import { E2E_ORIGIN, shoot, shootForReadme } from "./helpers";

const WORKER = E2E_ORIGIN;
const SCRIPT = `<script type="module" src="${WORKER}/widget.js"></script>`;
const PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/** A 6×6 with 2×3 boxes and its one solution. */
const SIX = "...2.35..4....4..........3..1...6.45";
const SIX_SOLUTION = "641253523461354126162534435612216345";

function hostPage(body: string, html = "<html>"): string {
  return `<!doctype html>${html}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Host</title></head><body style="margin:8px">${body}</body></html>`;
}

const PAGES: Record<string, string> = {
  "/rtl.html": hostPage(`<h1>صفحة عربية</h1><p>نص المضيف من اليمين إلى اليسار.</p>${SCRIPT}<sudoku-puzzle id="w" puzzle="${PUZZLE}" theme="light"></sudoku-puzzle>`, `<html dir="rtl" lang="ar">`),
  "/w900.html": hostPage(`${SCRIPT}<div style="width:900px"><sudoku-puzzle id="w" puzzle="${PUZZLE}" theme="light"></sudoku-puzzle></div>`),
  "/w600.html": hostPage(`${SCRIPT}<div style="width:600px"><sudoku-puzzle id="w" puzzle="${PUZZLE}" theme="light"></sudoku-puzzle></div>`),
  "/w200.html": hostPage(`${SCRIPT}<div style="width:200px"><sudoku-puzzle id="w" puzzle="${PUZZLE}" theme="light"></sudoku-puzzle></div>`),
  "/w320.html": hostPage(`${SCRIPT}<div style="width:320px"><sudoku-puzzle id="w" puzzle="${PUZZLE}" theme="light"></sudoku-puzzle></div>`),
  "/w400.html": hostPage(`${SCRIPT}<div style="width:400px"><sudoku-puzzle id="w" puzzle="${PUZZLE}" theme="dark"></sudoku-puzzle></div>`),
  "/six.html": hostPage(`<h1>صفحة عربية</h1>${SCRIPT}<div style="width:400px"><sudoku-puzzle id="w" puzzle="${SIX}" theme="dark"></sudoku-puzzle></div>`, `<html dir="rtl" lang="ar">`),
  "/six-bad.html": hostPage(`${SCRIPT}<sudoku-puzzle id="w" puzzle="${SIX}" theme="purple"></sudoku-puzzle>`),
  "/bad.html": hostPage(`${SCRIPT}<sudoku-puzzle id="w" puzzle="daily" theme="purple"></sudoku-puzzle>`),
};

let server: Server;
let host: string;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path === "/frame.html") {
      // The page the /widget page tells hosts to write: the documented iframe snippet, as it is shown there.
      return void res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(hostPage(frameSnippet));
    }
    if (path === "/big.html") {
      // A 16x16 or 25x25 puzzle (from the query) in a column of the given width.
      const query = new URL(req.url ?? "/", "http://x").searchParams;
      const page = hostPage(`${SCRIPT}<div style="width:${Number(query.get("width"))}px"><sudoku-puzzle id="w" puzzle="${query.get("puzzle")}" theme="dark"></sudoku-puzzle></div>`);
      return void res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page);
    }
    const body = PAGES[path];
    if (!body) return void res.writeHead(404).end("not found");
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let frameSnippet = "";

const box = async (l: Locator) => (await l.boundingBox())!;

test("on a right-to-left host the board, keypad and arrow keys stay left-to-right", async ({ page }) => {
  await page.goto(`${host}/rtl.html`);
  const widget = page.locator("#w");
  const first = widget.getByRole("gridcell", { name: /^row 1, column 1,/ });
  const second = widget.getByRole("gridcell", { name: /^row 1, column 2,/ });
  await expect(first).toBeVisible();
  expect((await box(first)).x).toBeLessThan((await box(second)).x);
  // The keypad's digits run 1 to 9 from left to right.
  const digits = widget.locator(".digits button");
  await expect(digits.first()).toContainText("1");
  await expect(digits.last()).toContainText("9");
  expect((await box(digits.first())).x).toBeLessThan((await box(digits.last())).x);
  await second.click();
  await page.keyboard.press("ArrowRight");
  await expect(widget.getByRole("gridcell", { name: /^row 1, column 3,/ })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(first).toBeFocused();
  // The host's own text is still right-to-left.
  expect(await page.locator("body > p").evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
  await shootForReadme(page, "widget-rtl-host", true);
});

test("at 900 px Notes, Corner and Erase sit over Undo and Redo; in a 600 px container the board is centred", async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto(`${host}/w900.html`);
  const widget = page.locator("#w");
  await expect(widget.getByRole("gridcell").first()).toBeVisible();
  const tops = await Promise.all(["Undo", "Redo", "Erase"].map(async (name) => (await box(widget.getByRole("button", { name: new RegExp(name) }))).y));
  const rows = new Set(tops.map((y) => Math.round(y)));
  // Redo shares its row with Undo: no row holds Redo alone.
  expect(Math.round(tops[0])).toBe(Math.round(tops[1]));
  expect(rows.size).toBe(2);

  await page.setViewportSize({ width: 700, height: 1100 });
  await page.goto(`${host}/w600.html`);
  await expect(widget.getByRole("gridcell").first()).toBeVisible();
  const frame = await box(widget.locator(".sudoku-widget"));
  const board = await box(widget.getByRole("grid"));
  const left = board.x - frame.x;
  const right = frame.x + frame.width - (board.x + board.width);
  expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
});

test("in a 400 px column on a phone on its side the pad stacks under the board instead of being squeezed beside it", async ({ page }) => {
  // The site's own rule for phones on their side (pad beside the board) follows the screen; the widget must follow its width.
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto(`${host}/w400.html`);
  const widget = page.locator("#w");
  await expect(widget.getByRole("gridcell").first()).toBeVisible();
  const frame = await box(widget.locator(".sudoku-widget"));
  const board = await box(widget.getByRole("grid"));
  for (const button of await widget.getByRole("group", { name: "Number pad" }).getByRole("button").all()) {
    const b = await box(button);
    expect(b.width, (await button.getAttribute("aria-label")) ?? "").toBeGreaterThanOrEqual(44);
    expect(b.x + b.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(b.y).toBeGreaterThan(board.y + board.height);
  }
  const redo = await box(widget.getByRole("button", { name: /Redo/ }));
  expect(redo.x + redo.width).toBeLessThanOrEqual(frame.x + frame.width);
});

test("in a 200 px column the pad wraps into rows of whole targets; at 320 px the nine digits keep their one row", async ({ page }) => {
  // A desktop's width: the site's own phone rules (five digits a row) do not apply, only the widget's own width does.
  await page.setViewportSize({ width: 1000, height: 1400 });
  for (const width of [200, 320]) {
    await page.goto(`${host}/w${width}.html`);
    const widget = page.locator("#w");
    await expect(widget.getByRole("gridcell").first()).toBeVisible();
    const frame = await box(widget.locator(".sudoku-widget"));
    for (const button of await widget.getByRole("group", { name: "Number pad" }).getByRole("button").all()) {
      const name = (await button.getAttribute("aria-label")) ?? (await button.textContent()) ?? "";
      const b = await box(button);
      expect(Math.min(b.width, b.height), `${width}: ${name}`).toBeGreaterThanOrEqual(24);
      expect(b.x + b.width, `${width}: ${name}`).toBeLessThanOrEqual(frame.x + frame.width);
      // The whole label shows: nothing overflows the button ("Corne" for "⌜ Corner").
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight), `${width}: ${name}`).toBe(true);
    }
    const rows = new Set(await Promise.all((await widget.locator(".digits button").all()).map(async (d) => Math.round((await box(d)).y))));
    expect(rows.size, `${width}: rows of digits`).toBe(width === 200 ? 2 : 1);
    const { violations } = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await shoot(page, `widget-${width}`);
  }
});

test("the documented iframe follows the height the embed posts, so it does not clip on a phone", async ({ page }) => {
  await page.goto("/widget");
  await page.getByText("No third-party scripts allowed? Use a frame").click();
  frameSnippet = (await page.getByLabel("Iframe snippet").textContent()) ?? "";
  expect(frameSnippet).toContain('height="760"');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${host}/frame.html`);
  const frame = page.frameLocator("#sat-sudoku-frame");
  await expect(frame.getByRole("gridcell").first()).toBeVisible();
  const content = () => frame.locator("sudoku-puzzle").evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  await expect.poll(async () => (await box(page.locator("#sat-sudoku-frame"))).height).toBe(await content());
  expect(await content()).toBeGreaterThan(760);
  // Nothing inside the frame is cut off: it does not need to scroll.
  const inner = await frame.locator("html").evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  expect(inner.scroll).toBeLessThanOrEqual(inner.client);
});

test("a widget in an error state links to the service's site, not the host's", async ({ page }) => {
  await page.goto(`${host}/bad.html`);
  const widget = page.locator("#w");
  await expect(widget.getByRole("alert")).toContainText('The theme attribute is "purple"');
  await expect(widget.getByRole("link", { name: /Open on the full site/ })).toHaveAttribute("href", `${WORKER}/`);
});

for (const [size, narrow, wide] of [[16, 360, 900], [25, 500, 900]] as const) {
  test(`a ${size}x${size} widget keeps 24 px cells: a ${narrow} px column scrolls the board and says so, a ${wide} px one fits it`, async ({ page, request }) => {
    const made = await request.get(`/api/generate?size=${size}&difficulty=easy&seed=widget`);
    const { puzzle } = (await made.json()) as { puzzle: string };
    await page.setViewportSize({ width: 1000, height: 900 });
    for (const width of [narrow, wide]) {
      await page.goto(`${host}/big.html?width=${width}&puzzle=${puzzle}`);
      const widget = page.locator("#w");
      const empty = puzzle.lastIndexOf(".");
      const last = widget.getByRole("gridcell", { name: new RegExp(`^row ${Math.floor(empty / size) + 1}, column ${(empty % size) + 1},`) });
      await expect(widget.getByRole("gridcell").first()).toBeVisible();
      expect(Math.min(...Object.values(await box(widget.getByRole("gridcell").first())).slice(2))).toBeGreaterThanOrEqual(24);
      const scrolls = await widget.locator(".board-scroll").evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(scrolls, `${width} px`).toBe(width === narrow);
      const note = widget.locator(".board-note");
      if (width === narrow) await expect(note).toBeVisible();
      else await expect(note).toBeHidden();
      // The widget never widens the host's column, and its last open cell is reachable.
      expect((await box(widget.locator(".sudoku-widget"))).width).toBeLessThanOrEqual(width);
      // (The game is kept between the two pages, so each enters its own letter.)
      const letter = width === narrow ? "A" : "B";
      await last.click();
      await page.keyboard.press(letter);
      await expect(last).toHaveAttribute("aria-label", new RegExp(`, ${letter}(, conflict)?$`));
    }
  });
}

test("a 6x6 puzzle attribute plays on its 2x3 boxes, on a right-to-left host too, with the classic hint ladder and 'why'", async ({ page }) => {
  await page.goto(`${host}/six.html`);
  const widget = page.locator("#w");
  await expect(widget.getByText("6×6 Sudoku")).toBeVisible();
  await expect(widget.getByRole("gridcell")).toHaveCount(36);
  await expect(widget.locator(".digits button")).toHaveCount(6);
  // Box edges after the third column and the second row; nothing drawn over the cells.
  await expect(widget.getByRole("gridcell", { name: /^row 1, column 3,/ })).toHaveClass(/edge-r/);
  await expect(widget.getByRole("gridcell", { name: /^row 2, column 1,/ })).toHaveClass(/edge-b/);
  await expect(widget.locator(".variant-overlay")).toHaveCount(0);
  await widget.getByRole("button", { name: "Hint" }).click();
  await widget.getByRole("button", { name: "Show cells" }).click();
  await widget.getByRole("button", { name: "Show step" }).click();
  // The techniques read its 2×3 boxes: the ladder ends in the step, whose digit is the solution's.
  await expect(widget.getByText("Naked single: r1c3 can only be 1.")).toBeVisible();
  expect(SIX_SOLUTION[2]).toBe("1");
  await expect(widget.getByRole("button", { name: "Why is this wrong?" })).toBeVisible();
  // The variant player takes the theme attribute as the classic one does.
  const [r, g, b] = (await widget.locator(".sudoku-widget").evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number);
  expect(r + g + b).toBeLessThan(200);
  await shootForReadme(page, "widget-six-rtl", true);
});

test("a variant widget with a theme it does not know says so, as a classic one does", async ({ page }) => {
  await page.goto(`${host}/six-bad.html`);
  await expect(page.locator("#w").getByRole("alert")).toContainText('The theme attribute is "purple"; use one of auto, light, dark.');
});

test("a classic widget fetches no variant code, a 6x6 fetches it once, and code that cannot be fetched is said in the widget", async ({ page }) => {
  const chunks: string[] = [];
  page.on("request", (r) => void (r.url().includes("/assets/widget/") && chunks.push(new URL(r.url()).pathname.replace(/-[\w-]{8}\.js$/, ""))));
  await page.goto(`${host}/w900.html`);
  await expect(page.locator("#w").getByRole("gridcell")).toHaveCount(81);
  expect(chunks).toEqual(["/assets/widget/register"]);
  chunks.length = 0;
  await page.goto(`${host}/six.html`);
  await expect(page.locator("#w").getByRole("gridcell")).toHaveCount(36);
  expect(chunks).toEqual(["/assets/widget/register", "/assets/widget/variant-widget"]);

  // The variant player unreachable: the 6x6 widget says so where the board would be.
  await page.route("**/assets/widget/variant-widget-*", (route) => route.abort());
  await page.goto(`${host}/six.html`);
  await expect(page.locator("#w").getByRole("alert")).toHaveText(`The variant player could not be loaded from ${WORKER}.`);
  // The widget itself unreachable: each tag says so instead of staying blank.
  await page.route("**/assets/widget/register-*", (route) => route.abort());
  await page.goto(`${host}/w900.html`);
  await expect(page.locator("#w")).toHaveText(`The Sudoku puzzle could not be loaded from ${WORKER}.`);
  await expect(page.locator("#w")).toHaveAttribute("role", "alert");
});
