/**
 * VSIDS (Chaff, as in MiniSat): bump the activity of variables seen in conflict analysis, decay all of them
 * geometrically by growing the increment, and branch on the most active unassigned variable in its saved phase.
 * The other decision heuristics (tunable `branching`) share the heap and the decision; what conflict analysis
 * does with the variables it sees is dispatched here (CHB in chb.ts, VMTF in vmtf.ts).
 */
import { chbReward } from "./chb";
import { HEADER } from "./clause-db";
import { lrbAssigned, lrbConflict, lrbSettleTop, lrbUnassigning } from "./lrb";
import { BRANCH_CHB, BRANCH_LRB, BRANCH_VMTF, BRANCH_VSIDS, type SolverState } from "./state";
import type { Lit, Var } from "./types";
import { vmtfBumpAnalyzed } from "./vmtf";

/** Above this activity every activity is scaled down (keeps Float64 far from overflow). */
const RESCALE_LIMIT = 1e100;

/** Conflict analysis saw `v`. */
export function bumpVar(s: SolverState, v: Var): void {
  s.bumpedAt[v] = s.totalConflicts;
  if (s.branching === BRANCH_CHB) {
    s.chbLastConflict[v] = s.totalConflicts;
    return;
  }
  if (s.branching === BRANCH_VMTF) {
    s.vmtfBumped.push(v);
    return;
  }
  if (s.branching === BRANCH_LRB) {
    s.lrbParticipated[v]++;
    return;
  }
  const act = s.activity;
  if ((act[v] += s.varInc) > RESCALE_LIMIT) {
    for (let i = 0; i < s.numVars; i++) act[i] *= 1 / RESCALE_LIMIT;
    s.varInc *= 1 / RESCALE_LIMIT;
  }
  s.heap.increased(v);
}

/**
 * Reason-side bumping (tunable bumpReasons, and always under LRB, whose reason-side rate it counts): after
 * analysis, with s.learnt final, bumps the variables of each learnt literal's reason clause that analysis did not
 * bump already. A literal whose reason a theory has not explained yet (a negative reason below NO_CLAUSE) is
 * skipped rather than explained here. Counts the literals read.
 */
export function bumpReasonSide(s: SolverState): void {
  const lits = s.learnt.data, n = s.learnt.size;
  const reason = s.reason, level = s.level, bumpedAt = s.bumpedAt, now = s.totalConflicts;
  const mem = s.db.mem, lrb = s.branching === BRANCH_LRB;
  let work = 0;
  for (let i = 0; i < n; i++) {
    const v = lits[i] >> 1;
    const c = reason[v];
    if (c < 0) continue;
    const size = mem[c];
    work += size;
    for (let k = 0; k < size; k++) {
      const u = mem[c + HEADER + k] >> 1;
      if (u === v || level[u] === 0 || bumpedAt[u] === now) continue;
      if (lrb) {
        bumpedAt[u] = now;
        s.lrbReasoned[u]++;
      } else bumpVar(s, u);
    }
  }
  s.work += work;
}

/**
 * After conflict analysis, before backtracking: CHB pays the round that began at trail position `roundStart` its
 * rewards, VMTF moves the analysed variables to the front.
 */
export function afterAnalysis(s: SolverState, roundStart: number): void {
  if (s.branching === BRANCH_CHB) chbReward(s, roundStart, true);
  else if (s.branching === BRANCH_VMTF) vmtfBumpAnalyzed(s);
  else if (s.branching === BRANCH_LRB) lrbConflict(s);
}

/**
 * After each propagation round, which began at trail position `roundStart`, before conflict analysis: CHB's
 * rewards for a round without conflict (a conflict's wait for afterAnalysis), LRB's assignment stamps.
 */
export function afterPropagation(s: SolverState, roundStart: number, conflict: boolean): void {
  if (s.branching === BRANCH_CHB) {
    if (!conflict) chbReward(s, roundStart, false);
  } else if (s.branching === BRANCH_LRB) lrbAssigned(s, roundStart, conflict);
}

/** Just before a backtrack to `level` in the search: LRB averages the learning rates of the variables it undoes. */
export function beforeBacktrack(s: SolverState, level: number): void {
  if (s.branching === BRANCH_LRB) lrbUnassigning(s, level);
}

/** Called once per conflict: later bumps weigh more, which decays the earlier ones. */
export function decayVarActivity(s: SolverState): void {
  if (s.branching === BRANCH_VSIDS) s.varInc *= 1 / s.tunables.varDecay;
}

/**
 * The next decision literal, or -1 when every variable is assigned (the trail is a model).
 * Contract: pops assigned variables off the heap; backtrack() puts them back.
 */
export function pickBranchLit(s: SolverState): Lit {
  // Every variable assigned: the trail is a model. Checked first, so the assigned variables left in the heap are not
  // popped one by one (a million of them after a formula that propagates to the end cost half a second).
  if (s.trailSize === s.numVars) return -1;
  const values = s.values, heap = s.heap;
  const freq = s.tunables.randomVarFreq;
  if (freq > 0 && heap.size > 0 && s.rng.next() < freq) {
    const v = heap.heap[s.rng.int(heap.size)];
    if (values[v << 1] === 0) return (v << 1) | s.polarity[v];
  }
  const lrb = s.branching === BRANCH_LRB;
  while (heap.size > 0) {
    if (lrb) lrbSettleTop(s);
    // A removal sifts down about log2(size) levels; counting them keeps a formula of many free variables (each a
    // decision with nothing to propagate) inside its work budget, where a per-watch count alone would see no work.
    s.work += 32 - Math.clz32(heap.size);
    const v = heap.removeMax();
    if (values[v << 1] === 0) return (v << 1) | s.polarity[v];
  }
  return -1;
}

/**
 * Trail reuse at a restart (van der Tak, Ramos & Heule 2011): the decision level to restart to. A restart from
 * level 0 would decide again, in order, every decision variable more active than the best unassigned one, and
 * propagate them again to the same assignments; keeping those levels skips that repeated work. The first `keep`
 * levels (assumptions) always stay. Pops assigned variables off the heap top, as pickBranchLit would.
 */
export function reuseTrailLevel(s: SolverState, keep: number): number {
  const values = s.values, heap = s.heap, activity = s.activity;
  const levels = s.trailLim.size;
  while (heap.size > 0 && values[heap.heap[0] << 1] !== 0) {
    s.work += 32 - Math.clz32(heap.size);
    heap.removeMax();
  }
  if (heap.size === 0) return levels;
  const next = activity[heap.heap[0]];
  const lim = s.trailLim.data, trail = s.trail;
  let level = Math.min(keep, levels);
  while (level < levels && activity[trail[lim[level]] >> 1] > next) level++;
  return level;
}
