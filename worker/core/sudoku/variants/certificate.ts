/**
 * A uniqueness certificate for a variant puzzle, as for classic ones (../certificate.ts): the CNF of "these
 * givens, these rules, and not this solution" and a DRAT refutation of it from the CDCL engine, checked by the
 * core's own RUP checker before it is handed out. `drat-trim puzzle.cnf puzzle.drat` is expected to say
 * "s VERIFIED".
 */
import { mkLit } from "../../sat/index";
import type { Budget } from "../../budget";
import type { Result } from "../../result";
import { certificateOf, type CertificateError, type UniquenessCertificate } from "../certificate";
import { encodeVariant, variantCnf, type SumEncoding } from "./encode";
import type { VariantPuzzle } from "./model";

/**
 * `proofLimit`: as for classic certificates, the most proof ints the refutation may record. `spent`, when given, gets
 * the work the certificate spent added to it (its build at `buildUnitsPerLiteral`, and the refutation).
 */
export function variantCertificate(
  puzzle: VariantPuzzle,
  solution: ArrayLike<number>,
  budget: Budget = {},
  options: { sumEncoding?: SumEncoding; proofLimit?: number; buildUnitsPerLiteral?: number; spent?: { work: number } } = {},
): Result<UniquenessCertificate, CertificateError> {
  const { sumEncoding, proofLimit = Infinity, buildUnitsPerLiteral = 0 } = options;
  const n = puzzle.size;
  const cnf = variantCnf(encodeVariant(puzzle, { sumEncoding }), n);
  const blocking: number[] = [];
  for (let cell = 0; cell < n * n; cell++) if (puzzle.givens[cell] === 0) blocking.push(mkLit(cell * n + solution[cell] - 1, true));
  cnf.clauses.push(Int32Array.from(blocking));
  const digits = Array.from(solution, (v) => (v <= 9 ? String(v) : String.fromCharCode(55 + v))).join("");
  cnf.comments = [...(cnf.comments ?? []), `solution: ${digits}`, "the last clause excludes that solution: the formula is unsatisfiable exactly when the puzzle has no other"];
  // Encoding, loading and writing the certificate out are paid before the refutation gets what is left.
  return certificateOf(cnf, budget, proofLimit, { buildUnitsPerLiteral, spent: options.spent });
}
