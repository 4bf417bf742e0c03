/**
 * The embeddable widget on a foreign page: a second local origin (another port, another host name) serves host pages
 * with a strict CSP and hostile CSS, and embeds /widget.js and /embed from the Worker under test.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Frame, type Locator, type Page } from "./fixtures";
import { E2E_ORIGIN } from "./helpers";

// A valid solved grid; the "given" widget's puzzle leaves three of its cells empty, so its one solution is known.
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const BLANKS = [0, 40, 80];
const NEARLY_DONE = [...SOLUTION].map((ch, i) => (BLANKS.includes(i) ? "." : ch)).join("");
const OTHER = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
// A 6×6 (played by the variant player) and its one solution.
const SIX = "...2.35..4....4..........3..1...6.45";
const SIX_SOLUTION = "641253523461354126162534435612216345";

const WORKER = E2E_ORIGIN;
const NONCE = "host-nonce-1";
const CSP = [
  "default-src 'none'",
  `script-src ${WORKER} 'nonce-${NONCE}'`,
  `connect-src ${WORKER}`,
  `style-src 'nonce-${NONCE}'`,
  `frame-src ${WORKER}`,
].join("; ");

/** Host pages record what the widgets tell them, and any CSP violation, where the test can read it. */
const RECORDER = `<script nonce="${NONCE}">
  window.seen = [];
  for (const type of ["solved", "progress"]) document.addEventListener(type, (e) => window.seen.push({ type, id: e.target.id, detail: e.detail }));
  document.addEventListener("securitypolicyviolation", (e) => window.seen.push({ type: "csp", detail: e.violatedDirective + " " + e.blockedURI }));
  window.addEventListener("message", (e) => { if (e.data && e.data.source === "sat-sudoku") window.seen.push({ type: "message:" + e.data.type, detail: e.data.detail }); });
</script>`;

const HOSTILE_CSS = `<style nonce="${NONCE}">* { color: rgb(255, 0, 0); font-size: 40px; } html { font-size: 40px; }</style>`;

