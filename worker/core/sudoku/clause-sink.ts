/** What the Sudoku encoders write clauses into, and the literals of the reduced encoding's variables. */
import type { Lit } from "../sat/index";

/** Anything that accepts clauses: the CDCL solver, or a collector that builds a Cnf. */
export interface ClauseSink {
  addClause(lits: ArrayLike<Lit>): boolean;
}

/**
 * In the reduced encoding, "cell holds v" is the NEGATIVE literal of its variable. The CDCL engine decides
 * variables false by default, so each of its default decisions places a value (a strong move that wipes out a
 * cell and three houses) instead of removing one candidate (a weak one); on the hardest 9x9 set this cuts the
 * conflicts several-fold.
 */
export const holds = (x: number): Lit => (x << 1) | 1;
export const holdsNot = (x: number): Lit => x << 1;
