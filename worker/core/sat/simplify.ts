/**
 * Preprocessing before a one-shot CDCL solve, as in SatELite (Eén & Biere 2005) and MiniSat's SimpSolver:
 * subsumption, self-subsuming resolution (strengthening) and bounded variable elimination, which replaces the
 * clauses of a variable by their resolvents when that adds no clause. Structured formulas (circuits unrolled for
 * model checking, parity chains) lose half their variables this way and the search after it needs a fraction of the
 * propagations; random formulas lose little, so the pass is bounded by a work allowance.
 *
 * Every step is a clausal proof step: a resolvent or a strengthened clause is implied by unit propagation from two
 * clauses present (RUP), and removed clauses are deletions, so a refutation of the simplified formula extends to a
 * refutation of the original one that the independent checker replays. A model of the simplified formula extends to
 * the original by `extendModel`, which gives each eliminated variable a value satisfying its removed clauses.
 */
import { FlatClauses } from "./flat-clauses";
import { IntVec } from "./int-vec";
import { OccIndex } from "./occ-index";
import { PROOF_ADD, PROOF_DELETE, recordProofStep } from "./proof";
import type { Lit, Model } from "./types";

/** A variable is eliminated only when the resolvents are at most this long (longer ones weaken propagation). */
const MAX_RESOLVENT = 20;
/** Variables occurring more often than this on both sides are left alone (their resolution would be quadratic). */
const MAX_OCCURRENCES = 16;

export interface SimplifyOptions {
  /** Work units the pass may spend (two per occurrence entry read or literal compared; see `spent`). */
  maxWork: number;
  /** Record the proof steps (`SimplifiedFormula.proof`). */
  proof: boolean;
}

export interface SimplifiedFormula {
  /** The clauses left, resolvents and strengthened clauses among them. */
  clauses: FlatClauses;
  /** True when the pass derived the empty clause. */
  unsat: boolean;
  /**
   * What `extendModel` needs: per eliminated variable, in the order of elimination, the clauses it was removed
   * with, each as [pivot literal, size, literals…], then [-1, count of those clauses].
   */
  eliminated: Int32Array;
  eliminatedVars: number;
  subsumed: number;
  strengthened: number;
  /** Proof steps (add / delete), when asked. */
  proof: Int32Array | null;
  work: number;
}

/**
 * Clauses in one arena of literals with occurrence lists; a removed clause keeps its id (marked dead) so ids stay
 * valid, and clauses are never changed in place (a strengthened clause is a new one). The arrays are IntVecs, whose
 * `data` is replaced as they grow: readers index `.data` afresh after any add.
 */
class ClauseStore {
  readonly lits = new IntVec(1 << 16);
  readonly start = new IntVec(1 << 12);
  readonly size = new IntVec(1 << 12);
  readonly signature = new IntVec(1 << 12);
  /** 1 for a removed clause. */
  readonly dead = new IntVec(1 << 12);
  readonly occ: OccIndex;
  /** Occurrence entries read, for the work count. */
  scanned = 0;

  constructor(numVars: number) {
    this.occ = new OccIndex(2 * numVars);
  }

  get count(): number {
    return this.start.size;
  }

  /** Adds the clause `from[at … at+n)` and returns its id. */
  add(from: ArrayLike<number>, at: number, n: number): number {
    const id = this.start.size;
    this.start.push(this.lits.size);
    this.size.push(n);
    this.dead.push(0);
    this.lits.reserve(this.lits.size + n);
    let sig = 0;
    for (let i = 0; i < n; i++) {
      const l = from[at + i];
      this.lits.push(l);
      sig |= 1 << ((l >> 1) & 31);
      this.occ.push(l, id);
    }
    this.signature.push(sig);
    return id;
  }

  /** The live clause ids containing `lit` (the list is compacted as it is read; see OccIndex.live). */
  live(lit: Lit): Int32Array {
    this.scanned += this.occ.count(lit);
    return this.occ.live(lit, this.dead.data);
  }
}

