/** On a board opened to practise a technique (`?practice=x-wing`): what to look for, the lesson, and another board. */
import type { PracticeTechnique } from "../../worker/core/sudoku/practice-levels";
import { articleOf, inSentence } from "../../worker/core/words";
import { techniqueWords } from "./grade-words";
import { PracticeButton } from "./practice-button";

export function PracticeNote({ technique }: { technique: PracticeTechnique }) {
  const named = inSentence(techniqueWords(technique));
  const article = articleOf(named);
  return (
    <p class="practice-note">
      Practice: the easiest step on this board is {article && `${article} `}<strong>{named}</strong>. Find it; the Hint names it when you ask.{" "}
      <a href={`/learn#${technique}`}>How {named} works</a>. <PracticeButton technique={technique} label="Another board" />
    </p>
  );
}
