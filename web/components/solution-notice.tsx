/** The banner for a puzzle that cannot be played honestly: several solutions, or none. */
import { puzzleText } from "../state/assist";
import type { GameModel } from "../state/game-model";

/** At load: a puzzle with several or no solutions says so, and points to the setter's assistant. */
export function SolutionNotice({ model, embedded }: { model: GameModel; embedded: boolean }) {
  const status = model.solutionStatus.value;
  if (status !== "multiple" && status !== "none") return null;
  const text = status === "multiple"
    ? "This puzzle has more than one solution, so it cannot be solved by logic alone and no entry can be called wrong. Check, hints and reveals are off; rule conflicts are still shown."
    : "These givens contradict each other: the puzzle has no solution.";
  return (
    <p class="notice" role="alert">
      {text}{" "}
      {!embedded && <a href={`/enter?p=${puzzleText(model)}`}>Open it in the setter’s assistant</a>}
    </p>
  );
}
