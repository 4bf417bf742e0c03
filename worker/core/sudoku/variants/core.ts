/**
 * Why a variant puzzle has no solution: a small set of rule instances and givens that already contradict each
 * other under the classic rules. Each group of encode.ts gets a selector variable s and its clauses are added as
 * (C ∨ ¬s); solving under the assumptions "all selectors on" gives a failed subset, which is then shrunk by
 * deletion (drop one group; if the rest is still UNSAT keep it dropped) while the budget lasts.
 */
import { loadedSolver, addStats, emptyStats, mkLit, type SolveStats } from "../../sat/index";
import { exhausted, remainingBudget, type Budget } from "../../budget";
import { encodeVariant, type SumEncoding } from "./encode";
import type { VariantPuzzle } from "./model";

export interface VariantCore {
  /** Labels of the groups in the core: "given r1c1=5", "killer cage 10 at r1c1, r1c2". */
  labels: string[];
  /** `houses`: the rows, columns and regions alone have no filling (an irregular layout no grid fits). */
  sources: ({ rule: number } | { given: number } | { houses: true })[];
  /** True when dropping any one member was shown to make the rest satisfiable. */
  minimal: boolean;
  stats: SolveStats;
}

export interface VariantCoreOptions {
  sumEncoding?: SumEncoding;
  /**
   * Work units charged per literal for encoding the groups and loading the solver, before the search gets what is
   * left (default 1, the literal bound; the API charges its measured BUILD_UNITS_PER_LITERAL, as for a solve).
   */
  buildUnitsPerLiteral?: number;
  /** Gets the work added to it whether or not a core was found (a caller reporting its total needs both). */
  spent?: { work: number };
}

/** The member for a grid whose rows, columns and regions contradict each other before any rule or given. */
export const HOUSES_LABEL = "the rows, columns and regions themselves: no grid fills this region layout";

function housesCore(stats: SolveStats): VariantCore {
  return { labels: [HOUSES_LABEL], sources: [{ houses: true }], minimal: true, stats };
}

export function variantCore(puzzle: VariantPuzzle, budget: Budget = {}, options: VariantCoreOptions = {}): VariantCore | null {
  const { sumEncoding, spent } = options;
  const enc = encodeVariant(puzzle, { sumEncoding });
  const groups = enc.groups;
  const selector = (g: number): number => mkLit(enc.numVars + g);
  const selected = groups.map((group, g) => group.clauses.map((clause) => [...clause, selector(g) ^ 1]));
  const { solver, consistent, literals } = loadedSolver(enc.numVars + groups.length, [enc.base, ...selected]);
  const build = literals * (options.buildUnitsPerLiteral ?? 1);
  if (spent) spent.work += build;
  const stats = emptyStats();
  stats.work += build;
  // Every group's clauses wait on their selector, so a contradiction while loading is the base's alone.
  if (!consistent) return housesCore(stats);
  const run = (members: number[]) => {
    const result = solver.solve({ assumptions: members.map(selector), budget: remainingBudget(budget, stats) });
    addStats(stats, result.stats);
    if (spent) spent.work += result.stats.work;
    return result;
  };
  const failedOf = (failed: readonly number[] | undefined, fallback: number[]): number[] => {
    if (!failed) return fallback;
    const picked = failed.map((lit) => (lit >> 1) - enc.numVars).filter((g) => g >= 0 && g < groups.length);
    return picked.length > 0 ? [...new Set(picked)].sort((a, b) => a - b) : fallback;
  };
  const all = groups.map((_, g) => g);
  const first = run(all);
  if (first.status !== "UNSAT") return null;
  let core = failedOf(first.failedAssumptions, all);
  let minimal = true;
  for (let k = 0; k < core.length; ) {
    if (exhausted(budget, stats.work, stats.conflicts, stats.decisions)) {
      minimal = false;
      break;
    }
    const without = core.filter((_, j) => j !== k);
    const result = run(without);
    if (result.status === "UNSAT") {
      const smaller = failedOf(result.failedAssumptions, without).filter((g) => without.includes(g));
      core = smaller.length > 0 || without.length === 0 ? smaller : without;
      k = Math.min(k, core.length);
    } else if (result.status === "SAT") k++;
    else {
      minimal = false;
      break;
    }
  }
  // No group is needed for the contradiction: the base (rows, columns, regions) has none to give on its own.
  if (core.length === 0) return housesCore(stats);
  return { labels: core.map((g) => groups[g].label), sources: core.map((g) => groups[g].source), minimal, stats };
}
