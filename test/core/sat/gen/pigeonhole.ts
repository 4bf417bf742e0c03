/** The pigeonhole formulas PHP(p, h): hard for resolution, so a classic UNSAT stress test for CDCL. */
import { mkLit, type Cnf } from "../../../../worker/core/sat/types";

/**
 * `pigeons` pigeons into `holes` holes, at most one pigeon per hole. Variable p*holes + h means "pigeon p sits in
 * hole h". Satisfiable exactly when pigeons <= holes.
 */
export function pigeonhole(pigeons: number, holes: number): Cnf {
  const sits = (p: number, h: number): number => p * holes + h;
  const clauses: Int32Array[] = [];
  for (let p = 0; p < pigeons; p++) {
    const somewhere = new Int32Array(holes);
    for (let h = 0; h < holes; h++) somewhere[h] = mkLit(sits(p, h));
    clauses.push(somewhere);
  }
  for (let h = 0; h < holes; h++) {
    for (let p = 0; p < pigeons; p++) {
      for (let q = p + 1; q < pigeons; q++) clauses.push(Int32Array.of(mkLit(sits(p, h), true), mkLit(sits(q, h), true)));
    }
  }
  return { numVars: pigeons * holes, clauses };
}
