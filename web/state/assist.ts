/**
 * The helpers behind the assist buttons, as functions of a model returning a message for the live region:
 * check, "why is this wrong?", the pencil-mark audit, and the API hint ladder.
 */
import type { HintDetail } from "../../worker/core/api";
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

export function check(model: GameModel): string {
  if (!model.solution.value) return "The solution is not known yet (offline?). Try again in a moment.";
  const wrong = model.wrong.value;
  model.mark(wrong.length ? { kind: "wrong", cells: wrong } : null);
  const filled = model.board.value.values.filter((v, i) => v && !model.isGiven(i)).length;
  return wrong.length
    ? `${wrong.length} of your ${filled} entries ${wrong.length === 1 ? "is" : "are"} wrong (marked): ${cellNames(model.shape, wrong)}.`
    : `All ${filled} entries are correct so far.`;
}

/** Explains the selected cell's entry, or every wrong entry when nothing wrong is selected. */
export function whyWrong(model: GameModel): string {
  const { shape } = model;
  const values = model.board.value.values;
  const sel = model.selected.value;
  const targets = sel >= 0 && values[sel] && !model.isGiven(sel) ? [sel] : [...new Set([...model.wrong.value, ...[...model.conflicts.value].filter((c) => !model.isGiven(c))])];
  if (targets.length === 0) return "Nothing on the board is wrong right now.";
  const lines: string[] = [];
  const marked = new Set<number>();
  for (const cell of targets.slice(0, 4)) {
    const v = values[cell];
    marked.add(cell);
    const clashes = Array.from(shape.peers[cell]).filter((p) => values[p] === v);
    clashes.forEach((p) => marked.add(p));
    if (clashes.length) lines.push(`${name(model, cell)} = ${v} breaks the rules: ${cellNames(shape, clashes)} already ${clashes.length === 1 ? "holds" : "hold"} ${v} in the same house.`);
    else if (model.solution.value && model.solution.value[cell] !== v) lines.push(`${name(model, cell)} = ${v} cannot be part of any solution: the givens allow exactly one solution, and it has another digit there.`);
    else lines.push(`${name(model, cell)} = ${v} is fine as far as anyone can tell.`);
  }
  if (targets.length > 4) lines.push(`…and ${targets.length - 4} more.`);
  model.mark({ kind: "wrong", cells: [...marked] });
  return lines.join(" ");
}

export function auditMessage(model: GameModel): string {
  if (!model.board.value.notes.some((n) => n !== 0)) return "You have no notes to audit. Try “Fill candidates” or notes mode.";
  const audit = model.audit();
  const cells = [...audit.missingTruth, ...audit.stale.map((s) => s.cell)];
  model.mark(cells.length ? { kind: "audit", cells: [...new Set(cells)] } : null);
  const parts: string[] = [];
  if (audit.missingTruth.length) parts.push(`Your notes rule out the true digit in ${cellNames(model.shape, audit.missingTruth)}.`);
  if (audit.stale.length) parts.push(`Stale notes (a peer already holds the digit): ${audit.stale.slice(0, 6).map((s) => `${name(model, s.cell)} ${s.value}`).join(", ")}${audit.stale.length > 6 ? "…" : ""}.`);
  if (!model.solution.value) parts.push("(The solution is not known yet, so only stale notes were checked.)");
  return parts.length ? parts.join(" ") : "Your notes look sound: none rules out a true digit.";
}

function notesByCell(model: GameModel): Record<string, number[]> {
  const { notes, values } = model.board.value;
  const out: Record<string, number[]> = {};
  notes.forEach((mask, cell) => {
    if (!mask || values[cell]) return;
    const list: number[] = [];
    for (let v = 1; v <= model.shape.size; v++) if (mask & (1 << (v - 1))) list.push(v);
    out[name(model, cell)] = list;
  });
  return out;
}

/** Asks the API for the next step at the given detail and highlights its area and cells. */
export interface HintAnswer {
  text: string;
  /** Placements of a "full" step, which the player may apply with one button. */
  placements: { cell: number; value: number }[];
}

export async function hint(model: GameModel, detail: HintDetail, api: Api): Promise<HintAnswer> {
  const answer = await api.hint(puzzleText(model), entriesText(model), notesByCell(model), detail);
  if (!answer.ok) return { text: `No hint: ${describeError(answer.error)}`, placements: [] };
  const h = answer.value;
  const { shape } = model;
  const cells = new Set<number>();
  for (const c of h.cells ?? []) cells.add(cellIndex(shape, c));
  for (const p of h.placements ?? []) cells.add(cellIndex(shape, p.cell));
  cells.delete(-1);
  const area = (h.houses ?? []).flatMap((house) => houseCells(shape, house));
  if (detail === "technique") model.countHint();
  model.mark({ kind: h.kind === "wrong-entry" ? "wrong" : "hint", cells: [...cells], area });
  const placements = h.kind === "wrong-entry" ? [] : (h.placements ?? []).map((p) => ({ cell: cellIndex(shape, p.cell), value: p.value })).filter((p) => p.cell >= 0);
  return { text: h.text, placements };
}
