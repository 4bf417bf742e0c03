/**
 * The compressed f-puzzles form: JSON → lz-string → base64, as carried by "https://www.f-puzzles.com/?load=…"
 * and SudokuPad's "…/fpuzzles…" links. Outside the core because it uses the lz-string package (the core imports
 * nothing from outside itself); shared by the Worker, the CLI and the site.
 */
import LZString from "lz-string";
import { err, ok, type Result } from "../core/result";

/** Longest compressed string accepted (a 16×16 with hundreds of constraints compresses far below this). */
export const MAX_COMPRESSED_CHARS = 64 * 1024;

export function compressFpuzzles(json: unknown): string {
  return LZString.compressToBase64(JSON.stringify(json));
}

/**
 * Reads an f-puzzles link, a bare compressed string, or a JSON text. Accepts the forms people paste: the full
 * f-puzzles URL (?load=…, URL-encoded or not), a SudokuPad "fpuzzles…" link, or the base64 alone.
 */
export function readFpuzzlesText(text: string): Result<unknown, { kind: "bad-fpuzzles"; message: string }> {
  const trimmed = text.trim();
  if (trimmed.length > MAX_COMPRESSED_CHARS) return err({ kind: "bad-fpuzzles", message: `The puzzle text is over ${MAX_COMPRESSED_CHARS} characters.` });
  if (trimmed.startsWith("{")) {
    try {
      return ok(JSON.parse(trimmed));
    } catch (e) {
      return err({ kind: "bad-fpuzzles", message: `Not valid JSON: ${(e as Error).message}` });
    }
  }
  // A base64 string is wrapped over lines when it is pasted from an e-mail or a document.
  let payload = trimmed.replace(/[\r\n]+/g, "");
  const load = /[?&]load=([^&#]+)/.exec(trimmed);
  // SudokuPad's path carries the base64 whole, '/' and all: the puzzle runs to the query or the fragment.
  const pad = /\/fpuzzles([^?#]+)/.exec(trimmed);
  if (load) payload = load[1];
  else if (pad) payload = pad[1];
  if (load || pad) {
    try {
      payload = decodeURIComponent(payload);
    } catch {
      return err({ kind: "bad-fpuzzles", message: "The link's puzzle part is not valid URL encoding." });
    }
    // '+' turns into a space when a query string is decoded as a form.
    payload = payload.replace(/ /g, "+");
  }
  if (!/^[A-Za-z0-9+/=]+$/.test(payload)) return err({ kind: "bad-fpuzzles", message: "Expected f-puzzles JSON, an f-puzzles link, or its compressed base64 form." });
  let json: string | null;
  try {
    json = LZString.decompressFromBase64(payload);
  } catch {
    // lz-string throws (reading past its dictionary) on some short or cut-off inputs, e.g. "y".
    json = null;
  }
  if (!json) return err({ kind: "bad-fpuzzles", message: "The compressed puzzle does not decompress (is the link complete?)." });
  try {
    return ok(JSON.parse(json));
  } catch {
    return err({ kind: "bad-fpuzzles", message: "The compressed puzzle decompresses to something that is not JSON." });
  }
}
