/**
 * Which cell do the rules force next? A cell is forced when every digit other than its solution digit is refuted:
 * either a cell that sees it (same row, column or region) already holds that digit, or the SAT solver proves that
 * the rules, the givens and the player's (correct) entries leave no solution with that digit there (UNSAT under
 * the assumption "cell holds d"). Every refutation is a proof, so a cell found here never lies. Which one to show
 * is a matter of taste: this file keeps the cells whose refutations took the fewest conflicts (0 when unit
 * propagation alone refutes every digit, the SAT counterpart of "the cell with the fewest candidates"), and
 * hint.ts picks among them the one with the smallest unsatisfiable cores.
 *
 * One incremental solver holds the rules and givens as plain clauses (they propagate once, at level 0); the
 * entries and the probed digit are assumptions, so learnt clauses carry over from probe to probe.
 */
import { BUILD_UNITS_PER_LITERAL } from "../../calibration";
import { loadedSolver, addStats, emptyStats, type SolveStats } from "../../sat/index";
import { exhausted, remainingBudget, type Budget } from "../../budget";
import { encodeVariant, type SumEncoding } from "./encode";
import { housePeers, regionsOf, type VariantPuzzle } from "./model";
import { holdsLit } from "./rules/context";

/** A probe that needs more conflicts than this is no hint anyone could follow; the cell is passed over. */
export const MAX_PROBE_CONFLICTS = 2000;

export interface ProbeCost {
  /** Conflicts all the cell's SAT refutations took (0: unit propagation alone refuted each). */
  conflicts: number;
  /** Digits the SAT solver had to refute (the others were seen in a row, column or region). */
  solverDigits: number;
  work: number;
}

export interface ForcedCell {
  cell: number;
  value: number;
  /** Digits ruled out because a cell that sees this one holds them: digit → that cell. */
  seen: Map<number, number>;
  /** Digits the SAT solver refuted, ascending. */
  refuted: number[];
  cost: ProbeCost;
}

export interface ProbeResult {
  /**
   * The proven forced cells whose refutations took the fewest conflicts (0: unit propagation alone refuted every
   * digit), cheapest first; empty when the budget ran out before any cell was proven forced.
   */
  forced: ForcedCell[];
  /** False when the budget ran out before every empty cell was probed (a cheaper cell may have been missed). */
  complete: boolean;
  stats: SolveStats;
}

const cheaper = (a: ProbeCost, b: ProbeCost): boolean =>
  a.conflicts !== b.conflicts ? a.conflicts < b.conflicts : a.solverDigits !== b.solverDigits ? a.solverDigits < b.solverDigits : a.work < b.work;

/**
 * The cheapest forced cells of `known` (givens and the player's correct entries, 0 = empty) under the puzzle's
 * rules. `solution` is the puzzle's unique solution: its digit is the one left in every cell, so only the others
 * are probed.
 */
