/**
 * An upper bound on the clause literals each rule instance encodes to (rules/*.ts), so that validation can refuse
 * a puzzle whose encoding alone would outrun the largest budget before anything is built: a thousand long between
 * lines on a 16×16 would take hundreds of millions of literals, and building is paid per literal. The bounds follow
 * the encoders' loops; a test checks them against real encodings.
 */
import { MAX_PAIRWISE_LAYER, MAX_COMBINATIONS, combinations } from "./rules/sum";
import { outsideLineLiteralBound } from "./rules/sandwich";
import type { Rule } from "./model";

/** About what the API's largest budget (80 M units, 10 units a literal) can build, and no more. */
export const MAX_VARIANT_LITERALS = 8_000_000;

/** Partial sums over `len` cells whose final total must lie in least..most. */
function partialSums(n: number, len: number, most: number): number {
  const totals = Math.min(most, len * n) + 1;
  const pairs = Math.min(totals, MAX_PAIRWISE_LAYER) ** 2;
  return len * (totals * (5 * n + 2) + pairs);
}

export function ruleLiteralBound(n: number, rule: Rule): number {
  switch (rule.kind) {
    case "killer": {
      const k = rule.cells.length;
      const distinct = k * (k - 1) * n;
      if (rule.sum === undefined) return distinct;
      const sets = combinations(n, k, rule.sum).length;
      const combined = sets + sets * 2 * k * (k + 1) + k * n * (1 + sets);
      return distinct + (sets <= MAX_COMBINATIONS ? combined : 0) + partialSums(n, k, rule.sum) + 1;
    }
    case "arrow": {
      const pill = rule.pill?.length ?? 0;
      const most = pill ? 10 ** pill - 1 : n;
      return partialSums(n, rule.line.length, most) + 4 * (most + 1) + (pill ? n ** pill * (pill + 1) : 2 * n);
    }
    case "little-killer":
      return partialSums(n, rule.cells.length, rule.sum) + 1;
    case "thermo":
      return rule.cells.length * (2 * n * (n + 1) + n);
    case "difference":
    case "ratio":
    case "xv":
      return 2 * n * (n + 1);
    case "negative":
    case "antiknight":
    case "antiking":
    case "nonconsecutive":
      return 8 * n ** 3;
    case "diagonal":
      return n ** 3 + n * n;
    case "disjoint-groups":
      return n * (n ** 3 + n * n);
    case "extra-region":
      return rule.cells.length * (rule.cells.length * n + n);
    case "odd":
    case "even":
      return n;
    case "minimum":
    case "maximum":
      return 8 * n * (n + 1);
    case "palindrome":
    case "clone":
      return rule.cells.length * 4 * n;
    case "indexer":
      return 2 * n;
    case "lockout":
      return 2 * n * n + Math.max(0, rule.cells.length - 2) * (3 * n ** 3 + 8 * n * n);
    case "whispers":
      return Math.max(0, rule.cells.length - 1) * 2 * n * (n + 1);
    case "renban": {
      const len = rule.cells.length;
      return len * len * n * 2 + len * n * (n + 1) + n + 2 * n * n + n * n * (len + 1);
    }
    case "entropic":
      return 2 * rule.cells.length * 2 * n * n;
    case "region-sum": {
      // A segment stays inside one region, so it has at most N cells and N² totals.
      const len = rule.cells.length;
      const totals = n * n + 1;
      return partialSums(n, len, Math.min(len, n) * n) + 4 * len * totals + 7 * totals + Math.min(totals, MAX_PAIRWISE_LAYER) ** 2 * 2;
    }
    case "between":
      return Math.max(0, rule.cells.length - 2) * (3 * n ** 3 + 2) + 2 * n * n;
    case "quadruple":
      return 4 * 6 * 4;
    case "sandwich":
    case "x-sum":
    case "skyscraper":
      return outsideLineLiteralBound(n, rule);
    case "cosmetic-cage":
      return 0;
  }
}
