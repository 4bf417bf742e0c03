/**
 * Solving a variant puzzle with a proof of uniqueness: encode (encode.ts), add every clause to one CdclSolver,
 * solve; on SAT, check the model against the formula (the SAT core's verifyModel) and the grid against the
 * independent rules checker (check.ts), block that grid on the cell variables and solve again, up to `limit`
 * solutions. Blocking the cell variables, not all variables, matters: auxiliary variables (cage selectors,
 * partial sums) are not always fixed by the grid, and blocking them would count one grid twice.
 */
import { loadedSolver, addStats, emptyStats, mkLit, type SolveStats } from "../../sat/index";
import { remainingBudget, type Budget } from "../../budget";
import { verifyModel } from "../../sat/index";
import { isVariantSolution } from "./check";
import { decodeVariant, encodeVariant, variantCnf, type SumEncoding, type VariantEncoding } from "./encode";
import type { VariantPuzzle } from "./model";

export type VariantStatus = "unique" | "multiple" | "none" | "unknown";

export interface VariantStats extends SolveStats {
  variables: number;
  clauses: number;
  /** Literals of the encoding built for this solve (charged to `work` at buildUnitsPerLiteral each). */
  literals: number;
  satCalls: number;
}

export interface VariantSolution {
  status: VariantStatus;
  /** Grids found (N² values each), up to the limit; two different ones prove "multiple". */
  solutions: Uint8Array[];
  /** True when `solutions` is every solution. */
  complete: boolean;
  stats: VariantStats;
}

export interface VariantSolveOptions {
  budget?: Budget;
  /** Solutions to look for; at least 2 (the default), since uniqueness needs a second search. */
  limit?: number;
  sumEncoding?: SumEncoding;
  seed?: number;
  /**
   * Work units charged per literal for encoding the puzzle and loading the solver (default 1, the literal bound).
   * The API charges the measured cost, BUILD_UNITS_PER_LITERAL; generation keeps 1, the calibration its versioned
   * daily recipes were made with.
   */
  buildUnitsPerLiteral?: number;
}

/** Literal bound of an encoding, charged to the budget before the solver is built (as the classic solver does). */
export function encodingWork(enc: VariantEncoding): number {
  let total = 0;
  for (const c of enc.base) total += c.length;
  for (const g of enc.groups) for (const c of g.clauses) total += c.length;
  return total;
}

export function solveVariant(puzzle: VariantPuzzle, opts: VariantSolveOptions = {}): VariantSolution {
  const limit = Math.max(2, Math.floor(opts.limit ?? 2));
  const n = puzzle.size;
  const enc = encodeVariant(puzzle, { sumEncoding: opts.sumEncoding });
  const cnf = variantCnf(enc, n);
  const literals = encodingWork(enc);
  const stats: VariantStats = { ...emptyStats(), variables: enc.numVars, clauses: cnf.clauses.length, literals, satCalls: 0 };
  stats.work += literals * (opts.buildUnitsPerLiteral ?? 1);
  const solutions: Uint8Array[] = [];
  const finish = (status: VariantStatus, complete: boolean): VariantSolution => ({ status, solutions, complete, stats });
  if (opts.budget?.work !== undefined && stats.work >= opts.budget.work) return finish("unknown", false);
  const { solver, consistent } = loadedSolver(enc.numVars, [cnf.clauses], { seed: opts.seed ?? 0 });
  if (!consistent) return finish("none", true);
  while (solutions.length < limit) {
    const result = solver.solve({ budget: opts.budget && remainingBudget(opts.budget, stats) });
    stats.satCalls++;
    addStats(stats, result.stats);
    if (result.status === "UNKNOWN") return finish("unknown", false);
    if (result.status === "UNSAT") return finish(solutions.length === 0 ? "none" : solutions.length === 1 ? "unique" : "multiple", true);
    const check = verifyModel(cnf, result.model.slice(0, cnf.numVars));
    if (!check.ok) throw new Error(`bug: a variant model fails its own formula: ${check.message}`);
    const grid = decodeVariant(n, result.model);
    if (!isVariantSolution(puzzle, grid)) throw new Error("bug: a variant solution failed the independent rules check");
    solutions.push(grid);
    const block = Array.from(grid, (v, cell) => mkLit(cell * n + v - 1, true));
    if (!solver.addClause(block)) return finish(solutions.length === 1 ? "unique" : "multiple", true);
  }
  return finish("multiple", false);
}

export { differingCells } from "../grid";
