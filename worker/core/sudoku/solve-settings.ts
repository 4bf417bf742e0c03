/**
 * The Sudoku solver's settings per grid size: when each stage hands over to the next, and the CDCL settings for
 * the formulas each size reduces to. Each figure was measured (worker/core/sudoku/README.md, test/bench/RESULTS.md).
 */
import type { CdclTunables } from "../sat/index";

/**
 * Domain-search nodes on 16x16 and 25x25 before CDCL takes over. The Gecode 16x16 puzzles need at most a dozen;
 * minimal 25x25 puzzles need tens of thousands at 0.1–0.3 ms each, where CDCL's learning wins (README).
 */
export const DOMAIN_NODE_LIMIT = 200;

/** Encodings of at least this many literals (16×16 and up) have their watch lists planned before they are added. */
export const PLAN_WATCHES_FROM = 200_000;

/** Work the root probing of large grids may spend (it is a preprocessing step, not the search). */
export const PROBE_WORK = 20_000_000;

/**
 * Node limits of the 'auto' engine's DPLL stage per box size, before CDCL takes over. On 9x9 the hardest public
 * puzzles need a few hundred nodes at most; on 16x16 and 25x25 a DPLL without learning can wander, so CDCL
 * takes over early.
 */
export const AUTO_NODE_LIMIT: Record<number, number> = { 2: Infinity, 3: 20_000, 4: 2_000, 5: 500 };

/** CDCL settings for the small formulas a Sudoku reduces to (measured on the hardest 9x9 set; see test/bench/RESULTS.md). */
export const SUDOKU_TUNABLES: Partial<CdclTunables> = {};

/**
 * Per box size, on top of SUDOKU_TUNABLES. 25x25: Glucose-style restarts throughout (no stable Luby phase) took
 * less work on 16 of the 18 Gecode minimal puzzles and proved all 18 unique within the bench's budget, where the
 * alternating default left one unknown. Then every decision placing a value (no phase saving: "cell holds v" is
 * the initial phase), no local-search walks (whose phases would otherwise stay), and slower VSIDS decay (0.98) took
 * 25% less work over the 18, less on every one; trail reuse at restarts 9% less again. Then CHB branching with
 * its long-run step 0.06 from the start (a score that remembers recent conflicts for longer than CHB's usual 0.4
 * start) in place of VSIDS: about half the conflicts, and within the API's cap on more of them
 * (test/bench/RESULTS.md, 2026-11-26).
 */
export const TUNABLES_BY_BOX: Record<number, Partial<CdclTunables>> = {
  5: { restartPolicy: "glucose", phaseSaving: false, walkFirst: 0, reuseTrail: true, branching: "chb", chbStep: 0.06 },
};

export const CLAUSES = { cellAtMostOne: true, houseAtLeastOne: true };
