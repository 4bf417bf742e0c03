/**
 * Rephasing by local search, as a predicate/action pair of the search loop (CaDiCaL's `rephasing()` /
 * `rephase()`): at a restart, once the conflicts over all solve() calls reach `s.nextWalk`, a bounded ProbSAT walk
 * (walk.ts) replaces the saved phases with its best assignment, and the next rephase is due when the conflicts
 * have doubled. The walk's work counts toward the solve's budget.
 */
import type { SolverState } from "./state";
import { walk, walkLimits } from "./walk";

/** True when a rephase is due. Called only right after a restart: the walk needs decision level 0. */
export function shouldRephase(s: SolverState): boolean {
  return s.nextWalk > 0 && s.totalConflicts >= s.nextWalk;
}

/**
 * Walks within a share of the search work since the last rephase (never past `workLimit`, the solve's budget),
 * keeps the walk's best assignment as the saved phases, and schedules the next rephase.
 * Contract: decision level 0, level-0 propagation complete.
 */
export function rephase(s: SolverState, workLimit: number): void {
  s.nextWalk = 2 * s.totalConflicts;
  const limits = walkLimits(s.tunables, s.work - s.workAtLastRephase, workLimit - s.work, s.numVars, s.lastWalkUnsat);
  const outcome = walk(s, limits);
  s.work += outcome.work;
  if (!outcome.skipped) s.lastWalkUnsat = outcome.bestUnsat;
  s.workAtLastRephase = s.work;
}
