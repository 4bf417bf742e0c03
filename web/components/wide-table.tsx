/**
 * A table that may be wider than a phone: it scrolls sideways inside its own box instead of widening the page. The
 * box is a keyboard stop with a name (a scrolling region must be reachable without a mouse), and while the table is
 * wider than its box a visible line says so, since a phone shows no scrollbar until the user touches it.
 */
import { useSignal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";

function useOverflows(box: { current: HTMLElement | null }) {
  const overflows = useSignal(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => (overflows.value = el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return overflows.value;
}

export function WideTable({ label, children }: { label: string; children: ComponentChildren }) {
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(box);
  return (
    <>
      {overflows && <p class="scroll-hint" aria-hidden="true">Scroll the table sideways for every column →</p>}
      <div ref={box} class="table-scroll" role="region" aria-label={`${label}, scrolls sideways`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
