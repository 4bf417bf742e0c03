import { describe, expect, it } from "vitest";
import { AllDifferentFilter } from "../../../worker/core/sudoku/alldiff";
import { createRng } from "../../../worker/core/rng";

/** Every assignment of distinct values to the n cells within their domains, by plain recursion. */
function supports(dom: Int32Array, n: number): { count: number; union: Int32Array } {
  const union = new Int32Array(n);
  const pick = new Int32Array(n);
  let count = 0;
  const go = (i: number, used: number): void => {
    if (i === n) {
      count++;
      for (let k = 0; k < n; k++) union[k] |= 1 << pick[k];
      return;
    }
    for (let v = 0; v < n; v++) {
      if ((dom[i] & (1 << v)) === 0 || (used & (1 << v)) !== 0) continue;
      pick[i] = v;
      go(i + 1, used | (1 << v));
    }
  };
  go(0, 0);
  return { count, union };
}

describe("AllDifferentFilter (Régin's filter on one house)", () => {
  it("keeps exactly the candidates that appear in some assignment, against brute force on random houses of 4 to 7 cells", () => {
    const rng = createRng(26);
    const seen = { refuted: 0, pruned: 0, untouched: 0 };
    for (let t = 0; t < 3000; t++) {
      const n = 4 + rng.int(4);
      const filter = new AllDifferentFilter(n);
      const dom = new Int32Array(n);
      // Dense enough that most houses are satisfiable, sparse enough that Hall sets are common.
      for (let i = 0; i < n; i++) for (let v = 0; v < n; v++) if (rng.next() < 0.45) dom[i] |= 1 << v;
      const expected = supports(dom, n);
      const match = new Int32Array(n).fill(-1);
      // A stale matching from another house must not matter.
      if (t % 3 === 0) for (let i = 0; i < n; i++) match[i] = rng.int(n);
      const before = dom.slice();
      const ok = filter.filter(dom, match);
      expect(ok, `try ${t}`).toBe(expected.count > 0);
      if (!ok) {
        seen.refuted++;
        continue;
      }
      expect(Array.from(dom), `try ${t}: ${Array.from(before)}`).toEqual(Array.from(expected.union));
      // The matching it returns is a perfect matching inside the filtered domains.
      const used = new Set<number>();
      for (let i = 0; i < n; i++) {
        expect(dom[i] & (1 << match[i])).not.toBe(0);
        used.add(match[i]);
      }
      expect(used.size).toBe(n);
      if (Array.from(before).join() === Array.from(dom).join()) seen.untouched++;
      else seen.pruned++;
    }
    expect(seen.refuted).toBeGreaterThan(100);
    expect(seen.pruned).toBeGreaterThan(100);
    expect(seen.untouched).toBeGreaterThan(100);
  });

  it("filterByComponents keeps what filter keeps; its closures are Hall sets and its failures name one (random houses of 3 to 9 cells)", () => {
    const rng = createRng(27);
    let failures = 0, closures = 0;
    for (let t = 0; t < 3000; t++) {
      const n = 3 + rng.int(7);
      const dom = new Int32Array(n);
      for (let i = 0; i < n; i++) for (let v = 0; v < n; v++) if (rng.next() < 0.4) dom[i] |= 1 << v;
      const a = dom.slice(), b = dom.slice();
      const byWarshall = new AllDifferentFilter(n);
      const byComponents = new AllDifferentFilter(n);
      const ok = byWarshall.filter(a, new Int32Array(n).fill(-1));
      expect(byComponents.filterByComponents(b, new Int32Array(n).fill(-1), n)).toBe(ok);
      if (!ok) {
        // More cells than values between them: no assignment.
        const { cells, values } = byComponents.hallViolation();
        let union = 0, count = 0;
        for (let i = 0; i < n; i++) if ((cells >> i) & 1) (union |= dom[i]), count++;
        expect(union & ~values).toBe(0);
        expect(count).toBeGreaterThan(popcount(values));
        failures++;
        continue;
      }
      expect(Array.from(b)).toEqual(Array.from(a));
      for (let j = 0; j < n; j++) {
        // The cells j reaches hold, before filtering, exactly as many values as there are cells.
        const closed = byComponents.closureFrom(j);
        let union = 0;
        for (let i = 0; i < n; i++) if ((closed >> i) & 1) union |= dom[i];
        expect(popcount(union)).toBe(popcount(closed));
        closures++;
      }
    }
    expect(failures).toBeGreaterThan(100);
    expect(closures).toBeGreaterThan(1000);
  });

  it("its support certifies the result: removing any candidates but the support's leaves nothing to filter (random houses and removal sequences)", () => {
    const rng = createRng(28);
    let sequences = 0, removals = 0, supportSizes = 0, edges = 0;
    for (let t = 0; t < 3000; t++) {
      const n = 4 + rng.int(9);
      const dom = new Int32Array(n);
      for (let i = 0; i < n; i++) for (let v = 0; v < n; v++) if (rng.next() < 0.5) dom[i] |= 1 << v;
      const filter = new AllDifferentFilter(n);
      const match = new Int32Array(n).fill(-1);
      const support = new Int32Array(n);
      if (!filter.filterByComponents(dom, match, n, support)) continue;
      for (let i = 0; i < n; i++) {
        // Only candidates that survived, the matching among them, and at most three per cell on average.
        expect(support[i] & ~dom[i]).toBe(0);
        expect((support[i] >> match[i]) & 1).toBe(1);
        supportSizes += popcount(support[i]);
        edges += popcount(dom[i]);
      }
      // Remove non-support candidates in a random order; after each removal a fresh filter must change nothing.
      const spare: number[] = [];
      for (let i = 0; i < n; i++) for (let m = dom[i] & ~support[i]; m !== 0; m &= m - 1) spare.push(i * 32 + (31 - Math.clz32(m & -m)));
      for (let k = spare.length - 1; k > 0; k--) {
        const j = rng.int(k + 1);
        [spare[k], spare[j]] = [spare[j], spare[k]];
      }
      const state = dom.slice();
      for (const e of spare) {
        state[e >> 5] &= ~(1 << (e & 31));
        const check = state.slice();
        expect(new AllDifferentFilter(n).filter(check, new Int32Array(n).fill(-1))).toBe(true);
        expect(Array.from(check)).toEqual(Array.from(state));
        removals++;
      }
      sequences++;
    }
    expect(sequences).toBeGreaterThan(1000);
    expect(removals).toBeGreaterThan(20_000);
    expect(supportSizes).toBeLessThan(edges);
  });

  it("finds a naked pair and a hidden triple on a 9-cell house", () => {
    const filter = new AllDifferentFilter(9);
    const all = (1 << 9) - 1;
    const bits = (...vs: number[]) => vs.reduce((m, v) => m | (1 << (v - 1)), 0);
    // Cells 0 and 1 hold {1,2}: nobody else may. Values 7,8,9 only in cells 6..8: those cells keep only them.
    const dom = Int32Array.from([bits(1, 2), bits(1, 2), ...Array(4).fill(all & ~bits(7, 8, 9)), all, all, all]);
    expect(filter.filter(dom, new Int32Array(9).fill(-1))).toBe(true);
    expect(dom[2]).toBe(bits(3, 4, 5, 6));
    expect(dom[6]).toBe(bits(7, 8, 9));
    expect(dom[0]).toBe(bits(1, 2));
  });

  it("reports a house where three cells share two values", () => {
    const filter = new AllDifferentFilter(4);
    const dom = Int32Array.from([0b0011, 0b0011, 0b0011, 0b1111]);
    expect(filter.filter(dom, new Int32Array(4).fill(-1))).toBe(false);
  });
});

function popcount(m: number): number {
  let n = 0;
  for (; m !== 0; m &= m - 1) n++;
  return n;
}
