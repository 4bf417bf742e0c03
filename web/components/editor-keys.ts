/** Keys of the puzzle editor on /enter, on top of the game's usual keys. */
import type { GameModel } from "../state/game-model";
import { handleGameKey, keyValue } from "./game-keys";

const CLEAR_KEYS = ["0", ".", " "];

/**
 * Typing in a puzzle: a digit fills the cell and moves on (row by row), and 0, "." or Space clear it and move on,
 * so a 9x9 takes 81 keystrokes. With several cells selected a digit fills them all and the focus stays, as in play.
 * Everything else is the game's usual keys.
 */
export function editorKey(model: GameModel, e: KeyboardEvent): void {
  const target = e.target as HTMLElement | null;
  const inGrid = !!target?.closest?.("[role=grid]");
  const sel = model.selected.value;
  if (inGrid && sel >= 0 && model.group.value.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey && !model.notesMode.value) {
    const value = keyValue(e, model.shape.size);
    const clear = CLEAR_KEYS.includes(e.key);
    if (value || clear) {
      e.preventDefault();
      if (clear) model.erase();
      else if (model.board.value.values[sel] !== value) model.input(value, "value");
      model.select((sel + 1) % model.shape.cells);
      return;
    }
  }
  handleGameKey(model, e);
}
