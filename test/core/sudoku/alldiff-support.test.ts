import { describe, expect, it } from "vitest";
import { AllDifferentFilter } from "../../../worker/core/sudoku/alldiff";
import { HouseSupports } from "../../../worker/core/sudoku/alldiff-support";
import { createRng, type Rng } from "../../../worker/core/rng";

/** A fresh Régin filter of `dom`: whether it fails, and whether it would remove anything. */
function fullFilter(dom: Int32Array, n: number): { ok: boolean; changed: boolean } {
  const copy = dom.slice();
  const ok = new AllDifferentFilter(n).filter(copy, new Int32Array(n).fill(-1));
  return { ok, changed: ok && copy.some((m, i) => m !== dom[i]) };
}

/**
 * Whether the support certifies the current state: any two open cells that reach each other through the
 * candidates (cell i → the cell matched to a value of i) also do through support candidates alone.
 */
function certifies(supports: HouseSupports, cand: Int32Array, n: number): boolean {
  const open = (i: number) => (cand[i] & (cand[i] - 1)) !== 0;
  const reach = (from: number, onlySupport: boolean): number => {
    let seen = 1 << from;
    for (const stack = [from]; stack.length > 0; ) {
      const i = stack.pop()!;
      for (let m = cand[i] & (onlySupport ? supports.support[i] : -1); m !== 0; m &= m - 1) {
        const j = supports.ownerAt[31 - Math.clz32(m & -m)];
        if (open(j) && ((seen >> j) & 1) === 0) (seen |= 1 << j), stack.push(j);
      }
    }
    return seen;
  };
  for (let a = 0; a < n; a++) {
    if (!open(a)) continue;
    const all = reach(a, false), bySupport = reach(a, true);
    for (let b = 0; b < n; b++) if (open(b) && ((all >> b) & 1) === 1 && ((reach(b, false) >> a) & 1) === 1 && ((bySupport >> b) & 1) === 0) return false;
  }
  return true;
}

/** The candidates of `dom` as (cell, value) pairs in random order. */
function shuffledCandidates(rng: Rng, dom: Int32Array, n: number): Array<[number, number]> {
  const all: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) for (let v = 0; v < n; v++) if ((dom[i] >> v) & 1) all.push([i, v]);
  for (let k = all.length - 1; k > 0; k--) {
    const j = rng.int(k + 1);
    [all[k], all[j]] = [all[j], all[k]];
  }
  return all;
}

/**
 * One house as the theory sees it (house position = cell index = value of `house`): filters with support, then
 * removes candidates in small random batches, marking lost support edges and removed matched candidates the way
 * the theory's trail scan does, and checks each verdict of repair() against a fresh full filter.
 */
