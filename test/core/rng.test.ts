import { describe, expect, it } from "vitest";
import { COUNTER_STEP, counterToUnit } from "../../worker/core/rng";

describe("counterToUnit", () => {
  it("maps successive counters to floats in [0, 1) spread evenly over ten buckets", () => {
    const buckets = new Array<number>(10).fill(0);
    let counter = 12345;
    const draws = 100_000;
    for (let i = 0; i < draws; i++) {
      counter = (counter + COUNTER_STEP) | 0;
      const x = counterToUnit(counter);
      expect(x >= 0 && x < 1).toBe(true);
      buckets[Math.floor(x * 10)]++;
    }
    // Each bucket expects 10,000 (standard deviation about 95): 600 away would be a broken mix.
    for (const count of buckets) expect(Math.abs(count - draws / 10)).toBeLessThan(600);
  });

  it("is a pure function of the counter, with counters one step apart far apart", () => {
    expect(counterToUnit(7)).toBe(counterToUnit(7));
    for (const start of [0, 1, -1, 0x7fffffff]) {
      expect(Math.abs(counterToUnit(start) - counterToUnit((start + COUNTER_STEP) | 0))).toBeGreaterThan(1e-3);
    }
    expect(counterToUnit(-1)).toBeLessThan(1);
  });
});
