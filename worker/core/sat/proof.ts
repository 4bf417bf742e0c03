/**
 * The clausal proof format, owned here so that the engine that writes proofs (cdcl.ts, reduce.ts), the checker
 * that reads them (check-proof.ts) and the writers that print them (output.ts) share only this file, never each
 * other's state.
 *
 * A trace is one Int32Array of steps `[kind, size, lit_1 … lit_size]`, kind PROOF_ADD for a clause the proof
 * claims follows (a learnt clause, finally the empty clause) and PROOF_DELETE for a clause it drops. Literals are
 * the engine's integer literals (types.ts); DRAT text is `formatDrat` in output.ts.
 */
import type { IntVec } from "./int-vec";

export const PROOF_ADD = 0;
export const PROOF_DELETE = 1;

/** An independent checker's verdict on a proof (check-proof.ts). */
export type ProofCheck =
  | { verdict: "verified"; steps: number; work: number }
  /** `step` is 1-based among the proof's steps. */
  | { verdict: "refuted"; step: number; message: string; work: number }
  /** The budget ran out after `steps` steps were checked. */
  | { verdict: "unknown"; steps: number; work: number };

/** Appends one step: `count` literals of `lits` starting at `from`. */
export function recordProofStep(proof: IntVec, kind: number, lits: Int32Array, from: number, count: number): void {
  proof.push(kind);
  proof.push(count);
  for (let i = 0; i < count; i++) proof.push(lits[from + i]);
}

/** Number of steps (added and deleted clauses) in a proof trace. */
export function proofSteps(trace: Int32Array): number {
  let steps = 0;
  for (let at = 0; at < trace.length; at += 2 + trace[at + 1]) steps++;
  return steps;
}
