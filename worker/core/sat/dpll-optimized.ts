/**
 * DPLL with two classic optimisations (storage and branching), and nothing beyond DPLL (no learning, no
 * backjumping, no restarts): the same search as the plain baseline (dpll.ts), but propagation walks occurrence
 * lists with per-clause counters of true and false literals (a clause is inspected only when it may have become
 * unit), and branching takes the variable with the best dynamic two-sided Jeroslow–Wang score over the clauses
 * still open. The bench reports its optimisation rate against the plain baseline next to the CDCL engine's.
 *
 * Work units (budget.ts): one per clause visited, in propagation and in the branching pass.
 */
import { exhausted } from "../budget";
import type { DpllOptions } from "./dpll";
import { emptyStats, type Cnf, type Progress, type SolveResult } from "./types";

/** Clause weights 2^-k for the branching score, by number of open literals k. */
const WEIGHT = Array.from({ length: 64 }, (_, k) => 2 ** -k);

/**
 * Decides `cnf` with the optimised DPLL. Complete: SAT with a total model, UNSAT, or UNKNOWN when the budget runs out.
 * @example solveDpllOptimized({ numVars: 1, clauses: [Int32Array.of(1)] }).status // "SAT"
 */
export function solveDpllOptimized(cnf: Cnf, options: DpllOptions = {}): SolveResult {
  const budget = options.budget ?? {};
  const stats = emptyStats();
  const progress = options.progress;
  let nextReport = progress?.every ?? Infinity;
  const nVars = cnf.numVars;
  const nClauses = cnf.clauses.length;

  // Flat clause storage and occurrence lists (clause ids per literal), both in typed arrays.
  const clauseStart = new Int32Array(nClauses + 1);
  for (let c = 0; c < nClauses; c++) clauseStart[c + 1] = clauseStart[c] + cnf.clauses[c].length;
  const clauseLits = new Int32Array(clauseStart[nClauses]);
  const occCount = new Int32Array(2 * nVars + 1);
  for (let c = 0; c < nClauses; c++) {
    const clause = cnf.clauses[c];
    if (clause.length === 0) return { status: "UNSAT", stats };
    clauseLits.set(clause, clauseStart[c]);
    for (let j = 0; j < clause.length; j++) occCount[clause[j] + 1]++;
  }
  const occStart = new Int32Array(2 * nVars + 1);
  for (let l = 0; l < 2 * nVars; l++) occStart[l + 1] = occStart[l] + occCount[l + 1];
  const occ = new Int32Array(occStart[2 * nVars]);
  const fill = occStart.slice(0, 2 * nVars);
  for (let c = 0; c < nClauses; c++) {
    for (let k = clauseStart[c]; k < clauseStart[c + 1]; k++) occ[fill[clauseLits[k]]++] = c;
  }

  // numTrue/numFalse count the literals of each clause made true/false by *processed* trail entries.
  const numTrue = new Int32Array(nClauses);
  const numFalse = new Int32Array(nClauses);
  const value = new Int8Array(nVars); // 1 true, -1 false, 0 unassigned
  const trail = new Int32Array(nVars);
  let trailLen = 0;
  let qhead = 0;
  // Decision levels: where each level starts on the trail, its branch literal, and whether it is the second branch.
  const levelStart = new Int32Array(nVars + 1);
  const levelLit = new Int32Array(nVars + 1);
  const levelFlipped = new Uint8Array(nVars + 1);
  let level = 0;
  const score = new Float64Array(2 * nVars);

  const litValue = (l: number): number => ((l & 1) === 1 ? -value[l >> 1] : value[l >> 1]);
  const assign = (l: number): void => {
    value[l >> 1] = (l & 1) === 1 ? -1 : 1;
    trail[trailLen++] = l;
  };

  /** Processes the queue. Returns false on a conflict; the literal being processed is always finished first. */
  const propagate = (): boolean => {
    let ok = true;
    while (qhead < trailLen && ok) {
      const l = trail[qhead++];
      stats.propagations++;
      for (let k = occStart[l], end = occStart[l + 1]; k < end; k++) numTrue[occ[k]]++;
      const f = l ^ 1;
      // Work is every counter touched and every literal read, so long clauses and frequent literals cost what they take.
      stats.work += occStart[l + 1] - occStart[l] + occStart[f + 1] - occStart[f];
      for (let k = occStart[f], end = occStart[f + 1]; k < end; k++) {
        const c = occ[k];
        const falses = ++numFalse[c];
        if (!ok || numTrue[c] > 0) continue;
        const size = clauseStart[c + 1] - clauseStart[c];
        if (falses < size - 1) continue;
        // The clause may be unit or falsified: look at the current values of its literals.
        let open = -1;
        const start = clauseStart[c];
        let j = start;
        for (const e = clauseStart[c + 1]; j < e; j++) {
          if (litValue(clauseLits[j]) !== -1) {
            open = clauseLits[j];
            break;
          }
        }
        stats.work += j - start;
        if (open < 0) ok = false;
        else if (litValue(open) === 0) assign(open);
      }
    }
    return ok;
  };

  /** Undoes the trail down to `target`, reversing the counters of processed entries. */
  const undoTo = (target: number): void => {
    for (let i = trailLen - 1; i >= target; i--) {
      const l = trail[i];
      if (i < qhead) {
        for (let k = occStart[l], end = occStart[l + 1]; k < end; k++) numTrue[occ[k]]--;
        const f = l ^ 1;
        for (let k = occStart[f], end = occStart[f + 1]; k < end; k++) numFalse[occ[k]]--;
      }
      value[l >> 1] = 0;
    }
    trailLen = target;
    if (qhead > target) qhead = target;
  };

  /** Two-sided Jeroslow–Wang over the open clauses; returns the literal to try first, or -1 if all are satisfied. */
  const pickBranch = (): number => {
    score.fill(0);
    let any = false;
    stats.work += nClauses + nVars;
    for (let c = 0; c < nClauses; c++) {
      if (numTrue[c] > 0) continue;
      any = true;
      stats.work += clauseStart[c + 1] - clauseStart[c];
      const open = clauseStart[c + 1] - clauseStart[c] - numFalse[c];
      const w = open < 64 ? WEIGHT[open] : 0;
      for (let j = clauseStart[c], e = clauseStart[c + 1]; j < e; j++) {
        const l = clauseLits[j];
        if (value[l >> 1] === 0) score[l] += w;
      }
    }
    if (!any) return -1;
    let best = -1;
    let bestScore = -1;
    for (let v = 0; v < nVars; v++) {
      if (value[v] !== 0) continue;
      const pos = score[2 * v], neg = score[2 * v + 1];
      // Favour variables strong in both polarities (both branches shrink the formula), as in POSIT's MOMS.
      const s = pos * neg * 1024 + pos + neg;
      if (s > bestScore) {
        bestScore = s;
        best = pos >= neg ? 2 * v : 2 * v + 1;
      }
    }
    return best;
  };

  const finish = (status: "UNSAT" | "UNKNOWN"): SolveResult => {
    return status === "UNSAT" ? { status, stats } : { status, reason: "budget", stats };
  };

  // Level 0: unit clauses.
  for (let c = 0; c < nClauses; c++) {
    if (clauseStart[c + 1] - clauseStart[c] !== 1) continue;
    const l = clauseLits[clauseStart[c]];
    const v = litValue(l);
    if (v === -1) return finish("UNSAT");
    if (v === 0) assign(l);
  }

  for (;;) {
    if (!propagate()) {
      stats.conflicts++;
      // Chronological backtracking: drop levels whose second branch failed too, flip the first untried one.
      for (;;) {
        if (level === 0) return finish("UNSAT");
        const flipped = levelFlipped[level] === 1;
        const lit = levelLit[level];
        undoTo(levelStart[level]);
        if (!flipped) {
          levelLit[level] = lit ^ 1;
          levelFlipped[level] = 1;
          assign(lit ^ 1);
          break;
        }
        level--;
      }
      if (exhausted(budget, stats.work, stats.conflicts, stats.decisions)) return finish("UNKNOWN");
      continue;
    }
    if (exhausted(budget, stats.work, stats.conflicts, stats.decisions)) return finish("UNKNOWN");
    if (stats.work >= nextReport) {
      progress?.report({ ...stats });
      nextReport = stats.work + (progress?.every ?? Infinity);
    }
    const lit = pickBranch();
    if (lit < 0) break;
    stats.decisions++;
    level++;
    levelStart[level] = trailLen;
    levelLit[level] = lit;
    levelFlipped[level] = 0;
    assign(lit);
  }

  const model = new Int8Array(nVars);
  for (let v = 0; v < nVars; v++) model[v] = value[v] === 0 ? -1 : value[v];
  return { status: "SAT", model, stats };
}