class Simplifier {
  readonly store: ClauseStore;
  readonly proof: IntVec | null;
  readonly eliminated = new IntVec(64);
  readonly mark: Int32Array;
  /** A resolvent or strengthened clause being built. */
  private readonly scratch = new IntVec(64);
  stamp = 0;
  work = 0;
  unsat = false;
  eliminatedVars = 0;
  subsumed = 0;
  strengthened = 0;
  /** Clauses still to be used for backward subsumption. */
  readonly queue: number[] = [];

  constructor(
    readonly numVars: number,
    readonly maxWork: number,
    proof: boolean,
  ) {
    this.store = new ClauseStore(numVars);
    this.proof = proof ? new IntVec(1024) : null;
    this.mark = new Int32Array(2 * numVars);
  }

  /**
   * Work so far in budget units: literals compared and occurrence entries read, two units each, since the pass reads
   * about 27,000 of them per CPU ms (bmc-ibm-12, bundled) where the budget converts at the CDCL's 40,000 units.
   */
  get spent(): number {
    return 2 * (this.work + this.store.scanned);
  }

  private logStep(kind: number, lits: Int32Array, from: number, n: number): void {
    if (this.proof) recordProofStep(this.proof, kind, lits, from, n);
  }

  remove(id: number): void {
    const st = this.store;
    if (st.dead.data[id] === 1) return;
    this.logStep(PROOF_DELETE, st.lits.data, st.start.data[id], st.size.data[id]);
    st.dead.data[id] = 1;
  }

  /** Adds the scratch clause, derived by unit propagation from clauses present; the empty clause ends the pass. */
  addDerived(): void {
    const n = this.scratch.size;
    this.logStep(PROOF_ADD, this.scratch.data, 0, n);
    if (n === 0) this.unsat = true;
    this.queue.push(this.store.add(this.scratch.data, 0, n));
  }

  /**
   * Backward subsumption and strengthening with clause `id`: every clause D it subsumes is removed; every D that it
   * subsumes with one literal flipped loses that literal.
   */
  backward(id: number): void {
    const st = this.store;
    if (st.dead.data[id] === 1 || st.size.data[id] === 0) return;
    const from = st.start.data[id];
    const n = st.size.data[id];
    // The clauses to test contain c's least frequent variable, in either sign.
    let best = st.lits.data[from];
    for (let i = 1; i < n; i++) {
      const l = st.lits.data[from + i];
      if (st.occ.count(l) + st.occ.count(l ^ 1) < st.occ.count(best) + st.occ.count(best ^ 1)) best = l;
    }
    const sig = st.signature.data[id];
    const stamp = ++this.stamp;
    for (let i = 0; i < n; i++) this.mark[st.lits.data[from + i]] = stamp;
    this.work += n;
    for (let side = 0; side < 2; side++) {
      // Clauses added while this loop runs (strengthened ones) are queued for their own turn, so the loop stops at
      // the list's length now.
      const ids = st.live(best ^ side);
      const count = ids.length;
      for (let i = 0; i < count && this.spent <= this.maxWork; i++) {
        const other = ids[i];
        const m = st.size.data[other];
        if (other === id || st.dead.data[other] === 1 || m < n || (sig & ~st.signature.data[other]) !== 0) continue;
        // Count c's literals in d, and the one literal of d that is c's with its sign flipped, if any.
        const at = st.start.data[other];
        // Read afresh for each clause: a strengthened clause added below may have moved the arena.
        const lits = st.lits.data;
        let found = 0;
        let flipped = -1;
        for (let k = 0; k < m; k++) {
          const l = lits[at + k];
          if (this.mark[l] === stamp) found++;
          else if (this.mark[l ^ 1] === stamp) {
            if (flipped !== -1) {
              flipped = -2;
              break;
            }
            flipped = l;
          }
        }
        this.work += m;
        if (flipped === -2) continue;
        if (found === n) {
          this.subsumed++;
          this.remove(other);
        } else if (flipped !== -1 && found === n - 1) {
          this.scratch.clear();
          for (let j = 0; j < m; j++) if (st.lits.data[at + j] !== flipped) this.scratch.push(st.lits.data[at + j]);
          this.strengthened++;
          this.addDerived();
          // The empty clause ends the proof, so nothing may follow it.
          if (this.unsat) return;
          this.remove(other);
        }
      }
    }
  }

