/**
 * Candidates for a variant puzzle's empty cells, as a player means them: the digits the rules still allow given the
 * digits placed, each rule read on its own. A digit goes when placing it breaks a rule at once (a row, a region, an
 * anti-knight move, a dot, a thermometer step), or when no filling of some rule's empty cells that uses it keeps that
 * rule (a killer cage's sum, a whole thermometer, an arrow, a sandwich). Rules are never combined, so this is the
 * variant counterpart of "the digits no peer holds", not a solver: it removes only what one rule alone forbids.
 *
 * Every judgement is the independent rules checker's (check.ts), which judges a partial grid only where the cells a
 * rule needs are filled, so a digit is never removed while some filling of its rule would keep it. A rule whose
 * fillings would take more than its share of the work is left out of the second pass (its digits stay), so the
 * answer comes in bounded time and stays sound.
 */
import { ruleChecker } from "./check";
import { housePeers, ruleCells, type Rule, type VariantPuzzle } from "./model";
import { sandwichSupport, skyscraperSupport, xSumSupport } from "./line-clue-support";
import { sumSupport } from "./sum-support";

export interface VariantCandidateOptions {
  /** Rules checks in all (each a run of the checker); the second pass stops taking rules once it is spent. */
  work?: number;
  /** Checks one rule's fillings may take before that rule is left out. */
  workPerRule?: number;
}

export interface VariantCandidates {
  /** Per cell, bit v-1 for each digit still allowed; 0 for a filled cell. */
  masks: Uint32Array;
  /** Rules whose fillings were not all tried within their share of the work (their digits were kept). */
  rulesSkipped: number;
  work: number;
}

/** About 0.15 s on a desktop at the worst (one check is about a microsecond), so Fill candidates stays a click. */
const DEFAULT_WORK = 150_000;
const DEFAULT_WORK_PER_RULE = 20_000;

/**
 * Rules that only ask for distinct digits, like a house: the first pass already removes what a placed digit in them
 * forbids, as a row does, and reading their fillings would find hidden singles and subsets, which are the player's.
 */
const HOUSE_LIKE = new Set<Rule["kind"]>(["diagonal", "extra-region"]);

