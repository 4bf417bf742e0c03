/**
 * Learnt-clause vivification (Piette, Hamadi & Saïs 2008; on learnt clauses, Luo, Li, Xiao, Manyà & Lü 2017, as in
 * CaDiCaL and Kissat). A clause l1 ∨ … ∨ lk is taken out of the watch lists and its literals are falsified one at a
 * time at new decision levels, with unit propagation after each. If a conflict comes after ¬l1 … ¬li, the clause
 * l1 ∨ … ∨ li follows by unit propagation; if some later lj turns true, l1 ∨ … ∨ li ∨ lj does; a literal already
 * false is implied false by the others and can go. Either way a shorter clause replaces the old one (a RUP step in a
 * proof, then the old clause's deletion). Shorter learnt clauses propagate sooner and make later analysis cheaper.
 *
 * Runs at a restart after a scheduled reduction, on the learnt clauses of LBD at most vivifyLbd not tried before,
 * within vivifyEffort times the search work since the last round; every watch visited counts as work.
 */
import { FLAG_VIVIFIED, HEADER, NO_CLAUSE } from "./clause-db";
import { PROOF_ADD, PROOF_DELETE, recordProofStep } from "./proof";
import { propagate } from "./propagate";
import type { SolverState } from "./state";
import { backtrack, enqueue, newDecisionLevel } from "./trail";
import type { CRef } from "./types";

/** True when a vivification round is due (after a scheduled reduction; never with a theory, whose state the trial assignments would bypass). */
export function shouldVivify(s: SolverState): boolean {
  return s.vivifyDue && s.tunables.vivifyEffort > 0 && s.theory === null;
}

/**
 * One round. Contract: decision level 0 with propagation complete. Returns false when a clause shortened to one
 * literal makes the formula unsatisfiable at level 0 (the caller then answers UNSAT), true otherwise.
 */
export function vivify(s: SolverState, workLimit: number): boolean {
  s.vivifyDue = false;
  const limit = Math.min(workLimit, s.work + s.tunables.vivifyEffort * (s.work - s.workAtLastVivify));
  const maxLbd = s.tunables.vivifyLbd;
  const learnts = s.learnts.data;
  let ok = true;
  for (let i = 0; i < s.learnts.size && s.work < limit; i++) {
    const c = learnts[i];
    const db = s.db;
    if (db.mem[c] < 3 || db.lbd(c) > maxLbd || (db.mem[c + 1] & FLAG_VIVIFIED) !== 0) continue;
    db.mem[c + 1] |= FLAG_VIVIFIED;
    const shorter = vivifyClause(s, c);
    if (shorter === NO_CLAUSE) continue;
    learnts[i] = shorter;
    if (shorter === UNIT) {
      // Already enqueued at level 0: drop the slot, and stop if the unit refutes the formula.
      learnts[i] = learnts[--s.learnts.size];
      i--;
      if (propagate(s) !== NO_CLAUSE) {
        ok = false;
        break;
      }
    }
  }
  s.workAtLastVivify = s.work;
  return ok;
}

/** vivifyClause's answer when the clause shrank to a unit (enqueued at level 0). */
const UNIT = -2;

/**
 * Tries to shorten learnt clause `c`. Returns NO_CLAUSE when it stays (watched again as before), UNIT when it shrank
 * to one literal (now true at level 0), or the CRef of the shorter clause that replaces it (watched, old one freed).
 */
function vivifyClause(s: SolverState, c: CRef): CRef {
  const db = s.db;
  const size = db.mem[c];
  const base = c + HEADER;
  const values = s.values;
  for (let k = 0; k < size; k++) if (values[db.mem[base + k]] === 1) return NO_CLAUSE; // satisfied at level 0
  s.work += s.watches.detach(db.mem[base], c) + s.watches.detach(db.mem[base + 1], c);
  const kept = s.learnt; // analyze's scratch, free between conflicts
  kept.clear();
  let shortened = false;
  for (let k = 0; k < size; k++) {
    const l = db.mem[base + k];
    const value = values[l];
    if (value === -1) {
      shortened = true; // implied false by the literals before it (or at level 0)
      continue;
    }
    kept.push(l);
    if (value === 1) {
      shortened ||= k < size - 1; // implied true by the negations of those before it
      break;
    }
    newDecisionLevel(s);
    enqueue(s, l ^ 1, NO_CLAUSE);
    if (propagate(s) !== NO_CLAUSE) {
      shortened ||= k < size - 1;
      break;
    }
  }
  backtrack(s, 0);
  if (!shortened) {
    s.watches.attach(c, db.mem[base], db.mem[base + 1], false);
    return NO_CLAUSE;
  }
  const lits = kept.data;
  const n = kept.size;
  if (s.proof !== null) {
    recordProofStep(s.proof, PROOF_ADD, lits, 0, n);
    recordProofStep(s.proof, PROOF_DELETE, db.mem, base, size);
  }
  const lbd = Math.min(db.lbd(c), n - 1);
  db.free(c);
  if (n === 1) {
    enqueue(s, lits[0], NO_CLAUSE);
    return UNIT;
  }
  const shorter = db.alloc(lits, n, true, lbd);
  db.mem[shorter + 1] |= FLAG_VIVIFIED;
  s.watches.attach(shorter, lits[0], lits[1], n === 2);
  return shorter;
}
