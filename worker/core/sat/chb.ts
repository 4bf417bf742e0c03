/**
 * Conflict history-based branching (CHB; Liang, Ganesh, Poupart & Czarnecki, AAAI 2016). Branching is treated as a
 * multi-armed bandit: every variable a propagation round assigns (the decision and its implications) is "played"
 * and paid a reward that is large when conflict analysis saw the variable recently, 1 / (conflicts since then + 1),
 * times 0.9 after a round without conflict and 1 after a conflict. Its score Q is an exponential recency-weighted
 * average of those rewards, Q ← (1 − α)·Q + α·reward, with the step α falling from 0.4 by 10⁻⁶ per conflict to
 * 0.06. Decisions take the unassigned variable of highest Q from the same heap VSIDS uses (keyed by s.activity).
 */
import type { SolverState } from "./state";

export const CHB_STEP_MIN = 0.06;
export const CHB_STEP_DECREMENT = 1e-6;
const CONFLICT_MULTIPLIER = 1;
const NO_CONFLICT_MULTIPLIER = 0.9;

/**
 * Pays the reward to every variable assigned from trail position `from` on (the round that just ended; after a
 * conflict, call it once analysis has stamped the variables it saw, before backtracking). Counts one work unit
 * per variable plus the heap levels it moves.
 */
export function chbReward(s: SolverState, from: number, conflict: boolean): void {
  const trail = s.trail, q = s.activity, last = s.chbLastConflict, heap = s.heap;
  const step = s.chbStep, keep = 1 - step;
  const multiplier = conflict ? CONFLICT_MULTIPLIER : NO_CONFLICT_MULTIPLIER;
  const now = s.totalConflicts + 1;
  let work = s.trailSize - from;
  for (let i = from; i < s.trailSize; i++) {
    const v = trail[i] >> 1;
    q[v] = keep * q[v] + (step * multiplier) / (now - last[v]);
    work += heap.update(v);
  }
  s.work += work;
  if (conflict && step > CHB_STEP_MIN) s.chbStep = Math.max(CHB_STEP_MIN, step - CHB_STEP_DECREMENT);
}
