import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readFormulaFile } from "../../../web/state/formula-file";

const UNSAT = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n";

/** A stand-in for a File: a name and its bytes. */
function fileOf(name: string, bytes: Uint8Array) {
  return { name, arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer };
}

describe("readFormulaFile", () => {
  it("reads a plain file as its text", async () => {
    expect(await readFormulaFile(fileOf("f.cnf", new TextEncoder().encode(UNSAT)))).toEqual({ ok: true, text: UNSAT, name: "f.cnf" });
  });

  it("reads a file saved as UTF-16 (PowerShell's >) by its byte order mark", async () => {
    const bytes = Uint8Array.from([0xff, 0xfe, ...Buffer.from(UNSAT, "utf16le")]);
    expect(await readFormulaFile(fileOf("ps.cnf", bytes))).toEqual({ ok: true, text: UNSAT, name: "ps.cnf" });
  });

  it("inflates gzip data whatever the file is called, and says how large the gzip file was", async () => {
    const packed = gzipSync(Buffer.from(UNSAT.repeat(100)));
    const read = await readFormulaFile(fileOf("upload.cnf", new Uint8Array(packed)));
    expect(read).toEqual({ ok: true, text: UNSAT.repeat(100), name: "upload.cnf", gzipBytes: packed.length });
  });

  it("stops inflating past its ceiling, naming the file", async () => {
    const packed = new Uint8Array(gzipSync(Buffer.alloc(100_000, 0x63)));
    const read = await readFormulaFile(fileOf("big.cnf.gz", packed), 50_000);
    expect(read).toEqual({ ok: false, message: "big.cnf.gz: The gzip data expands to more than 50000 bytes (49 KiB), the limit." });
  });

  it("names a truncated gzip file", async () => {
    const packed = new Uint8Array(gzipSync(Buffer.from(UNSAT.repeat(100))));
    const read = await readFormulaFile(fileOf("cut.cnf.gz", packed.slice(0, packed.length - 10)));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/^cut\.cnf\.gz: The gzip data does not inflate .*is the file complete\?$/);
  });

  it("names xz and the command that unpacks this very file, instead of showing binary", async () => {
    const read = await readFormulaFile(fileOf("hard.cnf.xz", Uint8Array.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, 0x00])));
    expect(read).toEqual({ ok: false, message: "hard.cnf.xz is xz-compressed, which is not read here: unpack it first (xz -dk hard.cnf.xz) and upload the .cnf, or compress it with gzip." });
  });
});
