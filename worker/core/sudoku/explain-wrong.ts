/**
 * "Why is this wrong?" for the API: the SAT side (explainWrong, a minimal set of entries that leave no solution)
 * picks the premises, and a chain of singles from them shows the contradiction the way a player would check it.
 * When singles alone cannot show it, the answer says so and rests on the SAT proof.
 */
import type { WrongExplanationResponse } from "../api";
import type { Budget } from "../budget";
import { explainWrong } from "./analysis";
import { contradictionChain, type ChainBreak, type ChainStep } from "./contradiction-chain";
import { valueToChar, type Grid } from "./grid";
import { cellName, houseName, type Shape } from "./shape";
import { listInWords as list } from "../words";

/** "r3c7" → its index (the names come from cellName, so they are well formed). */
function indexOfName(shape: Shape, name: string): number {
  const [row, col] = name.slice(1).split("c").map(Number);
  return (row - 1) * shape.size + col - 1;
}

function stepText(shape: Shape, step: ChainStep): string {
  const at = `${cellName(shape, step.cell)} = ${valueToChar(step.value)}`;
  if (step.technique === "naked-single") return `${at}: every other value is taken by a peer (${list(step.because.map((c) => cellName(shape, c)))}).`;
  return `${at}: in ${houseName(shape, step.house!)} no other cell can hold ${valueToChar(step.value)}.`;
}

function breakText(shape: Shape, b: ChainBreak): string {
  if (b.kind === "empty-cell") return `Now ${cellName(shape, b.cell)} has no value left: its peers hold all ${shape.size}.`;
  if (b.kind === "missing-digit") return `Now ${valueToChar(b.value)} has no place left in ${houseName(shape, b.house)}.`;
  return `${cellName(shape, b.cells[0])} and ${cellName(shape, b.cells[1])} both hold ${valueToChar(b.value)} in ${houseName(shape, b.house)}.`;
}

/**
 * Explains the player's entries (only `focus` when given): which cannot all be right, and why, step by step.
 * @param entries the player's grid (givens may be repeated; they are ignored as entries)
 */
export function explainEntries(givens: Grid, entries: Grid, focus: number | null, budget?: Budget): WrongExplanationResponse {
  const { shape } = givens;
  const named: Grid = { shape, cells: new Uint8Array(shape.cells) };
  for (let i = 0; i < shape.cells; i++) if (!givens.cells[i] && (focus === null || focus === i)) named.cells[i] = entries.cells[i];
  const sat = explainWrong(givens, named, budget);
  if (sat.status !== "contradiction") {
    const text = sat.status === "consistent"
      ? focus === null ? "Your entries fit a solution: nothing is wrong yet." : `${cellName(shape, focus)} = ${valueToChar(entries.cells[focus])} fits a solution.`
      : "The solver ran out of budget before it could tell.";
    return { status: sat.status, premises: [], steps: [], text };
  }
  const core = sat.core.map((e) => indexOfName(shape, e.cell));
  const others = [...named.cells.keys()].filter((i) => named.cells[i] && !core.includes(i));
  const chain = contradictionChain(givens, named, core) ?? contradictionChain(givens, named, [...core, ...others]);
  const premises = chain ? chain.premises : core;
  const premiseText = premises.length
    ? `${list(premises.map((c) => `${cellName(shape, c)} = ${valueToChar(named.cells[c])}`))} cannot ${premises.length === 1 ? "be right" : "all be right"}`
    : "The givens themselves cannot all be right";
  if (!chain) {
    return { status: "contradiction", premises: premises.map((c) => cellName(shape, c)), steps: [], text: `${premiseText}: with ${premises.length === 1 ? "it" : "them"} the puzzle has no solution (proved by the SAT solver; no short chain of singles shows it).` };
  }
  const steps = chain.steps.map((s) => ({ cell: cellName(shape, s.cell), value: s.value, because: s.because.map((c) => cellName(shape, c)), text: stepText(shape, s) }));
  const b = chain.contradiction;
  const breakCells = b.kind === "empty-cell" ? [b.cell] : b.kind === "clash" ? b.cells : [];
  return {
    status: "contradiction",
    premises: premises.map((c) => cellName(shape, c)),
    steps,
    contradiction: {
      kind: b.kind,
      cells: breakCells.map((c) => cellName(shape, c)),
      house: b.kind === "empty-cell" ? undefined : houseName(shape, b.house),
      because: b.because.map((c) => cellName(shape, c)),
      text: breakText(shape, b),
    },
    text: steps.length === 0 ? `${premiseText}: it leads straight to a contradiction.` : `${premiseText}: follow ${steps.length} forced step${steps.length === 1 ? "" : "s"} to a contradiction.`,
  };
}
