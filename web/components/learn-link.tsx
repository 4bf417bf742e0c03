/** Under a hint's message: a link to the technique page's lesson on the step's technique, while the board is unchanged. */
import type { Signal } from "@preact/signals";
import type { Technique } from "../../worker/core/sudoku/hints/hint";
import type { GameModel } from "../state/game-model";
import { inSentence } from "../../worker/core/words";
import { techniqueWords } from "./grade-words";

/** The technique of the last hint, and the move it was asked at: a move since makes the link stale. */
export interface HintedTechnique {
  technique: Technique;
  cursor: number;
}

export function LearnLink({ model, hinted }: { model: GameModel; hinted: Signal<HintedTechnique | null> }) {
  const h = hinted.value;
  if (!h || h.cursor !== model.cursor.value) return null;
  const words = h.technique === "solver" ? "When no technique applies" : `How ${inSentence(techniqueWords(h.technique))} works`;
  return (
    <p class="muted learn-link">
      <a href={`/learn#${h.technique}`}>{words}</a>, with a worked example.
    </p>
  );
}
