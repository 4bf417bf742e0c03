/**
 * Tunables of the CDCL engine: one table, each with its default and allowed range. Defaults were chosen by
 * measuring SATLIB uf200/uf250/flat200 and Sudoku encodings (see worker/core/sat/README.md; figures in test/bench/RESULTS.md).
 */

export type RestartPolicy = "luby" | "glucose" | "alternating";

/** Decision heuristics: which unassigned variable is decided next (decide.ts, chb.ts, vmtf.ts). */
export type Branching = "vsids" | "chb" | "lrb" | "vmtf";

export interface CdclTunables {
  /** VSIDS: activities are divided by this after every conflict (MiniSat var_decay). */
  varDecay: number;
  /** Learnt-clause activity decay (MiniSat clause_decay). */
  clauseDecay: number;
  /**
   * "luby": restart after unit × luby(i) conflicts; "glucose": when recent LBDs exceed the long-run average;
   * "alternating": Luby (stable) and glucose (focused) phases in turn, starting stable (restart.ts).
   */
  restartPolicy: RestartPolicy;
  /** "alternating": conflicts of the first phase (stable). Below this a run restarts exactly as with "luby". */
  modeFirst: number;
  /** "alternating": each phase lasts this many times the conflicts of the one before. */
  modeGrowth: number;
  /** Conflicts per Luby unit. */
  lubyUnit: number;
  /** Glucose restarts: restart when fastLbdAverage > glucoseMargin × slowLbdAverage. */
  glucoseMargin: number;
  /** Glucose restarts: at least this many conflicts between two restarts. */
  glucoseMinConflicts: number;
  /** First learnt-clause reduction after this many conflicts. */
  reduceFirst: number;
  /** Each reduction interval is this much longer than the previous one. */
  reduceIncrement: number;
  /** Fraction of the deletable learnt clauses removed by each reduction. */
  reduceFraction: number;
  /**
   * Reduce also whenever the learnt clauses outnumber this many times the problem clauses, a limit that grows
   * with the square root of the conflicts (reduce.ts, learntCap); 0: only on the conflict schedule.
   */
  learntCapRatio: number;
  /** Learnt clauses with LBD at most this ("glue" clauses) are never deleted. */
  keepLbd: number;
  /**
   * Middle tier of the learnt clauses (as in CaDiCaL and Kissat): a clause with keepLbd < LBD ≤ tier2Lbd survives
   * every reduction it was used in conflict analysis since the previous one, whatever its activity; unused, it is
   * ranked with the rest. 0: no middle tier.
   */
  tier2Lbd: number;
  /**
   * Learnt-clause vivification (vivify.ts): at the first restart after each scheduled reduction, try to shorten
   * learnt clauses of LBD ≤ vivifyLbd, spending at most this fraction of the search work since the last round.
   * 0: off.
   */
  vivifyEffort: number;
  vivifyLbd: number;
  /** Compact the arena when this fraction of it is deleted clauses. */
  garbageFraction: number;
  /**
   * Local-search rephasing (walk.ts): at a restart once this many conflicts have passed (0: never), and then
   * each time the conflict count has doubled, run a ProbSAT walk and take its best assignment as the phases.
   */
  walkFirst: number;
  /**
   * Work a walk may spend, as a fraction of the search work since the previous walk (it also makes at least
   * walkMinFlips flips per variable while walks get near a model).
   */
  walkEffort: number;
  /**
   * The least flips a walk makes, per variable of the formula, while walks get near a model (walkNearUnsat); a
   * walk never spends more work than the search since the last walk.
   */
  walkMinFlips: number;
  /** A walk whose best assignment leaves at most this many clauses unsatisfied keeps the flip floor for the next. */
  walkNearUnsat: number;
  /** Probability of a random decision instead of the most active variable. */
  randomVarFreq: number;
  /** Remove redundant literals from learnt clauses (recursive minimisation). */
  minimize: boolean;
  /**
   * Binary-clause minimisation (Glucose's binResMinimize): a learnt clause of LBD at most this loses every literal
   * l for which a binary clause (asserting literal ∨ ¬l) exists, by self-subsuming resolution with it. It reads the
   * asserting literal's watch list once. 0: off.
   */
  binaryMinimizeLbd: number;
  /**
   * Trail reuse (decide.ts, reuseTrailLevel): a restart keeps the decision levels whose decisions are more active
   * than the best unassigned variable, since a restart from level 0 would rebuild them unchanged.
   */
  reuseTrail: boolean;
  /**
   * Phase saving (Pipatsrisawat & Darwiche 2007): a decision takes the value its variable last had. Off, every
   * decision takes the initial phase (or the last walk's), which on a Sudoku CNF places a value in a cell.
   */
  phaseSaving: boolean;
  /**
   * Which unassigned variable a decision takes (its polarity is chosen as before). "vsids": the most active
   * variable, activities bumped in conflict analysis and decayed by varDecay. "chb" (chb.ts; Liang et al. 2016):
   * the highest conflict-history score, a recency-weighted average of a reward paid to every variable a
   * propagation round assigned. "lrb" (lrb.ts; Liang et al., SAT 2016): the highest average learning rate, the
   * share of the conflicts while a variable was assigned that it took part in or helped force. "vmtf" (vmtf.ts; Ryan 2004, Biere & Fröhlich 2015): the variable most recently
   * moved to the front by conflict analysis.
   */
  branching: Branching;
  /**
   * Reason-side bumping (as in CaDiCaL and Kissat; the reason-side rate of Liang et al. 2016): after conflict
   * analysis the heuristic also bumps, once each, the variables of the reasons of the learnt clause's literals,
   * which forced those literals false without appearing in the clause.
   */
  bumpReasons: boolean;
  /**
   * "chb" and "lrb": the first step size α of their score averages (Q ← (1 − α)·Q + α·reward). It falls by 10⁻⁶
   * per conflict to 0.06 (Liang et al.'s schedule from 0.4); a value at or below 0.06 stays. A smaller step
   * remembers more conflicts.
   */
  chbStep: number;
}

