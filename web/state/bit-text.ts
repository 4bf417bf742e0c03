/**
 * Small whole numbers packed as URL-safe text: each number takes a fixed count of bits, the bits run on from one
 * number to the next, and every 6 bits become one character of the base64url alphabet. Zeros at the end are left
 * out, so a board with a few pencil marks or colours makes a short link. Used for a share link's fragment.
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** `values` (each below 2^bits) as text; "" when every value is 0. */
export function packBits(values: ArrayLike<number>, bits: number): string {
  const chars: string[] = [];
  let acc = 0;
  let held = 0;
  for (let i = 0; i < values.length; i++) {
    // Bit by bit keeps this exact for counts up to 25 bits without going past 2^31 in the accumulator.
    for (let b = 0; b < bits; b++) {
      acc |= ((values[i] >>> b) & 1) << held;
      if (++held === 6) {
        chars.push(ALPHABET[acc]);
        acc = 0;
        held = 0;
      }
    }
  }
  if (held > 0) chars.push(ALPHABET[acc]);
  let end = chars.length;
  while (end > 0 && chars[end - 1] === "A") end--;
  return chars.slice(0, end).join("");
}

/**
 * `count` values of `bits` bits each read back from `text`, or null when the text has a character outside the
 * alphabet or more characters than `count` values need (it was not made for this board).
 */
export function unpackBits(text: string, count: number, bits: number): number[] | null {
  if (text.length > Math.ceil((count * bits) / 6)) return null;
  const out = new Array<number>(count).fill(0);
  let bit = 0;
  for (const ch of text) {
    const sextet = ALPHABET.indexOf(ch);
    if (sextet < 0) return null;
    for (let b = 0; b < 6; b++, bit++) {
      if (!((sextet >> b) & 1)) continue;
      const item = Math.floor(bit / bits);
      // Padding bits past the last value must be zero, or the text was not made by packBits for this board.
      if (item >= count) return null;
      out[item] |= 1 << (bit % bits);
    }
  }
  return out.map((v) => v >>> 0);
}