function page(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Host</title>${HOSTILE_CSS}${RECORDER}</head><body>${body}</body></html>`;
}

const PAGES: Record<string, string> = {
  "/two.html": page(`<p id="host-text">The host's own paragraph.</p>
    <script type="module" src="${WORKER}/widget.js"></script>
    <sudoku-puzzle id="daily" puzzle="daily" difficulty="easy" theme="light"></sudoku-puzzle>
    <sudoku-puzzle id="given" puzzle="${NEARLY_DONE}" theme="dark"></sudoku-puzzle>`),
  "/bad.html": page(`<script type="module" src="${WORKER}/widget.js"></script>
    <sudoku-puzzle id="bad" puzzle="53..7....6..195..x"></sudoku-puzzle>
    <sudoku-puzzle id="bad-level" puzzle="daily" difficulty="impossible"></sudoku-puzzle>`),
  "/unhelped.html": page(`<script type="module" src="${WORKER}/widget.js"></script>
    <sudoku-puzzle id="classic" puzzle="${NEARLY_DONE}" help="off"></sudoku-puzzle>
    <sudoku-puzzle id="six" puzzle="${SIX}" help="off"></sudoku-puzzle>`),
  "/dailies.html": page(`<script type="module" src="${WORKER}/widget.js"></script>
    <sudoku-puzzle id="sixteen" puzzle="daily-16"></sudoku-puzzle>
    <sudoku-puzzle id="killer" puzzle="daily-killer" theme="dark"></sudoku-puzzle>`),
  "/frame.html": page(`<iframe id="frame" title="Sudoku" width="900" height="900" src="${WORKER}/embed?puzzle=${NEARLY_DONE}&theme=light"></iframe>`),
};

let server: Server;
let host: string;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const body = PAGES[new URL(req.url ?? "/", "http://x").pathname];
    if (!body) return void res.writeHead(404).end("not found");
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": CSP }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // "localhost" on another port: a different origin from the Worker's 127.0.0.1 origin by both host and port.
  host = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

type Seen = { type: string; id?: string; detail: Record<string, unknown> | string };
const seen = (p: Page | Frame) => p.evaluate(() => (window as unknown as { seen: Seen[] }).seen);

/** Fills the three blanks of NEARLY_DONE through the widget's own cells and pad. */
async function finish(widget: Locator): Promise<void> {
  for (const cell of BLANKS) {
    const row = Math.floor(cell / 9) + 1;
    const col = (cell % 9) + 1;
    await widget.getByRole("gridcell", { name: `row ${row}, column ${col}, empty` }).click();
    await widget.getByRole("button", { name: `Enter ${SOLUTION[cell]}`, exact: true }).click();
  }
}

test("two widgets on a foreign page with a strict CSP: isolated styles, independent games, solved event", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).origin));
  await page.goto(`${host}/two.html`);
  const daily = page.locator("#daily");
  const given = page.locator("#given");
  await expect(daily.getByRole("gridcell")).toHaveCount(81);
  await expect(given.getByRole("gridcell")).toHaveCount(81);
  await expect(daily.getByText(/Daily Sudoku · easy · \d{4}-\d\d-\d\d/)).toBeVisible();

  // The host's CSS does not reach the widget, and the widget's does not reach the host.
  const hostText = await page.locator("#host-text").evaluate((el) => getComputedStyle(el));
  expect(hostText.color).toBe("rgb(255, 0, 0)");
  expect(hostText.fontSize).toBe("40px");
  const inside = await given.getByRole("gridcell").first().evaluate((el) => ({ color: getComputedStyle(el).color, size: parseFloat(getComputedStyle(el).fontSize) }));
  expect(inside.color).not.toBe("rgb(255, 0, 0)");
  expect(inside.size).toBeLessThan(40);
  const pad = await given.getByRole("button", { name: "Enter 1", exact: true }).evaluate((el) => getComputedStyle(el).fontSize);
  expect(pad).not.toBe("40px");
  // theme="dark" and theme="light" give the two widgets different backgrounds.
  const bg = (l: Locator) => l.locator(".sudoku-widget").evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await bg(daily)).not.toBe(await bg(given));

  await finish(given);
  await expect(given.getByRole("region", { name: "Finished" })).toContainText("Solved!");
  await expect.poll(async () => (await seen(page)).filter((e) => e.type === "solved")).toHaveLength(1);
  const events = await seen(page);
  const solved = events.find((e) => e.type === "solved")!;
  expect(solved.id).toBe("given");
  expect(solved.detail).toMatchObject({ puzzle: NEARLY_DONE, mistakes: 0, hints: 0 });
  expect(typeof (solved.detail as { timeMs: unknown }).timeMs).toBe("number");
  const progress = events.filter((e) => e.type === "progress");
  expect(progress.length).toBeGreaterThanOrEqual(3);
  expect(progress.at(-1)!.detail).toMatchObject({ filled: 81, total: 81 });
  expect(events.filter((e) => e.type === "csp")).toEqual([]);

  // The daily widget is untouched by the other's game, and progress lives under the widget's own storage prefix.
  await expect(daily.getByRole("region", { name: "Finished" })).toHaveCount(0);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.every((k) => k.startsWith("sat-sudoku-widget:"))).toBe(true);
  expect(new Set(requests)).toEqual(new Set([host, WORKER]));

  // Progress survives a reload: the finished game comes back finished.
  await page.reload();
  await expect(page.locator("#given").getByRole("region", { name: "Finished" })).toContainText("Solved!");
  await page.screenshot({ path: "test-results/screens/widget-host.png", fullPage: true });
});

test("help=\"off\": no helper that knows the answer, the solution never reaches the page, and the game finishes by the rules", async ({ page }) => {
  const bodies: string[] = [];
  page.on("response", async (r) => {
    if (r.url().startsWith(`${WORKER}/api/`)) bodies.push(`${r.request().postData() ?? ""} ${await r.text()}`);
  });
  await page.goto(`${host}/unhelped.html`);
  const classic = page.locator("#classic");
  const six = page.locator("#six");
  await expect(classic.getByRole("gridcell")).toHaveCount(81);
  await expect(six.getByRole("gridcell")).toHaveCount(36);
  for (const widget of [classic, six]) {
    await expect(widget.getByText("This puzzle is played without help, as its link or page asks: no hints, checks or reveals.")).toBeVisible();
    await expect(widget.getByRole("button", { name: "Fill candidates" })).toBeVisible();
    for (const helper of ["Hint", "✓ Check", "Reveal cell", "Reveal all", "Place singles", "Audit notes"]) await expect(widget.getByRole("button", { name: helper, exact: true })).toHaveCount(0);
    await expect(widget.getByText("Mark wrong digits at once")).toHaveCount(0);
  }
  // A wrong digit that breaks no visible rule yet is not called wrong: the page cannot know it.
  const firstOpen = six.getByRole("gridcell", { name: /^row 1, column 1, empty/ });
  await firstOpen.click();
  // (r1c1 holds 6; its row, column and box leave 1 and 4 open too.)
  expect(SIX_SOLUTION[0]).toBe("6");
  await six.getByRole("button", { name: "Enter 1", exact: true }).click();
  await expect(six.getByRole("gridcell", { name: /^row 1, column 1, 1$/ })).toBeVisible();
  await finish(classic);
  await expect(classic.getByRole("region", { name: "Finished" })).toContainText("Solved!");
  await expect.poll(async () => (await seen(page)).filter((e) => e.type === "solved" && e.id === "classic")).toHaveLength(1);
  await expect.poll(() => bodies.length).toBeGreaterThanOrEqual(2);
  // Each widget asked only for the verdict, and no answer carried a solution.
  expect(bodies.every((b) => b.includes('"solution":false'))).toBe(true);
  for (const solution of [SOLUTION, SIX_SOLUTION]) expect(bodies.filter((b) => b.includes(solution))).toEqual([]);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(SOLUTION);
  // The game goes on without help on the full site too.
  await expect(six.getByRole("link", { name: "Open on the full site ↗" })).toHaveAttribute("href", /^[^#]*[?&]help=off(#|$)/);
  await expect(classic.getByRole("link", { name: "Open on the full site ↗" })).toHaveAttribute("href", new RegExp(`/p/${NEARLY_DONE.replace(/\./g, "\\.")}\\?help=off#e=`));
});

