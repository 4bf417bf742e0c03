/**
 * "Keyboard": the keys game-keys.ts understands, folded away under the pad, so a player at a desktop can learn
 * them without guessing. The list follows the board's size: the letters above 9, and N for notes and C for corner
 * marks only where the letter is not itself a value (16x16 uses A–G, 25x25 A–P). Touch-only screens do not show it (board.css).
 */
import { valueToChar } from "../../worker/core/sudoku/grid";
import { letterIsValue } from "./game-keys";

function valueKeys(size: number): string {
  return size <= 9 ? `1–${size}` : `1–9, A–${valueToChar(size)}`;
}

export function KeyboardHelp({ size }: { size: number }) {
  const rows: [keys: string, does: string][] = [
    ["Arrows", "move between cells"],
    ["Shift + arrows, Ctrl (⌘) + click, or drag", "select several cells: what you type goes into them all"],
    ["Esc", "keep only the cell you are on"],
    [valueKeys(size), "enter that value (again: clear it)"],
    [`Shift + ${valueKeys(size)}`, "write or clear a pencil mark"],
    ["N", "turn notes mode on or off"],
    ["C", "turn corner marks on or off (a digit that goes in one of these cells of the box)"],
    ["Backspace, Delete, 0 or .", "erase the selected cells"],
    ["Ctrl (⌘) + Z", "undo"],
    ["Ctrl (⌘) + Y, or Ctrl (⌘) + Shift + Z", "redo"],
    ["Home, End", "first or last cell of the row (with Ctrl: of the grid)"],
  ];
  return (
    <details class="keys-help">
      <summary>Keyboard</summary>
      <dl>
        {rows.filter(([keys]) => !((keys === "N" || keys === "C") && letterIsValue(keys, size))).map(([keys, does]) => (
          <div key={keys}>
            <dt><kbd>{keys}</kbd></dt>
            <dd>{does}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
