/** Test-only helpers for the SAT tests: seeded formula generators and a brute-force oracle. */
import type { Rng } from "../../../worker/core/rng";
import { mkLit, type Cnf } from "../../../worker/core/sat/types";

/** Random CNF: m clauses of k distinct variables each (or 1..k when `mixed`), random signs. */
export function randomKCnf(rng: Rng, n: number, m: number, k: number, mixed: boolean): Cnf {
  const clauses: Int32Array[] = [];
  for (let i = 0; i < m; i++) {
    const size = Math.min(n, mixed ? 1 + rng.int(k) : k);
    const vars = new Set<number>();
    while (vars.size < size) vars.add(rng.int(n));
    clauses.push(Int32Array.from([...vars], (v) => mkLit(v, rng.int(2) === 1)));
  }
  return { numVars: n, clauses };
}

/** Pigeonhole: `pigeons` pigeons into `holes` holes, one per hole. UNSAT exactly when pigeons > holes. */
export function pigeonholeCnf(pigeons: number, holes: number): Cnf {
  const x = (p: number, h: number): number => p * holes + h;
  const clauses: Int32Array[] = [];
  for (let p = 0; p < pigeons; p++) clauses.push(Int32Array.from({ length: holes }, (_, h) => mkLit(x(p, h))));
  for (let h = 0; h < holes; h++) {
    for (let p = 0; p < pigeons; p++) {
      for (let q = p + 1; q < pigeons; q++) clauses.push(Int32Array.of(mkLit(x(p, h), true), mkLit(x(q, h), true)));
    }
  }
  return { numVars: pigeons * holes, clauses };
}

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
