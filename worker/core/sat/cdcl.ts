/**
 * CdclSolver: conflict-driven clause learning in the MiniSat 2.2 / Glucose mould. This file owns the state and
 * runs the search loop; each procedure lives in its own file (propagate, analyze, decide, restart, reduce, rephase).
 * Incremental: clauses may be added between solve() calls, learnt clauses are kept, and assumptions are
 * decided first at levels 1..k (MiniSat), with the failed subset reported on UNSAT.
 */
import type { Budget } from "../budget";
import { createRng } from "../rng";
import { analyze, analyzeFinal } from "./analyze";
import { NO_CLAUSE } from "./clause-db";
import { afterAnalysis, afterPropagation, beforeBacktrack, decayVarActivity, pickBranchLit, reuseTrailLevel } from "./decide";
import { resolveTunables, type CdclTunables } from "./options";
import { propagate } from "./propagate";
import { decayClauseActivity, reduce, shouldReduce } from "./reduce";
import { rephase, shouldRephase } from "./rephase";
import { Restarts } from "./restart";
import { shouldVivify, vivify } from "./vivify";
import { IntVec } from "./int-vec";
import { SATISFIED, simplifyAtRoot } from "./clause-input";
import { PROOF_ADD, recordProofStep } from "./proof";
import { SolverState } from "./state";
import { backtrack, enqueue, newDecisionLevel } from "./trail";
import { propagateTheory, ROOT_CONFLICT, type TheoryPropagator } from "./theory";
import type { Lit, Progress, SolveResult, SolveStats, UnknownReason, Var } from "./types";

export type { CdclTunables, RestartPolicy } from "./options";

export interface CdclOptions extends CdclTunables {
  /** Seeds initial activity tie-breaks, random initial phases and random decisions: same seed, same run. */
  seed: number;
  /** Start each variable in a random phase instead of false (diversifies the first model found). */
  randomInitialPhase: boolean;
  /**
   * Record a clausal proof (learnt and deleted clauses, then the empty clause) for proofTrace(). Meaningful for
   * a single solve() without assumptions on clauses added before it; off by default.
   */
  proof: boolean;
  /**
   * With `proof`: the most ints the recorded proof may hold. A search whose proof outgrows it stops with UNKNOWN
   * (reason "proof-limit"), so a caller that could not hold or send a larger proof never builds one.
   */
  proofLimit: number;
  /**
   * With `proof`, what a proof past `proofLimit` does: "stop" (default) ends the search as UNKNOWN "proof-limit";
   * "drop" discards the proof and lets the search go on (`proofDropped`), for a caller that wants a proof to
   * check when one fits but an answer either way.
   */
  proofOverflow: "stop" | "drop";
}

export interface CdclSolveOptions {
  assumptions?: ArrayLike<Lit>;
  budget?: Budget;
  progress?: Progress;
}

/** Random initial activities stay below this, so they only break ties between untouched variables. */
const TIE_BREAK_SCALE = 1e-5;

export class CdclSolver {
  private readonly s: SolverState;
  private readonly restarts: Restarts;
  private readonly randomInitialPhase: boolean;
  private readonly proofLimit: number;
  private readonly proofOverflow: "stop" | "drop";
  /** True once a proof past its limit was discarded (proofOverflow "drop"). */
  proofDropped = false;
  /** False once the clauses alone are contradictory; every later solve() answers UNSAT. */
  private ok = true;
  private model: Int8Array = new Int8Array(0);
  /** Scratch for addClause. */
  private addBuffer = new Int32Array(64);

  constructor(numVars: number, options: Partial<CdclOptions> = {}) {
    if (!Number.isInteger(numVars) || numVars < 0) throw new RangeError(`CdclSolver: numVars=${numVars} is not a count`);
    const tunables = resolveTunables(options);
    this.randomInitialPhase = options.randomInitialPhase ?? false;
    this.proofLimit = options.proofLimit ?? Infinity;
    this.proofOverflow = options.proofOverflow ?? "stop";
    this.s = new SolverState(tunables, numVars, createRng((options.seed ?? 0) >>> 0));
    this.restarts = new Restarts(tunables);
    if (options.proof === true) this.s.proof = new IntVec(1024);
    for (let v = 0; v < numVars; v++) this.newVar();
  }

  get numVars(): number {
    return this.s.numVars;
  }

