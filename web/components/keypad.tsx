/** On-screen pad: one button per value (with how many are left), notes toggle, erase, undo and redo. */
import { valueToChar } from "../../worker/core/sudoku/grid";
import type { GameModel } from "../state/game-model";

export function Keypad({ model }: { model: GameModel }) {
  const { size } = model.shape;
  const values = model.board.value.values;
  const left = new Array<number>(size + 1).fill(size);
  for (const v of values) if (v) left[v]--;
  const notes = model.notesMode.value;
  return (
    <div class="keypad" role="group" aria-label="Number pad">
      <div class={`digits size-${size}`}>
        {Array.from({ length: size }, (_, i) => i + 1).map((v) => (
          <button
            key={v}
            type="button"
            class={`digit${left[v] <= 0 ? " done" : ""}`}
            aria-label={`${notes ? "Note" : "Enter"} ${valueToChar(v)}`}
            onClick={() => model.input(v)}
          >
            {valueToChar(v)}
            {size <= 9 && <small aria-hidden="true">{Math.max(0, left[v])}</small>}
          </button>
        ))}
      </div>
      <div class="pad-actions">
        <button type="button" aria-pressed={notes} class={notes ? "on" : ""} onClick={model.toggleNotesMode} title="Notes mode (N, or Shift+digit)">
          ✎ Notes {notes ? "on" : "off"}
        </button>
        <button type="button" onClick={model.erase} title="Erase (Backspace)">⌫ Erase</button>
        <button type="button" onClick={model.undo} disabled={!model.canUndo.value} title="Undo (Ctrl+Z)">↶ Undo</button>
        <button type="button" onClick={model.redo} disabled={!model.canRedo.value} title="Redo (Ctrl+Y)">↷ Redo</button>
      </div>
    </div>
  );
}