test("puzzle=\"daily-16\" and \"daily-killer\" show the day's 16×16 and killer, each linked to its page on the site", async ({ page, request }) => {
  const sixteen = (await (await request.get(`${WORKER}/api/daily/16`)).json()) as { date: string; puzzle: string };
  const killer = (await (await request.get(`${WORKER}/api/daily/killer`)).json()) as { date: string; load: string };
  await page.goto(`${host}/dailies.html`);
  const big = page.locator("#sixteen");
  await expect(big.getByRole("gridcell")).toHaveCount(256);
  await expect(big.getByText(`Daily 16×16 · ${sixteen.date}`)).toBeVisible();
  await expect(big.getByRole("link", { name: "Open on the full site ↗" })).toHaveAttribute("href", `${WORKER}/p/${sixteen.puzzle}?daily16=${sixteen.date}`);
  const cages = page.locator("#killer");
  await expect(cages.getByRole("gridcell")).toHaveCount(81);
  await expect(cages.getByText(`Daily killer ${killer.date}`)).toBeVisible();
  await expect(cages.locator(".variant-overlay")).toHaveCount(1);
  await expect(cages.getByRole("link", { name: "Open on the full site ↗" })).toHaveAttribute("href", new RegExp(`^${WORKER}/v\\?load=`));
  expect((await seen(page)).filter((e) => e.type === "csp")).toEqual([]);
});

