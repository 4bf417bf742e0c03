/**
 * A forward RUP checker written for the tests (naive, shares nothing with the engines or with checkProof): every
 * added clause must lead to a conflict by unit propagation, from scratch, after assuming its negation, over the
 * original clauses and the clauses added and not yet deleted before it.
 */
import type { Cnf } from "../../../../worker/core/sat/types";

/** The first bad step of a proof trace (1-based) and why, or null once an empty clause is reached by good steps. */
export function firstBadStep(cnf: Cnf, trace: Int32Array): { step: number | undefined; message: string } | null {
  const active: number[][] = cnf.clauses.map((c) => Array.from(c));
  const key = (lits: number[]): string => [...lits].sort((a, b) => a - b).join(",");
  let step = 0;
  for (let at = 0; at < trace.length; ) {
    const kind = trace[at];
    const size = trace[at + 1];
    const lits = Array.from(trace.subarray(at + 2, at + 2 + size));
    at += 2 + size;
    step++;
    if (kind === 1) {
      const i = active.findIndex((c) => key(c) === key(lits));
      if (i < 0) return { step, message: `deleting a clause that is not there: ${lits}` };
      active.splice(i, 1);
      continue;
    }
    if (!impliedByPropagation(cnf.numVars, active, lits)) return { step, message: `clause ${lits} is not RUP` };
    if (size === 0) return null;
    active.push(lits);
  }
  return { step: undefined, message: "the proof never derives the empty clause" };
}

function impliedByPropagation(numVars: number, clauses: number[][], lits: number[]): boolean {
  const value = new Int8Array(2 * numVars); // by literal: 1 true, -1 false
  const assign = (l: number): boolean => {
    if (value[l] === -1) return false;
    value[l] = 1;
    value[l ^ 1] = -1;
    return true;
  };
  for (const l of lits) if (!assign(l ^ 1)) return true;
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of clauses) {
      let unassigned = -1;
      let free = 0;
      let satisfied = false;
      for (const l of c) {
        if (value[l] === 1) satisfied = true;
        else if (value[l] === 0) {
          free++;
          unassigned = l;
        }
      }
      if (satisfied) continue;
      if (free === 0) return true;
      if (free === 1) {
        assign(unassigned);
        changed = true;
      }
    }
  }
  return false;
}
