import { useEffect } from "preact/hooks";

/**
 * A page loaded on demand is drawn after the browser looked for the address's #fragment and found nothing, so a link
 * such as /learn#x-wing (the hint's "How X-Wing works") opened the page at its top. The page looks again once drawn.
 */
export function useScrollToFragment(): void {
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
