import { describe, expect, it } from "vitest";
import { createRng } from "../../../../worker/core/rng";
import { sumSupport } from "../../../../worker/core/sudoku/variants/sum-support";

const bit = (v: number): number => 1 << (v - 1);

/** Per cell, the digits of every filling that fits `allowed`, differs wherever `sees` says and adds up to `target`. */
function bruteSupport(allowed: readonly number[], sees: (a: number, b: number) => boolean, target: number, n: number): Uint32Array {
  const seen = new Uint32Array(allowed.length);
  const values: number[] = [];
  const walk = (k: number, total: number): void => {
    if (k === allowed.length) {
      if (total === target) values.forEach((v, i) => (seen[i] |= bit(v)));
      return;
    }
    for (let v = 1; v <= n; v++) {
      if (!(allowed[k] & bit(v)) || values.some((u, i) => u === v && sees(i, k))) continue;
      values.push(v);
      walk(k + 1, total + v);
      values.pop();
    }
  };
  walk(0, 0);
  return seen;
}

describe("a sum's digits, group by group", () => {
  it("keeps exactly the digits some filling uses, on 400 random diagonals and tangled groups", () => {
    let dropped = 0;
    for (let trial = 0; trial < 400; trial++) {
      const rng = createRng(7000 + trial);
      const n = 9;
      const count = 2 + (trial % 5);
      // A diagonal's runs through 3×3 boxes (cells k and k+1 of a run see each other), or on odd trials any pairs,
      // as irregular regions make them.
      const runs = Array.from({ length: count }, (_, k) => Math.floor((k + rng.int(2)) / 3));
      const pairs = new Set<string>();
      for (let a = 0; a < count; a++) for (let b = a + 1; b < count; b++) if (trial % 2 ? rng.next() < 0.3 : runs[a] === runs[b]) pairs.add(`${a},${b}`);
      const sees = (a: number, b: number) => pairs.has(a < b ? `${a},${b}` : `${b},${a}`);
      const allowed = Array.from({ length: count }, () => {
        let mask = (1 << n) - 1;
        for (let d = 1; d <= n; d++) if (rng.next() < 0.35) mask &= ~bit(d);
        return mask;
      });
      const target = 1 + rng.int(5 * count);
      const truth = bruteSupport(allowed, sees, target, n);
      const read = sumSupport(allowed, sees, target, Infinity);
      expect(read, `trial ${trial}`).not.toBeNull();
      expect(Array.from(read!.digits), `trial ${trial}`).toEqual(Array.from(truth));
      allowed.forEach((mask, k) => (dropped += popcount(mask & ~truth[k])));
    }
    expect(dropped).toBeGreaterThan(500);
  });

  it("keeps nothing when no filling makes the sum, and hands back a group with too many fillings", () => {
    const all = (1 << 9) - 1;
    expect(Array.from(sumSupport([all, all], () => true, 2, 1000)!.digits)).toEqual([0, 0]);
    expect(Array.from(sumSupport([all, all], () => false, 2, 1000)!.digits)).toEqual([1, 1]);
    expect(Array.from(sumSupport([bit(3)], () => false, -1, 1000)!.digits)).toEqual([0]);
    // Five cells that all see one another have 15,120 fillings.
    expect(sumSupport([all, all, all, all, all], () => true, 30, 10_000)).toBeNull();
  });
});

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}
