/**
 * The DOM events a host page can listen to on <sudoku-puzzle>. They are dispatched on the element itself (bubbling,
 * composed), so `widget.addEventListener("solved", …)` and a listener on the document both work.
 */
import type { GameModel } from "../state/game-model";
import { puzzleText } from "../state/assist";

export interface ProgressDetail {
  /** The givens in line form: which puzzle this is. */
  puzzle: string;
  /** Filled cells (givens included) out of `total`. */
  filled: number;
  total: number;
  /** Player entries that disagree with the unique solution (0 until the solution is known). */
  wrong: number;
  elapsedMs: number;
}

export interface SolvedDetail {
  puzzle: string;
  timeMs: number;
  mistakes: number;
  hints: number;
  revealed: number;
}

export function progressDetail(model: GameModel): ProgressDetail {
  const values = model.board.value.values;
  return {
    puzzle: puzzleText(model),
    filled: values.reduce((n, v) => n + (v ? 1 : 0), 0),
    total: values.length,
    wrong: model.wrong.value.length,
    elapsedMs: Math.round(model.elapsedMs.peek()),
  };
}

export function solvedDetail(model: GameModel): SolvedDetail {
  return {
    puzzle: puzzleText(model),
    timeMs: Math.round(model.elapsedMs.peek()),
    mistakes: model.mistakes.peek(),
    hints: model.hintsUsed.peek(),
    revealed: model.revealed.peek(),
  };
}

/** Dispatches on the custom element that hosts `inside` (the shadow root's host). */
export function emitFrom(inside: Element | null, type: "progress" | "solved", detail: ProgressDetail | SolvedDetail): void {
  const root = inside?.getRootNode();
  const host = root && "host" in root ? (root as ShadowRoot).host : inside;
  host?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
