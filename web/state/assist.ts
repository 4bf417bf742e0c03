/**
 * The helpers behind the assist buttons, as functions of a model returning a message for the live region:
 * check, "why is this wrong?", the pencil-mark audit, and the API hint ladder.
 */
import type { HintDetail, WrongExplanationResponse } from "../../worker/core/api";
import { valuesOf } from "../../worker/core/sudoku/candidates";
import { TECHNIQUES, type Technique } from "../../worker/core/sudoku/hints/hint";
import { valueToChar } from "../../worker/core/sudoku/grid";
import { formatGrid } from "../../worker/core/sudoku/grid-text";
import { describeError, type Api } from "../api/client";
import type { GameModel } from "./game-model";
import { cellIndex, cellNames, houseCells } from "./names";

const name = (model: GameModel, cell: number) => cellNames(model.shape, [cell]);

export function entriesText(model: GameModel): string {
  return formatGrid({ shape: model.shape, cells: model.board.value.values }, "line");
}

export function puzzleText(model: GameModel): string {
  return formatGrid({ shape: model.shape, cells: model.givens }, "line");
}

/** Why check, hint or reveal cannot judge entries, or null when the puzzle has one solution. */
export function statusProblem(model: GameModel): string | null {
  switch (model.solutionStatus.value) {
    case "unique":
      return null;
    case "multiple":
      return "This puzzle has more than one solution, so no entry can be called right or wrong (only rule conflicts are shown). Open it in the setter’s assistant to see where the solutions differ.";
    case "none":
      return "These givens have no solution at all, so nothing can be checked, hinted or revealed. Open it in the setter’s assistant to see which givens clash.";
    case "unknown":
      return "The solver ran out of budget before it knew the solution, so entries cannot be checked.";
    case "offline":
      return "The solution could not be fetched (offline?). It is fetched again as soon as you are back online.";
    case "unavailable":
      return "The server could not give the solution just now, so entries cannot be checked yet. The page asks again for a few minutes; reloading it asks at once.";
    default:
      return "Still working out the solution… try again in a moment.";
  }
}

/** Marks wrong entries; each one found counts as a mistake (a failed check), once. */
export function check(model: GameModel): string {
  const problem = statusProblem(model);
  if (problem) return problem;
  const filled = model.board.value.values.filter((v, i) => v && !model.isGiven(i)).length;
  if (filled === 0) {
    model.mark(null);
    return "You have no entries yet, so there is nothing to check.";
  }
  const wrong = model.wrong.value;
  model.mark(wrong.length ? { kind: "wrong", cells: wrong } : null);
  model.recordCheck(wrong);
  return wrong.length
    ? `${wrong.length} of your ${filled} entries ${wrong.length === 1 ? "is" : "are"} wrong (marked): ${cellNames(model.shape, wrong)}.`
    : `All ${filled} entries are correct so far.`;
}

/** The explanation being stepped through on the board: premises, forced steps, then the contradiction. */
export interface WhyWalk {
  explanation: WrongExplanationResponse;
  /** 0 = the premises, 1..steps = after that step, steps+1 = the contradiction. */
  at: number;
  /** The history position it explains; any move makes it stale. */
  cursor: number;
}

/** Shows one stage of the walk on the board (like a hint) and returns its sentence. */
export function showWhy(model: GameModel, walk: WhyWalk): string {
  const { shape } = model;
  const e = walk.explanation;
  const idx = (names: string[]) => names.map((n) => cellIndex(shape, n)).filter((c) => c >= 0);
  const premises = idx(e.premises);
  const ghosts = e.steps.slice(0, Math.min(walk.at, e.steps.length)).map((s) => ({ cell: cellIndex(shape, s.cell), value: s.value }));
  if (walk.at === 0 || e.status !== "contradiction") {
    model.mark(premises.length ? { kind: "wrong", cells: premises, ghosts } : null);
    return e.text;
  }
  if (walk.at <= e.steps.length) {
    const step = e.steps[walk.at - 1];
    model.mark({ kind: "hint", cells: [cellIndex(shape, step.cell)], area: idx(step.because), wrong: premises, ghosts });
    return `Step ${walk.at} of ${e.steps.length}: ${step.text}`;
  }
  const c = e.contradiction!;
  const area = c.house ? houseCells(shape, c.house) : idx(c.because);
  model.mark({ kind: "wrong", cells: [...new Set([...premises, ...idx(c.cells)])], area, ghosts });
  return `${c.text} So ${e.premises.length === 1 ? `${e.premises[0]} is wrong` : `${e.premises.join(", ")} cannot all be right`}.`;
}

