/**
 * A forward checker for clausal proofs of unsatisfiability (the RUP part of DRAT): every added clause must follow
 * by unit propagation from the formula and the clauses added (and not deleted) before it, and the proof must reach
 * the empty clause. It shares no code with the engines — its own clause store and two-watched-literal propagation —
 * so a bug in the solver's learning shows up here instead of as a wrong UNSAT.
 */
import { exhausted, type Budget } from "../budget";
import { PROOF_DELETE, type ProofCheck } from "./proof";
import type { Cnf } from "./types";

/**
 * Every clause of the formula and the proof in one arena of literals, indexed by an order-independent hash for
 * deletions. A typed array, key string and map entry per clause cost about 400 bytes each, 50 MB for a 16×16
 * Sudoku's 124,000 clauses; here a clause costs its literals and five ints.
 */
class ClauseStore {
  lits: Int32Array = new Int32Array(1 << 16);
  private top = 0;
  start: Int32Array = new Int32Array(1 << 12);
  length: Int32Array = new Int32Array(1 << 12);
  active: Uint8Array = new Uint8Array(1 << 12);
  private hash: Int32Array = new Int32Array(1 << 12);
  private nextSameBucket: Int32Array = new Int32Array(1 << 12);
  private buckets: Int32Array = new Int32Array(1 << 12).fill(-1);
  count = 0;
  readonly watches: number[][];
  readonly units: number[] = [];
  hasEmpty = false;
  /** mark[lit] === stamp: lit is in the clause being looked up. */
  private readonly mark: Int32Array;
  private stamp = 0;

  constructor(numVars: number) {
    this.watches = Array.from({ length: 2 * numVars }, () => []);
    this.mark = new Int32Array(2 * numVars);
  }

  /** Stores a clause, watching its first two literals, and returns its id. */
  add(lits: ArrayLike<number>): number {
    const id = this.count;
    if (id === this.start.length) this.growClauses();
    while (this.top + lits.length > this.lits.length) this.lits = grownInts(this.lits, this.lits.length * 2);
    this.start[id] = this.top;
    this.length[id] = lits.length;
    for (let i = 0; i < lits.length; i++) this.lits[this.top++] = lits[i];
    this.active[id] = 1;
    const h = hashOf(lits);
    this.hash[id] = h;
    const bucket = h & (this.buckets.length - 1);
    this.nextSameBucket[id] = this.buckets[bucket];
    this.buckets[bucket] = id;
    this.count++;
    if (lits.length === 0) this.hasEmpty = true;
    else if (lits.length === 1) this.units.push(id);
    else {
      this.watches[lits[0]].push(id);
      this.watches[lits[1]].push(id);
    }
    return id;
  }

  /** Deactivates the latest active copy of the clause and returns its id; -1 when there is none. Watches drop it lazily. */
  remove(lits: ArrayLike<number>): number {
    const h = hashOf(lits);
    const stamp = ++this.stamp;
    for (let i = 0; i < lits.length; i++) this.mark[lits[i]] = stamp;
    for (let id = this.buckets[h & (this.buckets.length - 1)]; id !== -1; id = this.nextSameBucket[id]) {
      if (this.active[id] === 0 || this.hash[id] !== h || this.length[id] !== lits.length) continue;
      let same = true;
      for (let k = this.start[id], end = k + this.length[id]; k < end && same; k++) same = this.mark[this.lits[k]] === stamp;
      if (!same) continue;
      this.active[id] = 0;
      return id;
    }
    return -1;
  }

  /** Doubles the per-clause arrays and the hash table (re-threading every chain). */
  private growClauses(): void {
    const n = this.start.length * 2;
    this.start = grownInts(this.start, n);
    this.length = grownInts(this.length, n);
    this.hash = grownInts(this.hash, n);
    this.nextSameBucket = new Int32Array(n);
    const active = new Uint8Array(n);
    active.set(this.active);
    this.active = active;
    this.buckets = new Int32Array(n).fill(-1);
    for (let id = 0; id < this.count; id++) {
      const bucket = this.hash[id] & (n - 1);
      this.nextSameBucket[id] = this.buckets[bucket];
      this.buckets[bucket] = id;
    }
  }
}

