/**
 * Theory propagators inside CDCL (lazy clause generation, Ohrimenko, Stuckey & Codish 2009): a propagator for
 * a constraint the clauses state only weakly (such as all-different) runs at every unit-propagation fixpoint,
 * assigns the literals it can deduce, and explains each one as a clause only when conflict analysis asks for
 * it. Learning then works across the constraint's reasoning as if that clause had been in the formula.
 *
 * An implied literal's reason is stored as a negative number below NO_CLAUSE (-2 - token), so the solver's
 * arrays stay as they are; `reasonOf` turns it into a real learnt clause the first time it is read.
 */
import { NO_CLAUSE } from "./clause-db";
import { propagate } from "./propagate";
import { computeLbd } from "./reduce";
import { backtrack, enqueue } from "./trail";
import type { IntVec } from "./int-vec";
import type { SolverState } from "./state";
import { THEORY_FIXPOINT, THEORY_IMPLIED, type TheoryContext } from "./theory-types";
import type { CRef, Lit } from "./types";

export { THEORY_CONFLICT, THEORY_FIXPOINT, THEORY_IMPLIED, type TheoryContext, type TheoryPropagator } from "./theory-types";

/** Lazy reasons are stored as reason = LAZY_BASE - token (NO_CLAUSE is -1, clause references are >= 0). */
const LAZY_BASE = -2;

export const isLazyReason = (reason: number): boolean => reason <= LAZY_BASE;

/** Assigns `lit` true at the current level with a reason the theory will explain when asked (`token` ≥ 0). */
export function implyLazily(s: TheoryContext, lit: Lit, token: number): void {
  const v = lit >> 1;
  s.values[lit] = 1;
  s.values[lit ^ 1] = -1;
  s.level[v] = s.trailLim.size;
  s.reason[v] = LAZY_BASE - token;
  s.trail[s.trailSize++] = lit;
}

/**
 * The reason clause of variable `v` (or NO_CLAUSE for a decision): a lazy reason is explained by the theory
 * now, stored as a learnt clause (implied literal first, then a literal of the highest other level, so the
 * watches are valid), and remembered, so each reason is built at most once.
 */
export function reasonOf(s: SolverState, v: number): CRef {
  const r = s.reason[v];
  if (r > LAZY_BASE) return r;
  const theory = s.theory;
  if (theory === null) throw new Error("bug: a lazy reason without a theory propagator");
  const out = s.explained;
  out.clear();
  const lit = s.values[2 * v] === 1 ? 2 * v : 2 * v + 1;
  theory.explain(s, lit, LAZY_BASE - r, out);
  if (out.size < 2 || out.data[0] !== lit) throw new Error("bug: a theory explanation must start with the implied literal and name its causes");
  const c = storeClause(s, out);
  s.reason[v] = c;
  return c;
}

/**
 * Stores `lits` (at least two) as a learnt clause watched by lits[0] and the literal of the highest level among
 * the rest, which is moved to index 1. Returns its reference.
 */
export function storeClause(s: SolverState, lits: IntVec): CRef {
  const data = lits.data, level = s.level;
  let best = 1;
  for (let i = 2; i < lits.size; i++) if (level[data[i] >> 1] > level[data[best] >> 1]) best = i;
  const t = data[1];
  data[1] = data[best];
  data[best] = t;
  s.work += lits.size;
  const c = s.db.alloc(data, lits.size, true, computeLbd(s, data, lits.size));
  s.learnts.push(c);
  s.watches.attach(c, data[0], data[1], lits.size === 2);
  return c;
}

/**
 * Prepares a theory's conflict clause for analysis: moves its highest-level literal to index 0, and returns
 * that level (0 means the formula is unsatisfiable). The caller backtracks to it before analyzing, since a
 * theory may find a conflict that no longer involves the newest level.
 */
export function conflictLevel(s: SolverState, lits: IntVec): number {
  const data = lits.data, level = s.level;
  let best = 0;
  for (let i = 1; i < lits.size; i++) if (level[data[i] >> 1] > level[data[best] >> 1]) best = i;
  const t = data[0];
  data[0] = data[best];
  data[best] = t;
  return lits.size === 0 ? 0 : level[data[0] >> 1];
}


/** propagateTheory's answer when the theory's conflict holds at level 0: the formula is unsatisfiable. */
export const ROOT_CONFLICT = -3;

/**
 * Alternates the theory and unit propagation until the theory has nothing to add (called after unit propagation
 * found no conflict). Returns NO_CLAUSE, a falsified clause to analyze (the theory's own conflict is stored as a
 * learnt clause, after backtracking to its highest level), or ROOT_CONFLICT.
 */
export function propagateTheory(s: SolverState): CRef {
  const theory = s.theory!, conflict = s.theoryConflict;
  for (;;) {
    conflict.clear();
    const found = theory.propagate(s, conflict);
    if (found === THEORY_FIXPOINT) return NO_CLAUSE;
    if (found === THEORY_IMPLIED) {
      const confl = propagate(s);
      if (confl !== NO_CLAUSE) return confl;
      continue;
    }
    const level = conflictLevel(s, conflict);
    if (level === 0) return ROOT_CONFLICT;
    if (conflict.size === 1) {
      // A one-literal conflict is a fact: assert it at level 0 and go on.
      backtrack(s, 0);
      enqueue(s, conflict.data[0], NO_CLAUSE);
      const confl = propagate(s);
      if (confl !== NO_CLAUSE) return confl;
      continue;
    }
    backtrack(s, level);
    return storeClause(s, conflict);
  }
}
