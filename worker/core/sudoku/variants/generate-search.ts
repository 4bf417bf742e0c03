/**
 * The searches variant generation pays for, and the ledger it pays them from: a random grid of the rules, and the
 * dig, which removes givens while an incremental uniqueness oracle proves "no other solution" — one solver holds
 * the rules and the clause "some cell differs from the solution", and each test assumes the remaining givens, so
 * what it learns carries over from test to test.
 */
import { loadedSolver, type CdclSolver, addStats, emptyStats, mkLit, type SolveStats } from "../../sat/index";
import type { Budget } from "../../budget";
import { BUILD_UNITS_PER_LITERAL } from "../../calibration";
import type { Rng } from "../../rng";
import { isVariantSolution } from "./check";
import { decodeVariant, encodeVariant } from "./encode";
import type { VariantPuzzle } from "./model";
import { encodingWork, type VariantStats } from "./solve";

/**
 * What generation spends: every search's counters, and the literals of every solver it builds, so that `measured`
 * can price the builds at their measured cost. The budget (`left`) keeps the cheaper count the versioned daily
 * killer recipes were made with, unless `pricedBuilds` makes it pay the measured cost (no recipe depends on those).
 */
export class Spending {
  readonly stats = emptyStats();
  /** Literals loaded into solvers, and those of them already in stats.work at one unit each. */
  private built = 0;
  private charged = 0;
  constructor(
    readonly total: number,
    private readonly pricedBuilds = false,
  ) {}
  left(): Budget {
    return { work: Math.max(0, this.total - (this.pricedBuilds ? this.measured() : this.stats.work)) };
  }
  add(s: SolveStats): void {
    addStats(this.stats, s);
  }
  /** A solveVariant run: its search, and its build, which it charged at one unit per literal. */
  addSolve(s: VariantStats): void {
    this.add(s);
    this.built += s.literals;
    this.charged += s.literals;
  }
  /** Work counted outside any search (a technique grading's calls), charged to the budget. */
  addWork(units: number): void {
    this.stats.work += units;
  }
  /** A solver built here directly: its build is not charged to the budget, only counted. */
  addBuild(literals: number): void {
    this.built += literals;
  }
  measured(): number {
    return this.stats.work - this.charged + this.built * BUILD_UNITS_PER_LITERAL;
  }
}

/** A random grid obeying the puzzle's rules (its givens are ignored), or undefined when the rules allow none. */
export function randomSolution(puzzle: VariantPuzzle, rng: Rng, spend: Spending): Uint8Array | undefined {
  const empty: VariantPuzzle = { ...puzzle, givens: new Uint8Array(puzzle.size * puzzle.size) };
  const enc = encodeVariant(empty);
  spend.addBuild(encodingWork(enc));
  const { solver } = loadedSolver(enc.numVars, [enc.base, ...enc.groups.map((g) => g.clauses)], { seed: rng.fork(), randomInitialPhase: true });
  const result = solver.solve({ budget: { work: 50_000_000 } });
  spend.add(result.stats);
  if (result.status !== "SAT") return undefined;
  const grid = decodeVariant(puzzle.size, result.model);
  if (!isVariantSolution(empty, grid)) throw new Error("bug: a generated variant solution failed the rules check");
  return grid;
}

/**
 * The dig's test, asked once per removal: do the givens left (`given`) still fix `solution`, now that `removed`
 * (givens a moment ago) are gone? True: unique; false: another solution exists; null: the budget, or the
 * `conflicts` allowed for one step, ran out.
 */
export interface DigOracle {
  unique(given: readonly number[], removed: readonly number[], spend: Spending, conflicts?: number): boolean | null;
}

/** "Do these givens fix `solution`?" asked again and again of one incremental solver. */
export class UniquenessOracle implements DigOracle {
  private readonly solver: CdclSolver;
  private readonly n: number;
  constructor(
    puzzle: VariantPuzzle,
    private readonly solution: Uint8Array,
    seed: number,
    spend: Spending,
  ) {
    this.n = puzzle.size;
    const enc = encodeVariant({ ...puzzle, givens: new Uint8Array(this.n * this.n) });
    spend.addBuild(encodingWork(enc) + solution.length);
    this.solver = loadedSolver(enc.numVars, [enc.base, ...enc.groups.map((g) => g.clauses)], { seed }).solver;
    this.solver.addClause(Array.from(solution, (v, cell) => mkLit(cell * this.n + v - 1, true)));
  }
  unique(given: readonly number[], _removed: readonly number[], spend: Spending, conflicts?: number): boolean | null {
    const budget = { ...spend.left(), conflicts };
    if (budget.work === 0) return null;
    const result = this.solver.solve({ assumptions: given.map((cell) => mkLit(cell * this.n + this.solution[cell] - 1)), budget });
    spend.add(result.stats);
    return result.status === "UNSAT" ? true : result.status === "SAT" ? false : null;
  }
}

/**
 * Removes givens (in symmetric pairs when `pairs`) while the puzzle stays unique and the budget lasts. The test is
 * `oracle`'s when given (it gets the seed the default one would), else an incremental CDCL one.
 */
export function dig(puzzle: VariantPuzzle, solution: Uint8Array, rng: Rng, spend: Spending, pairs: boolean, stepConflicts?: number, oracleFor?: (seed: number) => DigOracle): Uint8Array {
  const n = puzzle.size;
  const seed = rng.fork();
  const oracle = oracleFor ? oracleFor(seed) : new UniquenessOracle(puzzle, solution, seed, spend);
  const given = new Set(Array.from({ length: n * n }, (_, i) => i));
  for (const cell of rng.shuffle(Array.from({ length: n * n }, (_, i) => i))) {
    if (!given.has(cell)) continue;
    const group = pairs ? [...new Set([cell, n * n - 1 - cell])] : [cell];
    const rest = [...given].filter((c) => !group.includes(c));
    const verdict = oracle.unique(rest, group, spend, stepConflicts);
    // Out of work: stop digging. Past the step's conflicts: this removal would make the puzzle too hard, keep it.
    if (verdict === null && spend.left().work === 0) break;
    if (verdict) for (const c of group) given.delete(c);
  }
  const givens = new Uint8Array(n * n);
  for (const cell of given) givens[cell] = solution[cell];
  return givens;
}
