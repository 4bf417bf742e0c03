/**
 * Is every given of a unique puzzle needed? A given is redundant when the puzzle stays unique without it. One CDCL
 * solver holds the rules (the extended encoding of an empty grid) and one clause excluding the solution; each given
 * in turn is left out of the assumptions, the others kept: UNSAT means no other solution appears without it
 * (redundant), SAT shows one that does (needed). Learnt clauses carry over from one question to the next, and an
 * UNSAT answer's failed assumptions settle more than its own given: any given outside them could go as well, since
 * the givens that remain without it still include that failed set.
 *
 * Each redundant given could go alone; two of them together may not (the puzzle can need one of the pair).
 */
import type { Budget } from "../budget";
import { err, ok, type Result } from "../result";
import { CdclSolver, mkLit, type Lit } from "../sat/index";
import { encodeCnf, fullVar } from "./encode";
import type { Grid } from "./grid";
import { cellName } from "./shape";
import { SUDOKU_TUNABLES, TUNABLES_BY_BOX } from "./solve-settings";

/** Largest side checked by default: the rules alone of a 25×25 are 750,000 clauses, and each question there a refutation. */
export const MAX_MINIMALITY_SIZE = 16;

export interface Minimality {
  /** True: every given is needed. False: `redundant` names at least one that is not. Null: the budget ran out first. */
  minimal: boolean | null;
  /** Givens (cell names, row-major) each of which could be left out alone, the puzzle staying unique. */
  redundant: string[];
  /** Givens settled, needed or not: all of them unless the budget ran out. */
  checked: number;
  givens: number;
}

export interface MinimalityOptions {
  maxSize?: number;
  /** Adds the work spent, build included, for a caller that reports its total. */
  spent?: { work: number };
  /** Work units charged per literal loaded into the solver (the API's BUILD_UNITS_PER_LITERAL; default 0). */
  buildUnitsPerLiteral?: number;
  /** Told after each question how many givens are settled: a minimal 25×25 asks hundreds, each a search. */
  onSettled?: (settled: number, givens: number) => void;
}

/** The one input refused: a grid past the size limit. */
export interface MinimalityError {
  kind: "too-large";
  message: string;
}

/** Which givens of `puzzle` (unique, with `solution`) could each go alone, within the budget's work. */
export function givensNeeded(puzzle: Grid, solution: Grid, budget: Budget = {}, options: MinimalityOptions = {}): Result<Minimality, MinimalityError> {
  const { shape } = puzzle;
  const maxSize = options.maxSize ?? MAX_MINIMALITY_SIZE;
  if (shape.size > maxSize) return err({ kind: "too-large", message: `Minimality is checked up to ${maxSize}×${maxSize} here; this grid is ${shape.size}×${shape.size}.` });
  const givenCells: number[] = [];
  for (let cell = 0; cell < shape.cells; cell++) if (puzzle.cells[cell] !== 0) givenCells.push(cell);
  const result: Minimality = { minimal: null, redundant: [], checked: 0, givens: givenCells.length };

  // The puzzle's own shape: its houses are the rules, rectangular boxes (a 6×6's 2×3) as much as square ones.
  const rules = encodeCnf({ shape, cells: new Uint8Array(shape.cells) }, "extended");
  const excluded = Int32Array.from({ length: shape.cells }, (_, cell) => mkLit(fullVar(shape, cell, solution.cells[cell]), true));
  let literals = excluded.length;
  for (const clause of rules.clauses) literals += clause.length;
  let spent = literals * (options.buildUnitsPerLiteral ?? 0);
  const report = () => {
    if (options.spent) options.spent.work += spent;
  };
  const left = (): Budget => (budget.work === undefined ? budget : { ...budget, work: Math.max(0, budget.work - spent) });
  if (budget.work !== undefined && spent >= budget.work) {
    report();
    return ok(result);
  }
  const solver = new CdclSolver(rules.numVars, { ...SUDOKU_TUNABLES, ...(TUNABLES_BY_BOX[shape.box] ?? {}) });
  for (const clause of rules.clauses) solver.addClause(clause);
  solver.addClause(excluded);

  const lits: Lit[] = givenCells.map((cell) => mkLit(fullVar(shape, cell, puzzle.cells[cell])));
  // Per given (in givenCells' order): 0 unsettled, 1 needed, 2 redundant.
  const verdict = new Uint8Array(givenCells.length);
  const settle = (i: number, v: 1 | 2) => {
    verdict[i] = v;
    result.checked++;
  };
  for (let i = 0; i < givenCells.length; i++) {
    if (verdict[i] !== 0) continue;
    const assumptions = lits.filter((_, j) => j !== i);
    const answer = solver.solve({ assumptions, budget: left() });
    spent += answer.stats.work;
    if (answer.status === "UNKNOWN") break;
    if (answer.status === "SAT") settle(i, 1);
    else {
      const failed = new Set(answer.failedAssumptions ?? assumptions);
      for (let j = 0; j < givenCells.length; j++) if (verdict[j] === 0 && (j === i || !failed.has(lits[j]))) settle(j, 2);
    }
    options.onSettled?.(result.checked, givenCells.length);
  }
  report();
  givenCells.forEach((cell, i) => {
    if (verdict[i] === 2) result.redundant.push(cellName(shape, cell));
  });
  result.minimal = result.redundant.length > 0 ? false : result.checked === result.givens ? true : null;
  return ok(result);
}
