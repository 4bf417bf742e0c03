/** Test-only oracles for the CDCL tests: brute-force model counting and an independent model check. */
import type { Cnf, Model } from "../../../worker/core/sat/types";

/** Number of models of `cnf` by enumerating all 2^n assignments (n ≤ 16); bit v of an assignment is variable v. */
export function bruteForceCount(cnf: Cnf): number {
  const n = cnf.numVars;
  if (n > 16) throw new RangeError(`bruteForceCount: ${n} variables is too many`);
  const pos = cnf.clauses.map((c) => c.reduce((m, l) => ((l & 1) === 0 ? m | (1 << (l >> 1)) : m), 0));
  const neg = cnf.clauses.map((c) => c.reduce((m, l) => ((l & 1) === 1 ? m | (1 << (l >> 1)) : m), 0));
  let count = 0;
  for (let a = 0; a < 1 << n; a++) {
    let all = true;
    for (let i = 0; i < pos.length; i++) {
      if ((a & pos[i]) === 0 && (~a & neg[i]) === 0) {
        all = false;
        break;
      }
    }
    if (all) count++;
  }
  return count;
}

/** True when every clause has a literal that `model` (1 true, -1 false per variable) makes true. */
export function satisfies(cnf: Cnf, model: Model): boolean {
  if (model.length < cnf.numVars) return false;
  for (const clause of cnf.clauses) {
    let sat = false;
    for (const l of clause) {
      const value = model[l >> 1];
      if (value !== 1 && value !== -1) return false;
      if ((value === 1) === ((l & 1) === 0)) {
        sat = true;
        break;
      }
    }
    if (!sat) return false;
  }
  return true;
}
