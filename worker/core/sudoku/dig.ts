/**
 * Digging holes: removing clues from a solved grid while the puzzle keeps exactly one solution.
 *
 * The test for one removal is cheaper than a full uniqueness proof. The puzzle had the unique solution S; after
 * emptying cell c, any solution with c = S[c] is a solution of the previous puzzle, hence S. So the puzzle stays
 * unique exactly when "c ≠ S[c]" is impossible — one refutation, and usually singles alone find it. When they
 * do not, the bitset DPLL looks for one solution, and CDCL takes over if that needs too many nodes.
 */
import type { Budget } from "../budget";
import { CdclSolver } from "../sat/index";
import type { Rng } from "../rng";
import type { Symmetry } from "./symmetry";
import type { Grid } from "./grid";
import type { Shape } from "./shape";
import { ReducedEncoding } from "./encode";
import { SinglesPropagator } from "./singles";
import { symmetryOrbit } from "./symmetry";
import { BitsetDpll } from "./bitset-dpll";
import { DomainSearch } from "./domain-search";
import { DigRoots } from "./dig-roots";
import { UnavoidableSets } from "./unavoidable";

/** DPLL nodes per refutation before CDCL takes over, per box size (as in solve.ts's 'auto'). */
const DIG_NODE_LIMIT: Record<number, number> = { 2: Infinity, 3: 20_000, 4: 2_000, 5: 500 };

/**
 * Work units per cell charged to each rules check on top of what the domain propagator counts: loading the
 * candidate masks and setting up its house state costs about as much as the propagation itself on these nearly
 * solved grids (measured: without it a "locked" dig ran at 8,000–16,000 counted units per CPU ms, not 40,000).
 */
const RULES_CHECK_UNITS_PER_CELL = 8;

/**
 * The singles propagator counts one unit per peer it visits, far cheaper than a CDCL unit: a singles-only dig
 * measured 100,000–260,000 of its units per CPU ms. An easy dig charges its count divided by this, which still
 * leaves it above the budget's rate of 40,000 per ms.
 */
const SINGLES_UNITS_PER_WORK_UNIT = 2;

export interface DigOptions {
  symmetry?: Symmetry;
  /** Stop once the clue count is at or below this (default: dig to a minimal puzzle). */
  targetClues?: number;
  /** Work budget for each refutation; an answer not found in budget keeps the clue (safe). */
  checkBudget?: Budget;
  /**
   * Stop digging once this digger's total work (stats.work, counted over all its digs) reaches this many units.
   * The puzzle stays unique (only proven removals were made); it just keeps more clues.
   */
  workLimit?: number;
  /** Keep only removals after which singles alone still solve the puzzle (easy puzzles). */
  singlesOnly?: boolean;
  /**
   * Keep only removals after which these rules alone still solve the puzzle (graded generation: the puzzle then
   * needs nothing harder, and it is unique because sound rules fixed every cell). "locked": singles and locked
   * candidates; "subsets": also every naked and hidden subset (domain-consistent all-different per house).
   */
  solvableBy?: "locked" | "subsets";
  /** Start from this puzzle (a unique puzzle of `solution`) instead of the full grid. */
  from?: Uint8Array;
}

export interface DigStats {
  checks: number;
  satCalls: number;
  /** Refutations that ran out of budget (their clues were kept). */
  unknown: number;
  work: number;
  /** A dig stopped early because the total work limit was reached. */
  stoppedByBudget: boolean;
}

export class Digger {
  readonly shape: Shape;
  private readonly probe: SinglesPropagator;
  private readonly encoding: ReducedEncoding;
  private readonly search: BitsetDpll;
  private readonly rules: DomainSearch;
  private readonly cand: Int32Array;
  private readonly roots: DigRoots;
  private readonly unavoidable: UnavoidableSets;
  readonly stats: DigStats = { checks: 0, satCalls: 0, unknown: 0, work: 0, stoppedByBudget: false };

  constructor(shape: Shape) {
    this.shape = shape;
    this.probe = new SinglesPropagator(shape);
    this.encoding = new ReducedEncoding(shape);
    this.search = new BitsetDpll(shape);
    this.rules = new DomainSearch(shape);
    this.cand = new Int32Array(shape.cells);
    this.roots = new DigRoots(this.search, shape.cells);
    this.unavoidable = new UnavoidableSets(shape.cells);
  }

  /** True when the chosen rules alone fix every cell of the puzzle. */
  private rulesSolve(puzzle: Uint8Array, rules: "locked" | "subsets"): boolean {
    const { cand } = this;
    for (let c = 0; c < puzzle.length; c++) cand[c] = puzzle[c] === 0 ? this.shape.allMask : 1 << (puzzle[c] - 1);
    this.rules.rules = { lockedCandidates: true, allDifferent: rules === "subsets" };
    const left = this.rules.reduce(cand);
    this.stats.work += this.rules.lastWork + RULES_CHECK_UNITS_PER_CELL * puzzle.length;
    this.stats.checks++;
    return left !== undefined && left.every((m) => (m & (m - 1)) === 0);
  }

