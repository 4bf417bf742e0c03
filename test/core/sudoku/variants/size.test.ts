import { describe, expect, it } from "vitest";
import { createRng } from "../../../../worker/core/rng";
import { encodeVariant } from "../../../../worker/core/sudoku/variants/encode";
import { fromFpuzzles } from "../../../../worker/core/sudoku/variants/fpuzzles";
import type { Rule, VariantPuzzle } from "../../../../worker/core/sudoku/variants/model";
import { MAX_VARIANT_LITERALS, ruleLiteralBound } from "../../../../worker/core/sudoku/variants/size";
import { validateVariant } from "../../../../worker/core/sudoku/variants/validate";

const empty = (n: number, rules: Rule[]): VariantPuzzle => ({ size: n, givens: new Uint8Array(n * n), rules });
const literalsOf = (n: number, rule: Rule): number => encodeVariant(empty(n, [rule])).groups[0].clauses.reduce((s, c) => s + c.length, 0);
/** Row by row, every other row backwards: consecutive cells always touch. */
const snake = (n: number): number[] => Array.from({ length: n * n }, (_, i) => Math.floor(i / n) * n + (Math.floor(i / n) % 2 ? n - 1 - (i % n) : i % n));

describe("the size bound of a rule's encoding", () => {
  it("is at least what each kind of rule really encodes to, on every board size, for random instances", () => {
    const rng = createRng(21);
    for (const n of [4, 6, 9, 16]) {
      const path = snake(n);
      for (let t = 0; t < (n === 16 ? 3 : 8); t++) {
        const len = 2 + rng.int(Math.min(n * n - 2, 3 * n));
        const from = rng.int(n * n - len);
        const line = path.slice(from, from + len);
        const cage = path.slice(from, from + Math.min(len, n));
        const corner = rng.int(n - 1) * n + rng.int(n - 1);
        const rules: Rule[] = [
          { kind: "killer", cells: cage, sum: cage.length + rng.int(cage.length * (n - 1) + 1) },
          { kind: "killer", cells: cage },
          { kind: "arrow", circle: line[0], line: line.slice(1) },
          { kind: "thermo", cells: line },
          { kind: "palindrome", cells: line },
          { kind: "between", cells: line },
          { kind: "extra-region", cells: cage },
          { kind: "clone", cells: [line[0]], copy: [line[len - 1]] },
          { kind: "quadruple", cells: [corner, corner + 1, corner + n, corner + n + 1], values: [1 + rng.int(n), 1 + rng.int(n)] },
          { kind: "little-killer", cells: Array.from({ length: n }, (_, i) => i * (n + 1)), sum: n + rng.int(n * (n - 1)), direction: "DR" },
          { kind: "sandwich", line: "row", index: rng.int(n), sum: rng.int((n * (n + 1)) / 2 - n) },
          { kind: "x-sum", line: "column", index: rng.int(n), sum: 1 + rng.int((n * (n + 1)) / 2), after: rng.int(2) === 1 },
          { kind: "skyscraper", line: "row", index: rng.int(n), count: 1 + rng.int(n), after: rng.int(2) === 1 },
          { kind: "difference", cells: [0, 1], value: 1 },
          { kind: rng.int(2) ? "minimum" : "maximum", cell: rng.int(n * n) },
          { kind: "odd", cell: rng.int(n * n) },
          { kind: "lockout", cells: line },
          { kind: "whispers", cells: line, difference: 1 + rng.int(n - 1) },
          { kind: "renban", cells: cage },
          { kind: "region-sum", cells: line },
          ...(n % 3 === 0 ? [{ kind: "entropic", cells: line } as const] : []),
          { kind: "indexer", by: (["row", "column", "box"] as const)[rng.int(3)], cell: rng.int(n * n) },
        ];
        // The whole-grid rules have no random part: once per size.
        if (t === 0) rules.push({ kind: "negative", of: "xv" }, { kind: "antiknight" }, { kind: "nonconsecutive" }, { kind: "diagonal", which: "anti" }, { kind: "disjoint-groups" });
        for (const rule of rules) expect(ruleLiteralBound(n, rule), `${rule.kind} on ${n}x${n}`).toBeGreaterThanOrEqual(literalsOf(n, rule));
      }
    }
  });

  it("refuses a puzzle whose rules could pass the limit before building anything, naming the largest rule", () => {
    const path = snake(16);
    const rules: Rule[] = Array.from({ length: 40 }, (_, i): Rule => ({ kind: "between", cells: path.slice(i, i + 200) }));
    const started = Date.now();
    const r = validateVariant(empty(16, rules));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(/^These rules could take up to [\d.]+ million clause literals to encode, more than the 8\.0 million any budget can build; the largest is between line r1c1/);
    expect(MAX_VARIANT_LITERALS).toBe(8_000_000);
  });

  it("lets a full 16×16 killer of 8-cell cages through, and answers a 60-cell arrow on it quickly", () => {
    const path = snake(16);
    const cages = Array.from({ length: 32 }, (_, i) => path.slice(8 * i, 8 * i + 8));
    const killer = { size: 16, grid: Array.from({ length: 16 }, () => Array.from({ length: 16 }, () => ({}))), killercage: cages.map((c) => ({ cells: c.map((x) => `R${Math.floor(x / 16) + 1}C${(x % 16) + 1}`), value: "68" })) };
    expect(fromFpuzzles(killer).ok).toBe(true);
    // Its line can add up to at most 16, the circle's largest digit: the partial sums stop there.
    const arrow: Rule = { kind: "arrow", circle: path[0], line: path.slice(1, 60) };
    expect(validateVariant(empty(16, [arrow])).ok).toBe(true);
    expect(literalsOf(16, arrow)).toBeLessThan(1000);
  });
});