test("'Open on the full site' carries the game's progress, and the site's daily and puzzle pages go on from it", async ({ page, context }) => {
  await page.goto(`${host}/two.html`);
  for (const id of ["daily", "given"]) {
    const widget = page.locator(`#${id}`);
    const empty = widget.getByRole("gridcell", { name: /, empty$/ }).first();
    const name = (await empty.getAttribute("aria-label"))!.replace(/, empty$/, "");
    await empty.click();
    await page.keyboard.press("Shift+3");
    await page.keyboard.press("Shift+7");
    const link = widget.getByRole("link", { name: "Open on the full site ↗" });
    await expect(link).toHaveAttribute("href", /#n=[\w-]+$/);
    const href = (await link.getAttribute("href"))!;
    expect(href.startsWith(`${WORKER}/${id === "daily" ? "daily/" : "p/"}`), href).toBe(true);

    const site = await context.newPage();
    await site.goto(href);
    await expect(site.getByRole("gridcell", { name: `${name}, empty, notes 3 7` })).toBeVisible();
    // The fragment was read once and is gone from the address.
    await expect(site).toHaveURL(/^[^#]+$/);
    await site.close();
  }
});

test("attributes can change after mount", async ({ page }) => {
  await page.goto(`${host}/two.html`);
  const given = page.locator("#given");
  await expect(given.getByRole("gridcell", { name: "row 1, column 1, empty" })).toBeVisible();
  await given.evaluate((el, puzzle) => el.setAttribute("puzzle", puzzle), OTHER);
  await expect(given.getByRole("gridcell", { name: "row 1, column 1, 4, given" })).toBeVisible();
  await expect(given.getByRole("gridcell", { name: "row 1, column 2, empty" })).toBeVisible();
  // The new puzzle's moves are reported, under the new puzzle.
  await given.getByRole("gridcell", { name: "row 1, column 2, empty" }).click();
  await given.getByRole("button", { name: "Enter 1", exact: true }).click();
  await expect.poll(async () => (await seen(page)).filter((e) => e.type === "progress").map((e) => (e.detail as { puzzle: string }).puzzle)).toContain(OTHER);
  // A hint allowance set by the host: counted down on the button, none at all at 0, and a bad count named.
  await given.evaluate((el) => el.setAttribute("hints", "2"));
  await expect(given.getByRole("button", { name: "Hint (2 left)" })).toBeVisible();
  await given.evaluate((el) => el.setAttribute("hints", "0"));
  await expect(given.getByText("This puzzle is played without hints, as its link or page asks.")).toBeVisible();
  await expect(given.getByRole("button", { name: /^Hint/ })).toHaveCount(0);
  await expect(given.getByRole("button", { name: "✓ Check" })).toBeVisible();
  await given.evaluate((el) => el.setAttribute("hints", "lots"));
  await expect(given.getByRole("alert")).toContainText('The hints attribute is "lots"; use a whole number of hints from 0 to 99, or leave it out for no limit.');
  await given.evaluate((el) => el.removeAttribute("hints"));
  await expect(given.getByRole("button", { name: "Hint", exact: true })).toBeVisible();
  await given.evaluate((el) => el.setAttribute("theme", "purple"));
  await expect(given.getByRole("alert")).toContainText('The theme attribute is "purple"; use one of auto, light, dark.');
});

test("a bad puzzle or difficulty attribute shows a readable error, not a blank box", async ({ page }) => {
  await page.goto(`${host}/bad.html`);
  await expect(page.locator("#bad").getByRole("alert")).toContainText("This puzzle could not be read");
  await expect(page.locator("#bad").getByRole("alert")).toContainText(/x/);
  await expect(page.locator("#bad-level").getByRole("alert")).toContainText('The difficulty attribute is "impossible"; use one of easy, medium, hard, expert, extreme.');
});

test("the iframe embed plays to completion and tells the parent page", async ({ page }) => {
  await page.goto(`${host}/frame.html`);
  const frame = page.frameLocator("#frame");
  await expect(frame.getByRole("gridcell")).toHaveCount(81);
  await finish(frame.locator("sudoku-puzzle"));
  await expect(frame.getByRole("region", { name: "Finished" })).toContainText("Solved!");
  await expect.poll(async () => (await seen(page)).map((e) => e.type)).toContain("message:solved");
});

test("the embed page builds a snippet and previews the live widget", async ({ page }) => {
  await page.goto("/widget");
  await expect(page.getByLabel("Script snippet")).toContainText(`<script type="module" src="${E2E_ORIGIN}/widget.js"></script>`);
  await expect(page.getByLabel("Script snippet")).toContainText('<sudoku-puzzle puzzle="daily" difficulty="medium" theme="auto"></sudoku-puzzle>');
  const preview = page.getByRole("region", { name: "Widget preview" });
  await expect(preview.getByRole("gridcell")).toHaveCount(81);
  await page.getByLabel("Puzzle").selectOption("custom");
  await page.getByLabel("Givens").fill(OTHER);
  await expect(page.getByLabel("Script snippet")).toContainText(`puzzle="${OTHER}"`);
  await expect(preview.getByRole("gridcell", { name: "row 1, column 1, 4, given" })).toBeVisible();
  await page.getByLabel("Theme").selectOption("dark");
  await expect(page.getByLabel("Script snippet")).toContainText('theme="dark"');
  await page.getByText("No third-party scripts allowed? Use a frame").click();
  await expect(page.getByLabel("Iframe snippet")).toContainText("/embed?puzzle=4.....8.5");
});
