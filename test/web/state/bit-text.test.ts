import { describe, expect, it } from "vitest";
import { packBits, unpackBits } from "../../../web/state/bit-text";

describe("numbers packed as URL-safe text", () => {
  it("packs 6 bits per character, first bits first, and drops zeros at the end", () => {
    expect(packBits([1], 6)).toBe("B");
    expect(packBits([0, 1], 3)).toBe("I"); // bit 3 set: 8
    expect(packBits([63, 0, 0], 6)).toBe("_");
    expect(packBits([0, 0, 0], 9)).toBe("");
    expect(packBits([], 4)).toBe("");
  });

  it("reads back what it packed for every width up to 25 bits (brute force over seeded values)", () => {
    let seed = 1;
    const random = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
    for (let bits = 1; bits <= 25; bits++) {
      for (let trial = 0; trial < 20; trial++) {
        const count = 1 + random(40);
        const values = Array.from({ length: count }, () => (random(3) === 0 ? 0 : random(2 ** bits)));
        if (trial === 0) values[count - 1] = 2 ** bits - 1;
        expect(unpackBits(packBits(values, bits), count, bits), `${bits} bits, ${count} values`).toEqual(values);
      }
    }
  });

  it("refuses text not made for this many values: a foreign character, too many characters, bits past the end", () => {
    expect(unpackBits("A*", 4, 3)).toBeNull();
    expect(unpackBits("AAA", 2, 3)).toBeNull(); // 2 values of 3 bits fit in one character
    expect(unpackBits("_", 2, 2)).toBeNull(); // bits 4 and 5 belong to no value
    expect(unpackBits("P", 2, 2)).toEqual([3, 3]);
    expect(unpackBits("", 3, 5)).toEqual([0, 0, 0]);
  });
});
