/**
 * How `npm run sat` checks an UNSAT answer: the cdcl engine records its proof on every run and the independent
 * RUP checker replays it before the answer is printed, as the HTTP API does. A proof kept only for that check has
 * a size limit, past which it is dropped and the search goes on (the answer then says it was not checked);
 * `--proof FILE` keeps the whole proof, however large.
 */
import type { UncheckedReason } from "../core/api";
import { describeProofCheck, proofSteps, type Engine, type SolveOptions, type SolveResult } from "../core/sat/index";

/** Proof ints (4 bytes each) kept for the check alone: 128 MiB. Past it the proof is dropped and the answer says so. */
export const CHECK_PROOF_INTS = 32 * 1024 * 1024;

/** The proof options of a run: every cdcl solve records one, unless --compare times the engines bare. */
export function proofOptions(engine: Engine, compare: boolean, keepProof: boolean): Pick<SolveOptions, "proof" | "proofLimit" | "proofOverflow"> {
  if (engine !== "cdcl" || compare) return {};
  if (keepProof) return { proof: true };
  return { proof: true, proofLimit: CHECK_PROOF_INTS, proofOverflow: "drop" };
}

export interface UnsatCheck {
  verified: boolean;
  /** When not verified: why, as a code shared with the API, and in words. */
  reason?: UncheckedReason | "compare";
  message: string;
}

/** What the checker said of an UNSAT answer, or undefined for SAT and UNKNOWN. */
export function describeUnsatCheck(result: SolveResult, engine: Engine, compare: boolean): UnsatCheck | undefined {
  if (result.status !== "UNSAT") return undefined;
  if (result.proofCheck?.verdict === "verified") {
    const steps = result.proof ? proofSteps(result.proof) : 0;
    return { verified: true, message: `refutation: ${steps} DRAT steps, ${describeProofCheck("verified")}` };
  }
  if (compare) return { verified: false, reason: "compare", message: "UNSAT not checked: --compare times the engines without proofs; run without it to check" };
  if (engine !== "cdcl") {
    return { verified: false, reason: "engine", message: `UNSAT not checked: the ${engine} engine records no proof; --engine cdcl checks its UNSAT answers` };
  }
  if (result.proofDropped) {
    return {
      verified: false,
      reason: "proof-too-large",
      message: `UNSAT not checked: the refutation outgrew the ${CHECK_PROOF_INTS / (1024 * 1024) * 4} MiB kept for the check; --proof FILE keeps all of it and checks it`,
    };
  }
  const checked = result.proofCheck?.verdict === "unknown" ? result.proofCheck.steps : 0;
  const steps = result.proof ? proofSteps(result.proof) : 0;
  return { verified: false, reason: "budget", message: `UNSAT not fully checked: the checker ran out of the budget after ${checked} of ${steps} steps; raise --budget-ms` };
}
