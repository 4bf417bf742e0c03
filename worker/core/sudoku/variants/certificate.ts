/**
 * A uniqueness certificate for a variant puzzle, as for classic ones (../certificate.ts): the CNF of "these
 * givens, these rules, and not this solution" and a DRAT refutation of it from the CDCL engine, checked by the
 * core's own RUP checker before it is handed out. `drat-trim puzzle.cnf puzzle.drat` is expected to say
 * "s VERIFIED".
 */
import { mkLit } from "../../sat/index";
import type { Budget } from "../../budget";
import { err, ok, type Result } from "../../result";
import { formatDimacs, formatDrat, proofSteps, solve } from "../../sat/index";
import type { CertificateError, UniquenessCertificate } from "../certificate";
import { encodeVariant, variantCnf, type SumEncoding } from "./encode";
import type { VariantPuzzle } from "./model";

export function variantCertificate(puzzle: VariantPuzzle, solution: ArrayLike<number>, budget: Budget = {}, sumEncoding?: SumEncoding): Result<UniquenessCertificate, CertificateError> {
  const n = puzzle.size;
  const cnf = variantCnf(encodeVariant(puzzle, { sumEncoding }), n);
  const blocking: number[] = [];
  for (let cell = 0; cell < n * n; cell++) if (puzzle.givens[cell] === 0) blocking.push(mkLit(cell * n + solution[cell] - 1, true));
  cnf.clauses.push(Int32Array.from(blocking));
  const digits = Array.from(solution, (v) => (v <= 9 ? String(v) : String.fromCharCode(55 + v))).join("");
  cnf.comments = [...(cnf.comments ?? []), `solution: ${digits}`, "the last clause excludes that solution: the formula is unsatisfiable exactly when the puzzle has no other"];
  const result = solve(cnf, { engine: "cdcl", proof: true, budget });
  if (result.status === "SAT") return err({ kind: "not-unique", message: "The puzzle has another solution, so there is no uniqueness to certify." });
  if (result.status === "UNKNOWN" || !result.proof || !result.proofCheck) {
    return err({ kind: "budget", message: "The work budget ran out before the refutation was found; raise budget_ms." });
  }
  return ok({
    cnf: formatDimacs(cnf, cnf.comments),
    proof: formatDrat(result.proof),
    steps: proofSteps(result.proof),
    check: result.proofCheck.verdict === "verified" ? "verified" : "unknown",
  });
}
