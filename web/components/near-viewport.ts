import { useEffect, useRef, useState } from "preact/hooks";
import type { RefObject } from "preact";

/**
 * True once the element comes within `margin` of the screen, or the page is printed. The technique page draws 22
 * boards of candidates; drawing only those a reader scrolls towards keeps a phone's first paint quick, and a reader
 * who came for one lesson pays for one board.
 */
export function useNearViewport<T extends Element>(margin = "800px"): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    const drawForPrint = () => setNear(true);
    addEventListener("beforeprint", drawForPrint);
    return () => {
      observer.disconnect();
      removeEventListener("beforeprint", drawForPrint);
    };
  }, [near, margin]);
  return [ref, near];
}
