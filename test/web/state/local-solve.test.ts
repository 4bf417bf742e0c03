import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCAL_SOLVE_WORK } from "../../../web/state/local-budget";
import { createLocalSolve, formatDuration } from "../../../web/state/local-solve";
import { PUZZLE_4, SOLUTION_4 } from "../helpers";
import { fakeSpawner, uniqueAnswer } from "./fake-solve-worker";

const OTHER = "1.3.3..2.12.2..."; // PUZZLE_4 with its last given erased

describe("createLocalSolve", () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());
  const now = () => clock;

  it("sends the puzzle with the large budget to a new worker and shows the verdict it answers", () => {
    const { made, spawn } = fakeSpawner();
    const local = createLocalSolve({ spawn, now });
    local.start(PUZZLE_4, PUZZLE_4);
    expect(made).toHaveLength(1);
    expect(made[0].requests).toEqual([{ input: PUZZLE_4, work: LOCAL_SOLVE_WORK }]);
    expect(local.state.value).toEqual({ kind: "running", key: PUZZLE_4 });

    const answer = uniqueAnswer(PUZZLE_4, SOLUTION_4);
    made[0].reply({ ok: true, answer, ms: 812 });
    expect(local.state.value).toEqual({ kind: "done", key: PUZZLE_4, answer, ms: 812 });
    expect(made[0].terminated).toBe(true);
  });

  it("sends the solution along when it is asked for a certificate, with the same budget, and files the answer alike", () => {
    const { made, spawn } = fakeSpawner();
    const local = createLocalSolve({ spawn, now, work: 5_000 });
    local.start(PUZZLE_4, PUZZLE_4, SOLUTION_4);
    expect(made[0].requests).toEqual([{ input: PUZZLE_4, work: 5_000, solution: SOLUTION_4 }]);
    local.cancel();
    expect(made[0].terminated).toBe(true);
    expect(local.state.value).toEqual({ kind: "stopped", reason: "cancelled" });
  });

  it("counts the time it has been running while the worker works, and stops counting when it answers", () => {
    const { made, spawn } = fakeSpawner();
    const local = createLocalSolve({ spawn, now });
    local.start(PUZZLE_4, PUZZLE_4);
    clock = 1_300;
    vi.advanceTimersByTime(1_000);
    expect(local.elapsedMs.value).toBe(1_300);
    clock = 2_000;
    made[0].reply({ ok: true, answer: uniqueAnswer(PUZZLE_4, SOLUTION_4), ms: 1_990 });
    clock = 9_000;
    vi.advanceTimersByTime(5_000);
    expect(local.elapsedMs.value).toBe(2_000);
  });

  it("keeps the running solve's last progress (dead ends, share of the budget), from its own worker only", () => {
    const { made, spawn } = fakeSpawner();
    const local = createLocalSolve({ spawn, now, work: 1_000_000 });
    local.start(PUZZLE_4, PUZZLE_4);
    expect(local.progress.value).toBeNull();
    made[0].report(250_000, 1_234);
    expect(local.progress.value).toEqual({ conflicts: 1_234, share: 0.25, checking: false });
    expect(local.state.value).toEqual({ kind: "running", key: PUZZLE_4 });
    expect(made[0].terminated).toBe(false);
    // A new solve starts without the old one's figures, and the replaced worker's late report is ignored.
    local.start(OTHER, OTHER);
    expect(local.progress.value).toBeNull();
    made[0].report(900_000, 9_999);
    expect(local.progress.value).toBeNull();
    made[1].report(2_000_000, 50);
    expect(local.progress.value).toEqual({ conflicts: 50, share: 1, checking: false });
    made[1].report(2_100_000, 50, "check");
    expect(local.progress.value).toEqual({ conflicts: 50, share: 1, checking: true });
  });

  it("Cancel terminates the worker, and a reply that was already on its way is ignored", () => {
    const { made, spawn } = fakeSpawner();
    const local = createLocalSolve({ spawn, now });
    local.start(PUZZLE_4, PUZZLE_4);
    local.cancel();
    expect(made[0].terminated).toBe(true);
    expect(local.state.value).toEqual({ kind: "stopped", reason: "cancelled" });
    made[0].reply({ ok: true, answer: uniqueAnswer(PUZZLE_4, SOLUTION_4), ms: 5 });
    expect(local.state.value).toEqual({ kind: "stopped", reason: "cancelled" });
  });

  it("Cancel does nothing when no solve is running (a finished verdict stays)", () => {
    const { made, spawn } = fakeSpawner();
    const local = createLocalSolve({ spawn, now });
    local.cancel();
    expect(local.state.value).toEqual({ kind: "idle" });
    local.start(PUZZLE_4, PUZZLE_4);
    made[0].reply({ ok: true, answer: uniqueAnswer(PUZZLE_4, SOLUTION_4), ms: 5 });
    local.cancel();
    expect(local.state.value.kind).toBe("done");
  });

  it("an edited puzzle stops the running solve", () => {
    const { made, spawn } = fakeSpawner();
    const local = createLocalSolve({ spawn, now });
    local.start(PUZZLE_4, PUZZLE_4);
    local.forget(PUZZLE_4); // still the same puzzle: keeps running
    expect(local.state.value.kind).toBe("running");
    expect(made[0].terminated).toBe(false);
    local.forget(OTHER);
    expect(made[0].terminated).toBe(true);
    expect(local.state.value).toEqual({ kind: "stopped", reason: "edited" });
    made[0].reply({ ok: true, answer: uniqueAnswer(PUZZLE_4, SOLUTION_4), ms: 5 });
    expect(local.state.value.kind).toBe("stopped");
  });

  it("an edited puzzle clears a finished verdict, which was not stopped, and a failure, which had nothing to clear", () => {
    const { made, spawn } = fakeSpawner();
    const local = createLocalSolve({ spawn, now });
    local.start(PUZZLE_4, PUZZLE_4);
    made[0].reply({ ok: true, answer: uniqueAnswer(PUZZLE_4, SOLUTION_4), ms: 5 });
    local.forget(OTHER);
    expect(local.state.value).toEqual({ kind: "stopped", reason: "cleared" });

    local.start(OTHER, OTHER);
    made[1].reply({ ok: false, message: "The solver failed: boom" });
    expect(local.state.value).toEqual({ kind: "failed", key: OTHER, message: "The solver failed: boom" });
    local.forget(PUZZLE_4);
    expect(local.state.value).toEqual({ kind: "idle" });
  });

  it("dismiss drops the note of a stopped or cleared solve once the page shows a newer answer, and nothing else", () => {
    const { made, spawn } = fakeSpawner();
    const local = createLocalSolve({ spawn, now });
    local.start(PUZZLE_4, PUZZLE_4);
    local.forget(OTHER);
    local.dismiss();
    expect(local.state.value).toEqual({ kind: "idle" });
    local.start(OTHER, OTHER);
    local.dismiss();
    expect(local.state.value).toEqual({ kind: "running", key: OTHER });
    made[1].reply({ ok: true, answer: uniqueAnswer(OTHER, SOLUTION_4), ms: 5 });
    local.dismiss();
    expect(local.state.value.kind).toBe("done");
  });

  it("starting again replaces the running worker, whose late reply is ignored", () => {
    const { made, spawn } = fakeSpawner();
    const local = createLocalSolve({ spawn, now });
    local.start(PUZZLE_4, PUZZLE_4);
    local.start(OTHER, OTHER);
    expect(made[0].terminated).toBe(true);
    made[0].reply({ ok: true, answer: uniqueAnswer(PUZZLE_4, SOLUTION_4), ms: 5 });
    expect(local.state.value).toEqual({ kind: "running", key: OTHER });
  });

  it("a worker whose code cannot load becomes a failure that says what to do", () => {
    const { made, spawn } = fakeSpawner();
    const local = createLocalSolve({ spawn, now });
    local.start(PUZZLE_4, PUZZLE_4);
    const event = made[0].failToLoad();
    expect(event.defaultPrevented).toBe(true);
    expect(made[0].terminated).toBe(true);
    const state = local.state.value;
    expect(state.kind).toBe("failed");
    expect(state.kind === "failed" && state.message).toMatch(/could not be loaded.*offline/);
  });

  it("dispose (leaving the page) terminates a running worker", () => {
    const { made, spawn } = fakeSpawner();
    const local = createLocalSolve({ spawn, now });
    local.start(PUZZLE_4, PUZZLE_4);
    local.dispose();
    expect(made[0].terminated).toBe(true);
    clock = 5_000;
    vi.advanceTimersByTime(5_000);
    expect(local.elapsedMs.value).toBe(0);
  });
});

describe("formatDuration", () => {
  it("gives tenths of a second below a minute, then minutes and seconds", () => {
    expect(formatDuration(0)).toBe("0.0 s");
    expect(formatDuration(437)).toBe("0.4 s");
    expect(formatDuration(59_940)).toBe("59.9 s");
    expect(formatDuration(60_000)).toBe("1:00");
    expect(formatDuration(125_400)).toBe("2:05");
    expect(formatDuration(-5)).toBe("0.0 s");
  });
});
