/**
 * A link as a QR code, drawn as one SVG path of dark modules, so a phone's camera can open a puzzle shown on
 * another screen. uqr does the encoding; this file only turns its matrix into a path.
 */
import { encode } from "uqr";

/** The QR's side in modules, its quiet zone included, and its dark modules as one path; or why there is none. */
export type QrDrawing = { ok: true; size: number; path: string; version: number } | { ok: false; reason: string };

/** The quiet zone scanners need around the code: 4 modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

export function qrDrawing(text: string): QrDrawing {
  let matrix: boolean[][];
  let version: number;
  try {
    // The lowest error correction gives the fewest modules for a long link; boostEcc raises it when the version
    // has room to spare, so short links get the sturdier code for free.
    const qr = encode(text, { ecc: "L", boostEcc: true, border: QUIET_ZONE });
    matrix = qr.data;
    version = qr.version;
  } catch (error) {
    // uqr's only refusal of a string is a RangeError for data beyond version 40; anything else is a bug to surface.
    if (!(error instanceof RangeError)) throw error;
    return { ok: false, reason: `The link is ${text.length} characters, more than a QR code holds; copy the link instead.` };
  }
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    // One rectangle per run of dark modules in a row keeps the path short.
    for (let x = 0; x < row.length; ) {
      if (!row[x]) {
        x++;
        continue;
      }
      let end = x;
      while (end < row.length && row[end]) end++;
      parts.push(`M${x} ${y}h${end - x}v1h${x - end}z`);
      x = end;
    }
  });
  return { ok: true, size: matrix.length, path: parts.join(""), version };
}
