/**
 * A uniqueness certificate anyone can check with standard tools: the CNF of "these givens, the rules, and not this
 * solution" (the extended encoding plus one clause saying some open cell differs from the solution) and a DRAT
 * proof that it is unsatisfiable. The proof comes from the CDCL engine and is checked by the core's own RUP checker
 * before it is handed out, so `drat-trim puzzle.cnf puzzle.drat` is expected to say "s VERIFIED".
 */
import type { Budget } from "../budget";
import { err, ok, type Result } from "../result";
import { formatDimacs, formatDrat, mkLit, proofSteps, solve } from "../sat/index";
import { encodeCnf, fullVar } from "./encode";
import type { Grid } from "./grid";
import { formatGrid } from "./grid-text";

/** Largest side a certificate is made for: the 16×16 formula is already about 2 MB of DIMACS. */
export const MAX_CERTIFICATE_SIZE = 16;

export interface UniquenessCertificate {
  /** DIMACS: rules, givens as units, and the clause that excludes `solution`. */
  cnf: string;
  /** DRAT refutation of `cnf`. */
  proof: string;
  /** Proof steps; "verified" when our RUP checker accepted every one, "unknown" when its budget ran out. */
  steps: number;
  check: "verified" | "unknown";
}

export type CertificateError =
  | { kind: "too-large"; message: string }
  | { kind: "not-unique"; message: string }
  | { kind: "budget"; message: string };

export function uniquenessCertificate(puzzle: Grid, solution: Grid, budget: Budget = {}): Result<UniquenessCertificate, CertificateError> {
  const { shape } = puzzle;
  if (shape.size > MAX_CERTIFICATE_SIZE) {
    return err({ kind: "too-large", message: `Certificates are made up to ${MAX_CERTIFICATE_SIZE}×${MAX_CERTIFICATE_SIZE}; this grid is ${shape.size}×${shape.size}.` });
  }
  const cnf = encodeCnf(puzzle, "extended");
  const blocking: number[] = [];
  for (let cell = 0; cell < shape.cells; cell++) {
    if (puzzle.cells[cell] === 0) blocking.push(mkLit(fullVar(shape, cell, solution.cells[cell]), true));
  }
  cnf.clauses.push(Int32Array.from(blocking));
  cnf.comments = [
    ...(cnf.comments ?? []),
    `solution: ${formatGrid(solution, "line")}`,
    "the last clause excludes that solution: the formula is unsatisfiable exactly when the puzzle has no other",
  ];
  const result = solve(cnf, { engine: "cdcl", proof: true, budget });
  if (result.status === "SAT") return err({ kind: "not-unique", message: "The puzzle has another solution, so there is no uniqueness to certify." });
  if (result.status === "UNKNOWN" || !result.proof || !result.proofCheck) {
    return err({ kind: "budget", message: "The work budget ran out before the refutation was found; raise budget_ms." });
  }
  const check = result.proofCheck;
  return ok({
    cnf: formatDimacs(cnf, cnf.comments),
    proof: formatDrat(result.proof),
    steps: proofSteps(result.proof),
    check: check.verdict === "verified" ? "verified" : "unknown",
  });
}
