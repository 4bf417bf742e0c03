/**
 * "Show QR code": the share link as a QR code under the button, for opening the puzzle on a phone from another
 * screen. The code is drawn from the link as it is now, so it follows the player's progress while it is open.
 */
import { useSignal } from "@preact/signals";
import { useId } from "preact/hooks";
import { qrDrawing } from "../state/qr";

/** A big code (a 25×25 link with progress is 129 modules) gets 3 CSS pixels a module, as far as the width allows; a short link still gets 16rem. */
const MODULE_PX = 3;
const MIN_SIDE_PX = 256;

export function QrButton({ text, caption }: { text: () => string; caption: string }) {
  const open = useSignal(false);
  const id = useId();
  const drawing = open.value ? qrDrawing(text()) : undefined;
  return (
    <span class="qr">
      <button type="button" aria-expanded={open.value} aria-controls={id} onClick={() => (open.value = !open.value)}>
        {open.value ? "Hide QR code" : "Show QR code"}
      </button>
      {drawing && (
        <figure id={id} class="qr-figure">
          {drawing.ok ? (
            <svg viewBox={`0 0 ${drawing.size} ${drawing.size}`} style={{ width: `min(100%, ${Math.max(MIN_SIDE_PX, drawing.size * MODULE_PX)}px)` }} role="img" aria-label="QR code of the share link" shape-rendering="crispEdges">
              {/* Dark on white in every theme: many scanners cannot read an inverted code. */}
              <rect width={drawing.size} height={drawing.size} fill="#fff" />
              <path d={drawing.path} fill="#000" />
            </svg>
          ) : (
            <p role="status">{drawing.reason}</p>
          )}
          {drawing.ok && <figcaption>{caption}</figcaption>}
        </figure>
      )}
    </span>
  );
}