export function variantCandidates(puzzle: VariantPuzzle, values: ArrayLike<number>, options: VariantCandidateOptions = {}): VariantCandidates {
  const n = puzzle.size;
  const grid = Int32Array.from({ length: n * n }, (_, cell) => values[cell] || puzzle.givens[cell] || 0);
  const names = Array.from({ length: n * n }, (_, cell) => `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`);
  const sees = housePeers(puzzle).map((peers) => new Set(peers));
  const rulesAt = rulesByCell(puzzle);
  const check = ruleChecker(puzzle);
  let work = 0;
  /** True when the grid as it stands breaks `rule` at one of `cells` (all of them near `near`, when given). */
  const breaks = (rule: Rule, cells: ReadonlySet<string>, near?: number): boolean => {
    work++;
    return check(rule, grid, near).some((v) => v.cells.some((name) => cells.has(name)));
  };

  // First pass: each digit on its own, against the houses, every rule and the digits placed.
  const masks = new Uint32Array(n * n);
  for (let cell = 0; cell < n * n; cell++) {
    if (grid[cell]) continue;
    let mask = (1 << n) - 1;
    for (const peer of sees[cell]) if (grid[peer]) mask &= ~(1 << (grid[peer] - 1));
    const here = new Set([names[cell]]);
    const rules = rulesAt[cell];
    for (let v = 1; v <= n; v++) {
      if (!(mask & (1 << (v - 1)))) continue;
      grid[cell] = v;
      if (rules.some((rule) => breaks(rule, here, cell))) mask &= ~(1 << (v - 1));
    }
    grid[cell] = 0;
    masks[cell] = mask;
  }

  // Second pass: a rule over several empty cells keeps a digit only if some filling of those cells uses it.
  const budget = options.work ?? DEFAULT_WORK;
  const perRule = options.workPerRule ?? DEFAULT_WORK_PER_RULE;
  let rulesSkipped = 0;
  for (const rule of puzzle.rules) {
    const empty = [...new Set(ruleCells(n, rule))].filter((cell) => !grid[cell]);
    if (empty.length < 2 || HOUSE_LIKE.has(rule.kind) || (rule.kind === "killer" && rule.sum === undefined)) continue;
    if (work >= budget) {
      rulesSkipped++;
      continue;
    }
    // A clue about a whole row or column is judged by the checker only once the line is full, and its fillings are
    // the line's permutations, which a walk seldom finishes: it is read in one pass instead.
    if (rule.kind === "sandwich" || rule.kind === "x-sum" || rule.kind === "skyscraper") {
      const line = ruleCells(n, rule);
      const allowed = line.map((cell) => (grid[cell] ? 1 << (grid[cell] - 1) : masks[cell]));
      const support = rule.kind === "sandwich" ? sandwichSupport(n, rule.sum, allowed) : rule.kind === "x-sum" ? xSumSupport(n, rule.sum, allowed) : skyscraperSupport(n, rule.count, allowed);
      work += support.work;
      line.forEach((cell, k) => {
        if (!grid[cell]) masks[cell] &= support.digits[k];
      });
      continue;
    }
    // A diagonal's sum: its runs through the boxes are read one at a time and their totals combined (sum-support.ts).
    if (rule.kind === "little-killer") {
      const placed = rule.cells.reduce((total, cell) => total + grid[cell], 0);
      const seen = sumSupport(empty.map((cell) => masks[cell]), (a, b) => sees[empty[a]].has(empty[b]), rule.sum - placed, perRule);
      if (seen) {
        work += seen.work;
        empty.forEach((cell, k) => (masks[cell] &= seen.digits[k]));
        continue;
      }
    }
    // Cells of the rule that share a house must differ; the placed digits are already out of the masks.
    const earlierPeers = empty.map((cell, k) => empty.slice(0, k).filter((other) => sees[cell].has(other)));
    const supported = new Uint32Array(empty.length);
    const allSupported = (): boolean => supported.every((bits, i) => (masks[empty[i]] & ~bits) === 0);
    const limit = work + Math.min(perRule, budget - work);
    // A cage's or a diagonal's sum is judged by the checker only once its cells are filled; bounding the cells still
    // open by their smallest and largest digits prunes the walk long before (sound: it ignores repeats).
    const target = rule.kind === "killer" || rule.kind === "little-killer" ? rule.sum : undefined;
    const summed = target === undefined ? [] : ruleCells(n, rule);
    const outOfReach = (): boolean => {
      if (target === undefined) return false;
      let total = 0;
      let low = 0;
      let high = 0;
      for (const cell of summed) {
        if (grid[cell]) {
          total += grid[cell];
          continue;
        }
        const mask = masks[cell];
        if (!mask) return true;
        low += 32 - Math.clz32(mask & -mask);
        high += 32 - Math.clz32(mask);
      }
      return total + low > target || total + high < target;
    };
    const assigned = new Set<string>();
    let stop: "done" | "spent" | null = null;
    const fill = (k: number): void => {
      if (k === empty.length) {
        for (let i = 0; i < empty.length; i++) supported[i] |= 1 << (grid[empty[i]] - 1);
        // Once every digit left is supported, another filling can only repeat what is known.
        if (allSupported()) stop = "done";
        return;
      }
      const cell = empty[k];
      assigned.add(names[cell]);
      for (let v = 1; v <= n && !stop; v++) {
        if (!(masks[cell] & (1 << (v - 1))) || earlierPeers[k].some((other) => grid[other] === v)) continue;
        if (work >= limit) {
          stop = "spent";
          break;
        }
        grid[cell] = v;
        if (!outOfReach() && !breaks(rule, assigned)) fill(k + 1);
      }
      grid[cell] = 0;
      assigned.delete(names[cell]);
    };
    fill(0);
    if (stop === "spent") {
      rulesSkipped++;
      continue;
    }
    for (let i = 0; i < empty.length; i++) masks[empty[i]] &= supported[i];
  }
  return { masks, rulesSkipped, work };
}

/**
 * For each cell, the rules that can judge a digit there: those that cover it, and those about the whole grid
 * (anti-knight, dots…) or that reach other cells (an indexer points at one).
 */
function rulesByCell(puzzle: VariantPuzzle): Rule[][] {
  const n = puzzle.size;
  const everywhere = puzzle.rules.filter((rule) => ruleCells(n, rule).length === 0 || rule.kind === "indexer");
  const byCell = Array.from({ length: n * n }, () => [...everywhere]);
  for (const rule of puzzle.rules) {
    if (everywhere.includes(rule)) continue;
    for (const cell of new Set(ruleCells(n, rule))) byCell[cell].push(rule);
  }
  return byCell;
}