/** The selected cell's name when it holds one of the player's digits (not a given, not empty). */
function selectedEntry(model: GameModel): string | undefined {
  const sel = model.selected.value;
  return sel >= 0 && model.board.value.values[sel] && !model.isGiven(sel) ? name(model, sel) : undefined;
}

/**
 * Asks the API why the selected entry (or the board's entries) cannot be right. With `fpuzzles` (a variant game, whose
 * rules the classic walk does not know) the variant hint refutes the selected wrong digit (else the first) by the
 * puzzle's own rules and says the rules and digits that rule it out (highlighted); the game holds the proven solution,
 * so "nothing is wrong" needs no request there.
 */
export async function whyWrong(model: GameModel, api: Api, fpuzzles?: string): Promise<WhyWalk | string> {
  const values = model.board.value.values;
  if (!values.some((v, i) => v && !model.isGiven(i))) return "You have no entries yet, so nothing can be wrong.";
  if (fpuzzles) {
    if (model.solution.value && model.wrong.value.length === 0) return "None of your digits is wrong: with the givens and the rules, they can all still be right.";
    // The player asked why: the reason alone, without the hint's "does not match the solution; fix it first".
    const answer = await hint(model, "technique", api, fpuzzles);
    return answer.reason ?? answer.text;
  }
  const answer = await api.verify(puzzleText(model), entriesText(model), { cell: selectedEntry(model) });
  if (!answer.ok) return `No explanation: ${describeError(answer.error)}`;
  const explanation = answer.value.explanation;
  if (!explanation) return "No explanation came back.";
  if (explanation.status === "contradiction" && model.solutionStatus.value === "unique") model.recordCheck(model.wrong.value.filter((c) => explanation.premises.includes(name(model, c))));
  return { explanation, at: 0, cursor: model.cursor.value };
}

export function auditMessage(model: GameModel): string {
  if (!model.board.value.notes.some((n) => n !== 0)) return "You have no notes to audit. Try “Fill candidates” or notes mode.";
  const audit = model.audit();
  const cells = [...audit.missingTruth, ...audit.stale.map((s) => s.cell)];
  model.mark(cells.length ? { kind: "audit", cells: [...new Set(cells)] } : null);
  const parts: string[] = [];
  if (audit.missingTruth.length) parts.push(`Your notes rule out the true digit in ${cellNames(model.shape, audit.missingTruth)}.`);
  if (audit.stale.length) parts.push(`Stale notes (the digits placed already rule them out): ${audit.stale.slice(0, 6).map((s) => `${name(model, s.cell)} ${s.value}`).join(", ")}${audit.stale.length > 6 ? "…" : ""}.`);
  if (!model.solution.value) parts.push("(The solution is not known yet, so only stale notes were checked.)");
  return parts.length ? parts.join(" ") : "Your notes look sound: none rules out a true digit.";
}

function notesByCell(model: GameModel): Record<string, number[]> {
  const { notes, values } = model.board.value;
  const out: Record<string, number[]> = {};
  notes.forEach((mask, cell) => {
    if (!mask || values[cell]) return;
    out[name(model, cell)] = valuesOf(mask & model.shape.allMask);
  });
  return out;
}

/** Asks the API for the next step at the given detail and highlights its area and cells. */
export interface HintAnswer {
  text: string;
  /** Placements of a "full" step, which the player may apply with one button (with its eliminations). */
  placements: { cell: number; value: number }[];
  /** The candidates a "full" step removes, cell by cell: a step may place nothing and only remove candidates. */
  eliminations: { cell: number; values: number[] }[];
  /** False when the answer was not a step (a wrong entry to fix first, or no hint), so the ladder stays put. */
  counted: boolean;
  /** The technique the step uses, when it is one of the classic engine's (the technique page explains each). */
  technique?: Technique;
  /** A variant's wrong entry: why it cannot be right, without the hint's "fix it first". */
  reason?: string;
}

/** An answer that is no step: nothing to show on the board beyond its words, nothing to apply, nothing counted. */
const noStep = (text: string): HintAnswer => ({ text, placements: [], eliminations: [], counted: false });

/** Does a hint's shown step for the player (one undoable move), and says what came of it. */
export function applyHint(model: GameModel, step: Pick<HintAnswer, "placements" | "eliminations">): string {
  const { values, notes } = model.board.value;
  const unnoted = step.eliminations.filter((e) => !values[e.cell] && !notes[e.cell]).map((e) => e.cell);
  if (model.applyStep(step) === 0) return "Nothing to apply: the board shows this step already.";
  const applied = "Step applied (these cells count as assisted).";
  if (step.eliminations.length === 0) return applied;
  const removed = step.eliminations.map((e) => `${e.values.map(valueToChar).join(" and ")} from ${name(model, e.cell)}`).join(", ");
  const written = unnoted.length ? ` ${cellNames(model.shape, unnoted)} had no notes, so ${unnoted.length === 1 ? "it now notes its" : "they now note their"} other candidates.` : "";
  return `${applied} Took ${removed} out of the notes.${written}`;
}