  /** Adds a variable (unassigned, in the decision heap) and returns it. */
  newVar(): Var {
    const s = this.s;
    const v = s.numVars;
    s.ensureCapacity(v + 1);
    s.numVars = v + 1;
    s.activity[v] = s.rng.next() * TIE_BREAK_SCALE;
    s.polarity[v] = this.randomInitialPhase ? s.rng.int(2) : 1;
    s.heap.insert(v);
    return v;
  }

  /**
   * Before the first clause: how many clauses each literal will be watched in (a WatchPlanner's counts), so the
   * watch lists are laid out once instead of moving as they grow. Saves memory on formulas with many clauses.
   */
  reserveWatches(counts: Int32Array): void {
    this.s.watches.reserve(counts);
  }

  /**
   * Adds a clause (any time; the solver first returns to level 0). Duplicates are merged, tautologies and
   * clauses already true at level 0 dropped, literals false at level 0 removed. Returns false when the formula
   * has become unsatisfiable. Throws a RangeError for a literal of an unknown variable (a caller bug).
   */
  addClause(lits: ArrayLike<Lit>): boolean {
    const s = this.s;
    if (!this.ok) return false;
    backtrack(s, 0);
    const n = lits.length;
    if (this.addBuffer.length < n) this.addBuffer = new Int32Array(Math.max(n, 2 * this.addBuffer.length));
    const buf = this.addBuffer;
    for (let i = 0; i < n; i++) {
      const l = lits[i];
      if (!Number.isInteger(l) || l < 0 || l >> 1 >= s.numVars) {
        throw new RangeError(`addClause: literal ${l} at index ${i} names no variable (numVars=${s.numVars})`);
      }
      buf[i] = l;
    }
    const j = simplifyAtRoot(buf, n, s.values);
    if (j === SATISFIED) return true;
    if (j === 0) return this.refuted();
    if (j === 1) {
      enqueue(s, buf[0], NO_CLAUSE);
      return propagate(s) === NO_CLAUSE || this.refuted();
    }
    const c = s.db.alloc(buf, j, false, 0);
    s.clauses.push(c);
    s.watches.attach(c, buf[0], buf[1], j === 2);
    return true;
  }

  /**
   * Runs `theory` at every unit-propagation fixpoint from now on (theory.ts), or no theory when null. Its
   * explanations follow from its own constraint, not from the clauses by unit propagation, so a solver that
   * records a proof cannot take one.
   */
  setTheory(theory: TheoryPropagator | null): void {
    if (theory !== null && this.s.proof !== null) throw new Error("setTheory: a theory's explanations cannot be checked in a clausal proof");
    backtrack(this.s, 0);
    this.s.theory = theory;
  }

  /**
   * The recorded proof (options.proof) as steps [kind, size, ...lits], kind 0 = add, 1 = delete; null when off.
   * Every added clause is RUP (implied by unit propagation) with respect to the clauses before it.
   */
  proofTrace(): Int32Array | null {
    const proof = this.s.proof;
    return proof === null ? null : proof.data.slice(0, proof.size);
  }

  /** Value (1 true, -1 false) of `v` in the last model; 0 if there is none or v is newer than it. */
  modelValue(v: Var): number {
    return v < this.model.length ? this.model[v] : 0;
  }

