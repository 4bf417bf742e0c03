/**
 * The CDCL solver's state: typed arrays sized once (and doubled when variables are added), shared by the
 * procedures in trail.ts, propagate.ts, analyze.ts, decide.ts, restart.ts and reduce.ts. Field names follow MiniSat.
 */
import { ClauseDb } from "./clause-db";
import { VarHeap } from "./heap";
import { IntVec } from "./int-vec";
import type { CdclTunables } from "./options";
import type { Rng } from "../rng";
import type { TheoryPropagator } from "./theory-types";
import { Watches } from "./watches";

/** SolverState.branching: the decision heuristic as a number, so the hot paths compare integers. */
export const BRANCH_VSIDS = 0;
export const BRANCH_CHB = 1;
export const BRANCH_VMTF = 2;
export const BRANCH_LRB = 3;
const BRANCHING_CODES: Record<CdclTunables["branching"], number> = { vsids: BRANCH_VSIDS, chb: BRANCH_CHB, vmtf: BRANCH_VMTF, lrb: BRANCH_LRB };

export class SolverState {
  numVars = 0;
  /** Allocated variable slots (numVars ≤ capacity). */
  capacity: number;

  /** Indexed by literal: 1 true, -1 false, 0 unassigned (both polarities are written on assignment). */
  values: Int8Array;
  /** Indexed by variable: decision level of the assignment. */
  level: Int32Array;
  /** Indexed by variable: CRef of the clause that implied it, or NO_CLAUSE for decisions and level-0 facts. */
  reason: Int32Array;
  /** Assigned literals in order; trailLim[d] is where decision level d+1 starts. */
  trail: Int32Array;
  trailSize = 0;
  /** Next trail position to propagate. */
  qhead = 0;
  trailLim = new IntVec(64);

  /** Saved phase per variable: 1 means the negative literal (phase saving, Pipatsrisawat & Darwiche 2007). */
  polarity: Int8Array;
  activity: Float64Array;
  varInc = 1;
  /**
   * The decision heap, keyed by `activity`: VSIDS activities, CHB scores (chb.ts) or VMTF bump stamps
   * (vmtf.ts), as `branching` says.
   */
  heap: VarHeap;
  readonly branching: number;
  /** Per variable: the conflict (totalConflicts) at which analysis last bumped it, so a reason-side bump skips it. */
  bumpedAt: Int32Array;
  /** CHB: per variable, the conflict count when conflict analysis last saw it; and the current step size. */
  chbLastConflict: Int32Array;
  chbStep: number;
  /**
   * LRB (lrb.ts), per variable: the conflict count when it was last assigned; the conflicts since then it took
   * part in, and those whose learnt clause it helped force; the conflict count when it was last unassigned.
   */
  lrbAssignedAt: Int32Array;
  lrbParticipated: Int32Array;
  lrbReasoned: Int32Array;
  lrbCanceled: Int32Array;
  /** VMTF: the last stamp handed out, and the variables conflict analysis saw, bumped once it is done. */
  vmtfStamp = 0;
  vmtfBumped = new IntVec(64);

  db = new ClauseDb(4096);
  watches: Watches;
  /** CRefs of problem clauses (long and binary) and of learnt clauses. */
  clauses = new IntVec(256);
  learnts = new IntVec(256);
  claInc = 1;

  /** Scratch buffers, named after their users. */
  seen: Uint8Array;
  learnt = new IntVec(64);
  /**
   * Clausal proof trace, when asked for (null otherwise): records [PROOF_ADD | PROOF_DELETE, size, ...lits] for
   * every learnt clause and every deleted learnt clause, and [PROOF_ADD, 0] for the final empty clause.
   */
  proof: IntVec | null = null;
  analyzeStack = new IntVec(64);
  /** A propagator run at every unit-propagation fixpoint (theory.ts), or null; and its scratch clauses. */
  theory: TheoryPropagator | null = null;
  explained = new IntVec(64);
  theoryConflict = new IntVec(64);
  analyzeToClear = new IntVec(64);
  /** Per decision level: the stamp of the last LBD computation that saw it. */
  levelStamp: Int32Array;
  stamp = 0;
  /** Per decision level: how many literals of the learnt clause being minimised sit on it (zero between uses). */
  levelCount: Int32Array;
  /** LBD of the clause analyze() just learnt. */
  learntLbd = 0;

