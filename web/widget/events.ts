/**
 * The DOM events a host page can listen to on <sudoku-puzzle>. They are dispatched on the element itself (bubbling,
 * composed), so `widget.addEventListener("solved", …)` and a listener on the document both work.
 */
import { effect, untracked } from "@preact/signals";
import { useEffect } from "preact/hooks";
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

/**
 * Tells the host about every move on `model` and, on the move that finishes the puzzle, that it is solved. One effect
 * sends both, progress first, so the host always hears the final position (81 of 81) before `solved`; two separate
 * subscriptions would fire in whatever order the signals library runs them. A new model gets a new subscription.
 */
export function useWidgetEvents(model: GameModel | null, anchor: { current: Element | null }): void {
  useEffect(() => {
    if (!model) return;
    // Where the game stands when the widget starts listening (a restored game, a finished one) is not news to the host.
    let board = model.board.peek();
    let solved = model.solved.peek();
    return effect(() => {
      const nextBoard = model.board.value;
      const nextSolved = model.solved.value;
      // The details read other signals (the wrong entries), and a host's listener may too: none of them is a move, so
      // none may become this effect's dependency.
      untracked(() => {
        if (nextBoard !== board) emitFrom(anchor.current, "progress", progressDetail(model));
        if (nextSolved && !solved) emitFrom(anchor.current, "solved", solvedDetail(model));
      });
      board = nextBoard;
      solved = nextSolved;
    });
  }, [model]);
}