  /**
   * True when `puzzle` (whose unique solution is `solution` up to this cell) has a solution with cell ≠ solution.
   * `root`, when given, is the propagated state of `puzzle` (DigRoots); otherwise the puzzle is loaded here.
   */
  private hasOtherSolution(puzzle: Uint8Array, solution: Uint8Array, cell: number, budget?: Budget, root?: () => Int32Array): boolean | "unknown" {
    this.stats.checks++;
    if (this.forcedByPeers(puzzle, solution, cell)) return false;
    const p = this.probe;
    if (root) {
      // The bitset DPLL from the kept root, trying the known solution's values first.
      const quick = this.search.searchExcluding(root(), cell, solution[cell], DIG_NODE_LIMIT[this.shape.box], budget, solution);
      this.stats.work += quick.work;
      if (quick.solutions.length > 0) this.unavoidable.add(quick.solutions[0]);
      if (quick.finished) return quick.solutions.length > 0;
    }
    p.work = 0;
    p.load(puzzle);
    if (!p.eliminate(cell, solution[cell])) return false;
    const outcome = p.propagate();
    this.stats.work += p.work;
    if (outcome !== "open") return outcome === "solved";
    if (!root) {
      // The bitset DPLL first (one solution is enough); CDCL if it runs past its node limit.
      const quick = this.search.run(p, 1, DIG_NODE_LIMIT[this.shape.box], budget);
      this.stats.work += quick.work;
      if (quick.finished) return quick.solutions.length > 0;
    }
    const enc = this.encoding;
    enc.number(p);
    const solver = new CdclSolver(enc.numVars);
    if (!enc.emit(solver)) return false;
    this.stats.satCalls++;
    const result = solver.solve({ budget });
    this.stats.work += result.stats.work;
    if (result.status === "UNKNOWN") {
      this.stats.unknown++;
      return "unknown";
    }
    return result.status === "SAT";
  }

  /**
   * True when the rules named fix every cell: "singles", or "locked" and "subsets" as in DigOptions.solvableBy.
   * The generator uses it to turn away a puzzle that is plainly too easy before grading it. Work counts in stats.
   */
  fixedBy(puzzle: Uint8Array, rules: "singles" | "locked" | "subsets"): boolean {
    return rules === "singles" ? this.singlesSolve(puzzle) : this.rulesSolve(puzzle, rules);
  }

  /**
   * True when the clues seeing `cell` hold every value but its solution's: then no solution can differ there, with
   * no propagation at all (most removals early in a dig are settled this way).
   */
  private forcedByPeers(puzzle: Uint8Array, solution: Uint8Array, cell: number): boolean {
    const peers = this.shape.peers[cell];
    let seen = 0;
    for (let i = 0; i < peers.length; i++) {
      const v = puzzle[peers[i]];
      if (v !== 0) seen |= 1 << (v - 1);
    }
    this.stats.work += peers.length;
    return (seen | (1 << (solution[cell] - 1))) === this.shape.allMask && (seen & (1 << (solution[cell] - 1))) === 0;
  }

  /** True when singles alone solve the puzzle (for easy generation). */
  private singlesSolve(puzzle: Uint8Array): boolean {
    const p = this.probe;
    p.work = 0;
    p.load(puzzle);
    const solved = p.propagate() === "solved";
    this.stats.work += Math.ceil(p.work / SINGLES_UNITS_PER_WORK_UNIT);
    return solved;
  }

