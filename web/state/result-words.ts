/**
 * A finished game's help in words and as a coloured square: one spelling for the finished panel, the daily puzzle's
 * share text and any other game's result.
 */
import type { GameModel } from "./game-model";

export interface ResultCounts {
  mistakes: number;
  hints: number;
  revealed: number;
  /** Cells a helper placed: a hint's Apply step, Place singles. */
  applied: number;
}

/** "1 hint", "2 hints". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "1 mistake", "2 hints", then the cells the app filled in (digits placed, or notes a step trimmed), when it filled any. */
export function helpWords(c: ResultCounts): string[] {
  const words = [plural(c.mistakes, "mistake"), plural(c.hints, "hint")];
  if (c.revealed) words.push(`${c.revealed} revealed`);
  if (c.applied) words.push(`${c.applied} filled in by helpers`);
  return words;
}

/** Green: no mistake, no hint, nothing filled by the app; red: the app filled cells; yellow: in between. */
export function resultSquare(c: ResultCounts): string {
  if (c.revealed > 0 || c.applied > 0) return "🟥";
  return c.mistakes === 0 && c.hints === 0 ? "🟩" : "🟨";
}

/** A game's counts as they stand. */
export function resultCounts(model: GameModel): ResultCounts {
  return { mistakes: model.mistakes.value, hints: model.hintsUsed.value, revealed: model.revealed.value, applied: model.applied.value };
}