function grownInts(a: Int32Array, size: number): Int32Array {
  const b = new Int32Array(size);
  b.set(a);
  return b;
}

/** Order-independent: the same literals in any order hash alike (a sum of mixed literals). */
function hashOf(lits: ArrayLike<number>): number {
  let h = lits.length;
  for (let i = 0; i < lits.length; i++) {
    const x = Math.imul(lits[i] + 1, 0x9e3779b1);
    h = (h + (x ^ (x >>> 15))) | 0;
  }
  return h & 0x7fffffff;
}

/**
 * Unit propagation for the checks. What the active clauses imply on their own (the root: units and what they
 * force) is worked out once and kept, with the clause behind each root literal, so that checking a lemma costs only
 * what its own negation sets off; a Sudoku's givens alone force thousands of literals. Deleting a clause the root
 * rests on (a reason, or the clause of a root conflict) makes the root be worked out again from the clauses still
 * active, so a deleted clause is never used. Counts one work unit per watch visited.
 */
class Propagator {
  private readonly value: Int8Array;
  private readonly trail: Int32Array;
  /** The clause that set each variable at the root, or NONE (set by a lemma's negation, or unassigned). */
  private readonly reason: Int32Array;
  private size = 0;
  /** Root literals are trail[0, rootSize); rootValid is false until the root is worked out, and after a deletion it rested on. */
  private rootSize = 0;
  private rootValid = false;
  /** The clause found false at the root (or EMPTY for the empty clause), else NONE: then every lemma follows. */
  private rootConflict = NONE;
  work = 0;

  constructor(numVars: number, private readonly store: ClauseStore) {
    this.value = new Int8Array(2 * numVars);
    this.trail = new Int32Array(2 * numVars);
    this.reason = new Int32Array(numVars).fill(NONE);
  }

  /** False when the literal is already false (a conflict). */
  private assign(lit: number, reason: number): boolean {
    const v = this.value[lit];
    if (v === -1) return false;
    if (v === 1) return true;
    this.value[lit] = 1;
    this.value[lit ^ 1] = -1;
    this.reason[lit >> 1] = reason;
    this.trail[this.size++] = lit;
    return true;
  }

  private backtrackTo(size: number): void {
    for (let i = size; i < this.size; i++) {
      const lit = this.trail[i];
      this.value[lit] = 0;
      this.value[lit ^ 1] = 0;
      this.reason[lit >> 1] = NONE;
    }
    this.size = size;
  }

  /** Works the root out from the active clauses, if it is not known. */
  private ensureRoot(): void {
    if (this.rootValid) return;
    const { store } = this;
    this.backtrackTo(0);
    this.rootValid = true;
    this.rootConflict = store.hasEmpty ? EMPTY : NONE;
    for (const id of store.units) {
      if (this.rootConflict !== NONE) break;
      if (store.active[id] === 1 && !this.assign(store.lits[store.start[id]], id)) this.rootConflict = id;
    }
    if (this.rootConflict === NONE) this.rootConflict = this.propagate(0);
    this.rootSize = this.size;
  }

  /** True when assuming ¬lemma and propagating reaches a conflict (the lemma is RUP). */
  implies(lemma: ArrayLike<number>): boolean {
    this.ensureRoot();
    if (this.rootConflict !== NONE) return true;
    let conflict = false;
    for (let i = 0; i < lemma.length && !conflict; i++) conflict = !this.assign(lemma[i] ^ 1, NONE);
    if (!conflict) conflict = this.propagate(this.rootSize) !== NONE;
    this.backtrackTo(this.rootSize);
    return conflict;
  }

  /**
   * The lemma's literals in the order to store it: those not false at the root first, so that its two watches are
   * literals the root has not already propagated past.
   */
  ordered(lemma: Int32Array): Int32Array {
    this.ensureRoot();
    const out = lemma.slice();
    let j = 0;
    for (let i = 0; i < out.length; i++) {
      if (this.value[out[i]] !== -1) {
        const t = out[j];
        out[j++] = out[i];
        out[i] = t;
      }
    }
    return out;
  }