  /** Eliminates variable v when its resolvents are no more than its clauses; true when it did. */
  eliminate(v: number): boolean {
    const st = this.store;
    const pos = st.live(2 * v);
    const neg = st.live(2 * v + 1);
    if (pos.length === 0 && neg.length === 0) return false;
    // A unit clause is a level-0 fact the solver settles at load; resolving it away would only copy that work.
    for (const id of pos) if (st.size.data[id] === 1) return false;
    for (const id of neg) if (st.size.data[id] === 1) return false;
    if (pos.length > MAX_OCCURRENCES && neg.length > MAX_OCCURRENCES) return false;
    const limit = pos.length + neg.length;
    // Count the resolvents first, building none, so that a variable kept costs no allocation; then add them.
    let count = 0;
    for (let pass = 0; pass < 2; pass++) {
      for (let a = 0; a < pos.length; a++) {
        const pFrom = st.start.data[pos[a]];
        const pSize = st.size.data[pos[a]];
        const stamp = ++this.stamp;
        for (let i = 0; i < pSize; i++) this.mark[st.lits.data[pFrom + i]] = stamp;
        for (let b = 0; b < neg.length; b++) {
          const nFrom = st.start.data[neg[b]];
          const nSize = st.size.data[neg[b]];
          this.work += pSize + nSize;
          let size = pSize - 1;
          let tautology = false;
          // Read afresh for each pair: the resolvents added in the second pass may have moved the arena.
          const lits = st.lits.data;
          for (let i = 0; i < nSize; i++) {
            const l = lits[nFrom + i];
            if (l >> 1 === v) continue;
            if (this.mark[l ^ 1] === stamp) {
              tautology = true;
              break;
            }
            if (this.mark[l] !== stamp) size++;
          }
          if (tautology) continue;
          if (pass === 0) {
            if (size > MAX_RESOLVENT || ++count > limit) return false;
            continue;
          }
          // Each resolvent is RUP from its two parents, still present (they go below).
          this.scratch.clear();
          for (let i = 0; i < pSize; i++) if (st.lits.data[pFrom + i] >> 1 !== v) this.scratch.push(st.lits.data[pFrom + i]);
          for (let i = 0; i < nSize; i++) {
            const l = st.lits.data[nFrom + i];
            if (l >> 1 !== v && this.mark[l] !== stamp) this.scratch.push(l);
          }
          this.addDerived();
          if (this.unsat) return true;
        }
      }
    }
    const e = this.eliminated;
    for (let side = 0; side < 2; side++) {
      for (const id of side === 0 ? pos : neg) {
        e.push(2 * v + side);
        e.push(st.size.data[id]);
        for (let i = 0; i < st.size.data[id]; i++) e.push(st.lits.data[st.start.data[id] + i]);
      }
    }
    e.push(-1);
    e.push(limit);
    for (const id of pos) this.remove(id);
    for (const id of neg) this.remove(id);
    this.eliminatedVars++;
    return true;
  }

  drainQueue(): void {
    while (this.queue.length > 0 && !this.unsat && this.spent <= this.maxWork) this.backward(this.queue.pop()!);
  }