/** Reveals the selected cell, and says what came of it. */
export function revealSelected(model: GameModel): string {
  const cell = model.selected.value;
  if (cell < 0) return "Select a cell first.";
  const where = name(model, cell);
  switch (model.revealCell(cell)) {
    case "given":
      return `${where} is a given. Select an empty cell, or one you filled, to reveal its digit.`;
    case "right":
      return `${where} already holds its digit: nothing to reveal.`;
    case "revealed":
      return `Revealed ${where}: ${model.board.value.values[cell]} (it counts as assisted).`;
    case "no-solution":
      return statusProblem(model) ?? "The solution is not known yet.";
  }
}

/** The hints this game still allows under its link's or host's allowance, or null when it sets none. */
export function hintsLeft(model: GameModel): number | null {
  const limit = model.settings.value.hintLimit;
  return limit === null ? null : Math.max(0, limit - model.hintsUsed.value);
}

/** What a player is told when the allowance is spent, and beside the hint button before that. */
export function allowanceWords(limit: number): string {
  return limit === 0 ? "This puzzle is played without hints, as its link or page asks." : `This puzzle allows ${limit} hint${limit === 1 ? "" : "s"}, as its link or page asks.`;
}

/** `fpuzzles`: the variant puzzle's compressed rules, so the API proves a forced cell by the variant's own rules. */
export async function hint(model: GameModel, detail: HintDetail, api: Api, fpuzzles?: string): Promise<HintAnswer> {
  const problem = statusProblem(model);
  if (problem && !["offline", "unavailable", "pending"].includes(model.solutionStatus.value)) return noStep(problem);
  // A new hint starts at its first rung; the rungs after it show more of a hint already counted.
  const limit = model.settings.value.hintLimit;
  if (detail === "technique" && limit !== null && hintsLeft(model) === 0) return noStep(`No hints left. ${allowanceWords(limit)}`);
  // On a variant, a wrong entry the player has selected is the one explained (else the first in reading order).
  const answer = await api.hint(puzzleText(model), entriesText(model), notesByCell(model), detail, fpuzzles, fpuzzles && selectedEntry(model));
  if (!answer.ok) return noStep(`No hint: ${describeError(answer.error)}`);
  const h = answer.value;
  const { shape } = model;
  const cells = new Set<number>();
  for (const c of h.cells ?? []) cells.add(cellIndex(shape, c));
  for (const p of h.placements ?? []) cells.add(cellIndex(shape, p.cell));
  cells.delete(-1);
  // A variant hint cites rule cells (a cage, a thermometer) that are no house of the classic shape.
  const area = [...(h.houses ?? []).flatMap((house) => houseCells(shape, house)), ...(h.area ?? []).map((c) => cellIndex(shape, c)).filter((c) => c >= 0)];
  // Only a real step is a hint: "an entry is wrong" leaves the player's entries alone and costs nothing.
  const counted = h.kind === "step" || h.kind === "search";
  if (detail === "technique" && counted) model.countHint();
  // Being told an entry is wrong is a failed check, counted once per entry like the Check button's.
  if (h.kind === "wrong-entry" && !h.text.startsWith("Your pencil marks")) model.recordCheck([...cells]);
  const placements = h.kind === "wrong-entry" ? [] : (h.placements ?? []).map((p) => ({ cell: cellIndex(shape, p.cell), value: p.value })).filter((p) => p.cell >= 0);
  // A step that only removes candidates is shown by them: struck out in the cells that lose them.
  const eliminations = h.kind === "wrong-entry" ? [] : (h.eliminations ?? []).map((e) => ({ cell: cellIndex(shape, e.cell), values: e.values })).filter((e) => e.cell >= 0 && e.values.length > 0);
  model.mark({ kind: h.kind === "wrong-entry" ? "wrong" : "hint", cells: [...cells], area, ...(eliminations.length ? { eliminations } : {}) });
  const technique = TECHNIQUES.find((t) => t === h.technique);
  const answered: HintAnswer = { text: h.text, placements, eliminations, counted };
  if (technique) answered.technique = technique;
  if (h.reason) answered.reason = h.reason;
  return answered;
}
