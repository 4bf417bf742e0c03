/**
 * Solving with a proof of uniqueness, through the CDCL engine.
 *
 * Pipeline: rule check of the givens → naked/hidden singles to a fixpoint (singles.ts; settles easy puzzles and
 * refutes many impossible ones outright) → the reduced CNF of the open cells' candidates, written straight into
 * one CdclSolver → solve; on SAT, block that solution's values on the open cells and solve again, up to `limit`
 * solutions (tdoku's "0, 1, 2+"). Every solution passes the independent rules checker (verify.ts) before it is
 * returned. Buffers live in a SudokuSolver per shape, so a batch run allocates little per puzzle.
 */
import { exhausted, remainingBudget, type Budget } from "../budget";
import { addStats, CdclSolver, emptyStats, WatchPlanner, type CdclTunables, type Lit, type Progress, type SolveStats } from "../sat/index";
import type { Shape } from "./shape";
import type { Grid } from "./grid";
import { ReducedEncoding, holdsNot } from "./encode";
import { SinglesPropagator } from "./singles";
import { BitsetDpll } from "./bitset-dpll";
import { DomainSearch } from "./domain-search";
import { AllDifferentTheory } from "./alldiff-theory";
import { isSolutionOf, ruleConflicts } from "./verify";
import { AUTO_NODE_LIMIT, CLAUSES, DOMAIN_NODE_LIMIT, PLAN_WATCHES_FROM, PROBE_WORK, SUDOKU_TUNABLES, TUNABLES_BY_BOX } from "./solve-settings";

export type SudokuStatus = "unique" | "multiple" | "none" | "unknown";

export interface SudokuStats extends SolveStats {
  givens: number;
  /** Cells the singles left open (0 when they solved the puzzle), and the SAT variables and clauses built. */
  openCells: number;
  variables: number;
  clauses: number;
  /** Work units of the singles pass (cell visits). */
  singlesWork: number;
  /** Calls into the SAT engine (one per solution found, plus the final UNSAT or UNKNOWN). */
  satCalls: number;
  /** What settled it: singles alone, the bitset DPLL (bitset-dpll.ts), or CDCL. */
  engine: "singles" | "dpll" | "domain" | "cdcl";
  /** Decisions of the bitset DPLL (also counted in `decisions`). */
  nodes: number;
}

export interface SudokuSolution {
  status: SudokuStatus;
  /** The unique solution, or the first one found. */
  solution?: Grid;
  /** Solutions found, up to the limit (two different ones prove 'multiple'). */
  solutions: Grid[];
  /** True when `solutions` is every solution (the search ended in UNSAT below the limit). */
  complete: boolean;
  /** When 'none' was decided before search: why. */
  reason?: "givens-conflict" | "singles-contradiction" | "unsat";
  stats: SudokuStats;
}

export type SudokuEngine = "auto" | "cdcl" | "dpll" | "domain";

export interface SudokuSolveOptions {
  budget?: Budget;
  /**
   * 'cdcl': the reduced CNF through the CDCL engine. 'dpll': the bitset DPLL of bitset-dpll.ts only. 'auto' (default):
   * the bitset DPLL with a node limit (fast on 9x9, where it needs tens of nodes), then CDCL if that runs out.
   */
  engine?: SudokuEngine;
  /** For 'auto': DPLL nodes before CDCL takes over (default per box size, see AUTO_NODE_LIMIT). */
  nodeLimit?: number;
  /** Add box/line segment variables to the CNF (default off: fewer conflicts, but more work per conflict). */
  segments?: boolean;
  /** Run all-different (Régin) inside CDCL as a theory propagator with lazily explained removals (alldiff-theory.ts). */
  alldiff?: boolean;
  /** Large grids: probe every candidate at the root before searching (default off: it cost more than it saved). */
  probing?: boolean;
  /** CDCL settings on top of the defaults for this grid size (SUDOKU_TUNABLES), for experiments and benches. */
  tunables?: Partial<CdclTunables>;
  /** Reports the CDCL stage's counters, the earlier stages' work included, every `progress.every` work units. */
  progress?: Progress;
  /** Solutions to look for; at least 2 (default), since uniqueness needs a second search. */
  limit?: number;
  seed?: number;
}

/** Counts clauses as they pass into the solver, and notices when the solver reports the formula UNSAT. */
class CountingSink {
  clauses = 0;
  constructor(private readonly solver: CdclSolver) {}
  addClause(lits: ArrayLike<Lit>): boolean {
    this.clauses++;
    return this.solver.addClause(lits);
  }
}

/** A solver for one grid shape that reuses its buffers across puzzles. */
export class SudokuSolver {
  readonly shape: Shape;
  readonly singles: SinglesPropagator;
  readonly encoding: ReducedEncoding;
  private readonly bitset: BitsetDpll;
  private readonly domain: DomainSearch;
  private readonly alldiff: AllDifferentTheory;
  /** The candidates the CDCL stage encodes: the singles' state, or the strong root propagation's. */
  private readonly root: { values: Uint8Array; cand: Int32Array };
  /** True when `root` holds the domain stage's candidates for the puzzle being solved. */
  private rootReduced = false;

