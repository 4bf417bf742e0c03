/**
 * The plain DPLL baseline (Davis–Putnam–Logemann–Loveland, 1962), the textbook
 * unoptimised solver: unit propagation by scanning the clause list until no clause is unit, branching on the first unassigned
 * literal of the first clause not yet satisfied (the "first undeleted literal of the clause list"),
 * and chronological backtracking. No occurrence lists, no counters, no branching score: it is the `t` of the
 * optimisation rate `(t - t0) / t`, so every optimisation the other engines make is one this engine leaves out.
 * dpll-optimized.ts is the same algorithm with two classic optimisations (occurrence lists with counters,
 * Jeroslow–Wang branching); cdcl.ts is the modern engine.
 *
 * Work units (budget.ts): one per clause visited, in propagation and in the branching scan.
 */
import { exhausted, type Budget } from "../budget";
import { emptyStats, type Cnf, type Progress, type SolveResult } from "./types";

export interface DpllOptions {
  budget?: Budget;
  progress?: Progress;
}

/**
 * Decides `cnf` with the plain DPLL. Complete: SAT with a total model, UNSAT, or UNKNOWN when the budget runs out.
 * @example solveDpll({ numVars: 1, clauses: [Int32Array.of(1)] }).status // "SAT"
 */
export function solveDpll(cnf: Cnf, options: DpllOptions = {}): SolveResult {
  const budget = options.budget ?? {};
  const stats = emptyStats();
  const progress = options.progress;
  let nextReport = progress?.every ?? Infinity;
  const nVars = cnf.numVars;
  const nClauses = cnf.clauses.length;

  // The clause list, flattened: clause c is clauseLits[clauseStart[c] .. clauseStart[c + 1]).
  const clauseStart = new Int32Array(nClauses + 1);
  for (let c = 0; c < nClauses; c++) clauseStart[c + 1] = clauseStart[c] + cnf.clauses[c].length;
  const clauseLits = new Int32Array(clauseStart[nClauses]);
  for (let c = 0; c < nClauses; c++) clauseLits.set(cnf.clauses[c], clauseStart[c]);

  const value = new Int8Array(nVars); // 1 true, -1 false, 0 unassigned
  const trail = new Int32Array(nVars);
  let trailLen = 0;
  // Decision levels: where each starts on the trail, its branch literal, and whether it is the second branch.
  const levelStart = new Int32Array(nVars + 1);
  const levelLit = new Int32Array(nVars + 1);
  const levelFlipped = new Uint8Array(nVars + 1);
  let level = 0;

  const litValue = (l: number): number => ((l & 1) === 1 ? -value[l >> 1] : value[l >> 1]);
  const assign = (l: number): void => {
    value[l >> 1] = (l & 1) === 1 ? -1 : 1;
    trail[trailLen++] = l;
    stats.propagations++;
  };

  /** Scans every clause, assigning the open literal of each unit clause, until a pass finds none. False on a conflict. */
  const propagate = (): boolean => {
    for (let changed = true; changed; ) {
      changed = false;
      for (let c = 0; c < nClauses; c++) {
        let open = -1;
        let opens = 0;
        let satisfied = false;
        const start = clauseStart[c];
        let j = start;
        for (const e = clauseStart[c + 1]; j < e; j++) {
          const v = litValue(clauseLits[j]);
          if (v === 1) {
            satisfied = true;
            break;
          }
          if (v === 0) {
            opens++;
            open = clauseLits[j];
          }
        }
        // Work is the literals read (and the clause itself): a pass over long clauses costs what it reads.
        stats.work += j - start + 1;
        if (satisfied) continue;
        if (opens === 0) return false;
        if (opens === 1) {
          assign(open);
          changed = true;
        }
      }
    }
    return true;
  };

  /** The first unassigned literal of the first clause not yet satisfied; -1 when every clause is satisfied. */
  const pickBranch = (): number => {
    for (let c = 0; c < nClauses; c++) {
      let first = -1;
      let satisfied = false;
      const start = clauseStart[c];
      let j = start;
      for (const e = clauseStart[c + 1]; j < e; j++) {
        const v = litValue(clauseLits[j]);
        if (v === 1) {
          satisfied = true;
          break;
        }
        if (v === 0 && first < 0) first = clauseLits[j];
      }
      stats.work += j - start + 1;
      if (!satisfied && first >= 0) return first;
    }
    return -1;
  };

  const undoTo = (target: number): void => {
    while (trailLen > target) value[trail[--trailLen] >> 1] = 0;
  };

  for (;;) {
    if (!propagate()) {
      stats.conflicts++;
      // Chronological backtracking: drop levels whose second branch failed too, flip the first untried one.
      for (;;) {
        if (level === 0) return { status: "UNSAT", stats };
        const lit = levelLit[level];
        undoTo(levelStart[level]);
        if (levelFlipped[level] === 0) {
          levelLit[level] = lit ^ 1;
          levelFlipped[level] = 1;
          assign(lit ^ 1);
          break;
        }
        level--;
      }
      if (exhausted(budget, stats.work, stats.conflicts, stats.decisions)) return { status: "UNKNOWN", reason: "budget", stats };
      continue; // the flipped literal propagates before the next branch
    }
    if (exhausted(budget, stats.work, stats.conflicts, stats.decisions)) return { status: "UNKNOWN", reason: "budget", stats };
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
