/**
 * A uniqueness certificate anyone can check with standard tools: the CNF of "these givens, the rules, and not this
 * solution" (the extended encoding plus one clause saying some open cell differs from the solution) and a DRAT
 * proof that it is unsatisfiable. The proof comes from the CDCL engine and is checked by the core's own RUP checker
 * before it is handed out, so `drat-trim puzzle.cnf puzzle.drat` is expected to say "s VERIFIED".
 */
import type { Budget } from "../budget";
import { err, ok, type Result } from "../result";
import { formatDimacs, formatDrat, mkLit, proofSteps, solve, type CdclTunables, type Cnf, type Progress, type SolveResult } from "../sat/index";
import { SUDOKU_TUNABLES, TUNABLES_BY_BOX } from "./solve-settings";
import { encodeCnf, fullVar } from "./encode";
import type { Grid } from "./grid";
import { formatGrid } from "./grid-text";

/**
 * Largest side a certificate is made for by default (the API, the browser): the 16×16 formula is already about 2 MB
 * of DIMACS. The command line goes to 25×25 (`maxSize`), where the formula is about 15 MB and a minimal puzzle's
 * refutation and its check take seconds to minutes (test/bench/RESULTS.md).
 */
export const MAX_CERTIFICATE_SIZE = 16;

export interface CertificateOptions {
  /** Largest side to certify (default MAX_CERTIFICATE_SIZE). */
  maxSize?: number;
  /** Reports of the refutation and of its check, as solve() gives them. */
  progress?: Progress;
  /** Adds the work the certificate spent (whether or not one was made), for a caller that reports its total. */
  spent?: { work: number };
  /**
   * Work units charged per literal for encoding and loading the formula, before the refutation gets what is left
   * (the API's measured BUILD_UNITS_PER_LITERAL; 0, the default, leaves building uncounted).
   */
  buildUnitsPerLiteral?: number;
}

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

/**
 * `proofLimit` bounds the proof trace (ints) the refutation may record: a caller that must hold the proof in a small
 * memory (the API) stops the search there instead of building a proof it could not send.
 */
export function uniquenessCertificate(
  puzzle: Grid,
  solution: Grid,
  budget: Budget = {},
  proofLimit = Infinity,
  options: CertificateOptions = {},
): Result<UniquenessCertificate, CertificateError> {
  const { shape } = puzzle;
  const maxSize = options.maxSize ?? MAX_CERTIFICATE_SIZE;
  if (shape.size > maxSize) {
    const larger = maxSize < 25 ? " The command line makes them up to 25×25: npm run sudoku -- solve PUZZLE --certificate PREFIX" : "";
    return err({ kind: "too-large", message: `Certificates are made up to ${maxSize}×${maxSize} here; this grid is ${shape.size}×${shape.size}.${larger}` });
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
  // The search settings the solver uses for this size (CHB on 25x25 halves the refutation's work there).
  const tunables = { ...SUDOKU_TUNABLES, ...TUNABLES_BY_BOX[shape.box] };
  return certificateOf(cnf, budget, proofLimit, { ...options, tunables });
}

/**
 * The certificate of a formula "rules, givens, not this solution" (shared with variant certificates): its build is
 * paid first, at `buildUnitsPerLiteral`, then the CDCL engine refutes it with a proof on what is left, and the proof,
 * checked, is written out. `spent` gets both added, whether or not a certificate comes of them.
 */
export function certificateOf(
  cnf: Cnf,
  budget: Budget,
  proofLimit: number,
  options: Pick<CertificateOptions, "progress" | "spent" | "buildUnitsPerLiteral"> & { tunables?: Partial<CdclTunables> },
): Result<UniquenessCertificate, CertificateError> {
  let literals = 0;
  for (const clause of cnf.clauses) literals += clause.length;
  const build = literals * (options.buildUnitsPerLiteral ?? 0);
  if (options.spent) options.spent.work += build;
  if (budget.work !== undefined && build >= budget.work) return err(BUDGET_SPENT);
  const left: Budget = budget.work === undefined ? budget : { ...budget, work: budget.work - build };
  const result = solve(cnf, { engine: "cdcl", proof: true, proofLimit, budget: left, tunables: options.tunables, progress: options.progress });
  if (options.spent) options.spent.work += result.stats.work;
  const failed = certificateFailure(result, proofLimit);
  if (failed) return err(failed);
  if (result.status !== "UNSAT" || !result.proof || !result.proofCheck) throw new Error("bug: certificateFailure let a non-refutation through");
  return ok({
    cnf: formatDimacs(cnf, cnf.comments),
    proof: formatDrat(result.proof),
    steps: proofSteps(result.proof),
    check: result.proofCheck.verdict === "verified" ? "verified" : "unknown",
  });
}

/** A certificate whose budget ran out, before or during its refutation. */
const BUDGET_SPENT: CertificateError = { kind: "budget", message: "The work budget ran out before the refutation was found; raise budget_ms." };

/** Why a refutation search gave no certificate, or undefined when it gave one. */
function certificateFailure(result: SolveResult, proofLimit: number): CertificateError | undefined {
  if (result.status === "SAT") return { kind: "not-unique", message: "The puzzle has another solution, so there is no uniqueness to certify." };
  if (result.status === "UNKNOWN" && result.reason === "proof-limit") {
    return { kind: "too-large", message: `The refutation grew past ${proofLimit} proof literals, the most that is sent here; make the certificate locally: npm run sudoku -- solve PUZZLE --certificate PREFIX` };
  }
  if (result.status === "UNKNOWN" || !result.proof || !result.proofCheck) {
    return BUDGET_SPENT;
  }
  return undefined;
}
