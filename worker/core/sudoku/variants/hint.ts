/**
 * The hint a player of a variant puzzle asks for. The classic techniques assume boxes and know no cages, so here
 * the SAT core does the reasoning and the hint only says what it proved: first any entry (or pencil mark) that
 * contradicts the unique solution, with why one wrong digit (the one asked about, else the first) cannot be right,
 * then a forced cell (hint-probe.ts: every other digit refuted, by a cell that sees it or by an UNSAT answer) with,
 * per refuted digit, the rule instances that rule it out (hint-explain.ts).
 * The ladder of the classic hint is kept: 1 names the rules to look at, 2 the cell, 3 the digit and the reasons.
 * All of it runs under one work budget: the uniqueness proof first, then the probes, then the explanations.
 */
import { addStats, emptyStats, type SolveStats } from "../../sat/index";
import { BUILD_UNITS_PER_LITERAL } from "../../calibration";
import { remainingBudget, type Budget } from "../../budget";
import { valueToChar } from "../grid";
import { ForcedCellExplainer, type DigitReason } from "./hint-explain";
import { findForcedCell, hiddenSingle, type ForcedCell, type HiddenSingle } from "./hint-probe";
import { LONGEST_REASON, areaText, cellText, fullText, hiddenSingleText, ruleName, wrongEntryText } from "./hint-text";
import { listInWords as list } from "../../words";
import { housePeers, ruleCells, variantCellName, type VariantPuzzle } from "./model";
import { differingCells, solveVariant } from "./solve";

export type VariantHintLevel = 1 | 2 | 3;

export interface VariantHintRequest {
  puzzle: VariantPuzzle;
  /** The player's digits, N² values (0 = empty); digits on given cells are ignored. */
  entries?: Uint8Array;
  /** Pencil marks, one bitmask per cell (bit v-1); 0 = none. */
  pencilMarks?: Uint32Array;
  level: VariantHintLevel;
  /** Name the right digits of wrong entries. */
  reveal?: boolean;
  /** The cell whose wrong entry to explain (the player's selection); the first wrong entry when this one is right. */
  focus?: number;
  budget?: Budget;
}

export type VariantHint = (
  | { kind: "invalid" | "unknown" | "solved"; text: string }
  | {
      kind: "wrong-entry";
      text: string;
      cells: number[];
      notes: boolean;
      expected?: { cell: number; value: number }[];
      /** Why the focused (else the first) wrong entry cannot be right (not with `reveal`, which names right digits). */
      why?: { cell: number; value: number; reason: DigitReason; rules: number[]; ruleNames: string[]; area: number[]; text: string };
    }
  | {
      kind: "forced";
      text: string;
      cell: number;
      value: number;
      reasons: DigitReason[];
      /** Indices into puzzle.rules of every rule instance the reasons name, and their names. */
      rules: number[];
      ruleNames: string[];
      /** Cells to highlight besides the forced cell: the named rules' cells and the cells the reasons cite. */
      area: number[];
      /** Set when the digit has no other place in a row, column or region (then `reasons` is empty: not needed). */
      hidden?: HiddenSingle;
    }
  /** The budget ran out before any cell was proven forced: the solver's digit for one cell, said as such. */
  | { kind: "search"; text: string; cell: number; value: number }
) & { stats: SolveStats };

/** Shares of the budget left after the uniqueness proof: the probes, then the ranking; the explanation gets the rest. */
const PROBE_SHARE = 0.5;
const RANK_SHARE = 0.5;
/** Share of what is left after the uniqueness proof for the reason a wrong entry cannot be right. */
const WHY_SHARE = 0.5;
/** Cells (cheapest probes first) whose first cores are compared to pick the hint. */
const MAX_RANKED = 24;

function scaled(budget: Budget, share: number): Budget {
  const out: Budget = {};
  if (budget.work !== undefined) out.work = Math.floor(budget.work * share);
  if (budget.conflicts !== undefined) out.conflicts = Math.floor(budget.conflicts * share);
  if (budget.decisions !== undefined) out.decisions = Math.floor(budget.decisions * share);
  return out;
}

