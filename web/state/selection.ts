/**
 * The selected cell and how the keyboard moves it: a small model of its own, so the game model only composes it.
 * -1 means nothing is selected.
 */
import { signal } from "@preact/signals";
import type { Shape } from "../../worker/core/sudoku/shape";

export function createSelection(shape: Shape) {
  const selected = signal(-1);
  return {
    selected,
    select(cell: number) {
      selected.value = cell >= 0 && cell < shape.cells ? cell : -1;
    },
    /** Home/End: the first or last cell of the row, or of the whole grid. */
    moveToEdge(end: boolean, wholeGrid: boolean) {
      const n = shape.size;
      const row = wholeGrid ? (end ? n - 1 : 0) : Math.floor(Math.max(0, selected.value) / n);
      selected.value = row * n + (end ? n - 1 : 0);
    },
    /** Moves the selection, wrapping at the edges like most Sudoku apps. */
    move(dRow: number, dCol: number) {
      const n = shape.size;
      const from = selected.value < 0 ? 0 : selected.value;
      const row = (Math.floor(from / n) + dRow + n) % n;
      const col = ((from % n) + dCol + n) % n;
      selected.value = row * n + col;
    },
  };
}