  run(clauses: readonly ArrayLike<Lit>[]): void {
    const counts = new Int32Array(2 * this.numVars);
    for (const c of clauses) for (let i = 0; i < c.length; i++) counts[c[i]]++;
    this.store.occ.reserve(counts);
    for (const c of clauses) {
      if (c.length === 0) this.unsat = true;
      this.queue.push(this.store.add(c, 0, c.length));
    }
    // Shortest clauses subsume the most; the queue is popped from its end.
    const size = this.store.size.data;
    this.queue.sort((a, b) => size[b] - size[a]);
    this.drainQueue();
    const order = Array.from({ length: this.numVars }, (_, v) => v);
    const cost = order.map((v) => this.store.occ.count(2 * v) * this.store.occ.count(2 * v + 1));
    order.sort((a, b) => cost[a] - cost[b]);
    for (const v of order) {
      if (this.unsat || this.spent > this.maxWork) break;
      if (this.eliminate(v)) this.drainQueue();
    }
  }
}

/** The clauses still live, copied end to end, so the store with its dead clauses and occurrence lists can go. */
function liveClauses(store: ClauseStore): FlatClauses {
  const dead = store.dead.data, size = store.size.data, start = store.start.data, from = store.lits.data;
  let total = 0, count = 0;
  for (let id = 0; id < store.count; id++) {
    if (dead[id] !== 0) continue;
    total += size[id];
    count++;
  }
  const lits = new Int32Array(total);
  const starts = new Int32Array(count + 1);
  let at = 0, k = 0;
  for (let id = 0; id < store.count; id++) {
    if (dead[id] !== 0) continue;
    starts[k++] = at;
    lits.set(from.subarray(start[id], start[id] + size[id]), at);
    at += size[id];
  }
  starts[count] = at;
  return new FlatClauses(lits, starts);
}

/** Simplifies a formula within `options.maxWork`; stopping early at any point leaves a sound result. */
export function simplifyFormula(numVars: number, clauses: readonly ArrayLike<Lit>[], options: SimplifyOptions): SimplifiedFormula {
  const s = new Simplifier(numVars, options.maxWork, options.proof);
  s.run(clauses);
  return {
    clauses: liveClauses(s.store),
    unsat: s.unsat,
    eliminated: s.eliminated.data.slice(0, s.eliminated.size),
    eliminatedVars: s.eliminatedVars,
    subsumed: s.subsumed,
    strengthened: s.strengthened,
    proof: s.proof ? s.proof.data.slice(0, s.proof.size) : null,
    work: s.spent,
  };
}

const satisfiedBy = (model: Model, lits: Int32Array, from: number, size: number, skipVar: number): boolean => {
  for (let i = from; i < from + size; i++) {
    const l = lits[i];
    if (l >> 1 === skipVar) continue;
    if (model[l >> 1] === ((l & 1) === 1 ? -1 : 1)) return true;
  }
  return false;
};

/**
 * Gives every eliminated variable a value, latest elimination first: a variable is true when one of its positive
 * clauses is not satisfied by the other literals, false otherwise. Both cannot happen, since their resolvent (or
 * a tautology) holds. Mutates and returns `model`.
 */
export function extendModel(model: Model, eliminated: Int32Array): Model {
  // Group starts in stack order: a group is its clauses, then [-1, count].
  const starts: number[] = [];
  for (let p = 0, start = 0; p < eliminated.length; ) {
    if (eliminated[p] === -1) {
      starts.push(start);
      p += 2;
      start = p;
    } else p += 2 + eliminated[p + 1];
  }
  for (let g = starts.length - 1; g >= 0; g--) {
    const v = eliminated[starts[g]] >> 1;
    let value = -1;
    for (let p = starts[g]; eliminated[p] !== -1; p += 2 + eliminated[p + 1]) {
      const pivot = eliminated[p];
      if ((pivot & 1) === 0 && value === -1 && !satisfiedBy(model, eliminated, p + 2, eliminated[p + 1], v)) value = 1;
    }
    model[v] = value;
  }
  return model;
}