  solve(opts: CdclSolveOptions = {}): SolveResult {
    const s = this.s;
    s.work = s.conflicts = s.decisions = s.propagations = 0;
    const restartsBefore = this.restarts.count;
    let learnt = 0;
    const stats = (): SolveStats => ({
      decisions: s.decisions,
      propagations: s.propagations,
      conflicts: s.conflicts,
      learnt,
      restarts: this.restarts.count - restartsBefore,
      work: s.work,
    });
    if (!this.ok) return { status: "UNSAT", stats: stats() };
    backtrack(s, 0);
    const assumptions = opts.assumptions ?? [];
    for (let i = 0; i < assumptions.length; i++) {
      const l = assumptions[i];
      if (!Number.isInteger(l) || l < 0 || l >> 1 >= s.numVars) {
        throw new RangeError(`solve: assumption ${l} at index ${i} names no variable (numVars=${s.numVars})`);
      }
    }
    const budget = opts.budget ?? {};
    const workLimit = budget.work ?? Infinity;
    const conflictLimit = budget.conflicts ?? Infinity;
    const decisionLimit = budget.decisions ?? Infinity;
    const restarts = this.restarts;
    s.workAtLastRephase = s.workAtLastVivify = 0;
    const progress = opts.progress;
    let nextReport = progress?.every ?? Infinity;

    for (;;) {
      const roundStart = s.qhead; // the decision or asserted literal this round propagates
      let confl = propagate(s);
      if (confl === NO_CLAUSE && s.theory !== null) confl = propagateTheory(s);
      if (confl !== NO_CLAUSE) {
        s.conflicts++;
        s.totalConflicts++;
        afterPropagation(s, roundStart, true);
        if (s.trailLim.size === 0 || confl === ROOT_CONFLICT) {
          this.refuted();
          return { status: "UNSAT", stats: stats() };
        }
        const level = analyze(s, confl);
        afterAnalysis(s, roundStart);
        beforeBacktrack(s, level);
        backtrack(s, level);
        this.learn();
        learnt++;
        restarts.onConflict(s.learntLbd);
        decayVarActivity(s);
        decayClauseActivity(s);
        if (s.conflicts >= conflictLimit || s.work >= workLimit) return this.stop(stats(), "budget");
        // Checked once per conflict: a proof overshoots its limit by at most one learnt clause and one reduction.
        if (s.proof !== null && s.proof.size > this.proofLimit) {
          if (this.proofOverflow === "stop") return this.stop(stats(), "proof-limit");
          s.proof = null;
          this.proofDropped = true;
        }
        continue;
      }
      afterPropagation(s, roundStart, false);
      if (s.work >= workLimit || s.decisions >= decisionLimit) return this.stop(stats(), "budget");
      if (s.work >= nextReport) {
        progress?.report(stats());
        nextReport = s.work + (progress?.every ?? Infinity);
      }
      if (restarts.shouldRestart()) {
        // A walk needs level 0; otherwise the levels a restart would rebuild as they are may stay (reuseTrail).
        const rephaseDue = shouldRephase(s);
        const level = s.tunables.reuseTrail && !rephaseDue ? reuseTrailLevel(s, assumptions.length) : 0;
        beforeBacktrack(s, level);
        backtrack(s, level);
        restarts.restarted();
        if (rephaseDue) rephase(s, workLimit);
        if (shouldVivify(s)) {
          backtrack(s, 0);
          if (!vivify(s, workLimit)) {
            this.refuted();
            return { status: "UNSAT", stats: stats() };
          }
        }
      }
      if (shouldReduce(s)) reduce(s);

      let next = -1;
      while (s.trailLim.size < assumptions.length) {
        const p = assumptions[s.trailLim.size];
        if (s.values[p] === 1) newDecisionLevel(s); // already true: a dummy level keeps levels aligned
        else if (s.values[p] === -1) {
          const failed = analyzeFinal(s, p);
          backtrack(s, 0);
          return { status: "UNSAT", failedAssumptions: failed, stats: stats() };
        } else {
          next = p;
          break;
        }
      }
      if (next === -1) {
        next = pickBranchLit(s);
        if (next === -1) return this.satisfied(stats());
      }
      s.decisions++;
      newDecisionLevel(s);
      enqueue(s, next, NO_CLAUSE);
    }
  }

  /** The clauses are contradictory at level 0: remember it, and end the proof with the empty clause. */
  private refuted(): false {
    this.ok = false;
    if (this.s.proof !== null) recordProofStep(this.s.proof, PROOF_ADD, this.s.learnt.data, 0, 0);
    return false;
  }

  /** Stores s.learnt (just analysed, solver already at the backjump level) and asserts its first literal. */
  private learn(): void {
    const s = this.s;
    const lits = s.learnt;
    if (s.proof !== null) recordProofStep(s.proof, PROOF_ADD, lits.data, 0, lits.size);
    if (lits.size === 1) {
      enqueue(s, lits.data[0], NO_CLAUSE);
      return;
    }
    const c = s.db.alloc(lits.data, lits.size, true, s.learntLbd);
    s.learnts.push(c);
    s.watches.attach(c, lits.data[0], lits.data[1], lits.size === 2);
    enqueue(s, lits.data[0], c);
  }

  private satisfied(stats: SolveStats): SolveResult {
    const s = this.s;
    if (this.model.length !== s.numVars) this.model = new Int8Array(s.numVars);
    const model = this.model;
    for (let v = 0; v < s.numVars; v++) model[v] = s.values[v << 1];
    backtrack(s, 0);
    return { status: "SAT", model: model.slice(), stats };
  }

  private stop(stats: SolveStats, reason: UnknownReason): SolveResult {
    backtrack(this.s, 0);
    return { status: "UNKNOWN", reason, stats };
  }
}
