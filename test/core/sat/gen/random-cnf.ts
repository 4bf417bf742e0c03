/** Seeded random CNF generators for tests and benches (never Math.random: the same seed gives the same formula). */
import { createRng } from "../../../../worker/core/rng";
import { mkLit, type Cnf } from "../../../../worker/core/sat/types";

/**
 * Uniform random k-SAT: `numClauses` clauses, each over `k` distinct variables with random signs.
 * Near ratio 4.26 (numClauses / numVars) random 3-SAT is about half SAT and hardest for solvers.
 */
export function randomKSat(numVars: number, numClauses: number, k: number, seed: number): Cnf {
  if (k > numVars) throw new RangeError(`randomKSat: k=${k} exceeds numVars=${numVars}`);
  const rng = createRng(seed);
  const clauses: Int32Array[] = [];
  const picked = new Int32Array(k);
  for (let c = 0; c < numClauses; c++) {
    for (let i = 0; i < k; i++) {
      let v: number;
      do v = rng.int(numVars);
      while (picked.subarray(0, i).includes(v));
      picked[i] = v;
    }
    clauses.push(Int32Array.from(picked, (v) => mkLit(v, rng.int(2) === 1)));
  }
  return { numVars, clauses };
}

/**
 * Random CNF with mixed clause widths 1..maxWidth (distinct variables, random signs): small formulas with
 * units and binaries exercise the level-0 and binary-clause paths that uniform 3-SAT never reaches.
 */
export function randomMixedCnf(numVars: number, numClauses: number, maxWidth: number, seed: number): Cnf {
  const rng = createRng(seed);
  const clauses: Int32Array[] = [];
  for (let c = 0; c < numClauses; c++) {
    const width = 1 + rng.int(Math.min(maxWidth, numVars));
    const vars = rng.shuffle(Int32Array.from({ length: numVars }, (_, v) => v)).subarray(0, width);
    clauses.push(Int32Array.from(vars, (v) => mkLit(v, rng.int(2) === 1)));
  }
  return { numVars, clauses };
}
