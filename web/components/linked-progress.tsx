/**
 * A link's progress (its fragment: entries, pencil marks, colours) on a game page. The page reads it when it makes
 * the game and starts from it when nothing is saved; this file does the rest: it takes the fragment out of the
 * address once the game is there (so a reload resumes the saved game instead of resetting to the link), reads a
 * fragment pasted into the address bar of the open page, and, when the link's position is not the one on the
 * board, lets the player choose between the two.
 */
import type { Signal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { GameModel, Progress } from "../state/game-model";
import { progressFromHash } from "../state/share";

export type LinkedProgress = Signal<Required<Progress> | null>;

/** Whether the link's position is not the one on the board: any entry, pencil mark or colour apart. */
function positionDiffers(link: Required<Progress>, model: GameModel): boolean {
  const { values, notes, corners, colours } = model.board.value;
  return link.colours.some((c, i) => c !== colours[i]) ||
    link.values.some((v, i) => !model.isGiven(i) && (v !== values[i] || link.notes[i] !== notes[i] || link.corners[i] !== corners[i]));
}

export function useLinkedProgress(model: GameModel | null, linked: LinkedProgress): void {
  useEffect(() => {
    if (!model) return;
    // Only a progress fragment is taken out: another one (the skip link's #main) is the page's own.
    const forget = () => /^#(?:.*&)?[enkc]=/.test(location.hash) && history.replaceState(history.state, "", location.pathname + location.search);
    forget();
    // A link pasted into the address bar of this very page changes only the fragment, and the page does not reload.
    const read = () => {
      const progress = progressFromHash(location.hash, { shape: model.shape, cells: model.givens });
      if (progress) linked.value = progress;
      forget();
    };
    addEventListener("hashchange", read);
    return () => removeEventListener("hashchange", read);
  }, [model]);
}

export function LinkedProgressChoice({ model, linked }: { model: GameModel; linked: LinkedProgress }) {
  if (!linked.value || !positionDiffers(linked.value, model)) return null;
  return (
    <p class="notice">
      The link carries a game of this puzzle in progress (from a friend, or from a widget on another site), and this
      browser already has a different one.{" "}
      <button type="button" onClick={() => { model.loadProgress(linked.value!); linked.value = null; }}>Load the link’s progress</button>{" "}
      <button type="button" onClick={() => (linked.value = null)}>Keep mine</button>
    </p>
  );
}