function removalSequence(rng: Rng, n: number, counts: Record<string, number>): void {
  const cand = new Int32Array(n);
  for (let i = 0; i < n; i++) for (let v = 0; v < n; v++) if (rng.next() < 0.5) cand[i] |= 1 << v;
  const house = Array.from({ length: n }, (_, i) => i);
  const positions = Int32Array.from(house);
  const filter = new AllDifferentFilter(n);
  const match = new Int32Array(n).fill(-1);
  const local = new Int32Array(n);
  const supports = new HouseSupports(n);
  supports.reset();
  const refilter = (): boolean => {
    if (!filter.filterByComponents(cand, match, n, local)) return false;
    supports.install(0, positions, local, match, n);
    return true;
  };
  if (!refilter()) return;
  counts.sequences++;
  for (let step = 0; step < 3 * n; step++) {
    const before = cand.slice();
    const matchedLostBefore = counts.matchedLost;
    const batch = shuffledCandidates(rng, cand, n).slice(0, 1 + rng.int(3));
    const remove = (i: number, v: number): void => {
      cand[i] &= ~(1 << v);
      if (((supports.support[i] >> v) & 1) === 0) return;
      if (supports.ownerAt[v] === i) counts.matchedLost++;
      supports.mark(0, i, 1 << v);
    };
    for (const [i, v] of batch) remove(i, v);
    // Now and then a mark left from before a backjump: a support candidate that is still there.
    if (rng.next() < 0.2) {
      const i = rng.int(n), kept = cand[i] & supports.support[i] & ~(1 << match[i]);
      if (kept !== 0) supports.mark(0, i, kept & -kept);
    }
    // As at a unit-propagation fixpoint: a cell left with one value takes it from the others.
    for (let changed = true; changed; ) {
      changed = false;
      for (let i = 0; i < n; i++) {
        const m = cand[i];
        if (m === 0 || (m & (m - 1)) !== 0) continue;
        for (let j = 0; j < n; j++) if (j !== i && (cand[j] & m) !== 0) (remove(j, 31 - Math.clz32(m)), (changed = true));
      }
    }
    if (cand.some((m) => m === 0)) return;
    const fresh = fullFilter(cand, n);
    const placedNow = cand.some((m, i) => (m & (m - 1)) === 0 && (before[i] & (before[i] - 1)) !== 0);
    if (supports.lost.some((m) => m !== 0)) {
      const repaired = supports.repair(0, house, cand);
      // With detours for every lost edge the filter has nothing to do. Without, a component split: after one
      // removal the edges left between its parts are removable; a batch may have taken all of them.
      if (repaired || (batch.length === 1 && !placedNow)) expect(repaired, `step ${step}`).toBe(fresh.ok && !fresh.changed);
      if (repaired) {
        counts.repaired++;
        if (placedNow) counts.bypassed++;
        if (counts.matchedLost > matchedLostBefore) counts.rematched++;
        // The support stays inside the candidates and holds the matching.
        for (let i = 0; i < n; i++) expect(supports.support[i] & ~cand[i]).toBe(0);
        // The matching is watched, except at cells left with one value (placed: losing it is a conflict).
        for (let v = 0; v < n; v++) {
          const i = supports.ownerAt[v];
          if ((cand[i] & (cand[i] - 1)) !== 0) expect((supports.support[i] >> v) & 1).toBe(1);
        }
        expect(supports.lost.every((m) => m === 0)).toBe(true);
        expect(certifies(supports, cand, n), `step ${step}`).toBe(true);
        continue;
      }
      counts.broken++;
    } else {
      // No support candidate went: nothing to filter.
      expect(fresh.ok && !fresh.changed).toBe(true);
      counts.untouched++;
      continue;
    }
    if (!refilter()) return;
  }
}

describe("HouseSupports (what the all-different theory keeps per house)", () => {
  it("repair() finds detours only when a fresh filter would change nothing, and always after a single removal (random houses and removal sequences)", () => {
    const rng = createRng(29);
    const counts = { bypassed: 0, sequences: 0, repaired: 0, broken: 0, rematched: 0, matchedLost: 0, untouched: 0 };
    for (let t = 0; t < 2000; t++) removalSequence(rng, 4 + rng.int(9), counts);
    expect(counts.sequences).toBeGreaterThan(1000);
    expect(counts.repaired).toBeGreaterThan(1000);
    // Repairs around a cell just placed with its matched value.
    expect(counts.bypassed).toBeGreaterThan(200);
    expect(counts.broken).toBeGreaterThan(500);
    // Repairs after a matched candidate went (the matching shifted along an alternating cycle).
    expect(counts.rematched).toBeGreaterThan(500);
    expect(counts.untouched).toBeGreaterThan(500);
  });

  it("restore() brings back the support of the trail position a backjump returns to", () => {
    const supports = new HouseSupports(4);
    supports.reset();
    const positions = Int32Array.from([0, 1, 2, 3]);
    supports.install(1, positions, Int32Array.from([3, 6, 12, 9]), Int32Array.from([0, 1, 2, 3]), 4);
    const first = Array.from(supports.support.subarray(4, 8));
    supports.save(1, 10);
    supports.install(1, positions, Int32Array.from([1, 2, 4, 8]), Int32Array.from([0, 1, 2, 3]), 4);
    supports.save(1, 14);
    supports.install(1, positions, new Int32Array(4), new Int32Array(4), 0);
    // The support made at position 14 certified the state of 14 literals: it stays until the trail is shorter.
    supports.restore(14);
    expect(Array.from(supports.support.subarray(4, 8))).toEqual([0, 0, 0, 0]);
    supports.restore(13);
    expect(Array.from(supports.support.subarray(4, 8))).toEqual([1, 2, 4, 8]);
    supports.restore(9);
    expect(Array.from(supports.support.subarray(4, 8))).toEqual(first);
    expect(Array.from(supports.ownerAt.subarray(4, 8))).toEqual([0, 1, 2, 3]);
  });
});
