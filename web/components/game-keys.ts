/**
 * Keyboard play, attached to a game's own container (not the document) so two games on one page stay apart.
 * Arrows move (Shift+arrows select the cells passed too, Esc keeps only the focused one), 1-9 and A.. (above 9)
 * enter values in every selected cell, Shift+value or notes mode writes a pencil mark, N toggles notes and C corner
 * marks (when the letter is not a value), Backspace/Delete/0/. erase, Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, Home/End go to the
 * row's first/last cell (with Ctrl: the grid's).
 */
import type { GameModel } from "../state/game-model";

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1],
};

/** The value a key stands for on an N×N board, or 0. Uses `code` so Shift+1 still reads as 1. */
export function keyValue(event: Pick<KeyboardEvent, "key" | "code">, size: number): number {
  const digit = /^(?:Digit|Numpad)([1-9])$/.exec(event.code)?.[1] ?? (/^[1-9]$/.test(event.key) ? event.key : null);
  if (digit) return Number(digit) <= size ? Number(digit) : 0;
  if (size > 9 && /^[a-z]$/i.test(event.key)) {
    const value = event.key.toUpperCase().charCodeAt(0) - 55;
    return value <= size ? value : 0;
  }
  return 0;
}

/** Whether a letter key enters a value on a board of `size` (C is 12 on a 16x16), so it cannot switch a mode there. */
export function letterIsValue(letter: string, size: number): boolean {
  return keyValue({ key: letter, code: `Key${letter.toUpperCase()}` }, size) !== 0;
}

function isTextField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT" || el.isContentEditable);
}

/** Handles one keydown; returns true (and prevents the default) when the key meant something to the game. */
export function handleGameKey(model: GameModel, event: KeyboardEvent): boolean {
  if (isTextField(event.target) || event.altKey) return false;
  const ctrl = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  let handled = true;
  if (event.key === "Home" || event.key === "End") model.moveToEdge(event.key === "End", ctrl);
  else if (ctrl && key === "z" && !event.shiftKey) model.undo();
  else if (ctrl && (key === "y" || (key === "z" && event.shiftKey))) model.redo();
  else if (ctrl) handled = false;
  else if (MOVES[event.key]) model.move(...MOVES[event.key], event.shiftKey);
  else if (event.key === "Escape") handled = model.collapseSelection();
  else if (["Backspace", "Delete", "0", "."].includes(event.key)) model.erase();
  else {
    const value = keyValue(event, model.shape.size);
    if (value) model.input(value, event.shiftKey ? "note" : undefined);
    else if (key === "n") model.toggleNotesMode();
    else if (key === "c") model.toggleCornerMode();
    else handled = false;
  }
  if (handled) event.preventDefault();
  return handled;
}