export function variantHint(request: VariantHintRequest): VariantHint {
  const { puzzle, level } = request;
  const n = puzzle.size;
  const budget = request.budget ?? {};
  const stats = emptyStats();
  const solved = solveVariant(puzzle, { budget, buildUnitsPerLiteral: BUILD_UNITS_PER_LITERAL });
  addStats(stats, solved.stats);
  if (solved.status === "unknown") return { kind: "unknown", text: "The solver ran out of budget before it knew the solution, so no hint can be checked.", stats };
  if (solved.status === "none") return { kind: "invalid", text: "This puzzle has no solution: its givens and rules contradict each other, so there is no hint to give.", stats };
  if (solved.status !== "unique") {
    // Where two solutions part is what a setter needs to fix the puzzle, as the classic hint says it.
    const [one, other] = solved.solutions;
    const differ = one && other ? ` (two of them differ at ${differingCells(one, other).slice(0, 4).map((cell) => variantCellName(n, cell)).join(", ")})` : "";
    return { kind: "invalid", text: `This puzzle has more than one solution${differ}, so no hint can be checked against the solution; add givens until it has one.`, stats };
  }
  const solution = solved.solutions[0];
  const name = (cell: number): string => variantCellName(n, cell);

  const known = Uint8Array.from(puzzle.givens);
  const wrong: number[] = [];
  for (let cell = 0; cell < n * n; cell++) {
    const v = request.entries?.[cell] ?? 0;
    if (puzzle.givens[cell] !== 0 || v === 0) continue;
    if (v !== solution[cell]) wrong.push(cell);
    else known[cell] = v;
  }
  if (wrong.length > 0) {
    const names = list(wrong.map(name));
    const expected = wrong.map((cell) => ({ cell, value: solution[cell] }));
    if (request.reveal) {
      const text = `${names} ${wrong.length === 1 ? "is" : "are"} wrong: ${list(expected.map((e) => `${name(e.cell)} should be ${valueToChar(e.value)}`))}.`;
      return { kind: "wrong-entry", text, cells: wrong, notes: false, expected, stats };
    }
    const fix = `${names} ${wrong.length === 1 ? "does" : "do"} not match the solution; fix ${wrong.length === 1 ? "it" : "them"} first.`;
    // One wrong entry (the one asked about, else the first), refuted from the givens and the right entries alone: a
    // reason the player can check.
    const cell = request.focus !== undefined && wrong.includes(request.focus) ? request.focus : wrong[0];
    const value = request.entries![cell];
    // A digit its row, column or region already holds is the plainest reason; the solver is asked only otherwise.
    const seenBy = housePeers(puzzle)[cell].find((peer) => known[peer] === value);
    let reason: DigitReason;
    if (seenBy !== undefined) reason = { digit: value, kind: "seen", cell: seenBy };
    else {
      const explainer = new ForcedCellExplainer(puzzle, known);
      reason = explainer.refute(cell, value, scaled(remainingBudget(budget, stats), WHY_SHARE));
      addStats(stats, explainer.stats);
    }
    // A long core is said as a count, and its rules are not lit up either: the board would be all highlight.
    const short = reason.kind === "core" && reason.rules.length + reason.cells.length <= LONGEST_REASON ? reason : null;
    const rules = short ? short.rules : [];
    const area = new Set<number>(short ? short.cells : reason.kind === "seen" ? [reason.cell] : []);
    for (const i of rules) for (const c of ruleCells(n, puzzle.rules[i])) area.add(c);
    area.delete(cell);
    const because = wrongEntryText(n, puzzle.rules, cell, value, reason);
    const why = { cell, value, reason, rules, ruleNames: rules.map((i) => ruleName(n, puzzle.rules[i])), area: [...area].sort((a, b) => a - b), text: because };
    return { kind: "wrong-entry", text: `${fix} ${because}`, cells: wrong, notes: false, why, stats };
  }
  const badNotes: number[] = [];
  for (let cell = 0; cell < n * n; cell++) {
    const mask = request.pencilMarks?.[cell] ?? 0;
    if (known[cell] === 0 && mask !== 0 && (mask & (1 << (solution[cell] - 1))) === 0) badNotes.push(cell);
  }
  if (badNotes.length > 0) {
    return { kind: "wrong-entry", text: `Your pencil marks in ${list(badNotes.map(name))} rule out the digit that belongs there.`, cells: badNotes, notes: true, stats };
  }
  if (known.every((v) => v !== 0)) return { kind: "solved", text: "The puzzle is solved.", stats };

  const probed = findForcedCell(puzzle, known, solution, scaled(remainingBudget(budget, stats), PROBE_SHARE), undefined, MAX_RANKED);
  addStats(stats, probed.stats);
  if (probed.forced.length === 0) {
    // Nothing proven within budget: the solver's digit for the first empty cell, said as such.
    const cell = known.findIndex((v) => v === 0);
    const text =
      level === 1
        ? "No forced cell was found within the budget; ask again for the solver's help."
        : level === 2
          ? `No forced cell was found within the budget; the solver can tell you the digit of ${name(cell)}.`
          : `No forced cell was found within the budget; the solver's unique solution has ${valueToChar(solution[cell])} in ${name(cell)}.`;
    return { kind: "search", text, cell, value: solution[cell], stats };
  }
  const peers = housePeers(puzzle);
  const candidates = probed.forced.slice(0, MAX_RANKED).map((f) => ({ forced: f, hidden: hiddenSingle(puzzle, known, f.cell, f.value, peers) }));
  const explainer = new ForcedCellExplainer(puzzle, known);
  const chosen = smallestCore(explainer, candidates, scaled(remainingBudget(budget, stats), RANK_SHARE));
  const forced = chosen.forced;
  if (chosen.hidden) {
    addStats(stats, explainer.stats);
    const area = [...new Set([...chosen.hidden.houseCells, ...chosen.hidden.blockers])].filter((c) => c !== forced.cell).sort((a, b) => a - b);
    const text = hiddenSingleText(n, forced.cell, forced.value, chosen.hidden, level);
    return { kind: "forced", text, cell: forced.cell, value: forced.value, reasons: [], rules: [], ruleNames: [], area, hidden: chosen.hidden, stats };
  }
  const reasons = explainer.explain(forced, remainingBudget(budget, stats));
  addStats(stats, explainer.stats);
  const rules = [...new Set(reasons.flatMap((r) => (r.kind === "core" ? r.rules : [])))].sort((a, b) => a - b);
  const area = new Set<number>();
  for (const i of rules) for (const cell of ruleCells(n, puzzle.rules[i])) area.add(cell);
  for (const r of reasons) {
    if (r.kind === "seen") area.add(r.cell);
    if (r.kind === "core") for (const cell of r.cells) area.add(cell);
  }
  area.delete(forced.cell);
  const text = level === 1 ? areaText(n, puzzle.rules, reasons) : level === 2 ? cellText(n, forced.cell, reasons) : fullText(n, puzzle.rules, forced.cell, forced.value, reasons);
  return {
    kind: "forced",
    text,
    cell: forced.cell,
    value: forced.value,
    reasons,
    rules,
    ruleNames: rules.map((i) => ruleName(n, puzzle.rules[i])),
    area: [...area].sort((a, b) => a - b),
    stats,
  };
}

/**
 * The candidate whose refutations rest on the fewest rule instances and digits (a seen digit counts one, a hidden
 * single its blocking digits), judged by each refutation's first core; ties and an exhausted budget keep the probe
 * order (cheapest search first).
 */
function smallestCore(explainer: ForcedCellExplainer, candidates: { forced: ForcedCell; hidden: HiddenSingle | null }[], budget: Budget) {
  let best = candidates[0];
  let bestSize = Infinity;
  for (const candidate of candidates) {
    const { forced, hidden } = candidate;
    let size = hidden ? hidden.blockers.length : forced.seen.size;
    if (!hidden) {
      for (const digit of forced.refuted) {
        if (size >= bestSize) break;
        size += explainer.roughCoreSize(forced.cell, digit, budget);
      }
    }
    if (size < bestSize) {
      best = candidate;
      bestSize = size;
    }
    if (size === Infinity) break;
  }
  return best;
}
