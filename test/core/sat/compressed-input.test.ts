import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressionOf, unpackCommand, unreadCompression } from "../../../worker/core/sat/compressed-input";

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("compressionOf", () => {
  it("names gzip from real gzip output, and each other format from its magic number", () => {
    expect(compressionOf(gzipSync(Buffer.from("p cnf 1 1\n1 0\n")))).toBe("gzip");
    expect(compressionOf(bytes(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, 0x00, 0x04))).toBe("xz");
    expect(compressionOf(new TextEncoder().encode("BZh91AY&SY"))).toBe("bzip2");
    expect(compressionOf(bytes(0x28, 0xb5, 0x2f, 0xfd, 0x24))).toBe("zstd");
    expect(compressionOf(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe("zip");
    expect(compressionOf(bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00))).toBe("7z");
  });

  it("names nothing in DIMACS text, empty input, or a magic number cut short", () => {
    for (const text of ["p cnf 1 1\n1 0\n", "c a comment\np cnf 0 0\n", "\n\n p cnf 1 0", "", "1 -2 0"]) expect(compressionOf(new TextEncoder().encode(text))).toBeUndefined();
    expect(compressionOf(bytes(0x1f))).toBeUndefined();
    expect(compressionOf(bytes(0xfd, 0x37, 0x7a, 0x58, 0x5a))).toBeUndefined();
    expect(compressionOf(bytes(0x50, 0x4b, 0x05, 0x06))).toBeUndefined();
  });
});

describe("unpacking advice", () => {
  it("names the tool for the file given, or for a file named as such files usually are", () => {
    expect(unpackCommand("xz", "bench/hard.cnf.xz")).toBe("xz -dk bench/hard.cnf.xz");
    expect(unpackCommand("bzip2")).toBe("bunzip2 -k f.cnf.bz2");
    expect(unpackCommand("zstd")).toBe("zstd -d f.cnf.zst");
    expect(unreadCompression("xz")).toBe("This is xz-compressed data, which is not read here: unpack it first (xz -dk f.cnf.xz) and send the .cnf, or compress it with gzip.");
  });
});
