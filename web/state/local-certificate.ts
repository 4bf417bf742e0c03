/**
 * A uniqueness certificate made in this browser, for a puzzle whose verdict came from this browser (so the server's
 * budget would likely run out on it again): the core's uniquenessCertificate, given the solution the browser found,
 * refutes "the givens, the rules and not this solution" with the CDCL engine and checks the proof with the RUP
 * checker before handing out both files. They come back as Blobs, so the page only links to them.
 */
import type { Progress } from "../../worker/core/sat/index";
import { MAX_CERTIFICATE_SIZE, uniquenessCertificate } from "../../worker/core/sudoku/certificate";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import { variantCertificate } from "../../worker/core/sudoku/variants/certificate";
import { LOCAL_PROOF_LIMIT, type LocalSolveReply, type LocalSolveRequest } from "./local-budget";

export interface BrowserCertificate {
  /** DIMACS: the rules, the givens and the clause that excludes the solution. */
  cnf: Blob;
  /** The DRAT refutation of `cnf`. */
  drat: Blob;
  steps: number;
  /** "verified" by the RUP checker, or "unknown" when the budget ran out before it finished. */
  check: "verified" | "unknown";
}

const grouped = (n: number) => n.toLocaleString("en-US");
const COMMAND = "npm run sudoku -- solve PUZZLE --certificate PREFIX";

/**
 * Proves that `solution` is the only solution of the puzzle `input`, within `work` units; `clock` times it and
 * `progress` hears from the refutation and then from the proof's check.
 */
export function certifyLocally(request: LocalSolveRequest, clock: () => number, progress?: Progress): LocalSolveReply<BrowserCertificate> {
  const { input, solution = "", work, proofLimit = LOCAL_PROOF_LIMIT } = request;
  const puzzle = parseGrid(input, { boxed: true });
  if (!puzzle.ok) return { ok: false, message: `Could not read the puzzle: ${puzzle.error.message}` };
  const size = puzzle.value.shape.size;
  if (size > MAX_CERTIFICATE_SIZE) {
    return { ok: false, message: `Uniqueness certificates are made here up to ${MAX_CERTIFICATE_SIZE}×${MAX_CERTIFICATE_SIZE}; this puzzle is ${size}×${size}. The command line makes one: ${COMMAND}` };
  }
  const solved = parseGrid(solution, { shape: puzzle.value.shape });
  if (!solved.ok || solved.value.shape.size !== size || puzzle.value.cells.some((v, cell) => v !== 0 && v !== solved.value.cells[cell])) {
    return { ok: false, message: "The solution to certify does not fit this puzzle's givens, so no certificate was made." };
  }
  const started = clock();
  const { shape } = puzzle.value;
  // Rectangular boxes (a 6×6) are certified as the API certifies them: as a variant puzzle with no rules.
  const made =
    shape.box === 0
      ? variantCertificate({ size, givens: puzzle.value.cells, rules: [] }, solved.value.cells, { work }, { proofLimit })
      : uniquenessCertificate(puzzle.value, solved.value, { work }, proofLimit, { progress });
  const ms = clock() - started;
  if (made.ok) {
    const { cnf, proof, steps, check } = made.value;
    const text = (body: string) => new Blob([body], { type: "text/plain" });
    return { ok: true, answer: { cnf: text(cnf), drat: text(proof), steps, check }, ms };
  }
  switch (made.error.kind) {
    case "too-large":
      return { ok: false, message: `The proof grew past ${grouped(proofLimit)} numbers, the most this browser holds for it, so no certificate was made. The command line has no such limit: ${COMMAND}` };
    case "budget":
      return { ok: false, message: `This browser's budget of ${grouped(work)} work units ran out before the proof was found. The command line has no limit: ${COMMAND}` };
    default:
      return { ok: false, message: made.error.message };
  }
}
