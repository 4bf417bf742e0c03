/**
 * The contract between the CDCL solver and a theory propagator (see theory.ts), apart from the solver so that its
 * state can name a theory without importing the procedures that run one.
 */
import type { IntVec } from "./int-vec";
import type { Lit } from "./types";

/** What a theory's propagate() found. */
export const THEORY_FIXPOINT = 0;
export const THEORY_IMPLIED = 1;
export const THEORY_CONFLICT = 2;

/** The part of the solver a theory reads and writes: assignments, the trail, levels and the work counter. */
export interface TheoryContext {
  readonly values: Int8Array;
  readonly trail: Int32Array;
  /** Written only by implyLazily. */
  trailSize: number;
  readonly level: Int32Array;
  readonly reason: Int32Array;
  readonly trailLim: { readonly size: number };
  /** The theory adds the work it does (in units comparable to a watch visited). */
  work: number;
}

export interface TheoryPropagator {
  /**
   * Called when unit propagation has nothing left to do. Either assigns literals through `implyLazily` and
   * returns THEORY_IMPLIED, writes a clause falsified by the current assignment into `conflict` and returns
   * THEORY_CONFLICT, or returns THEORY_FIXPOINT when it can deduce nothing more. The solver decides only after
   * a THEORY_FIXPOINT, so a theory may rely on having reached its fixpoint at every earlier decision level.
   */
  propagate(ctx: TheoryContext, conflict: IntVec): number;
  /**
   * The trail was cut back to `trailSize` literals (backjump or restart); the undone literals are still in
   * ctx.trail beyond it, unassigned.
   */
  backtrack(ctx: TheoryContext, trailSize: number): void;
  /**
   * The clause that implies `lit`, which was assigned with `token`: `lit` first, then literals that were all
   * false before `lit` was assigned. Every such clause must follow from the theory's constraint.
   */
  explain(ctx: TheoryContext, lit: Lit, token: number, out: IntVec): void;
}

