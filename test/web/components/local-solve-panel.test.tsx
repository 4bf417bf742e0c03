import { act, cleanup, render, screen } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SolveResponse } from "../../../worker/core/api";
import { LocalSolvePanel } from "../../../web/components/local-solve-panel";
import { createLocalSolve } from "../../../web/state/local-solve";
import { verdictWords } from "../../../web/pages/solve-report";
import { PUZZLE_4, SOLUTION_4 } from "../helpers";
import { fakeSpawner, uniqueAnswer } from "../state/fake-solve-worker";

const EDITED = "....3..2.12.2..1";
const report = (answer: SolveResponse) => <p data-testid="report">{answer.status} {answer.solution}</p>;

function setup(offer = true) {
  const { made, spawn } = fakeSpawner();
  let clock = 0;
  const local = createLocalSolve({ spawn, now: () => clock });
  const view = render(<LocalSolvePanel local={local} inputKey={PUZZLE_4} input={PUZZLE_4} what="puzzle" offer={offer} verdict={verdictWords} report={report} />);
  const tick = (ms: number) => act(() => { clock += ms; vi.advanceTimersByTime(ms); });
  return { made, local, view, tick };
}

const keepButton = () => screen.queryByRole("button", { name: "Keep solving in this browser" });
const status = () => screen.getByRole("status");

describe("LocalSolvePanel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("offers the button only beside a server answer that ran out of budget", () => {
    setup(false);
    expect(keepButton()).toBeNull();
    expect(screen.queryByRole("status")).toBeNull(); // nothing to announce: the page's own status line stays the only one
    cleanup();
    setup(true);
    expect(keepButton()).not.toBeNull();
    expect(status().textContent).toBe("");
  });

  it("moves focus to Cancel when the solve starts, shows the time, and announces the state politely", () => {
    const { tick } = setup();
    act(() => keepButton()!.click());
    const cancel = screen.getByRole("button", { name: "Cancel" });
    expect(document.activeElement).toBe(cancel);
    expect(keepButton()).toBeNull();
    expect(status().getAttribute("aria-live")).toBe("polite");
    expect(status().textContent).toMatch(/^Solving in this browser\./);
    tick(2_500);
    expect(screen.getByRole("timer", { name: "Time solving in this browser" }).textContent).toBe("2.5 s");
  });

  it("shows the verdict with the time and work it took, and moves focus to its heading", () => {
    const { made } = setup();
    act(() => keepButton()!.click());
    act(() => made[0].reply({ ok: true, answer: uniqueAnswer(PUZZLE_4, SOLUTION_4, 1_234_567), ms: 83_000 }));
    const heading = screen.getByRole("heading", { name: "Answer from this browser" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByTestId("report").textContent).toBe(`unique ${SOLUTION_4}`);
    expect(screen.getByRole("region", { name: "Solve in this browser" }).textContent).toContain(
      "Took 1:23 and 1,234,567 work units on this device (budget 40,000,000,000).",
    );
    expect(status().textContent).toBe("Finished in this browser: exactly one solution.");
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(keepButton()).toBeNull();
  });

  it("after Cancel the button is back and focused, and no verdict shows", () => {
    const { made } = setup();
    act(() => keepButton()!.click());
    act(() => screen.getByRole("button", { name: "Cancel" }).click());
    expect(made[0].terminated).toBe(true);
    expect(document.activeElement).toBe(keepButton());
    expect(status().textContent).toBe("Stopped solving in this browser.");
    expect(screen.queryByTestId("report")).toBeNull();
  });

  it("a verdict for another puzzle than the one on the page is never shown", () => {
    const { made, local, view } = setup();
    act(() => keepButton()!.click());
    act(() => made[0].reply({ ok: true, answer: uniqueAnswer(PUZZLE_4, SOLUTION_4), ms: 10 }));
    // The page passes the edited puzzle before its board subscription calls forget: nothing stale in between.
    view.rerender(<LocalSolvePanel local={local} inputKey={EDITED} input={EDITED} what="puzzle" offer={false} verdict={verdictWords} report={report} />);
    expect(screen.queryByTestId("report")).toBeNull();
    act(() => local.forget(EDITED));
    // It had finished: nothing was stopped, its answer was cleared.
    expect(status().textContent).toBe("The puzzle changed, so the answer from this browser was cleared.");
  });

  it("names what changed when the page says which part of its key did, as of the moment the answer was cleared", () => {
    const { made, local, view } = setup();
    const changed = (before: string, after: string) => `${before === PUZZLE_4 ? "first" : "other"} to ${after === EDITED ? "edited" : "other"}`;
    const panel = (key: string) => <LocalSolvePanel local={local} inputKey={key} input={key} what="puzzle" changed={changed} offer={false} verdict={verdictWords} report={report} />;
    act(() => keepButton()!.click());
    act(() => made[0].reply({ ok: true, answer: uniqueAnswer(PUZZLE_4, SOLUTION_4), ms: 10 }));
    view.rerender(panel(EDITED));
    act(() => local.forget(EDITED));
    expect(status().textContent).toBe("The first to edited changed, so the answer from this browser was cleared.");
    // A later edit does not rewrite what the note said about the change that cleared the answer.
    view.rerender(panel("1..............."));
    expect(status().textContent).toBe("The first to edited changed, so the answer from this browser was cleared.");
  });

  it("an edit while the solve runs stops it and says so", () => {
    const { local, view } = setup();
    act(() => keepButton()!.click());
    view.rerender(<LocalSolvePanel local={local} inputKey={EDITED} input={EDITED} what="puzzle" offer={false} verdict={verdictWords} report={report} />);
    act(() => local.forget(EDITED));
    expect(status().textContent).toBe("The puzzle changed, so the solve in this browser was stopped and its answer cleared.");
  });

  it("a failure is shown as an alert, with the button to try again", () => {
    const { made, local } = setup();
    act(() => keepButton()!.click());
    act(() => void made[0].failToLoad());
    expect(screen.getByRole("alert").textContent).toMatch(/could not be loaded/);
    expect(document.activeElement).toBe(keepButton());
    act(() => keepButton()!.click());
    expect(made).toHaveLength(2);
    expect(local.state.value.kind).toBe("running");
  });
});
