/**
 * A formula file's bytes as text. Most are ASCII or UTF-8; a file saved as UTF-16 with its byte order mark (what
 * PowerShell's > and Notepad's "Unicode" write) is decoded as such rather than refused, so the same formula reads
 * the same whichever way it was saved. UTF-16 without a mark is left to the parser, which names it (dimacs.ts).
 */

/** Web standard (Workers, browsers, Node), declared as in ascii-writer.ts: the core's type fence leaves out DOM types. */
declare const TextDecoder: new () => { decode(bytes: Uint8Array): string };

/** Code units turned into a string per call: small enough for any engine's argument limit. */
const CHUNK = 8192;

function utf16(bytes: Uint8Array, littleEndian: boolean): string {
  const units = new Uint16Array(Math.floor((bytes.length - 2) / 2));
  for (let i = 0; i < units.length; i++) {
    const a = bytes[2 + 2 * i];
    const b = bytes[3 + 2 * i];
    units[i] = littleEndian ? a | (b << 8) : (a << 8) | b;
  }
  let text = "";
  for (let at = 0; at < units.length; at += CHUNK) text += String.fromCharCode(...units.subarray(at, at + CHUNK));
  return text;
}

/** Whether `bytes` start with a UTF-16 byte order mark, in either order. */
export function hasUtf16Mark(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

/** UTF-16 by its byte order mark (either order), else UTF-8 (whose own mark the decoder drops). */
export function decodeText(bytes: Uint8Array): string {
  if (hasUtf16Mark(bytes)) return utf16(bytes, bytes[0] === 0xff);
  return new TextDecoder().decode(bytes);
}