  /** Conflicts over all solve() calls, and when the next learnt-clause reduction is due (reduce.ts). */
  totalConflicts = 0;
  nextReduce: number;
  reduceInterval: number;
  /** The learnt clauses that force the next reduction (shouldReduce), and those left by the last reduction. */
  learntCap = 0;
  learntsAfterReduce = 0;
  /** Conflicts (over all solve() calls) at which the next local-search walk is due (walk.ts); 0: never. */
  nextWalk: number;
  /** Unsatisfied clauses at the best point of the last walk (0 before the first, which is given the benefit of the doubt). */
  lastWalkUnsat = 0;
  /** `work` of the current solve() call when the last rephase ended (rephase.ts sizes the next walk from it). */
  workAtLastRephase = 0;
  /** A scheduled reduction has run since the last vivification (vivify.ts), and `work` when that one ended. */
  vivifyDue = false;
  workAtLastVivify = 0;

  /** Work counters of the current solve() call (see budget.ts). */
  work = 0;
  conflicts = 0;
  decisions = 0;
  propagations = 0;

  constructor(
    readonly tunables: CdclTunables,
    capacity: number,
    /** Drives random initial phases, initial activity tie-breaks and random decisions. */
    readonly rng: Rng,
  ) {
    this.capacity = Math.max(1, capacity);
    const n = this.capacity;
    this.values = new Int8Array(2 * n);
    this.level = new Int32Array(n);
    this.reason = new Int32Array(n).fill(-1);
    this.trail = new Int32Array(n);
    this.polarity = new Int8Array(n);
    this.activity = new Float64Array(n);
    this.heap = new VarHeap(this.activity);
    this.branching = BRANCHING_CODES[tunables.branching];
    this.chbLastConflict = new Int32Array(this.branching === BRANCH_CHB ? n : 0);
    const lrbSize = this.branching === BRANCH_LRB ? n : 0;
    this.lrbAssignedAt = new Int32Array(lrbSize);
    this.lrbParticipated = new Int32Array(lrbSize);
    this.lrbReasoned = new Int32Array(lrbSize);
    this.lrbCanceled = new Int32Array(lrbSize);
    this.chbStep = tunables.chbStep;
    this.bumpedAt = new Int32Array(n).fill(-1);
    this.watches = new Watches(2 * n);
    this.seen = new Uint8Array(n);
    this.levelStamp = new Int32Array(n + 1);
    this.levelCount = new Int32Array(n + 1);
    this.reduceInterval = tunables.reduceFirst;
    this.nextReduce = tunables.reduceFirst;
    this.nextWalk = tunables.walkFirst;
  }

  decisionLevel(): number {
    return this.trailLim.size;
  }

  /** Doubles every per-variable array until `numVars` variables fit. */
  ensureCapacity(numVars: number): void {
    if (numVars <= this.capacity) return;
    let n = this.capacity * 2;
    while (n < numVars) n *= 2;
    this.values = grownI8(this.values, 2 * n);
    this.level = grownI32(this.level, n, 0);
    this.reason = grownI32(this.reason, n, -1);
    this.trail = grownI32(this.trail, n, 0);
    this.polarity = grownI8(this.polarity, n);
    const activity = new Float64Array(n);
    activity.set(this.activity);
    this.activity = activity;
    this.heap.resize(activity);
    this.bumpedAt = grownI32(this.bumpedAt, n, -1);
    if (this.branching === BRANCH_CHB) this.chbLastConflict = grownI32(this.chbLastConflict, n, 0);
    if (this.branching === BRANCH_LRB) {
      this.lrbAssignedAt = grownI32(this.lrbAssignedAt, n, 0);
      this.lrbParticipated = grownI32(this.lrbParticipated, n, 0);
      this.lrbReasoned = grownI32(this.lrbReasoned, n, 0);
      this.lrbCanceled = grownI32(this.lrbCanceled, n, 0);
    }
    this.watches.grow(2 * n);
    const seen = new Uint8Array(n);
    seen.set(this.seen);
    this.seen = seen;
    this.levelStamp = grownI32(this.levelStamp, n + 1, 0);
    this.levelCount = grownI32(this.levelCount, n + 1, 0);
    this.capacity = n;
  }
}

function grownI8(a: Int8Array, n: number): Int8Array {
  const b = new Int8Array(n);
  b.set(a);
  return b;
}

function grownI32(a: Int32Array, n: number, fill: number): Int32Array {
  const b = new Int32Array(n);
  if (fill !== 0) b.fill(fill, a.length);
  b.set(a);
  return b;
}
