/**
 * The trail: assigning literals, opening decision levels and backtracking (with phase saving and re-inserting
 * unassigned variables into the decision heap).
 */
import type { SolverState } from "./state";
import type { CRef, Lit } from "./types";

/** Assigns `lit` true at the current level. Contract: lit is unassigned. */
export function enqueue(s: SolverState, lit: Lit, reason: CRef): void {
  const v = lit >> 1;
  s.values[lit] = 1;
  s.values[lit ^ 1] = -1;
  s.level[v] = s.trailLim.size;
  s.reason[v] = reason;
  s.trail[s.trailSize++] = lit;
}

export function newDecisionLevel(s: SolverState): void {
  s.trailLim.push(s.trailSize);
}

/**
 * Undoes every assignment above `level`. Before: level < decisionLevel(). After: decisionLevel() === level,
 * qhead at the trail end, each undone variable back in the heap with its last value saved as its phase (when
 * phaseSaving is on).
 */
export function backtrack(s: SolverState, level: number): void {
  if (s.trailLim.size <= level) return;
  const start = s.trailLim.data[level];
  const trail = s.trail, values = s.values, reason = s.reason, polarity = s.polarity, heap = s.heap;
  const savePhases = s.tunables.phaseSaving;
  for (let i = s.trailSize - 1; i >= start; i--) {
    const lit = trail[i];
    const v = lit >> 1;
    values[lit] = 0;
    values[lit ^ 1] = 0;
    reason[v] = -1;
    if (savePhases) polarity[v] = lit & 1;
    heap.insert(v);
  }
  s.trailSize = start;
  s.qhead = start;
  s.trailLim.shrinkTo(level);
  if (s.theory !== null) s.theory.backtrack(s, start);
}
