/**
 * A finger on the board: a tap selects that cell alone, and a long press (half a second, the finger still) adds it to
 * the selection or takes it out, as Ctrl-click does with a mouse. A finger's drag still scrolls the page, so the
 * selection waits for the finger to lift or to rest: a scroll that starts on a cell selects nothing.
 */
import { useEffect, useMemo, useRef } from "preact/hooks";

/** How long a finger rests on a cell before the press counts as long. */
export const LONG_PRESS_MS = 500;
/** How far (CSS px) a finger may wander and still be resting. */
const STILL_PX = 10;

interface Pending {
  cell: number;
  pointerId: number;
  x: number;
  y: number;
  timer: ReturnType<typeof setTimeout>;
}

export interface TouchPressActions {
  /** A tap: the cell alone. */
  tap(cell: number): void;
  /** A long press: the cell in or out of the selection. */
  longPress(cell: number): void;
}

export function useTouchPress(actions: TouchPressActions) {
  const pending = useRef<Pending | null>(null);
  // A long press ends in a contextmenu event on touch screens; that one is the press's, not a menu's.
  const swallowMenu = useRef(false);
  const latest = useRef(actions);
  latest.current = actions;

  const clear = () => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  };
  // A board that goes away mid-press (the next puzzle, another page) leaves no timer behind.
  useEffect(() => () => clear(), []);

  // One object for the board's life: every handler reads the refs, so a cell's props never change because of it.
  return useMemo(() => ({
    /** Pointer down on `cell` by a finger. */
    start(cell: number, e: PointerEvent) {
      clear();
      swallowMenu.current = false;
      const timer = setTimeout(() => {
        pending.current = null;
        swallowMenu.current = true;
        latest.current.longPress(cell);
        navigator.vibrate?.(15);
      }, LONG_PRESS_MS);
      pending.current = { cell, pointerId: e.pointerId, x: e.clientX, y: e.clientY, timer };
    },
    /** A finger that wanders off is scrolling, not pressing. */
    move(e: PointerEvent) {
      const p = pending.current;
      if (p && p.pointerId === e.pointerId && Math.hypot(e.clientX - p.x, e.clientY - p.y) > STILL_PX) clear();
    },
    /** The finger lifts before the press is long: a tap. */
    end(e: PointerEvent) {
      const p = pending.current;
      if (!p || p.pointerId !== e.pointerId) return;
      clear();
      latest.current.tap(p.cell);
    },
    /** The browser took the gesture (a scroll, a pinch): nothing is selected. */
    cancel: clear,
    contextMenu(e: Event) {
      if (!swallowMenu.current && !pending.current) return;
      e.preventDefault();
      swallowMenu.current = false;
    },
  }), []);
}
