/**
 * Focus that follows a control through its states (start → running → done): when the state changes, `target`
 * names the element to focus, given whether the focus was inside `container` (or nowhere) a moment before. A
 * control never pulls the focus from elsewhere on the page unless `target` asks for it regardless.
 */
import type { RefObject } from "preact";
import { useEffect, useRef } from "preact/hooks";

export function useFocusOnChange<K>(kind: K, container: RefObject<HTMLElement | null>, target: (kind: K, focusWasInside: boolean) => HTMLElement | null | undefined): void {
  const before = useRef(kind);
  useEffect(() => {
    const was = before.current;
    before.current = kind;
    if (was === kind) return;
    const active = document.activeElement;
    const inside = !active || active === document.body || !!container.current?.contains(active);
    target(kind, inside)?.focus();
  }, [kind]);
}

/**
 * For a button that asks for something and gives way to the answer: once the answer is in, focus goes to it, or back
 * to the button after an error, as long as the focus was in `group` a moment before (never to the page's body).
 */
export function useAnswerFocus(
  phase: "busy" | "answer" | "error" | "idle",
  group: RefObject<HTMLElement | null>,
  answer: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
): void {
  useFocusOnChange(phase, group, (kind, inside) => (!inside ? null : kind === "answer" ? answer.current : kind === "error" ? button.current : null));
}
