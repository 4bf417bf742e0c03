/** Test-only helpers for the SAT tests: seeded formula generators and a brute-force oracle. */
import type { Rng } from "../../../worker/core/rng";
import type { Cnf, Lit } from "../../../worker/core/sat/types";
import { pigeonhole } from "./gen/pigeonhole";
import { randomKSat, randomMixedCnf } from "./gen/random-cnf";

/**
 * Random CNF from the shared seeded generators (gen/): m clauses of k distinct variables (uniform k-SAT), or of
 * widths 1..k when `mixed` or when k exceeds n. Each call draws a fresh seed from `rng`, so one rng gives a stream.
 */
export function randomKCnf(rng: Rng, n: number, m: number, k: number, mixed: boolean): Cnf {
  const seed = rng.fork();
  return mixed || k > n ? randomMixedCnf(n, m, k, seed) : randomKSat(n, m, k, seed);
}

/** `cnf` with a unit clause for each of `lits` conjoined. */
export function withUnits(cnf: Cnf, lits: readonly Lit[]): Cnf {
  return { numVars: cnf.numVars, clauses: [...cnf.clauses, ...lits.map((l) => Int32Array.of(l))] };
}

/** Pigeonhole: `pigeons` pigeons into `holes` holes, one per hole. UNSAT exactly when pigeons > holes. */
export const pigeonholeCnf = pigeonhole;

/** Bitmask form of each clause: bit v set in pos/neg when v occurs positively/negatively (n ≤ 30). */
function masks(cnf: Cnf): { pos: Int32Array; neg: Int32Array } {
  const pos = new Int32Array(cnf.clauses.length);
  const neg = new Int32Array(cnf.clauses.length);
  cnf.clauses.forEach((clause, i) => {
    for (const lit of clause) {
      if (lit & 1) neg[i] |= 1 << (lit >> 1);
      else pos[i] |= 1 << (lit >> 1);
    }
  });
  return { pos, neg };
}

/** Tries every assignment (n ≤ 20). */
export function bruteForceSatisfiable(cnf: Cnf): boolean {
  return bruteForceCount(cnf, 1) > 0;
}

/** Number of models, counting up to `limit` (n ≤ 20). */
export function bruteForceCount(cnf: Cnf, limit = Infinity): number {
  if (cnf.numVars > 20) throw new Error("brute force is for n ≤ 20");
  const { pos, neg } = masks(cnf);
  const all = (1 << cnf.numVars) - 1;
  let count = 0;
  for (let m = 0; m <= all; m++) {
    let ok = true;
    for (let i = 0; i < pos.length && ok; i++) ok = ((pos[i] & m) | (neg[i] & ~m & all)) !== 0;
    if (ok && ++count >= limit) return count;
  }
  return count;
}
