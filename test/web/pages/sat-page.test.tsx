import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SatResponse } from "../../../worker/core/api";
import type { BrowserSatAnswer } from "../../../web/state/local-sat";
import { SatPage } from "../../../web/pages/sat";
import { FakeSolveWorker } from "../state/fake-solve-worker";

const workers = vi.hoisted(() => ({ made: [] as unknown[] }));
vi.mock("../../../web/state/solve-workers", async () => {
  const { FakeSolveWorker: Fake } = await import("../state/fake-solve-worker");
  return { spawnSatWorker: () => { const w = new Fake(); workers.made.push(w); return w; } };
});
const lastWorker = () => workers.made.at(-1) as FakeSolveWorker<BrowserSatAnswer>;

const stats = (budgetMs: number) => ({ decisions: 5, propagations: 50, conflicts: 4, work: 900, budgetWork: budgetMs * 40, budgetMs });
const answer = (over: Partial<SatResponse> & { budgetMs?: number }): SatResponse => {
  const { budgetMs = 2000, ...rest } = over;
  return { status: "UNKNOWN", engine: "cdcl", numVars: 3, numClauses: 3, stats: stats(budgetMs), warnings: [], ...rest };
};
const unknownAt = (budgetMs: number, maxBudgetMs = 2000) =>
  answer({ budgetMs, unknown: { reason: "budget", message: "The work budget ran out before an answer.", command: "npm run sat -- FILE.cnf", maxBudgetMs } });

/** The server: each request gets the next JSON answer (or problem), and format=res the text it would write. */
function server(...replies: (SatResponse | { problem: object; status: number })[]) {
  const urls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    urls.push(url);
    if (url.includes("format=res")) return new Response("s -1\nt 20\n", { status: 200 });
    const next = replies.shift();
    if (!next) throw new Error(`no reply left for ${url}`);
    if ("problem" in next) return new Response(JSON.stringify(next.problem), { status: next.status, headers: { "Content-Type": "application/problem+json" } });
    return new Response(JSON.stringify(next), { status: 200, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return urls;
}

async function solve() {
  await act(async () => screen.getByRole("button", { name: "Solve" }).click());
  await waitFor(() => expect(screen.queryByText("Solving…")).toBeNull());
}

function keepSolvingUntil(found: BrowserSatAnswer, ms: number) {
  act(() => screen.getByRole("button", { name: "Keep solving in this browser" }).click());
  act(() => lastWorker().reply({ ok: true, answer: found, ms }));
  screen.getByRole("heading", { name: "Answer from this browser" });
}

const browserSat: BrowserSatAnswer = { ...answer({ status: "SAT", budgetMs: 1_000_000 }), model: [1, -2, 3], verified: true };

/** What the page saves, by catching the Blob behind the download link. */
function catchSaves() {
  const saved: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => (saved.push(blob as Blob), "blob:saved"));
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { saved, names };
}

const setBudget = (ms: number) => fireEvent.input(screen.getByLabelText("Budget (ms)"), { target: { value: String(ms) } });

describe("the /sat page", () => {
  beforeEach(() => void (workers.made.length = 0));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("saves the browser's answer as the .res once this browser has decided what the server could not", async () => {
    const urls = server(unknownAt(2000));
    render(<SatPage />);
    await solve();
    keepSolvingUntil(browserSat, 1234);
    const { saved, names } = catchSaves();
    await act(async () => screen.getByRole("button", { name: "Download .res" }).click());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0].text()).toBe("s 1\nv 1 -2 3\nt 1234\n");
    expect(names).toEqual(["result.res"]);
    // Asking the server again, under the budget it already ran out of, would only answer UNKNOWN.
    expect(urls.filter((u) => u.includes("format=res"))).toEqual([]);
  });

  it("still saves the server's .res when this browser has no answer for the input", async () => {
    const urls = server(unknownAt(2000));
    render(<SatPage />);
    await solve();
    const { saved } = catchSaves();
    await act(async () => screen.getByRole("button", { name: "Download .res" }).click());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0].text()).toBe("s -1\nt 20\n");
    expect(urls.filter((u) => u.includes("format=res"))).toHaveLength(1);
  });

  it("knows from an UNKNOWN at the server's largest budget that raising it cannot help", async () => {
    server(unknownAt(2000, 2000), unknownAt(500, 2000));
    render(<SatPage />);
    await solve();
    const main = screen.getByRole("main");
    expect(main.textContent).toContain("That is the largest budget the server allows; keep solving in this browser, with no server limit.");
    expect(main.textContent).not.toContain("Raise the budget");
    setBudget(500);
    await solve();
    expect(main.textContent).toContain("Raise the budget and solve again, or keep solving in this browser.");
  });

  it("says a finished browser answer was cleared when the input changes, and drops that note with the next answer", async () => {
    server(unknownAt(2000), answer({ status: "SAT", budgetMs: 1500, model: [1, -2, 3], verified: true }));
    render(<SatPage />);
    await solve();
    keepSolvingUntil(browserSat, 1234);
    setBudget(1500);
    const main = screen.getByRole("main");
    // Only the budget changed: the note names it, not the formula.
    expect(main.textContent).toContain("The budget changed, so the answer from this browser was cleared.");
    expect(main.textContent).not.toContain("was stopped");
    await solve();
    expect(screen.getByLabelText("Status").textContent).toMatch(/^s SATISFIABLE/);
    expect(main.textContent).not.toContain("answer from this browser was cleared");
  });

  it("names the engine, not the formula, when only the engine changed after a browser answer", async () => {
    server(unknownAt(2000));
    render(<SatPage />);
    await solve();
    keepSolvingUntil(browserSat, 1234);
    fireEvent.change(screen.getByLabelText("Engine"), { target: { value: "dpll" } });
    expect(screen.getByRole("main").textContent).toContain("The engine changed, so the answer from this browser was cleared.");
  });

  it("names its own field when the budget is too small to read the formula", async () => {
    const problem = {
      type: "/api/problems/budget-too-small",
      title: "Budget too small",
      status: 422,
      detail: "Reading 90 bytes of DIMACS takes about 5 ms, more than the budget of 1 ms; ask for budget_ms=6 or more.",
      kind: "budget-too-small",
      limit: 6,
      unit: "ms",
      field: "query.budget_ms",
    };
    server({ problem, status: 422 });
    render(<SatPage />);
    setBudget(1);
    await solve();
    const alert = screen.getByRole("alert").textContent ?? "";
    expect(alert).toContain("set the budget to 6 ms or more");
    expect(alert).not.toContain("budget_ms");
  });
});
