/**
 * The proof side of POST /api/sat: when a proof is recorded, how large it may grow, how an UNSAT answer's proof
 * is summarised and written out, and why an UNSAT went unchecked. The size limit is given to the engine before the
 * search, so a proof the API could not hold is never built (its trace and checker would not fit in an isolate's
 * memory): an asked-for proof stops the search there, one recorded only for the check is dropped.
 */
import type { SatResponse, UncheckedReason } from "../core/api";
import { formatDrat, proofSteps, type SolveResult } from "../core/sat/index";
import type { ErrorValue } from "../http/problem";
import { MAX_PROOF_BYTES } from "../http/limits";

export const wantsProof = (query: { proof?: boolean; format?: string }): boolean => query.proof === true || query.format === "drat";

/**
 * Whether the solve records a proof: when one is asked for, and on every plain CDCL solve, so that an UNSAT answer
 * is checked by the independent RUP checker before it is returned whether or not the proof is sent.
 */
export const recordsProof = (query: { proof?: boolean; format?: string; engine: string }): boolean => wantsProof(query) || query.engine === "cdcl";

const MIB = 1024 * 1024;

/** The local run of a plain solve, which the messages below extend with --proof. */
const LOCAL_COMMAND = "npm run sat -- FILE.cnf";

/** DRAT text spends at most a sign, the digits of the largest variable and a space per literal (and "d ", "0\n"). */
const bytesPerProofInt = (numVars: number): number => String(numVars).length + 3;

/** The most proof ints (the engine's trace) whose DRAT text fits in MAX_PROOF_BYTES. */
export const proofIntLimit = (numVars: number): number => Math.floor(MAX_PROOF_BYTES / bytesPerProofInt(numVars));

/** The query parameter that asked for the proof, for a problem to name: proof=true, or else format=drat. */
export type ProofAsker = "query.proof" | "query.format";
export const proofAsker = (query: { proof?: boolean }): ProofAsker => (query.proof ? "query.proof" : "query.format");

/**
 * The 422 for a proof over MAX_PROOF_BYTES, estimated from its ints. A search stopped at the limit stopped because
 * its next step would pass it, so what it had reached is within the limit and is said so.
 */
export function proofTooLarge(ints: number, numVars: number, stopped: boolean, field: ProofAsker, command = LOCAL_COMMAND): ErrorValue {
  const estimate = ints * bytesPerProofInt(numVars);
  const what = stopped
    ? `The search stopped when its proof would pass the limit of ${MAX_PROOF_BYTES} bytes of DRAT (it had reached about ${estimate})`
    : `The proof would be about ${estimate} bytes of DRAT, over the limit of ${MAX_PROOF_BYTES}`;
  return {
    kind: "response-too-large",
    message: `${what}; run it locally: ${command} --proof FILE.drat`,
    limit: MAX_PROOF_BYTES,
    unit: "bytes",
    field,
  };
}

/**
 * A 4xx for a proof over the limit: the search stopped at it, or the finished proof overshot it; else undefined.
 * `field` names the parameter that asked for the proof; `command` is the local run of the same search.
 */
export function proofLimitProblem(result: SolveResult, numVars: number, field: ProofAsker, command = LOCAL_COMMAND): ErrorValue | undefined {
  if (result.status === "UNKNOWN" && result.reason === "proof-limit") return proofTooLarge(proofIntLimit(numVars), numVars, true, field, command);
  if (result.status === "UNSAT" && result.proof && result.proof.length > proofIntLimit(numVars)) return proofTooLarge(result.proof.length, numVars, false, field, command);
  return undefined;
}

/** Steps and checker verdict of an UNSAT answer's proof, or undefined. */
export function proofSummary(result: SolveResult): { trace: Int32Array; steps: number; check: "verified" | "unknown" } | undefined {
  if (result.status !== "UNSAT" || !result.proof || !result.proofCheck) return undefined;
  return { trace: result.proof, steps: proofSteps(result.proof), check: result.proofCheck.verdict === "verified" ? "verified" : "unknown" };
}

/**
 * Why an UNSAT answer was not checked, as a code and in words for an API client, or undefined when its proof was
 * verified (or the answer is not UNSAT).
 */
export function uncheckedReason(result: SolveResult, engine: string, counted: boolean): { reason: UncheckedReason; message: string } | undefined {
  if (result.status !== "UNSAT" || result.proofCheck?.verdict === "verified") return undefined;
  if (engine !== "cdcl") {
    return { reason: "engine", message: `The ${engine} engine records no proof, so this UNSAT is not checked; engine=cdcl checks its UNSAT answers.` };
  }
  if (counted) return { reason: "count", message: "A model count records no proof, so this UNSAT is not checked; ask without count for a checked answer." };
  if (result.proofDropped) {
    return {
      reason: "proof-too-large",
      message: `The refutation outgrew the ${MAX_PROOF_BYTES / MIB} MiB of DRAT a request may hold, so it was not checked; run it locally: ${LOCAL_COMMAND} --proof FILE.drat`,
    };
  }
  const checked = result.proofCheck?.verdict === "unknown" ? result.proofCheck.steps : 0;
  const steps = result.proof ? proofSteps(result.proof) : 0;
  return { reason: "budget", message: `The checker ran out of this request's budget after ${checked} of the refutation's ${steps} steps; raise budget_ms to check all of it.` };
}

/** The proof of an UNSAT answer in the API's shape, DRAT text included, or undefined. */
export function proofOf(result: SolveResult): SatResponse["proof"] {
  const summary = proofSummary(result);
  return summary && { format: "drat", steps: summary.steps, check: summary.check, text: formatDrat(summary.trace) };
}