  /** A lemma just stored as clause `id` (ordered as above): at the root it may be false, or force its first literal. */
  added(id: number): void {
    if (!this.rootValid || this.rootConflict !== NONE) return;
    const { store } = this;
    const length = store.length[id], c = store.start[id];
    if (length === 0) {
      this.rootConflict = EMPTY;
      return;
    }
    const first = store.lits[c];
    if (this.value[first] === -1) {
      this.rootConflict = id;
      return;
    }
    if (this.value[first] === 1 || (length > 1 && this.value[store.lits[c + 1]] !== -1)) return;
    this.assign(first, id);
    this.rootConflict = this.propagate(this.rootSize);
    this.rootSize = this.size;
  }

  /** Clause `id` was deleted: if the root rested on it, the root is worked out again before the next check. */
  deleted(id: number): void {
    if (!this.rootValid) return;
    if (this.rootConflict === id) {
      this.rootValid = false;
      return;
    }
    const { store } = this;
    for (let k = store.start[id], end = k + store.length[id]; k < end; k++) {
      const v = store.lits[k] >> 1;
      if (this.reason[v] === id) {
        this.rootValid = false;
        return;
      }
    }
  }

  /** Propagates the trail from position `head`; returns the clause found false, or NONE. */
  private propagate(head: number): number {
    const { store, value } = this;
    for (; head < this.size; head++) {
      const falseLit = this.trail[head] ^ 1;
      const list = store.watches[falseLit];
      let j = 0;
      let conflict = NONE;
      for (let i = 0; i < list.length; i++) {
        const id = list[i];
        this.work++;
        if (store.active[id] === 0) continue; // deleted: drop the watch
        if (conflict !== NONE) {
          list[j++] = id;
          continue;
        }
        const lits = store.lits;
        const c = store.start[id];
        if (lits[c] === falseLit) {
          lits[c] = lits[c + 1];
          lits[c + 1] = falseLit;
        }
        if (value[lits[c]] === 1) {
          list[j++] = id;
          continue;
        }
        let moved = false;
        for (let k = c + 2, end = c + store.length[id]; k < end; k++) {
          if (value[lits[k]] !== -1) {
            lits[c + 1] = lits[k];
            lits[k] = falseLit;
            store.watches[lits[c + 1]].push(id);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        list[j++] = id;
        if (!this.assign(lits[c], id)) conflict = id;
      }
      list.length = j;
      if (conflict !== NONE) return conflict;
    }
    return NONE;
  }
}

/** Propagator markers: no clause, and the empty clause among the formula's. */
const NONE = -1;
const EMPTY = -2;

/**
 * Checks a proof trace as recorded by CdclSolver ([0 | 1 (delete), size, ...lits] per step, literals 2v+sign)
 * against `cnf`, within `budget` (work units: watch visits).
 * @example checkProof(cnf, solver.proofTrace()!).verdict // "verified"
 */
export function checkProof(cnf: Cnf, trace: Int32Array, budget: Budget = {}, progress?: { every: number; report(work: number): void }): ProofCheck {
  const store = new ClauseStore(cnf.numVars);
  for (const clause of cnf.clauses) store.add(clause);
  const propagator = new Propagator(cnf.numVars, store);
  let step = 0;
  let nextReport = progress?.every ?? Infinity;
  for (let at = 0; at < trace.length; ) {
    if (exhausted(budget, propagator.work, 0, 0)) return { verdict: "unknown", steps: step, work: propagator.work };
    if (propagator.work >= nextReport) {
      progress?.report(propagator.work);
      nextReport = propagator.work + (progress?.every ?? Infinity);
    }
    const kind = trace[at];
    const size = trace[at + 1];
    const lits = trace.subarray(at + 2, at + 2 + size);
    at += 2 + size;
    step++;
    if (kind === PROOF_DELETE) {
      const id = store.remove(lits);
      if (id === -1) return { verdict: "refuted", step, message: `step ${step} deletes a clause that is not there`, work: propagator.work };
      propagator.deleted(id);
      continue;
    }
    if (!propagator.implies(lits)) return { verdict: "refuted", step, message: `step ${step} adds a clause that does not follow by unit propagation`, work: propagator.work };
    if (size === 0) return { verdict: "verified", steps: step, work: propagator.work };
    propagator.added(store.add(propagator.ordered(lits)));
  }
  return { verdict: "refuted", step, message: "the proof never derives the empty clause", work: propagator.work };
}
