/**
 * "Colour cells": one swatch per colour of CELL_COLOURS, which paints the selected cells (pressing the colour they
 * all have again clears it), and "No colour". Colours are how advanced players follow chains and pairs; they are
 * steps of the game's history like digits, so Undo takes one back and a reload keeps them. Folded away by default,
 * so the pad stays as short as before for players who never colour.
 */
import { CELL_COLOURS } from "../state/colours";
import type { GameModel } from "../state/game-model";

export function ColourPicker({ model, onNoCell }: { model: GameModel; onNoCell?: () => void }) {
  const { colours } = model.board.value;
  const cells = model.group.value;
  // The colour the selected cells share, if they do: that swatch is pressed, and pressing it clears them.
  const current = cells.length > 0 && cells.every((c) => colours[c] === colours[cells[0]]) ? colours[cells[0]] : 0;
  const solved = model.solved.value;
  const paint = (colour: number) => {
    if (model.selected.value < 0) onNoCell?.();
    else model.paint(colour);
  };
  return (
    <details class="colours">
      <summary>Colour cells</summary>
      <div class="swatches" role="group" aria-label="Cell colours">
        {CELL_COLOURS.map((name, i) => (
          <button
            type="button"
            key={name}
            class={`swatch colour-${i + 1}`}
            aria-label={`Colour ${name}`}
            aria-pressed={current === i + 1}
            title={`Colour the selected cells ${name}`}
            onClick={() => paint(i + 1)}
            disabled={solved}
          />
        ))}
        <button type="button" onClick={() => paint(0)} disabled={solved || current === 0}>No colour</button>
      </div>
    </details>
  );
}
