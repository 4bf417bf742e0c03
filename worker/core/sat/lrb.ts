/**
 * Learning-rate based branching (LRB; Liang, Ganesh, Poupart & Czarnecki, SAT 2016, MapleSAT). A variable's
 * score Q is an exponential recency-weighted average of its learning rate over each stretch it stayed assigned:
 * the conflicts whose analysis it took part in (participated) or whose learnt clause its assignment helped force
 * (reasoned: it sits in the reason of a learnt literal, the "reason side rate"), divided by the conflicts that
 * stretch lasted. The average is taken when the variable is unassigned, with CHB's step α (0.4 falling by 10⁻⁶ per
 * conflict to 0.06). "Locality": an unassigned variable's Q decays by 0.95 per conflict since it was unassigned,
 * applied lazily when it reaches the top of the decision heap (keyed by s.activity).
 */
import { CHB_STEP_DECREMENT, CHB_STEP_MIN } from "./chb";
import type { SolverState } from "./state";

const LOCALITY_DECAY = 0.95;

/**
 * Starts a stretch for every variable assigned from trail position `from` on: it was assigned at the current
 * conflict count (`conflict`: the round that just ended in the conflict counted last, so one less) with nothing
 * learnt from it yet. Call before conflict analysis. One work unit per variable covers this and its unassignment.
 */
export function lrbAssigned(s: SolverState, from: number, conflict: boolean): void {
  const trail = s.trail, at = s.lrbAssignedAt, participated = s.lrbParticipated, reasoned = s.lrbReasoned;
  const now = conflict ? s.totalConflicts - 1 : s.totalConflicts;
  for (let i = from; i < s.trailSize; i++) {
    const v = trail[i] >> 1;
    at[v] = now;
    participated[v] = reasoned[v] = 0;
  }
  s.work += s.trailSize - from;
}

/** After conflict analysis: the step shrinks. */
export function lrbConflict(s: SolverState): void {
  if (s.chbStep > CHB_STEP_MIN) s.chbStep = Math.max(CHB_STEP_MIN, s.chbStep - CHB_STEP_DECREMENT);
}

/**
 * Ends the stretch of every variable above decision level `level` (call just before backtracking to it): averages
 * its learning rate into Q and restores its heap place. Counts the heap levels moved.
 */
export function lrbUnassigning(s: SolverState, level: number): void {
  if (level >= s.trailLim.size) return;
  const trail = s.trail, q = s.activity, heap = s.heap;
  const at = s.lrbAssignedAt, participated = s.lrbParticipated, reasoned = s.lrbReasoned, canceled = s.lrbCanceled;
  const now = s.totalConflicts, step = s.chbStep, keep = 1 - step;
  let work = 0;
  for (let i = s.trailLim.data[level]; i < s.trailSize; i++) {
    const v = trail[i] >> 1;
    const interval = now - at[v];
    if (interval > 0) {
      q[v] = keep * q[v] + (step * (participated[v] + reasoned[v])) / interval;
      work += heap.update(v);
    }
    canceled[v] = now;
  }
  s.work += work;
}

/**
 * Locality: decays the heap's top variable by 0.95 per conflict since it was unassigned, until the top has no
 * decay owed. Call before taking the top. Counts one unit per decay plus the heap levels moved.
 */
export function lrbSettleTop(s: SolverState): void {
  const heap = s.heap, q = s.activity, canceled = s.lrbCanceled, now = s.totalConflicts;
  let work = 0;
  while (heap.size > 0) {
    const v = heap.heap[0];
    const age = now - canceled[v];
    if (age <= 0) break;
    q[v] *= Math.pow(LOCALITY_DECAY, age);
    canceled[v] = now;
    work += 1 + heap.update(v);
  }
  s.work += work;
}
