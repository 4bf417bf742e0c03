/**
 * Planted random 3-SAT with a hidden solution (Barthel et al. 2002, "Hiding solutions in random satisfiability
 * problems"), the kind of formula the `fla-*` files of the hust-course benchmark set are. A candidate clause over three distinct
 * variables with random signs is kept with a probability set by how many of its literals the planted assignment
 * makes true. Plain planting (keep every clause the assignment satisfies) leaves the solution visible to local
 * search, because the clauses it satisfies lean toward it literal by literal; the keep probabilities below (those
 * the `fla-*` headers name) weaken that lean, so near the threshold the formulas are hard for local search and CDCL
 * alike (fla-350-1 there takes MiniSat about a million conflicts) while certainly satisfiable.
 */
import { createRng } from "../../../../worker/core/rng";
import { mkLit, type Cnf } from "../../../../worker/core/sat/types";

/** Keep probabilities for a clause with 1, 2 and 3 literals true under the planted assignment (fla-*'s values). */
export const QUIET_KEEP: readonly [number, number, number] = [0.414, 0.028, 0.503];

export interface PlantedCnf extends Cnf {
  /** The hidden assignment: 1 true, -1 false per variable; it satisfies every clause. */
  planted: Int8Array;
}

export function plantedThreeSat(numVars: number, ratio: number, seed: number, keep: readonly [number, number, number] = QUIET_KEEP): PlantedCnf {
  if (numVars < 3) throw new RangeError(`plantedThreeSat: numVars=${numVars} is below 3`);
  if (!keep.some((p) => p > 0)) throw new RangeError("plantedThreeSat: every keep probability is 0");
  const rng = createRng(seed);
  const planted = Int8Array.from({ length: numVars }, () => (rng.int(2) === 1 ? 1 : -1));
  const numClauses = Math.round(numVars * ratio);
  const clauses: Int32Array[] = [];
  const vars = new Int32Array(3);
  while (clauses.length < numClauses) {
    for (let i = 0; i < 3; i++) {
      let v: number;
      do v = rng.int(numVars);
      while (vars.subarray(0, i).includes(v));
      vars[i] = v;
    }
    const negated = [rng.int(2) === 1, rng.int(2) === 1, rng.int(2) === 1];
    let trueLits = 0;
    for (let i = 0; i < 3; i++) if ((planted[vars[i]] === 1) !== negated[i]) trueLits++;
    if (trueLits === 0 || rng.next() >= keep[trueLits - 1]) continue;
    clauses.push(Int32Array.from(vars, (v, i) => mkLit(v, negated[i])));
  }
  return { numVars, clauses, planted };
}
