import { describe, expect, it } from "vitest";
import { decodeText } from "../../../worker/core/sat/index";

const FORMULA = "c é, a comment in UTF-8\np cnf 2 1\n1 -2 0\n";

/** The formula's UTF-16 code units as bytes, after a byte order mark, in either order. */
function utf16(text: string, littleEndian: boolean): Uint8Array {
  const bytes = [littleEndian ? 0xff : 0xfe, littleEndian ? 0xfe : 0xff];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes.push(...(littleEndian ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff]));
  }
  return Uint8Array.from(bytes);
}

describe("decodeText", () => {
  it("reads UTF-8, with or without its byte order mark", () => {
    const plain = new TextEncoder().encode(FORMULA);
    expect(decodeText(plain)).toBe(FORMULA);
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...plain]))).toBe(FORMULA);
  });

  it("reads UTF-16 by its byte order mark, little- and big-endian, long texts too, a stray last byte left out", () => {
    expect(decodeText(utf16(FORMULA, true))).toBe(FORMULA);
    expect(decodeText(utf16(FORMULA, false))).toBe(FORMULA);
    const long = FORMULA.repeat(5_000);
    expect(decodeText(utf16(long, true))).toBe(long);
    expect(decodeText(Uint8Array.from([...utf16(FORMULA, true), 0x31]))).toBe(FORMULA);
    expect(decodeText(Uint8Array.from([0xff, 0xfe]))).toBe("");
  });
});
