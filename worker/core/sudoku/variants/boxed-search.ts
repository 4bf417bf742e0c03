/**
 * The two searches a classic grid with rectangular boxes (kind "classic") is generated with, run by the bitset
 * DPLL (bitset-dpll.ts) rather than by CDCL: a random grid, and the dig's test "do the givens left still fix the
 * solution?". On these boards either is a few hundred peer visits, where a CDCL solver must first be built from
 * thousands of clauses; a draw then costs a fraction of what it did, so aiming at a level can afford many more
 * (test/bench/RESULTS.md, 2026-11-27 "the dig's test by the bitset DPLL"). Past its node limit the test asks the
 * incremental CDCL oracle, so a verdict is never a guess.
 */
import type { Rng } from "../../rng";
import { BitsetDpll } from "../bitset-dpll";
import { shapeOfBoxes, type Shape } from "../shape";
import { UniquenessOracle, type DigOracle, type Spending } from "./generate-search";
import type { VariantPuzzle } from "./model";

/**
 * Decisions one search may take before the CDCL fallback. Filling an empty 15×15 with singles and fewest-candidates
 * branching backtracks little; a dig test on a near-minimal 15×15 can wander without learning, and there CDCL wins.
 */
const GRID_NODE_LIMIT = 5_000;
const TEST_NODE_LIMIT = 2_000;

/** One bitset search per board side, reused across draws and tests. */
const searches = new Map<number, { shape: Shape; search: BitsetDpll; state: Int32Array }>();

function searchFor(size: number): { shape: Shape; search: BitsetDpll; state: Int32Array } {
  const hit = searches.get(size);
  if (hit) return hit;
  const shape = shapeOfBoxes(size);
  if (!shape) throw new RangeError(`bug: no rectangular boxes for a side of ${size}`);
  const search = new BitsetDpll(shape);
  const made = { shape, search, state: search.emptyState() };
  searches.set(size, made);
  return made;
}

/**
 * A random grid of side `size` with its standard rectangular boxes: a search of the empty board trying a random
 * digit first in every cell, its digits then relabelled at random (so no digit is favoured by the search's
 * lowest-first fallback). Undefined when the search runs past its node limit or the budget.
 */
export function randomBoxedGrid(size: number, rng: Rng, spend: Spending): Uint8Array | undefined {
  const { shape, search, state } = searchFor(size);
  search.resetState(state);
  const prefer = Uint8Array.from({ length: shape.cells }, () => 1 + rng.int(size));
  const found = search.searchFrom(state, GRID_NODE_LIMIT, spend.left(), prefer);
  spend.addWork(found.work);
  if (found.solutions.length === 0) return undefined;
  const relabel = rng.shuffle(Array.from({ length: size }, (_, i) => i + 1));
  return found.solutions[0].map((v) => relabel[v - 1]);
}

/**
 * The dig's test on a classic grid with rectangular boxes. The givens a moment ago fixed `solution`, so another
 * solution of the givens left differs from it in a removed cell: one bitset search per removed cell, for a
 * solution without its digit there. With `conflicts` (a step limit, kept as a node limit here) a search past it
 * answers null and the given stays; without one, a search past the node limit hands the test to CDCL.
 */
export class BoxedDigOracle implements DigOracle {
  private readonly search: BitsetDpll;
  private readonly state: Int32Array;
  private fallback: UniquenessOracle | undefined;

  constructor(
    private readonly puzzle: VariantPuzzle,
    private readonly solution: Uint8Array,
    private readonly seed: number,
    /** Decisions before the CDCL fallback (a test sets 0 to reach it). */
    private readonly nodeLimit = TEST_NODE_LIMIT,
  ) {
    const { search, state } = searchFor(puzzle.size);
    this.search = search;
    this.state = state;
  }

  unique(given: readonly number[], removed: readonly number[], spend: Spending, conflicts?: number): boolean | null {
    const { search, state, solution } = this;
    search.resetState(state);
    search.placeWork = 0;
    for (const cell of given) {
      if (!search.place(state, cell, solution[cell])) throw new Error("bug: the givens of a dig contradict its solution");
    }
    spend.addWork(search.placeWork + state.length);
    for (const cell of removed) {
      if (spend.left().work === 0) return null;
      const found = search.searchExcluding(state, cell, solution[cell], conflicts ?? this.nodeLimit, spend.left(), solution);
      spend.addWork(found.work);
      if (found.solutions.length > 0) return false;
      if (!found.finished) {
        if (conflicts !== undefined || spend.left().work === 0) return null;
        this.fallback ??= new UniquenessOracle(this.puzzle, solution, this.seed, spend);
        return this.fallback.unique(given, removed, spend);
      }
    }
    return true;
  }
}