  constructor(shape: Shape) {
    this.shape = shape;
    this.singles = new SinglesPropagator(shape);
    this.encoding = new ReducedEncoding(shape);
    this.bitset = new BitsetDpll(shape);
    this.domain = new DomainSearch(shape);
    this.alldiff = new AllDifferentTheory(shape);
    this.root = { values: new Uint8Array(shape.cells), cand: new Int32Array(shape.cells) };
  }

  solve(grid: Grid, opts: SudokuSolveOptions = {}): SudokuSolution {
    const limit = Math.max(2, Math.floor(opts.limit ?? 2));
    const stats: SudokuStats = {
      ...emptyStats(),
      givens: 0,
      openCells: 0,
      variables: 0,
      clauses: 0,
      singlesWork: 0,
      satCalls: 0,
      engine: "singles",
      nodes: 0,
    };
    for (let i = 0; i < grid.cells.length; i++) if (grid.cells[i] !== 0) stats.givens++;
    const singles = this.singles;
    singles.work = 0;
    const none = (reason: SudokuSolution["reason"]): SudokuSolution => ({ status: "none", solutions: [], complete: true, reason, stats });
    singles.load(grid.cells);
    const outcome = singles.propagate();
    stats.singlesWork = singles.work;
    if (outcome === "contradiction") return none(ruleConflicts(grid).length > 0 ? "givens-conflict" : "singles-contradiction");
    if (outcome === "solved") {
      const solution = this.checked(grid, singles.values.slice());
      return { status: "unique", solution, solutions: [solution], complete: true, stats };
    }
    const engine = opts.engine ?? "auto";
    this.rootReduced = false;
    if (engine === "domain" || (engine === "auto" && this.shape.box >= 4)) {
      const settled = this.domainStage(grid, limit, opts, stats, engine === "domain");
      if (settled) return settled;
    } else if (engine !== "cdcl") {
      const nodeLimit = engine === "dpll" ? Infinity : opts.nodeLimit ?? AUTO_NODE_LIMIT[this.shape.box];
      const found = this.bitset.run(this.singles, limit, nodeLimit, opts.budget);
      stats.engine = "dpll";
      stats.nodes = stats.decisions = found.nodes;
      stats.work = found.work;
      // A spent work budget is final: handing over to CDCL would first build a CNF the budget cannot pay for.
      const budgetSpent = !found.finished && opts.budget !== undefined && exhausted(opts.budget, found.work, 0, found.nodes);
      if (found.finished || engine === "dpll" || budgetSpent) {
        const solutions = found.solutions.map((cells) => this.checked(grid, cells));
        const n = solutions.length;
        const status: SudokuStatus = !found.finished ? "unknown" : n === 0 ? "none" : n === 1 && found.complete ? "unique" : "multiple";
        return { status, solution: solutions[0], solutions, complete: found.complete, reason: status === "none" ? "unsat" : undefined, stats };
      }
    }
    stats.engine = "cdcl";
    return this.search(grid, limit, opts, stats);
  }

  /**
   * Large grids: the candidates after all-different and locked candidates (and probing, when asked) at the root, then the domain
   * search with a node limit. Returns undefined when CDCL should take over (from the reduced candidates).
   */
  private domainStage(grid: Grid, limit: number, opts: SudokuSolveOptions, stats: SudokuStats, alone: boolean): SudokuSolution | undefined {
    const dom = this.domain;
    stats.engine = "domain";
    const probeWork = Math.min(PROBE_WORK, opts.budget?.work ?? Infinity);
    const reduced = dom.reduce(this.singles.cand, opts.probing ?? false, probeWork);
    stats.work += dom.lastWork;
    if (!reduced) return { status: "none", solutions: [], complete: true, reason: "unsat", stats };
    for (let cell = 0; cell < reduced.length; cell++) {
      const m = reduced[cell];
      this.root.cand[cell] = m;
      this.root.values[cell] = (m & (m - 1)) === 0 ? 32 - Math.clz32(m) : 0;
    }
    this.rootReduced = true;
    const nodeLimit = alone ? Infinity : opts.nodeLimit ?? DOMAIN_NODE_LIMIT;
    const left = opts.budget && remainingBudget(opts.budget, stats);
    const found = dom.run(reduced, limit, nodeLimit, left);
    stats.nodes = stats.decisions = found.nodes;
    stats.work += found.work;
    const budgetSpent = !found.finished && opts.budget !== undefined && exhausted(opts.budget, stats.work, 0, found.nodes);
    if (!found.finished && !alone && !budgetSpent) return undefined;
    const solutions = found.solutions.map((cells) => this.checked(grid, cells));
    const n = solutions.length;
    const status: SudokuStatus = !found.finished ? "unknown" : n === 0 ? "none" : n === 1 && found.complete ? "unique" : "multiple";
    return { status, solution: solutions[0], solutions, complete: found.complete, reason: status === "none" ? "unsat" : undefined, stats };
  }

