import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { collectInflated, compressionOf, unpackCommand, unreadCompression } from "../../../worker/core/sat/index";

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

describe("collectInflated", () => {
  /** A stand-in inflater reader: yields the chunks given, then done; or throws at `failAt`. */
  function reader(chunks: Uint8Array[], failAt = -1) {
    let i = 0;
    const state = { cancelled: false };
    return {
      state,
      read: async () => {
        if (i === failAt) throw new Error("incorrect header check");
        return i < chunks.length ? { done: false, value: chunks[i++] } : { done: true };
      },
      cancel: async () => {
        state.cancelled = true;
      },
    };
  }

  it("joins the chunks in order", async () => {
    const r = reader([bytes(1, 2), new Uint8Array(0), bytes(3), bytes(4, 5, 6)]);
    expect(await collectInflated(r, 6)).toEqual({ ok: true, bytes: bytes(1, 2, 3, 4, 5, 6) });
  });

  it("stops and cancels the inflater once the output passes the limit", async () => {
    const r = reader([bytes(1, 2, 3), bytes(4, 5, 6), bytes(7)]);
    expect(await collectInflated(r, 5)).toEqual({ ok: false, reason: "too-large", message: "The gzip data expands to more than 5 bytes (0 KiB), the limit." });
    expect(r.state.cancelled).toBe(true);
  });

  it("calls data the inflater fails on damaged, with the inflater's reason", async () => {
    const failed = await collectInflated(reader([bytes(1)], 1), 100);
    expect(failed).toEqual({ ok: false, reason: "corrupt", message: "The gzip data does not inflate (incorrect header check): is the file complete?" });
  });
});
