/**
 * Why a forced cell cannot hold each of its other digits, in terms a player can check: for every digit the SAT
 * solver refuted (hint-probe.ts), a small set of rule instances, givens and entries that together with the rows,
 * columns and regions already rule it out (an unsatisfiable core). As in core.ts, every rule instance and given is
 * a clause group behind a selector variable; the entries and the probed digit are assumption literals. The failed
 * assumptions give a first core, which deletion shrinks while the budget lasts, dropping givens and entries before
 * rule instances so the explanation leans on the rules ("6 breaks the killer cage at r4c4") rather than on digits.
 */
import { BUILD_UNITS_PER_LITERAL } from "../../calibration";
import { loadedSolver, type CdclSolver, addStats, emptyStats, mkLit } from "../../sat/index";
import { exhausted, remainingBudget, type Budget } from "../../budget";
import { encodeVariant, type ClauseGroup, type SumEncoding } from "./encode";
import type { ForcedCell } from "./hint-probe";
import { MAX_PROBE_CONFLICTS } from "./hint-probe";
import type { VariantPuzzle } from "./model";
import { holdsLit } from "./rules/context";

export type DigitReason =
  /** A cell in the same row, column or region holds the digit. */
  | { digit: number; kind: "seen"; cell: number }
  /**
   * The digit contradicts these rule instances (indices into puzzle.rules) and these filled cells (givens or
   * entries) under the classic rules; `minimal` when dropping any one of them was shown to lift the contradiction.
   */
  | { digit: number; kind: "core"; rules: number[]; cells: number[]; minimal: boolean }
  /** Refuted, but the budget ran out before a core was named. */
  | { digit: number; kind: "unexplained" };

/** One selector solver per puzzle state, asked about any number of (cell, digit) refutations. */
export class ForcedCellExplainer {
  private readonly solver: CdclSolver;
  private readonly groups: ClauseGroup[];
  private readonly entryCells: number[] = [];
  private readonly memberOfLit = new Map<number, number>();
  private readonly everyone: number[];
  private readonly selectorBase: number;
  readonly stats = emptyStats();

  constructor(
    private readonly puzzle: VariantPuzzle,
    private readonly known: Uint8Array,
    sumEncoding?: SumEncoding,
  ) {
    const n = puzzle.size;
    const enc = encodeVariant(puzzle, { sumEncoding });
    this.groups = enc.groups;
    this.selectorBase = enc.numVars;
    const selected = enc.groups.map((group, g) => group.clauses.map((clause) => [...clause, mkLit(enc.numVars + g, true)]));
    const loaded = loadedSolver(enc.numVars + enc.groups.length, [enc.base, ...selected]);
    this.solver = loaded.solver;
    // Building the solver is work of the hint too (a 16×16 encoding is a hundred thousand clauses).
    this.stats.work += loaded.literals * BUILD_UNITS_PER_LITERAL;
    // Members: 0..G-1 the clause groups (rule instances, givens), then the player's entries.
    for (let cell = 0; cell < n * n; cell++) if (known[cell] !== 0 && puzzle.givens[cell] === 0) this.entryCells.push(cell);
    this.everyone = [...this.groups.keys(), ...this.entryCells.map((_, i) => this.groups.length + i)];
    for (const m of this.everyone) this.memberOfLit.set(this.litOf(m), m);
  }

  private litOf(m: number): number {
    if (m < this.groups.length) return mkLit(this.selectorBase + m);
    const cell = this.entryCells[m - this.groups.length];
    return holdsLit(this.puzzle.size, cell, this.known[cell]);
  }

  private isCell(m: number): boolean {
    return m >= this.groups.length || "given" in this.groups[m].source;
  }

  private run(members: number[], probe: number, budget: Budget) {
    const left = remainingBudget(budget, this.stats);
    const result = this.solver.solve({
      assumptions: [...members.map((m) => this.litOf(m)), probe],
      budget: { ...left, conflicts: Math.min(left.conflicts ?? Infinity, MAX_PROBE_CONFLICTS) },
    });
    addStats(this.stats, result.stats);
    return result;
  }

  private failedMembers(failed: readonly number[] | undefined, fallback: number[]): number[] {
    if (!failed) return fallback;
    const picked = failed.map((lit) => this.memberOfLit.get(lit)).filter((m): m is number => m !== undefined);
    return [...new Set(picked)].sort((a, b) => a - b);
  }

  /**
   * Size of the first core the solver reports for "cell holds digit" (no shrinking): a cheap estimate for ranking
   * candidate cells; Infinity when the budget runs out first.
   */
  roughCoreSize(cell: number, digit: number, budget: Budget): number {
    if (exhausted(budget, this.stats.work, this.stats.conflicts, this.stats.decisions)) return Infinity;
    const result = this.run(this.everyone, holdsLit(this.puzzle.size, cell, digit), budget);
    return result.status === "UNSAT" ? this.failedMembers(result.failedAssumptions, this.everyone).length : Infinity;
  }

  /** Every other digit of a forced cell, each with its reason (budget permitting), in digit order. */
  explain(forced: ForcedCell, budget: Budget): DigitReason[] {
    const reasons: DigitReason[] = [...forced.seen].map(([digit, cell]) => ({ digit, kind: "seen" as const, cell }));
    for (const digit of forced.refuted) reasons.push(this.reason(forced.cell, digit, budget));
    return reasons.sort((a, b) => a.digit - b.digit);
  }

  /**
   * Why `cell` cannot hold `digit` with the puzzle's givens and the entries this explainer was built with (a wrong
   * entry, taken out of them): a core of rule instances and filled cells, or "unexplained" when the solver finds no
   * refutation within the budget.
   */
  refute(cell: number, digit: number, budget: Budget): DigitReason {
    return this.reason(cell, digit, budget);
  }

  private reason(cell: number, digit: number, budget: Budget): DigitReason {
    const spent = (): boolean => exhausted(budget, this.stats.work, this.stats.conflicts, this.stats.decisions);
    if (spent()) return { digit, kind: "unexplained" };
    const probe = holdsLit(this.puzzle.size, cell, digit);
    const first = this.run(this.everyone, probe, budget);
    if (first.status !== "UNSAT") return { digit, kind: "unexplained" };
    // Givens and entries are tried for removal first, so the core keeps the rules that explain the most.
    const order = (members: number[]): number[] => [...members.filter((m) => this.isCell(m)), ...members.filter((m) => !this.isCell(m))];
    let core = order(this.failedMembers(first.failedAssumptions, this.everyone));
    let minimal = true;
    for (let k = 0; k < core.length; ) {
      if (spent()) {
        minimal = false;
        break;
      }
      const without = core.filter((_, j) => j !== k);
      const result = this.run(without, probe, budget);
      if (result.status === "UNSAT") {
        const smaller = this.failedMembers(result.failedAssumptions, without).filter((m) => without.includes(m));
        core = order(smaller.length > 0 || without.length === 0 ? smaller : without);
        k = Math.min(k, core.length);
      } else if (result.status === "SAT") k++;
      else {
        minimal = false;
        break;
      }
    }
    const rules: number[] = [];
    const cells: number[] = [];
    for (const m of core) {
      if (m >= this.groups.length) cells.push(this.entryCells[m - this.groups.length]);
      else {
        const source = this.groups[m].source;
        if ("rule" in source) rules.push(source.rule);
        else cells.push(source.given);
      }
    }
    return { digit, kind: "core", rules: rules.sort((a, b) => a - b), cells: cells.sort((a, b) => a - b), minimal };
  }
}
