/**
 * Aiming a generated puzzle at a level: a puzzle that rates harder gets digits of its solution back until it rates
 * at or below the level; one that rates easier is drawn again; after a bounded number of draws the one nearest the
 * level from below is kept. The rating is the caller's (search effort for a variant, techniques for a classic grid
 * with rectangular boxes).
 */
import type { Rng } from "../../rng";
import { DIFFICULTIES, type Difficulty } from "../difficulty";
import type { Grade } from "../grade";
import type { Spending } from "./generate-search";
import type { VariantPuzzle } from "./model";

/**
 * How hard a generated puzzle is. A variant is rated by search effort: the classic grader's human techniques know no
 * cages, diagonals or irregular regions. A classic grid with rectangular boxes is rated by those techniques (`grade`),
 * as its solution log and hints are.
 */
export interface VariantRating {
  level: "easy" | "medium" | "hard" | "expert" | "extreme";
  /** Conflicts CDCL needed to find the solution and prove there is no other. */
  conflicts: number;
  decisions: number;
  /** Kind "classic": the technique grade, whose level is the rating's. */
  grade?: Grade;
  /** The budget ran out during the rating: its level only says "keep the digits", never that a level was reached. */
  unpaid?: boolean;
}

/** A puzzle made and rated, not yet answered. */
export interface Made {
  puzzle: VariantPuzzle;
  solution: Uint8Array;
  rating: VariantRating;
}

/** Rates a puzzle proved unique (for a variant, by the solve that also checks it). */
export type Rater = (puzzle: VariantPuzzle, solution: Uint8Array) => VariantRating;

/** How hard to try: grids drawn, and orders of digits given back to one dug puzzle before the next is drawn. */
export interface AimEffort {
  draws: number;
  easeOrders: number;
  /**
   * Start a draw only while the budget has left what the dearest draw so far cost (the first one's is all the work
   * spent before aiming). A draw started with less overruns the budget, and its rating, cut short, is of no use.
   */
  wholeDraws: boolean;
}

/**
 * A variant: draws while the budget holds the dearest one so far, up to thirty, one order of digits given back. With
 * six draws, at the API's budget, a 9×9 killer reached hard on 7 of 10 seeds and thermo hard on 4; with thirty, 20
 * and 18 of 20 (RESULTS.md, 2026-11-28 "variant levels"). The daily killer asks no level, so it never aims.
 */
export const VARIANT_AIM: AimEffort = { draws: 30, easeOrders: 1, wholeDraws: true };

/**
 * A classic grid with rectangular boxes, rated by techniques. A minimal one is often easier than asked (most 6×6
 * and 8×8 need singles only), a draw up to 12×12 costs tens of milliseconds, and giving digits back often steps from
 * too hard straight to too easy, while another order costs only gradings; the budget stops both on the larger
 * sides. Measured with the API's budget (test/bench/RESULTS.md, 2026-11-27 "technique levels"): with six draws and
 * one order, 8×8 medium was reached on 2 of seeds 1–10, 10×10 medium and 14×14 hard on 7; with a hundred draws and
 * six orders, every level from 8×8 to 15×15 but 8×8 extreme on 19 or 20 of seeds 1–20. A rotationally symmetric 6×6
 * digs to hard on about one draw in forty and to medium on about one in six hundred; since a draw is a bitset search
 * rather than CDCL solver builds (boxed-search.ts), 4,000 draws fit the budget and reach 6×6 medium and expert and 8×8
 * extreme on every seed measured (RESULTS.md, 2026-11-27, "the dig's test by the bitset DPLL"). Only the small sides
 * draw that often; the budget ends the larger ones' draws first.
 */
export const CLASSIC_AIM: AimEffort = { draws: 4000, easeOrders: 6, wholeDraws: true };

/** Levels from easiest to hardest, as the rating names them. */
export const rank = (level: Difficulty): number => DIFFICULTIES.indexOf(level);

/**
 * Is `a` nearer the target than `b`? At or below the target beats above it (a puzzle left harder only when the
 * budget ran out while giving digits back); below it, the harder; above it, the easier.
 */
function closer(a: Difficulty, b: Difficulty, target: Difficulty): boolean {
  const [ra, rb, t] = [rank(a), rank(b), rank(target)];
  if ((ra <= t) !== (rb <= t)) return ra <= t;
  return ra <= t ? ra > rb : ra < rb;
}

