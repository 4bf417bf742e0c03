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
    const batch = shuffledCandidates(rng, cand, n).slice(0, 1 + rng.int(3));
    for (const [i, v] of batch) {
      cand[i] &= ~(1 << v);
      if (((supports.support[i] >> v) & 1) === 0) continue;
      if (supports.ownerAt[v] === i) supports.rematch[0] = 1;
      else supports.lost[i] |= 1 << v;
    }
    const fresh = fullFilter(cand, n);
    if (supports.rematch[0] !== 0) {
      counts.rematched++;
    } else if (supports.lost.some((m) => m !== 0)) {
      const repaired = supports.repair(0, house, cand);
      // With detours for every lost edge the filter has nothing to do. Without, a component split: after one
      // removal the edges left between its parts are removable; a batch may have taken all of them.
      if (repaired || batch.length === 1) expect(repaired, `step ${step}`).toBe(fresh.ok && !fresh.changed);
      if (repaired) {
        counts.repaired++;
        // The support stays inside the candidates and holds the matching.
        for (let i = 0; i < n; i++) expect(supports.support[i] & ~cand[i]).toBe(0);
        for (let v = 0; v < n; v++) expect((supports.support[supports.ownerAt[v]] >> v) & 1).toBe(1);
        expect(supports.lost.every((m) => m === 0)).toBe(true);
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
    const counts = { sequences: 0, repaired: 0, broken: 0, rematched: 0, untouched: 0 };
    for (let t = 0; t < 2000; t++) removalSequence(rng, 4 + rng.int(9), counts);
    expect(counts.sequences).toBeGreaterThan(1000);
    expect(counts.repaired).toBeGreaterThan(1000);
    expect(counts.broken).toBeGreaterThan(500);
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
