/**
 * A forward checker for clausal proofs of unsatisfiability (the RUP part of DRAT): every added clause must follow
 * by unit propagation from the formula and the clauses added (and not deleted) before it, and the proof must reach
 * the empty clause. It shares no code with the engines — its own clause store and two-watched-literal propagation —
 * so a bug in the solver's learning shows up here instead of as a wrong UNSAT.
 */
import { exhausted, type Budget } from "../budget";
import { PROOF_DELETE, type ProofCheck } from "./proof";
import type { Cnf } from "./types";

const keyOf = (lits: ArrayLike<number>): string => Array.from(lits).sort((a, b) => a - b).join(" ");

class ClauseStore {
  readonly clauses: Int32Array[] = [];
  readonly active: boolean[] = [];
  readonly watches: number[][];
  readonly units: number[] = [];
  private readonly byKey = new Map<string, number[]>();
  hasEmpty = false;

  constructor(numVars: number) {
    this.watches = Array.from({ length: 2 * numVars }, () => []);
  }

  add(lits: ArrayLike<number>): void {
    const id = this.clauses.length;
    const clause = Int32Array.from(lits);
    this.clauses.push(clause);
    this.active.push(true);
    const key = keyOf(clause);
    const same = this.byKey.get(key);
    if (same) same.push(id);
    else this.byKey.set(key, [id]);
    if (clause.length === 0) this.hasEmpty = true;
    else if (clause.length === 1) this.units.push(id);
    else {
      this.watches[clause[0]].push(id);
      this.watches[clause[1]].push(id);
    }
  }

  /** Deactivates one copy of the clause; false when no active copy exists. Watches drop it lazily. */
  remove(lits: ArrayLike<number>): boolean {
    const ids = this.byKey.get(keyOf(lits));
    const id = ids?.pop();
    if (id === undefined) return false;
    this.active[id] = false;
    return true;
  }
}

/** Unit propagation from scratch for one check; counts one work unit per watch visited. */
class Propagator {
  private readonly value: Int8Array;
  private readonly trail: Int32Array;
  private size = 0;
  work = 0;

  constructor(numVars: number, private readonly store: ClauseStore) {
    this.value = new Int8Array(2 * numVars);
    this.trail = new Int32Array(2 * numVars);
  }

  /** False when the literal is already false (a conflict). */
  private assign(lit: number): boolean {
    const v = this.value[lit];
    if (v === -1) return false;
    if (v === 1) return true;
    this.value[lit] = 1;
    this.value[lit ^ 1] = -1;
    this.trail[this.size++] = lit;
    return true;
  }

  private reset(): void {
    for (let i = 0; i < this.size; i++) {
      const lit = this.trail[i];
      this.value[lit] = 0;
      this.value[lit ^ 1] = 0;
    }
    this.size = 0;
  }

  /** True when assuming ¬lemma and propagating reaches a conflict (the lemma is RUP). */
  implies(lemma: ArrayLike<number>): boolean {
    const conflict = this.conflictUnder(lemma);
    this.reset();
    return conflict;
  }

  private conflictUnder(lemma: ArrayLike<number>): boolean {
    const { store, value } = this;
    if (store.hasEmpty) return true;
    for (let i = 0; i < lemma.length; i++) if (!this.assign(lemma[i] ^ 1)) return true;
    for (const id of store.units) if (store.active[id] && !this.assign(store.clauses[id][0])) return true;
    for (let head = 0; head < this.size; head++) {
      const falseLit = this.trail[head] ^ 1;
      const list = store.watches[falseLit];
      let j = 0;
      let conflict = false;
      for (let i = 0; i < list.length; i++) {
        const id = list[i];
        this.work++;
        if (!store.active[id]) continue; // deleted: drop the watch
        if (conflict) {
          list[j++] = id;
          continue;
        }
        const c = store.clauses[id];
        if (c[0] === falseLit) {
          c[0] = c[1];
          c[1] = falseLit;
        }
        if (value[c[0]] === 1) {
          list[j++] = id;
          continue;
        }
        let moved = false;
        for (let k = 2; k < c.length; k++) {
          if (value[c[k]] !== -1) {
            c[1] = c[k];
            c[k] = falseLit;
            store.watches[c[1]].push(id);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        list[j++] = id;
        if (!this.assign(c[0])) conflict = true;
      }
      list.length = j;
      if (conflict) return true;
    }
    return false;
  }
}

/**
 * Checks a proof trace as recorded by CdclSolver ([0 | 1 (delete), size, ...lits] per step, literals 2v+sign)
 * against `cnf`, within `budget` (work units: watch visits).
 * @example checkProof(cnf, solver.proofTrace()!).verdict // "verified"
 */
export function checkProof(cnf: Cnf, trace: Int32Array, budget: Budget = {}): ProofCheck {
  const store = new ClauseStore(cnf.numVars);
  for (const clause of cnf.clauses) store.add(clause);
  const propagator = new Propagator(cnf.numVars, store);
  let step = 0;
  for (let at = 0; at < trace.length; ) {
    if (exhausted(budget, propagator.work, 0, 0)) return { verdict: "unknown", steps: step, work: propagator.work };
    const kind = trace[at];
    const size = trace[at + 1];
    const lits = trace.subarray(at + 2, at + 2 + size);
    at += 2 + size;
    step++;
    if (kind === PROOF_DELETE) {
      if (!store.remove(lits)) return { verdict: "refuted", step, message: `step ${step} deletes a clause that is not there`, work: propagator.work };
      continue;
    }
    if (!propagator.implies(lits)) return { verdict: "refuted", step, message: `step ${step} adds a clause that does not follow by unit propagation`, work: propagator.work };
    if (size === 0) return { verdict: "verified", steps: step, work: propagator.work };
    store.add(lits);
  }
  return { verdict: "refuted", step, message: "the proof never derives the empty clause", work: propagator.work };
}
