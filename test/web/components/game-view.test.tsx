import { act, cleanup, render, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SolveResponse } from "../../../worker/core/api";
import type { Api } from "../../../web/api/client";
import { ApiContext } from "../../../web/api/context";
import { GameView } from "../../../web/components/game-view";
import { RETRY_DELAYS_MS } from "../../../web/components/use-solution";
import { statusProblem } from "../../../web/state/assist";
import { createGameModel, type GameModel } from "../../../web/state/game-model";
import { grid, PUZZLE_4, SOLUTION_4, values } from "../helpers";

afterEach(cleanup);

/** The 4×4 puzzle with every cell but r4c3 filled in, so one move finishes it. */
function nearlyDone(id: string): GameModel {
  const start = values(SOLUTION_4).map((v, i) => (i === 14 ? 0 : v));
  return createGameModel(grid(PUZZLE_4), { id, store: null, solution: values(SOLUTION_4), startProgress: { values: start } });
}

function finish(model: GameModel): void {
  act(() => {
    model.select(14);
    model.input(Number(SOLUTION_4[14]), "value");
  });
}

describe("GameView", () => {
  it("reports the finish of the model it shows now, after the page swapped in another puzzle's model", () => {
    const onFinish = vi.fn();
    const first = nearlyDone("first");
    const second = nearlyDone("second");
    const view = render(<GameView model={first} label="Game" onFinish={onFinish} />);
    view.rerender(<GameView model={second} label="Game" onFinish={onFinish} />);
    finish(second);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith(second);
    finish(first); // no longer shown: not reported
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it("does not report a puzzle that was already solved when it was opened", () => {
    const onFinish = vi.fn();
    const done = nearlyDone("done");
    finish(done);
    render(<GameView model={done} label="Game" onFinish={onFinish} />);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("played without help, asks the API only for the verdict, offers no helper that knows the answer, and finishes by the rules", async () => {
    const verdict = vi.fn(async () => ({ ok: true as const, value: { status: "unique", size: 4, puzzle: PUZZLE_4, stats: {} } as SolveResponse }));
    const solve = vi.fn();
    const api = { verdict, solve } as unknown as Api;
    const start = values(SOLUTION_4).map((v, i) => (i === 14 ? 0 : v));
    const model = createGameModel(grid(PUZZLE_4), { id: "unhelped", store: null, startProgress: { values: start }, settings: { help: false } });
    const onFinish = vi.fn();
    const view = render(<ApiContext.Provider value={api}><GameView model={model} label="Game" onFinish={onFinish} /></ApiContext.Provider>);
    await waitFor(() => expect(model.solutionStatus.value).toBe("unique"));
    expect(verdict).toHaveBeenCalledWith(PUZZLE_4);
    expect(solve).not.toHaveBeenCalled();
    expect(model.solution.value).toBeNull();
    const buttons = view.getAllByRole("button").map((b) => b.textContent);
    for (const helper of ["Hint", "✓ Check", "Why is this wrong?", "Reveal cell", "Back to last correct", "Place singles", "Audit notes", "Reveal all"]) expect(buttons).not.toContain(helper);
    expect(buttons).toContain("Fill candidates");
    expect(view.queryByText("Mark wrong digits at once")).toBeNull();
    expect(view.getByText(/played without help/)).toBeTruthy();
    // A wrong last digit breaks a rule and does not finish; the right one does, with no solution on the page.
    act(() => {
      model.select(14);
      model.input((Number(SOLUTION_4[14]) % 4) + 1, "value");
    });
    expect(model.solved.value).toBe(false);
    finish(model);
    expect(onFinish).toHaveBeenCalledWith(model);
  });
});

describe("GameView fetching the solution", () => {
  const failure = (status: number, kind: string) => ({ ok: false as const, error: { kind: "problem" as const, status, problem: { type: `/api/problems/${kind}`, title: kind, status, detail: kind, kind } } });
  const unique = { ok: true as const, value: { status: "unique", size: 4, puzzle: PUZZLE_4, solution: SOLUTION_4, stats: {} } as SolveResponse };
  afterEach(() => vi.useRealTimers());

  it("calls a server error unavailable, not a spent budget, and asks again after a while until it answers", async () => {
    vi.useFakeTimers();
    const solve = vi.fn().mockResolvedValueOnce(failure(503, "busy")).mockResolvedValueOnce(failure(500, "internal")).mockResolvedValue(unique);
    const model = createGameModel(grid(PUZZLE_4), { id: "retried", store: null });
    render(<ApiContext.Provider value={{ solve } as unknown as Api}><GameView model={model} label="Game" /></ApiContext.Provider>);
    await vi.waitFor(() => expect(model.solutionStatus.value).toBe("unavailable"));
    expect(statusProblem(model)).toMatch(/^The server could not give the solution just now/);
    await act(async () => void (await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0])));
    await vi.waitFor(() => expect(solve).toHaveBeenCalledTimes(2));
    await act(async () => void (await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1])));
    await vi.waitFor(() => expect(model.solutionStatus.value).toBe("unique"));
    expect(solve).toHaveBeenCalledTimes(3);
    expect(Array.from(model.solution.value!).join("")).toBe(SOLUTION_4);
  });

  it("asks again as soon as the browser is back online, and calls clashing givens no solution without asking again", async () => {
    const solve = vi.fn().mockResolvedValueOnce({ ok: false, error: { kind: "network", message: "offline" } }).mockResolvedValue(unique);
    const model = createGameModel(grid(PUZZLE_4), { id: "online", store: null });
    render(<ApiContext.Provider value={{ solve } as unknown as Api}><GameView model={model} label="Game" /></ApiContext.Provider>);
    await waitFor(() => expect(model.solutionStatus.value).toBe("offline"));
    expect(solve).toHaveBeenCalledTimes(1);
    // The page listens once its effects have run; the connection comes back (as often as it takes to be heard).
    await waitFor(() => {
      act(() => void window.dispatchEvent(new window.Event("online")));
      expect(model.solutionStatus.value).toBe("unique");
    });
    expect(solve).toHaveBeenCalledTimes(2);
    cleanup();
    const clash = vi.fn().mockResolvedValue(failure(422, "givens-conflict"));
    const clashing = createGameModel(grid(PUZZLE_4), { id: "clash", store: null });
    render(<ApiContext.Provider value={{ solve: clash } as unknown as Api}><GameView model={clashing} label="Game" /></ApiContext.Provider>);
    await waitFor(() => expect(clashing.solutionStatus.value).toBe("none"));
    expect(clash).toHaveBeenCalledTimes(1);
  });
});
