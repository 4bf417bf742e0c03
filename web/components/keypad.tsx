/**
 * On-screen pad: one button per value (with how many are left), notes and corner-mark toggles, erase, undo and redo.
 * The count sits beside the button's text, not inside it, so each button's accessible name ("Enter 5") contains its
 * visible text. A mode toggle says its state by being pressed (filled, aria-pressed) and by the badge above the board,
 * not by "on"/"off" in its text, which made the two toggles wrap in a narrow pad.
 */
import { valueToChar } from "../../worker/core/sudoku/grid";
import type { GameModel } from "../state/game-model";
import { letterIsValue } from "./game-keys";

export function Keypad({ model, onNoCell }: { model: GameModel; onNoCell?: () => void }) {
  const { size } = model.shape;
  const values = model.board.value.values;
  const left = new Array<number>(size + 1).fill(size);
  for (const v of values) if (v) left[v]--;
  const notes = model.notesMode.value;
  const corner = model.cornerMode.value;
  const solved = model.solved.value;
  const press = (v: number) => {
    if (model.selected.value < 0) onNoCell?.();
    else model.input(v);
  };
  return (
    <div class="keypad" role="group" aria-label="Number pad">
      <div class={`digits size-${size}`}>
        {Array.from({ length: size }, (_, i) => i + 1).map((v) => (
          <span key={v} class={`digit-slot${left[v] <= 0 ? " done" : ""}`}>
            <button type="button" class="digit" aria-label={`${notes ? "Note" : corner ? "Corner mark" : "Enter"} ${valueToChar(v)}`} onClick={() => press(v)} disabled={solved}>
              {valueToChar(v)}
            </button>
            {size <= 9 && <small aria-hidden="true">{Math.max(0, left[v])}</small>}
          </span>
        ))}
      </div>
      <div class="pad-actions">
        <button type="button" aria-pressed={notes} class={notes ? "on" : ""} onClick={model.toggleNotesMode} disabled={solved} title={`Notes mode (${letterIsValue("n", size) ? "" : "N, or "}Shift+digit)`}>
          ✎ Notes
        </button>
        <button type="button" aria-pressed={corner} class={corner ? "on" : ""} onClick={model.toggleCornerMode} disabled={solved} title={`Corner marks: a digit that goes in one of these cells of the box${letterIsValue("c", size) ? "" : " (C)"}`}>
          ⌜ Corner
        </button>
        <button type="button" onClick={model.erase} disabled={solved} title="Erase (Backspace)">⌫ Erase</button>
        {/* aria-disabled, not disabled: the Undo a keyboard player pressed down to the first move keeps focus (a
            disabled button drops it to the top of the page), and the model ignores an undo with nothing to undo. */}
        <button type="button" onClick={model.undo} aria-disabled={!model.canUndo.value || undefined} title="Undo (Ctrl+Z)">↶ Undo</button>
        <button type="button" onClick={model.redo} aria-disabled={!model.canRedo.value || undefined} title="Redo (Ctrl+Y)">↷ Redo</button>
      </div>
    </div>
  );
}
