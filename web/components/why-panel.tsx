/** Steps through a "why is this wrong?" explanation on the board: premises, each forced step, the contradiction. */
import type { Signal } from "@preact/signals";
import { showWhy, type WhyWalk } from "../state/assist";
import type { GameModel } from "../state/game-model";

export function WhyPanel({ model, walk, message }: { model: GameModel; walk: Signal<WhyWalk | null>; message: Signal<string> }) {
  const current = walk.value;
  if (!current || current.explanation.status !== "contradiction" || current.cursor !== model.cursor.value) return null;
  const last = current.explanation.steps.length + (current.explanation.contradiction ? 1 : 0);
  if (last === 0) return null;
  const go = (at: number) => {
    const next = { ...current, at };
    walk.value = next;
    message.value = showWhy(model, next);
  };
  return (
    <div class="why" role="group" aria-label="Why is this wrong">
      <button type="button" onClick={() => go(current.at - 1)} disabled={current.at === 0}>◀ Back</button>
      <span>{current.at === 0 ? "Start" : current.at > current.explanation.steps.length ? "Contradiction" : `Step ${current.at} of ${current.explanation.steps.length}`}</span>
      <button type="button" onClick={() => go(current.at + 1)} disabled={current.at >= last}>Next step ▶</button>
      <button type="button" onClick={() => { walk.value = null; model.mark(null); message.value = ""; }}>Done</button>
    </div>
  );
}