interface NumberRange {
  min: number;
  max: number;
}

export const DEFAULT_TUNABLES: Readonly<CdclTunables> = {
  varDecay: 0.95,
  clauseDecay: 0.999,
  restartPolicy: "alternating",
  modeFirst: 4000,
  modeGrowth: 2,
  lubyUnit: 100,
  glucoseMargin: 1.25,
  glucoseMinConflicts: 50,
  reduceFirst: 2000,
  reduceIncrement: 300,
  reduceFraction: 0.75,
  learntCapRatio: 0.5,
  keepLbd: 2,
  tier2Lbd: 0,
  vivifyEffort: 0,
  vivifyLbd: 6,
  garbageFraction: 0.2,
  walkFirst: 500,
  walkEffort: 0.05,
  walkMinFlips: 40,
  walkNearUnsat: 8,
  randomVarFreq: 0,
  minimize: true,
  binaryMinimizeLbd: 0,
  reuseTrail: false,
  phaseSaving: true,
  branching: "vsids",
  bumpReasons: false,
  chbStep: 0.4,
};

/** Allowed ranges of the numeric tunables. */
export const TUNABLE_RANGES: Readonly<Record<Exclude<keyof CdclTunables, "restartPolicy" | "minimize" | "reuseTrail" | "phaseSaving" | "branching" | "bumpReasons">, NumberRange>> = {
  varDecay: { min: 0.5, max: 0.9999 },
  clauseDecay: { min: 0.5, max: 0.99999 },
  lubyUnit: { min: 1, max: 1_000_000 },
  modeFirst: { min: 1, max: 1e12 },
  modeGrowth: { min: 1, max: 100 },
  glucoseMargin: { min: 1, max: 4 },
  glucoseMinConflicts: { min: 1, max: 1_000_000 },
  reduceFirst: { min: 1, max: 1e9 },
  reduceIncrement: { min: 0, max: 1e9 },
  reduceFraction: { min: 0, max: 1 },
  learntCapRatio: { min: 0, max: 1e6 },
  keepLbd: { min: 0, max: 1000 },
  tier2Lbd: { min: 0, max: 1000 },
  vivifyEffort: { min: 0, max: 10 },
  vivifyLbd: { min: 0, max: 1000 },
  garbageFraction: { min: 0.01, max: 0.99 },
  randomVarFreq: { min: 0, max: 1 },
  walkFirst: { min: 0, max: 1e12 },
  walkEffort: { min: 0, max: 100 },
  walkMinFlips: { min: 0, max: 1e6 },
  walkNearUnsat: { min: 0, max: 1e9 },
  binaryMinimizeLbd: { min: 0, max: 1000 },
  chbStep: { min: 0.001, max: 1 },
};

/**
 * Fills in defaults. A value outside its range is a programming error (tunables are never user input), so it
 * throws a RangeError that names the option.
 */
export function resolveTunables(given: Partial<CdclTunables>): CdclTunables {
  const out: CdclTunables = { ...DEFAULT_TUNABLES };
  for (const key of Object.keys(TUNABLE_RANGES) as (keyof typeof TUNABLE_RANGES)[]) {
    const value = given[key];
    if (value === undefined) continue;
    const range = TUNABLE_RANGES[key];
    if (!(value >= range.min && value <= range.max)) {
      throw new RangeError(`CDCL option ${key}=${value} is outside [${range.min}, ${range.max}]`);
    }
    out[key] = value;
  }
  if (given.restartPolicy !== undefined) {
    if (given.restartPolicy !== "luby" && given.restartPolicy !== "glucose" && given.restartPolicy !== "alternating") {
      throw new RangeError(`CDCL option restartPolicy=${String(given.restartPolicy)} is not "luby", "glucose" or "alternating"`);
    }
    out.restartPolicy = given.restartPolicy;
  }
  if (given.branching !== undefined) {
    if (given.branching !== "vsids" && given.branching !== "chb" && given.branching !== "lrb" && given.branching !== "vmtf") {
      throw new RangeError(`CDCL option branching=${String(given.branching)} is not "vsids", "chb", "lrb" or "vmtf"`);
    }
    out.branching = given.branching;
  }
  if (given.bumpReasons !== undefined) out.bumpReasons = given.bumpReasons;
  if (given.minimize !== undefined) out.minimize = given.minimize;
  if (given.reuseTrail !== undefined) out.reuseTrail = given.reuseTrail;
  if (given.phaseSaving !== undefined) out.phaseSaving = given.phaseSaving;
  return out;
}
