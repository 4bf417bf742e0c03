import { describe, expect, it } from "vitest";
import { bestStreak, currentStreak, loadResults, recordResult, shareText, type DailyResult } from "../../../web/state/stats";
import { memoryStore } from "../helpers";

const result = (date: string, timeMs = 300_000): DailyResult => ({ date, difficulty: "medium", timeMs, mistakes: 0, hints: 0, revealed: 0 });

describe("daily stats", () => {
  it("records one result per day and difficulty, keeping the first time", () => {
    const store = memoryStore();
    recordResult(store, result("2026-11-20", 1000));
    recordResult(store, result("2026-11-20", 9000));
    recordResult(store, result("2026-11-19"));
    expect(loadResults(store).map((r) => [r.date, r.timeMs])).toEqual([["2026-11-19", 300_000], ["2026-11-20", 1000]]);
  });

  it("counts the current streak up to today or yesterday, across a month end", () => {
    const list = ["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-03"].map((d) => result(d));
    expect(currentStreak(list, "2026-11-03")).toBe(1);
    expect(currentStreak(list, "2026-11-02")).toBe(3);
    expect(currentStreak(list, "2026-11-05")).toBe(0);
    expect(bestStreak(list)).toBe(3);
  });

  it("shares time, level and streak without any digit of the grid", () => {
    const text = shareText({ ...result("2026-11-23", 452_000), mistakes: 1 }, 4, "https://example.org");
    expect(text).toContain("7:32");
    expect(text).toContain("medium");
    expect(text).toContain("1 mistake ");
    expect(text).toContain("4-day streak");
  });

  it("leaves the streak line out when there is no streak to show, as after an archive day solved alone", () => {
    const text = shareText(result("2026-11-05", 60_000), 0, "https://example.org");
    expect(text).not.toContain("streak");
    expect(text.split("\n")).toHaveLength(3);
    expect(text.split("\n")[2]).toBe("https://example.org");
  });

  it("keeps games with revealed or helper-placed cells out of streaks, and says so in the shared text", () => {
    const list = [result("2026-11-01"), { ...result("2026-11-02"), revealed: 53 }, { ...result("2026-11-03"), applied: 2 }, result("2026-11-04")];
    expect(currentStreak(list, "2026-11-04")).toBe(1);
    expect(bestStreak(list)).toBe(1);
    const text = shareText({ ...result("2026-11-02", 2000), revealed: 53, hints: 2 }, 0, "https://example.org");
    expect(text).toContain("53 revealed");
    expect(text).toContain("2 hints");
    expect(text).toContain("Assisted: not counted for streaks or times");
    expect(text).not.toContain("streak\n");
    expect(shareText({ ...result("2026-11-02"), applied: 3 }, 0, "o")).toContain("3 filled in by helpers");
  });

  it("survives corrupt storage", () => {
    const store = memoryStore();
    store.setItem("sudoku:stats", "[{\"oops\":1}, 5]");
    expect(loadResults(store)).toEqual([]);
  });
});
