import { describe, expect, it } from "vitest";
import { DistinctGridStream } from "../../../worker/core/sudoku/bulk-grids";
import { applyTransform, randomTransform } from "../../../worker/core/sudoku/symmetry";
import { shapeOfBox } from "../../../worker/core/sudoku/shape";
import { isComplete, ruleConflicts } from "../../../worker/core/sudoku/verify";
import type { Rng } from "../../../worker/core/rng";

const shape = shapeOfBox(3);
/** A textbook pattern grid moved by a random symmetry: a stand-in for the SAT seed maker. */
function patternGrid(rng: Rng) {
  const cells = new Uint8Array(81);
  for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) cells[r * 9 + c] = ((r * 3 + Math.floor(r / 3) + c) % 9) + 1;
  return applyTransform({ shape, cells }, randomTransform(shape, rng));
}

/** FNV-1a over the grid bytes, to keep the distinctness set small. */
function hash(cells: Uint8Array): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x12345678;
  for (let i = 0; i < cells.length; i++) {
    h1 = Math.imul(h1 ^ cells[i], 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ (cells[i] + i), 0x5bd1e995) >>> 0;
  }
  return `${h1.toString(36)}:${h2.toString(36)}`;
}

describe("DistinctGridStream", () => {
  it("gives 60,000 valid grids that are all different (by hash)", () => {
    const stream = new DistinctGridStream(60_000, 42, patternGrid);
    const out = new Uint8Array(81);
    const seen = new Set<string>();
    let n = 0;
    while (stream.next(out)) {
      if (n % 997 === 0) {
        expect(isComplete({ shape, cells: out })).toBe(true);
        expect(ruleConflicts({ shape, cells: out })).toEqual([]);
      }
      seen.add(hash(out));
      n++;
    }
    expect(n).toBe(60_000);
    expect(seen.size).toBe(60_000);
    expect(stream.remaining).toBe(0);
  });

  it("is reproducible from its seed, and another seed gives another stream", () => {
    const lines = (seed: number) => {
      const s = new DistinctGridStream(50, seed, patternGrid);
      const buf = new Uint8Array(82 * 50);
      expect(s.writeLines(buf, 50)).toBe(50);
      return new TextDecoder().decode(buf);
    };
    expect(lines(1)).toBe(lines(1));
    expect(lines(1)).not.toBe(lines(2));
    const text = lines(5).trimEnd().split("\n");
    expect(text).toHaveLength(50);
    for (const line of text) expect(line).toMatch(/^[1-9]{81}$/);
  });

  it("writeLines and next agree, and stop at the count", () => {
    const a = new DistinctGridStream(30, 9, patternGrid);
    const b = new DistinctGridStream(30, 9, patternGrid);
    const buf = new Uint8Array(82 * 40);
    expect(a.writeLines(buf, 40)).toBe(30);
    const out = new Uint8Array(81);
    for (let i = 0; i < 30; i++) {
      expect(b.next(out)).toBe(true);
      expect(new TextDecoder().decode(buf.subarray(i * 82, i * 82 + 81))).toBe(out.join(""));
    }
    expect(b.next(out)).toBe(false);
  });

  it("rejects a count it cannot make distinct", () => {
    expect(() => new DistinctGridStream(-1, 1, patternGrid)).toThrow(RangeError);
  });
});