/**
 * The puzzle nearest `target` from `first` and further draws: too hard, givens go back until the level is reached;
 * too easy, another grid, another dig, up to `effort.draws` in all, keeping the hardest that does not pass the level.
 * `pairs`: the puzzle was dug in symmetric pairs, and its givens go back in pairs too.
 */
export function aimAt(first: Made, target: Difficulty, draw: () => Made, rng: Rng, spend: Spending, rate: Rater, effort: AimEffort, pairs = false): Made {
  let made = first;
  let best: Made | undefined;
  let drawCost = effort.wholeDraws ? spend.measured() : 0;
  for (let attempt = 0; attempt < effort.draws; attempt++) {
    if (attempt > 0) {
      const left = spend.left().work ?? Infinity;
      if (left === 0 || left < drawCost) break;
      const before = spend.measured();
      made = draw();
      if (effort.wholeDraws) drawCost = Math.max(drawCost, spend.measured() - before);
    }
    if (rank(made.rating.level) > rank(target)) {
      const dug = made;
      made = easeTo(dug, target, rng, spend, rate, pairs);
      // Eased past the level (a digit given back took it from too hard to too easy): another order of digits.
      for (let order = 1; order < effort.easeOrders && rank(made.rating.level) < rank(target) && spend.left().work !== 0; order++) {
        const again = easeTo(dug, target, rng, spend, rate, pairs);
        if (closer(again.rating.level, made.rating.level, target)) made = again;
      }
    }
    // Rated unpaid, the budget is spent: a stub rated extreme must not pass for a puzzle aimed at extreme.
    if (made.rating.unpaid) {
      best ??= made;
      break;
    }
    if (best === undefined || closer(made.rating.level, best.rating.level, target)) best = made;
    if (made.rating.level === target) break;
  }
  return best!;
}

/**
 * Gives back digits of the solution in a seeded order of the empty cells: the fewest of them (a prefix of that
 * order) after which the puzzle rates at or below `target`, found by bisection. A given only narrows the search, so
 * the puzzle stays unique and its rating falls roughly with the count (the one kept is the one rated); the whole
 * solution given back rates easy. Out of budget, the easiest prefix rated so far is kept, and the answer names its
 * level.
 */
function easeTo(made: Made, target: Difficulty, rng: Rng, spend: Spending, rate: Rater, pairs: boolean): Made {
  const { solution } = made;
  const back = digitsGivenBack(made.puzzle, solution, rng, pairs);
  const withFirst = (k: number): Made => {
    const puzzle = back.withFirst(k);
    return { puzzle, solution, rating: rate(puzzle, solution) };
  };
  // Prefix lo rates too hard (tooHard, the longest such tried), prefix hi at or below the level (best, once tried).
  let lo = 0;
  let hi = back.count;
  let tooHard = made;
  let best: Made | undefined;
  while (hi - lo > 1 && spend.left().work !== 0) {
    const mid = (lo + hi) >> 1;
    const tried = withFirst(mid);
    if (rank(tried.rating.level) <= rank(target)) {
      hi = mid;
      best = tried;
    } else {
      lo = mid;
      tooHard = tried;
    }
  }
  if (best) return best;
  return hi - lo <= 1 ? withFirst(hi) : tooHard;
}

/**
 * Digits of the solution to give back to a puzzle, in a seeded order of its empty cells: `withFirst(k)` is the
 * puzzle with the first k of them given. A given only narrows the search, so each stays unique. With `pairs` (a
 * puzzle dug in rotationally symmetric pairs), a cell goes back with its partner across the centre, one pair a
 * step, so the puzzle stays as symmetric as its answer says it is.
 */
export function digitsGivenBack(puzzle: VariantPuzzle, solution: Uint8Array, rng: Rng, pairs = false): { count: number; withFirst: (k: number) => VariantPuzzle } {
  const last = solution.length - 1;
  const empty = (cell: number) => puzzle.givens[cell] === 0;
  const firsts = Array.from({ length: solution.length }, (_, i) => i).filter((cell) => (pairs ? cell <= last - cell && (empty(cell) || empty(last - cell)) : empty(cell)));
  const steps = rng.shuffle(firsts).map((cell) => (pairs ? [...new Set([cell, last - cell])].filter(empty) : [cell]));
  const withFirst = (k: number): VariantPuzzle => {
    const givens = Uint8Array.from(puzzle.givens);
    for (const cell of steps.slice(0, k).flat()) givens[cell] = solution[cell];
    return { ...puzzle, givens };
  };
  return { count: steps.length, withFirst };
}