  /**
   * Empties cells of `solution` in a random order (orbits of the chosen symmetry together) whenever the result
   * stays unique. With no target, one pass over all cells gives a minimal puzzle: a clue whose removal failed
   * once can never be removed later, because removing more clues only allows more solutions; so each orbit is
   * tried once, in the order its first cell comes up.
   */
  dig(solution: Uint8Array, rng: Rng, opts: DigOptions = {}): Uint8Array {
    const { cells } = this.shape;
    const symmetry = opts.symmetry ?? "none";
    const puzzle = opts.from ? opts.from.slice() : solution.slice();
    let clues = countClues(puzzle);
    const target = opts.targetClues ?? 0;
    const order = rng.shuffle(Array.from({ length: cells }, (_, i) => i));
    const units = this.orbitsInOrder(order, symmetry, puzzle);
    const limit = opts.workLimit ?? Infinity;
    const byRules = opts.singlesOnly || opts.solvableBy !== undefined;
    // On 9x9 and smaller the checks start from kept propagated states (dig-roots.ts); larger grids load each puzzle.
    const useRoots = this.shape.box <= 3;
    // The clues as bit words, for the unavoidable sets found in earlier digs of the same grid.
    const clueWords = new Uint32Array(Math.ceil(cells / 32));
    if (useRoots) {
      this.roots.work = 0;
      this.roots.begin(units, solution, []);
      this.stats.work += this.roots.work;
      this.unavoidable.use(solution);
      for (let c = 0; c < cells; c++) if (puzzle[c] !== 0) clueWords[c >> 5] |= 1 << (c & 31);
    }
    // One budget object for every check of this dig, its work cap lowered as the total runs down.
    const capped: Budget | undefined = limit === Infinity ? undefined : { ...opts.checkBudget };
    for (let i = 0; i < units.length; i++) {
      if (clues <= target) break;
      const left = limit - this.stats.work;
      if (left <= 0) {
        this.stats.stoppedByBudget = true;
        break;
      }
      const orbit = units[i];
      for (const c of orbit) (puzzle[c] = 0), (clueWords[c >> 5] &= ~(1 << (c & 31)));
      let keep = false;
      if (byRules) keep = !this.rulesStillSolve(puzzle, solution, orbit, opts, useRoots ? i : -1);
      else if (useRoots && this.knownUnavoidable(orbit, clueWords)) keep = true;
      else {
        // No single refutation may overrun what is left of the total.
        if (capped) capped.work = Math.min(opts.checkBudget?.work ?? Infinity, left);
        const budget = capped ?? opts.checkBudget;
        let root: Int32Array | undefined;
        const rootAt = useRoots ? () => (root ??= this.rootAt(i)) : undefined;
        for (const c of orbit) {
          if (this.hasOtherSolution(puzzle, solution, c, budget, rootAt) !== false) {
            keep = true;
            break;
          }
        }
      }
      if (keep) {
        for (const c of orbit) (puzzle[c] = solution[c]), (clueWords[c >> 5] |= 1 << (c & 31));
        if (useRoots) this.keepRoot(i, orbit);
      } else clues -= orbit.length;
    }
    return puzzle;
  }

  /**
   * True when the rules of a rules dig (singles, or opts.solvableBy) still solve the puzzle without the orbit (its
   * cells already emptied in `puzzle`). Cheapest first: the orbit's cells are forced by their peers (the puzzle
   * before was solved by the rules, so it still is); singles solve it (seen in the kept state at `position`, when
   * there is one, i.e. on 9x9 and smaller); only then the rules themselves.
   */
  private rulesStillSolve(puzzle: Uint8Array, solution: Uint8Array, orbit: readonly number[], opts: DigOptions, position: number): boolean {
    if (!opts.from && orbit.every((c) => this.forcedByPeers(puzzle, solution, c))) return true;
    // Without kept states a separate singles pass costs more than it saves.
    if (opts.singlesOnly) return position >= 0 ? this.search.isComplete(this.rootAt(position)) : this.singlesSolve(puzzle);
    if (position >= 0 && this.search.isComplete(this.rootAt(position))) return true;
    return this.rulesSolve(puzzle, opts.solvableBy!);
  }

  /** True when an unavoidable set found earlier in this grid would lose its last clues with the orbit. */
  private knownUnavoidable(orbit: readonly number[], clueWords: Uint32Array): boolean {
    this.stats.work += 8 * orbit.length;
    for (const c of orbit) {
      if (this.unavoidable.emptied(c, clueWords)) {
        this.stats.checks++;
        return true;
      }
    }
    return false;
  }

  private rootAt(position: number): Int32Array {
    this.roots.work = 0;
    const root = this.roots.root(position);
    this.stats.work += this.roots.work;
    return root;
  }

  private keepRoot(position: number, orbit: readonly number[]): void {
    this.roots.work = 0;
    this.roots.keep(position, orbit);
    this.stats.work += this.roots.work;
  }

  /** The orbits holding clues of `puzzle`, in the order their first cell comes up in `order`. */
  private orbitsInOrder(order: readonly number[], symmetry: Symmetry, puzzle: Uint8Array): number[][] {
    const seen = new Uint8Array(this.shape.cells);
    const units: number[][] = [];
    for (const cell of order) {
      if (seen[cell] || puzzle[cell] === 0) continue;
      const orbit = symmetryOrbit(this.shape, symmetry, cell).filter((c) => puzzle[c] !== 0);
      for (const c of orbit) seen[c] = 1;
      units.push(orbit);
    }
    return units;
  }
}

export function countClues(grid: Grid | Uint8Array): number {
  const cells = grid instanceof Uint8Array ? grid : grid.cells;
  let n = 0;
  for (let i = 0; i < cells.length; i++) if (cells[i] !== 0) n++;
  return n;
}
