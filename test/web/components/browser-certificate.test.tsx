import { act, cleanup, render, screen } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BrowserCertificateLinks } from "../../../web/components/browser-certificate";
import { LOCAL_SOLVE_WORK } from "../../../web/state/local-budget";
import type { BrowserCertificate } from "../../../web/state/local-certificate";
import { PUZZLE_4, SOLUTION_4 } from "../helpers";
import { fakeSpawner } from "../state/fake-solve-worker";

const made = (check: "verified" | "unknown" = "verified"): BrowserCertificate => ({
  cnf: new Blob(["p cnf 64 1\n1 0\n"]),
  drat: new Blob(["0\n"]),
  steps: 12,
  check,
});

function setup() {
  const workers = fakeSpawner<BrowserCertificate>();
  const view = render(<BrowserCertificateLinks puzzle={PUZZLE_4} solution={SOLUTION_4} spawn={workers.spawn} />);
  return { ...workers, view };
}

const getButton = () => screen.queryByRole("button", { name: "Get a uniqueness certificate" });
const status = () => screen.getByRole("status").textContent;

describe("BrowserCertificateLinks", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("asks the worker for a certificate of this puzzle with the browser's solution, and shows the time with a focused Cancel", () => {
    const { made: workers } = setup();
    act(() => getButton()!.click());
    expect(workers[0].requests).toEqual([{ input: PUZZLE_4, work: LOCAL_SOLVE_WORK, solution: SOLUTION_4 }]);
    const cancel = screen.getByRole("button", { name: "Cancel" });
    expect(document.activeElement).toBe(cancel);
    expect(screen.getByRole("timer", { name: "Time making the certificate" }).textContent).toBe("0.0 s");
    expect(status()).toBe("Making the uniqueness certificate in this browser.");
    expect(getButton()).toBeNull();
  });

  it("shows the refutation's dead ends and share of the budget beside the time, then that the proof is being checked", () => {
    const { made: workers, view } = setup();
    act(() => getButton()!.click());
    const group = () => screen.getByRole("group", { name: "Uniqueness certificate" }).textContent;
    expect(group()).not.toContain("dead ends");
    act(() => workers[0].report(LOCAL_SOLVE_WORK / 4, 1_234));
    expect(group()).toContain("0.0 s · 1,234 dead ends (conflicts) so far, 25% of the budget");
    act(() => workers[0].report(LOCAL_SOLVE_WORK / 2, 2_000, "check"));
    expect(group()).toContain("0.0 s · checking the proof of its 2,000 dead ends");
    act(() => workers[0].reply({ ok: true, answer: made(), ms: 900 }));
    expect(group()).not.toContain("dead ends");
    // Within act, so the files' URLs are revoked here and not during the next test.
    act(() => void view.unmount());
  });

  it("offers the two files with the server's words plus 'made in this browser', and revokes them when it goes away", () => {
    const created = vi.spyOn(URL, "createObjectURL");
    const revoked = vi.spyOn(URL, "revokeObjectURL");
    const { made: workers, view } = setup();
    act(() => getButton()!.click());
    act(() => workers[0].reply({ ok: true, answer: made(), ms: 900 }));
    const group = screen.getByRole("group", { name: "Uniqueness certificate" });
    expect(group.textContent).toContain("Certificate made in this browser: puzzle.cnf (givens, rules and “not this solution”) and puzzle.drat (12 proof steps, verified by our RUP checker). Check it yourself: drat-trim puzzle.cnf puzzle.drat.");
    const cnf = screen.getByRole("link", { name: "puzzle.cnf" });
    const drat = screen.getByRole("link", { name: "puzzle.drat" });
    expect([cnf.getAttribute("download"), drat.getAttribute("download")]).toEqual(["puzzle.cnf", "puzzle.drat"]);
    expect(document.activeElement).toBe(cnf.closest("p"));
    expect(status()).toBe("Certificate made in this browser in 0.9 s.");
    const urls = created.mock.results.map((r) => r.value);
    expect([cnf.getAttribute("href"), drat.getAttribute("href")]).toEqual(urls);
    act(() => void view.unmount());
    expect(revoked.mock.calls.map((c) => c[0]).sort()).toEqual([...urls].sort());
  });

  it("says when the proof was not fully checked within the budget", () => {
    const { made: workers } = setup();
    act(() => getButton()!.click());
    act(() => workers[0].reply({ ok: true, answer: made("unknown"), ms: 900 }));
    expect(screen.getByRole("group").textContent).toContain("(12 proof steps, not fully checked within the budget)");
  });

  it("shows a failure as an alert and gives the button back", () => {
    const { made: workers } = setup();
    act(() => getButton()!.click());
    act(() => workers[0].reply({ ok: false, message: "The proof grew past 8,000,000 numbers" }));
    expect(screen.getByRole("alert").textContent).toBe("The proof grew past 8,000,000 numbers");
    expect(document.activeElement).toBe(getButton());
  });

  it("Cancel ends the worker, says so, and gives the focused button back", () => {
    const { made: workers } = setup();
    act(() => getButton()!.click());
    act(() => screen.getByRole("button", { name: "Cancel" }).click());
    expect(workers[0].terminated).toBe(true);
    expect(status()).toBe("Stopped making the certificate.");
    expect(document.activeElement).toBe(getButton());
    act(() => workers[0].reply({ ok: true, answer: made(), ms: 5 }));
    expect(screen.queryByRole("link", { name: "puzzle.cnf" })).toBeNull();
  });

  it("going away while it runs (an edit removes the verdict it belongs to) ends the worker", () => {
    const { made: workers, view } = setup();
    act(() => getButton()!.click());
    act(() => void view.unmount());
    expect(workers[0].terminated).toBe(true);
  });
});
