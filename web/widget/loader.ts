/**
 * /widget.js, the one URL a host page names. It only fetches the widget itself, a file whose name carries a hash of
 * its content (under /assets/widget/, cached for a year), so a new release reaches hosts as soon as this small file
 * is revalidated, and every later chunk is fetched from the same URLs whatever query the host put on this one. If the
 * widget cannot be fetched, each <sudoku-puzzle> says so instead of staying blank.
 */
/** register.ts's TAG, written again: importing it from there would put the whole widget back into this file. */
const TAG = "sudoku-puzzle";

import("./register").catch(() => {
  if (typeof customElements === "undefined" || customElements.get(TAG)) return;
  const origin = new URL(import.meta.url).origin;
  customElements.define(
    TAG,
    class extends HTMLElement {
      connectedCallback(): void {
        this.setAttribute("role", "alert");
        this.textContent = `The Sudoku puzzle could not be loaded from ${origin}.`;
      }
    },
  );
});