export function findForcedCell(
  puzzle: VariantPuzzle,
  known: Uint8Array,
  solution: Uint8Array,
  budget: Budget = {},
  sumEncoding?: SumEncoding,
  /** Stop once this many cells were refuted by unit propagation alone (no cell can be cheaper than those). */
  enough = Infinity,
): ProbeResult {
  const n = puzzle.size;
  const stats = emptyStats();
  const enc = encodeVariant(puzzle, { sumEncoding });
  const { solver, literals } = loadedSolver(enc.numVars, [enc.base, ...enc.groups.map((group) => group.clauses)]);
  // Building the solver is work of the probe too (a 16×16 encoding is a hundred thousand clauses).
  stats.work += literals * BUILD_UNITS_PER_LITERAL;
  const entryLits: number[] = [];
  for (let cell = 0; cell < n * n; cell++) if (known[cell] !== 0 && puzzle.givens[cell] === 0) entryLits.push(holdsLit(n, cell, known[cell]));
  const assumptions = [...entryLits, 0];
  const peers = housePeers(puzzle);

  const open: { cell: number; seen: Map<number, number>; rest: number[] }[] = [];
  for (let cell = 0; cell < n * n; cell++) {
    if (known[cell] !== 0) continue;
    const seen = new Map<number, number>();
    for (const other of peers[cell]) if (known[other] !== 0 && known[other] !== solution[cell] && !seen.has(known[other])) seen.set(known[other], other);
    const rest: number[] = [];
    for (let v = 1; v <= n; v++) if (v !== solution[cell] && !seen.has(v)) rest.push(v);
    open.push({ cell, seen, rest });
  }
  // Fewest digits left to refute first: the likeliest cheap cells are probed before the budget can run out.
  open.sort((a, b) => a.rest.length - b.rest.length || a.cell - b.cell);

  const found: ForcedCell[] = [];
  let fewestConflicts = Infinity;
  let complete = true;
  scan: for (const { cell, seen, rest } of open) {
    const cost: ProbeCost = { conflicts: 0, solverDigits: rest.length, work: 0 };
    for (const v of rest) {
      if (exhausted(budget, stats.work, stats.conflicts, stats.decisions)) {
        complete = false;
        break scan;
      }
      assumptions[assumptions.length - 1] = holdsLit(n, cell, v);
      const left = remainingBudget(budget, stats);
      const result = solver.solve({ assumptions, budget: { ...left, conflicts: Math.min(left.conflicts ?? Infinity, MAX_PROBE_CONFLICTS) } });
      addStats(stats, result.stats);
      cost.conflicts += result.stats.conflicts;
      cost.work += result.stats.work;
      if (result.status === "SAT") throw new Error(`bug: ${v} at cell ${cell} completes a puzzle whose unique solution has ${solution[cell]} there`);
      if (result.status !== "UNSAT") {
        if (exhausted(budget, stats.work, stats.conflicts, stats.decisions)) complete = false;
        continue scan;
      }
      // Conflicts only grow: a cell already past the cheapest one cannot join it.
      if (cost.conflicts > fewestConflicts) continue scan;
    }
    fewestConflicts = Math.min(fewestConflicts, cost.conflicts);
    found.push({ cell, value: solution[cell], seen, refuted: rest, cost });
    if (fewestConflicts === 0 && found.filter((f) => f.cost.conflicts === 0).length >= enough) break;
  }
  const forced = found.filter((f) => f.cost.conflicts === fewestConflicts).sort((a, b) => (cheaper(a.cost, b.cost) ? -1 : cheaper(b.cost, a.cost) ? 1 : a.cell - b.cell));
  return { forced, complete, stats };
}

export interface HiddenSingle {
  /** "row 2", "column 4" or "region 3" (the box or jigsaw piece, numbered in reading order of its first cell). */
  house: string;
  houseCells: number[];
  /** For each other empty cell of the house, a filled cell that sees it and holds the digit. */
  blockers: number[];
}

/**
 * Whether `value` has no other place in one of the cell's houses: every other empty cell of that row, column or
 * region sees a cell that already holds it. A plain fact about the filled cells, checked here without the solver,
 * and the clearest reason a player can be given.
 */
export function hiddenSingle(puzzle: VariantPuzzle, known: Uint8Array, cell: number, value: number, peers: number[][] = housePeers(puzzle)): HiddenSingle | null {
  const n = puzzle.size;
  const regions = regionsOf(puzzle);
  const regionNumber = new Map<number, number>();
  for (let i = 0; i < n * n; i++) if (!regionNumber.has(regions[i])) regionNumber.set(regions[i], regionNumber.size + 1);
  const all = Array.from({ length: n * n }, (_, i) => i);
  const houses: [string, number[]][] = [
    [`row ${Math.floor(cell / n) + 1}`, all.filter((i) => Math.floor(i / n) === Math.floor(cell / n))],
    [`column ${(cell % n) + 1}`, all.filter((i) => i % n === cell % n)],
    [`region ${regionNumber.get(regions[cell])}`, all.filter((i) => regions[i] === regions[cell])],
  ];
  for (const [house, houseCells] of houses) {
    if (houseCells.some((i) => known[i] === value)) continue;
    const blockers: number[] = [];
    const placeable = houseCells.some((other) => {
      if (other === cell || known[other] !== 0) return false;
      const blocker = peers[other].find((p) => known[p] === value);
      if (blocker === undefined) return true;
      blockers.push(blocker);
      return false;
    });
    if (!placeable) return { house, houseCells, blockers: [...new Set(blockers)].sort((a, b) => a - b) };
  }
  return null;
}
