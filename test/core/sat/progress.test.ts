/**
 * The progress hook of the three engines: reports arrive about every `every` work units with the counters so far,
 * and watching a search never changes it.
 */
import { describe, expect, it } from "vitest";
import { emptyStats, solve, throttledProgress, type Engine, type SolveStats } from "../../../worker/core/sat/index";
import { pigeonhole } from "./gen/pigeonhole";

const hard = pigeonhole(8, 7);

describe.each(["cdcl", "dpll-opt", "dpll"] as Engine[])("progress reports of %s", (engine) => {
  const budget = { work: 3_000_000 };

  it("come with growing counters, about `every` units apart, and none past the end", () => {
    const seen: SolveStats[] = [];
    const every = 200_000;
    const result = solve(hard, { engine, budget, progress: { every, report: (stats) => seen.push({ ...stats }) } });
    expect(seen.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i].work - seen[i - 1].work).toBeGreaterThanOrEqual(every);
      expect(seen[i].conflicts).toBeGreaterThanOrEqual(seen[i - 1].conflicts);
      expect(seen[i].decisions).toBeGreaterThan(seen[i - 1].decisions);
    }
    expect(seen[0].work).toBeGreaterThanOrEqual(every);
    expect(seen.at(-1)!.work).toBeLessThanOrEqual(result.stats.work);
    // Reports are not far behind the search: the last one came within a few reports' worth of its end.
    expect(result.stats.work - seen.at(-1)!.work).toBeLessThan(4 * every);
  });

  it("leave the search as it was: the same answer and the same counters", () => {
    const watched = solve(hard, { engine, budget, progress: { every: 50_000, report: () => undefined } });
    const plain = solve(hard, { engine, budget });
    expect(watched.status).toBe(plain.status);
    expect(watched.stats).toEqual(plain.stats);
  });
});

describe("throttledProgress", () => {
  it("passes a report on once the interval has gone by since the start or the last one passed, with the time since the start", () => {
    let clock = 100;
    const passed: [number, number][] = [];
    const progress = throttledProgress(7, 500, () => clock, (stats, ms) => passed.push([stats.work, ms]));
    expect(progress.every).toBe(7);
    const at = (t: number, work: number) => {
      clock = t;
      progress.report({ ...emptyStats(), work });
    };
    at(400, 1);
    at(600, 2);
    at(900, 3);
    at(1_099, 4);
    at(1_100, 5);
    expect(passed).toEqual([[2, 500], [5, 1_000]]);
  });
});
