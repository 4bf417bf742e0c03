/** Test-only oracle for the CDCL tests: an independent model check (brute-force counting is in helpers.ts). */
import type { Cnf, Model } from "../../../worker/core/sat/types";

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
