import { describe, expect, it } from "vitest";
import { OccIndex } from "../../../worker/core/sat/occ-index";
import { createRng } from "../../../worker/core/rng";

describe("OccIndex", () => {
  it("keeps each literal's ids in order through moves, and drops dead ones when read", () => {
    const occ = new OccIndex(3);
    occ.reserve([1, 0, 2]);
    for (let id = 0; id < 20; id++) occ.push(id % 3, id);
    const dead = new Int32Array(20);
    expect(Array.from(occ.live(0, dead))).toEqual([0, 3, 6, 9, 12, 15, 18]);
    expect(Array.from(occ.live(1, dead))).toEqual([1, 4, 7, 10, 13, 16, 19]);
    for (const id of [3, 4, 5, 19]) dead[id] = 1;
    expect(occ.count(1)).toBe(7);
    expect(Array.from(occ.live(1, dead))).toEqual([1, 7, 10, 13, 16]);
    expect(occ.count(1)).toBe(5);
    expect(Array.from(occ.live(2, dead))).toEqual([2, 8, 11, 14, 17]);
  });

  it("leaves a view as it was while ids are added, its own literal's included", () => {
    const occ = new OccIndex(2);
    occ.reserve([2, 2]);
    occ.push(0, 10);
    occ.push(0, 11);
    const dead = new Int32Array(100);
    const view = occ.live(0, dead);
    // Past the segment's room (it moves) and past the arena's size (it grows).
    for (let id = 12; id < 100; id++) occ.push(id % 2, id);
    expect(Array.from(view)).toEqual([10, 11]);
    expect(occ.live(0, dead).length).toBe(2 + 44);
  });

  it("agrees with one array per literal under random pushes and deaths", () => {
    const rng = createRng(11);
    const lits = 40;
    const occ = new OccIndex(lits);
    const counts = Array.from({ length: lits }, () => rng.int(5));
    occ.reserve(counts);
    const lists: number[][] = Array.from({ length: lits }, () => []);
    const dead = new Int32Array(5000);
    for (let id = 0; id < 5000; id++) {
      const lit = rng.int(lits);
      occ.push(lit, id);
      lists[lit].push(id);
      if (rng.int(4) === 0) dead[rng.int(id + 1)] = 1;
      if (rng.int(50) === 0) {
        const l = rng.int(lits);
        lists[l] = lists[l].filter((x) => dead[x] === 0);
        expect(Array.from(occ.live(l, dead))).toEqual(lists[l]);
      }
    }
    for (let l = 0; l < lits; l++) expect(Array.from(occ.live(l, dead))).toEqual(lists[l].filter((x) => dead[x] === 0));
  });
});
