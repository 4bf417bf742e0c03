/**
 * The selected cells and how the keyboard and pointer change them: a small model of its own, so the game model only
 * composes it. `selected` is the cell with focus (-1: none); `group` is every selected cell, the focus among them, so
 * a digit, a note or a colour can go into several cells at once (SudokuPad's and SudokuExchange's multi-select).
 */
import { batch, signal, type ReadonlySignal } from "@preact/signals";
import type { Shape } from "../../worker/core/sudoku/shape";

export interface Selection {
  selected: ReadonlySignal<number>;
  group: ReadonlySignal<readonly number[]>;
  /** Selects `cell` alone (-1 or a cell off the board: nothing). */
  select(cell: number): void;
  /** Ctrl/Cmd-click: adds `cell` to the group, or takes it out when it is in a group of several. */
  toggle(cell: number): void;
  /** Shift-click, a drag over it: adds `cell` to the group and gives it the focus. */
  extend(cell: number): void;
  /** Esc: keeps only the focused cell. Returns whether there was more to drop. */
  collapse(): boolean;
  /** Home/End: the first or last cell of the row, or of the whole grid. */
  moveToEdge(end: boolean, wholeGrid: boolean): void;
  /** Moves the focus, wrapping at the edges like most Sudoku apps; with `extend` the cells passed stay selected. */
  move(dRow: number, dCol: number, extend?: boolean): void;
}

export function createSelection(shape: Shape): Selection {
  const selected = signal(-1);
  const group = signal<readonly number[]>([]);
  const onBoard = (cell: number) => Number.isInteger(cell) && cell >= 0 && cell < shape.cells;

  function select(cell: number): void {
    const next = onBoard(cell) ? cell : -1;
    batch(() => {
      selected.value = next;
      group.value = next < 0 ? [] : [next];
    });
  }

  function extend(cell: number): void {
    if (!onBoard(cell)) return;
    if (selected.value < 0) return select(cell);
    batch(() => {
      if (!group.value.includes(cell)) group.value = [...group.value, cell];
      selected.value = cell;
    });
  }

  return {
    selected,
    group,
    select,
    extend,
    toggle(cell) {
      if (!onBoard(cell)) return;
      const rest = group.value.filter((c) => c !== cell);
      if (rest.length === group.value.length || rest.length === 0) return extend(cell);
      batch(() => {
        group.value = rest;
        selected.value = rest[rest.length - 1];
      });
    },
    collapse() {
      if (group.value.length <= 1) return false;
      select(selected.value);
      return true;
    },
    moveToEdge(end, wholeGrid) {
      const n = shape.size;
      const row = wholeGrid ? (end ? n - 1 : 0) : Math.floor(Math.max(0, selected.value) / n);
      select(row * n + (end ? n - 1 : 0));
    },
    move(dRow, dCol, keep = false) {
      const n = shape.size;
      const from = selected.value < 0 ? 0 : selected.value;
      const row = (Math.floor(from / n) + dRow + n) % n;
      const col = ((from % n) + dCol + n) % n;
      if (keep) extend(row * n + col);
      else select(row * n + col);
    },
  };
}