  private search(grid: Grid, limit: number, opts: SudokuSolveOptions, stats: SudokuStats): SudokuSolution {
    const enc = this.encoding;
    if (!this.rootReduced) {
      this.root.values.set(this.singles.values);
      this.root.cand.set(this.singles.cand);
    }
    stats.variables = enc.number(this.root);
    stats.openCells = enc.openCount;
    // Building the encoding is paid from the same budget, before any memory is spent on it. A large encoding is
    // emitted twice: first to count each literal's watches, so the solver lays its lists out once.
    const planWatches = enc.literalBound() >= PLAN_WATCHES_FROM;
    stats.work += enc.literalBound() * (planWatches ? 2 : 1);
    const left = opts.budget && remainingBudget(opts.budget, stats);
    if (left?.work === 0) {
      return { status: "unknown", solutions: [], complete: false, stats };
    }
    const segments = opts.segments ?? false;
    const solver = new CdclSolver(enc.numVars + (segments ? enc.segmentVarCount() : 0), { ...SUDOKU_TUNABLES, ...TUNABLES_BY_BOX[this.shape.box], ...opts.tunables, seed: opts.seed });
    if (planWatches) {
      const planner = new WatchPlanner(enc.numVars + (segments ? enc.segmentVarCount() : 0));
      enc.emit(planner, { ...CLAUSES, segments });
      solver.reserveWatches(planner.counts);
    }
    const sink = new CountingSink(solver);
    const consistent = enc.emit(sink, { ...CLAUSES, segments });
    stats.clauses = sink.clauses;
    if (opts.alldiff ?? false) {
      this.alldiff.load(enc, this.root.values);
      solver.setTheory(this.alldiff);
    }
    const solutions: Grid[] = [];
    const finish = (status: SudokuStatus, complete: boolean): SudokuSolution => ({
      status,
      solution: solutions[0],
      solutions,
      complete,
      reason: status === "none" ? "unsat" : undefined,
      stats,
    });
    if (!consistent) return finish("none", true);
    const block = new Int32Array(enc.openCount);
    const modelValue = (x: number): number => solver.modelValue(x);
    const outer = opts.progress;
    // The engine counts from zero in each call; the caller sees the whole solve's counters.
    const progress = outer && {
      every: outer.every,
      report: (call: Readonly<SolveStats>) => {
        const sum = emptyStats();
        addStats(sum, stats);
        addStats(sum, call);
        outer.report(sum);
      },
    };
    while (solutions.length < limit) {
      const result = solver.solve({ budget: opts.budget && remainingBudget(opts.budget, stats), progress });
      stats.satCalls++;
      addStats(stats, result.stats);
      if (result.status === "UNKNOWN") return finish("unknown", false);
      if (result.status === "UNSAT") {
        return finish(solutions.length === 0 ? "none" : solutions.length === 1 ? "unique" : "multiple", true);
      }
      const cells = this.root.values.slice();
      enc.decode(modelValue, cells);
      solutions.push(this.checked(grid, cells));
      // Block this solution: some open cell must take another value.
      for (let k = 0; k < enc.openCount; k++) {
        const cell = enc.openCells[k];
        block[k] = holdsNot(enc.varAt[cell * this.shape.size + cells[cell] - 1]);
      }
      if (!solver.addClause(block)) {
        return finish(solutions.length === 1 ? "unique" : "multiple", true);
      }
    }
    return finish("multiple", false);
  }

  /** Wraps cells as a grid after the independent rules check; a failure is an engine bug. */
  private checked(puzzle: Grid, cells: Uint8Array): Grid {
    const solution: Grid = { shape: this.shape, cells };
    if (!isSolutionOf(puzzle, solution)) throw new Error("bug: a Sudoku solution failed the independent rules check");
    return solution;
  }
}

const solvers = new Map<number, SudokuSolver>();

/** The shared solver for a square-box shape (scratch buffers only; results never alias them), one per side. */
export function solverFor(shape: Shape): SudokuSolver {
  // Their box/line pass, node limits and CDCL settings are per square box size (a layout shape has box 0: its
  // box/line pass would do nothing and its settings be missing), so such a grid is refused rather than solved badly.
  if (shape.box === 0) throw new RangeError(`the classic Sudoku engines take square boxes; a ${shape.size}×${shape.size} with rectangular boxes or regions is solved by solveGrid (core/sudoku/solve-grid.ts)`);
  let s = solvers.get(shape.box);
  if (!s) {
    s = new SudokuSolver(shape);
    solvers.set(shape.box, s);
  }
  return s;
}

/**
 * Solves and proves uniqueness: 'unique' (with the solution), 'multiple' (with two different solutions), 'none',
 * or 'unknown' when the work budget ran out.
 * @example solveSudoku(grid).status // "unique"
 */
export function solveSudoku(grid: Grid, opts: SudokuSolveOptions = {}): SudokuSolution {
  return solverFor(grid.shape).solve(grid, opts);
}
