/**
 * Local-search rephasing: a bounded ProbSAT walk (Balint & Schöning 2012) over the problem clauses, started from
 * the saved phases, whose best assignment becomes the new saved phases — the "walk" rephasing of CaDiCaL and
 * Kissat. On satisfiable random and crafted formulas the walk often reaches a model outright; CDCL then meets it
 * decision by decision without a conflict. The search stays complete: the walk only changes phases.
 *
 * The walk runs at decision level 0 on the formula that remains there: clauses true at level 0 are skipped,
 * literals false at level 0 dropped, and variables fixed at level 0 never flip. It allocates its clause copy and
 * occurrence lists afresh on each call (walks are rare) and charges one work unit per clause counted, per literal
 * copied and per occurrence visited, so a budgeted solve stays within its budget; a walk whose cap cannot pay for
 * that set-up is skipped.
 */
import { COUNTER_STEP, counterToUnit } from "../rng";
import { HEADER } from "./clause-db";
import type { CdclTunables } from "./options";
import type { SolverState } from "./state";

/** ProbSAT's break-only scores: (EPS + break)^-CB for 3-SAT-like formulas, CB^-break for longer clauses. */
const POLY_EPS = 0.9;
const POLY_CB = 2.06;
const EXP_CB_BY_WIDTH: readonly [number, number][] = [[4.5, 3.0], [6, 3.7], [Infinity, 5.4]];
const MAX_BREAK = 64;
const SETUP_READS_PER_LITERAL = 4;

/** When a walk stops: after `share` work and `minFlips` flips both, and in any case at `cap` work or at a model. */
export interface WalkLimits {
  share: number;
  minFlips: number;
  cap: number;
}

/**
 * The limits of the next walk: a share of the search work since the last walk, never more than that search work
 * itself (nor than the budget left). While walks end within a few clauses of a model (and for the first), also a
 * least number of flips per variable: that is what finds models of random formulas, and wasted work on structured
 * ones, whose walks stall with tens or hundreds of clauses unsatisfied.
 */
export function walkLimits(tunables: CdclTunables, searched: number, budgetLeft: number, numVars: number, lastWalkUnsat: number): WalkLimits {
  const near = lastWalkUnsat <= tunables.walkNearUnsat;
  return {
    share: tunables.walkEffort * searched,
    minFlips: near ? tunables.walkMinFlips * numVars : 0,
    cap: Math.min(searched, budgetLeft),
  };
}

export interface WalkOutcome {
  /** True when the cap could not pay for setting the walk up, so nothing was walked and the phases are unchanged. */
  skipped: boolean;
  /** Unsatisfied residual clauses under the best assignment (0: the saved phases are a model; -1 when skipped). */
  bestUnsat: number;
  flips: number;
  work: number;
}

/**
 * Walks within `limits` and stores the best assignment seen in s.polarity. The flip floor exists because local
 * search needs a number of flips that grows with the variables, while a flip's cost grows with the occurrences
 * it touches: a floor in work would starve sparse formulas or overpay on dense ones.
 * Contract: decision level 0 and level-0 propagation complete (s.qhead === s.trailSize).
 */
export function walk(s: SolverState, limits: WalkLimits): WalkOutcome {
  const { share, minFlips, cap } = limits;
  const values = s.values, polarity = s.polarity, rng = s.rng;
  const mem = s.db.mem;
  const numVars = s.numVars;
  let work = 0;

  // 1. The residual clauses, flattened, and their occurrence lists.
  const problem = s.clauses;
  let totalLits = 0;
  for (let i = 0; i < problem.size; i++) totalLits += mem[problem.data[i]];
  work += problem.size;
  // Copying, indexing and scoring the clauses reads each literal about four times: skip a walk that cannot afford it.
  if (work + SETUP_READS_PER_LITERAL * totalLits > cap) return { skipped: true, bestUnsat: -1, flips: 0, work };
  const lits = new Int32Array(totalLits);
  const start = new Int32Array(problem.size + 1);
  let numClauses = 0;
  let top = 0;
  let maxWidth = 0;
  for (let i = 0; i < problem.size; i++) {
    const c = problem.data[i];
    const size = mem[c];
    work += size;
    let satisfied = false;
    const from = top;
    for (let k = 0; k < size; k++) {
      const l = mem[c + HEADER + k];
      const v = values[l];
      if (v === 1) {
        satisfied = true;
        break;
      }
      if (v === 0) lits[top++] = l;
    }
    if (satisfied || top === from) {
      top = from; // a clause false at level 0 cannot happen here (the solver would have refuted it)
      continue;
    }
    start[++numClauses] = top;
    if (top - from > maxWidth) maxWidth = top - from;
  }
  if (numClauses === 0) return { skipped: false, bestUnsat: 0, flips: 0, work };
  const numLits = 2 * numVars;
  const occCount = new Int32Array(numLits + 1);
  for (let k = 0; k < top; k++) occCount[lits[k] + 1]++;
  for (let l = 0; l < numLits; l++) occCount[l + 1] += occCount[l];
  const occStart = occCount; // occStart[l] .. occStart[l + 1] once filled
  const occ = new Int32Array(top);
  const fill = occStart.slice(0, numLits);
  for (let c = 0; c < numClauses; c++) for (let k = start[c]; k < start[c + 1]; k++) occ[fill[lits[k]]++] = c;
  work += 2 * top;

  const score = new Float64Array(MAX_BREAK + 1);
  const width = top / numClauses;
  if (width <= 3.5) for (let b = 0; b <= MAX_BREAK; b++) score[b] = (POLY_EPS + b) ** -POLY_CB;
  else {
    const cb = EXP_CB_BY_WIDTH.find(([w]) => width <= w)![1];
    for (let b = 0; b <= MAX_BREAK; b++) score[b] = cb ** -b;
  }

  // 2. The walk state: a value per literal (1 true), per clause its true count and the XOR of its true
  // literals (the critical literal when the count is 1), per variable its break count, and the unsat list.
  const truth = new Uint8Array(numLits);
  for (let v = 0; v < numVars; v++) {
    if (values[2 * v] !== 0) truth[values[2 * v] === 1 ? 2 * v : 2 * v + 1] = 1;
    else truth[2 * v + polarity[v]] = 1;
  }
  const numTrue = new Int32Array(numClauses);
  const trueXor = new Int32Array(numClauses);
  const breaks = new Int32Array(numVars);
  const unsat = new Int32Array(numClauses);
  const unsatPos = new Int32Array(numClauses);
  let numUnsat = 0;
  for (let c = 0; c < numClauses; c++) {
    let count = 0, xor = 0;
    for (let k = start[c]; k < start[c + 1]; k++) {
      if (truth[lits[k]] === 1) {
        count++;
        xor ^= lits[k];
      }
    }
    numTrue[c] = count;
    trueXor[c] = xor;
    if (count === 0) {
      unsatPos[c] = numUnsat;
      unsat[numUnsat++] = c;
    } else if (count === 1) breaks[xor >> 1]++;
  }
  work += top;

  // The best assignment is the current one with the variables flipped an odd number of times since then
  // flipped back: `odd` marks those, `touched` lists every variable flipped since the best (no O(n) copies).
  let bestUnsat = numUnsat;
  const odd = new Uint8Array(numVars);
  const touchedMark = new Uint8Array(numVars);
  const touched = new Int32Array(numVars);
  let numTouched = 0;
  let flips = 0;

  // 3. Flip until a model, or the work runs out. The flip loop draws from a local counter seeded by the solver's
  // generator: a call into the shared generator per draw was a sixth of the walk's time.
  let state = rng.fork();
  const clauseScores = new Float64Array(maxWidth);
  while (numUnsat > 0 && work < cap && (work < share || flips < minFlips)) {
    state = (state + COUNTER_STEP) | 0;
    const c = unsat[Math.floor(counterToUnit(state) * numUnsat)];
    const from = start[c], to = start[c + 1];
    let sum = 0;
    for (let k = from; k < to; k++) {
      const b = breaks[lits[k] >> 1];
      const weight = score[b < MAX_BREAK ? b : MAX_BREAK];
      clauseScores[k - from] = weight;
      sum += weight;
    }
    state = (state + COUNTER_STEP) | 0;
    let r = counterToUnit(state) * sum;
    let pick = to - 1;
    for (let k = from; k < to; k++) {
      r -= clauseScores[k - from];
      if (r <= 0) {
        pick = k;
        break;
      }
    }
    work += 2 * (to - from);
    const made = lits[pick]; // false now; becomes true
    const lost = made ^ 1;
    const v = made >> 1;
    truth[made] = 1;
    truth[lost] = 0;
    flips++;
    odd[v] ^= 1;
    if (touchedMark[v] === 0) {
      touchedMark[v] = 1;
      touched[numTouched++] = v;
    }
    for (let k = occStart[made], e = occStart[made + 1]; k < e; k++) {
      const d = occ[k];
      const count = ++numTrue[d];
      trueXor[d] ^= made;
      if (count === 1) {
        const last = unsat[--numUnsat];
        unsat[unsatPos[d]] = last;
        unsatPos[last] = unsatPos[d];
        breaks[v]++;
      } else if (count === 2) breaks[(trueXor[d] ^ made) >> 1]--;
    }
    for (let k = occStart[lost], e = occStart[lost + 1]; k < e; k++) {
      const d = occ[k];
      const count = --numTrue[d];
      trueXor[d] ^= lost;
      if (count === 0) {
        unsatPos[d] = numUnsat;
        unsat[numUnsat++] = d;
        breaks[v]--;
      } else if (count === 1) breaks[trueXor[d] >> 1]++;
    }
    work += occStart[made + 1] - occStart[made] + occStart[lost + 1] - occStart[lost];
    if (numUnsat < bestUnsat) {
      bestUnsat = numUnsat;
      for (let i = 0; i < numTouched; i++) odd[touched[i]] = touchedMark[touched[i]] = 0;
      numTouched = 0;
    }
  }
  for (let v = 0; v < numVars; v++) {
    if (values[2 * v] !== 0) continue;
    const isTrue = (truth[2 * v] === 1) !== (odd[v] === 1);
    polarity[v] = isTrue ? 0 : 1;
  }
  return { skipped: false, bestUnsat, flips, work };
}
