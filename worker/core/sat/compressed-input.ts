/**
 * Compressed DIMACS, recognised by its first bytes. Benchmark formulas are mostly shared compressed (SAT competition
 * files as .cnf.xz, many collections as .cnf.gz), and one sent as it is would otherwise meet a syntax error about its
 * first binary byte. gzip is read wherever a formula comes in (the API, the command line, the site), each with its
 * platform's inflater, whose output `collectInflated` gathers within a size limit; the other formats are named, with
 * the command that unpacks them.
 */
export type Compression = "gzip" | "xz" | "bzip2" | "zstd" | "zip" | "7z";

/** Each format's magic number. No DIMACS text starts with any of them (it starts with "c", "p" or white space). */
const MAGIC: readonly (readonly [Compression, readonly number[]])[] = [
  ["gzip", [0x1f, 0x8b]],
  ["xz", [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]],
  ["bzip2", [0x42, 0x5a, 0x68]],
  ["zstd", [0x28, 0xb5, 0x2f, 0xfd]],
  ["zip", [0x50, 0x4b, 0x03, 0x04]],
  ["7z", [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
];

/** The compression the bytes start with, if any. */
export function compressionOf(bytes: ArrayLike<number>): Compression | undefined {
  for (const [kind, magic] of MAGIC) {
    if (bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)) return kind;
  }
  return undefined;
}

/** Each format that is not read here: the tool that unpacks it, and a file name such files usually have. */
const UNPACK: Readonly<Record<Exclude<Compression, "gzip">, { command: string; example: string }>> = {
  xz: { command: "xz -dk", example: "f.cnf.xz" },
  bzip2: { command: "bunzip2 -k", example: "f.cnf.bz2" },
  zstd: { command: "zstd -d", example: "f.cnf.zst" },
  zip: { command: "unzip", example: "f.zip" },
  "7z": { command: "7z x", example: "f.7z" },
};

/** The command that unpacks `file` (by default a file named as such files usually are). */
export function unpackCommand(kind: Exclude<Compression, "gzip">, file = UNPACK[kind].example): string {
  return `${UNPACK[kind].command} ${file}`;
}

/** What the API says about compressed input it does not read: the format, and how to get the DIMACS text out. */
export function unreadCompression(kind: Exclude<Compression, "gzip">): string {
  return `This is ${kind}-compressed data, which is not read here: unpack it first (${unpackCommand(kind)}) and send the .cnf, or compress it with gzip.`;
}

export type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; reason: "too-large" | "corrupt"; message: string };

/** One read of an inflater's output, as a stream reader gives it. */
export interface InflaterReader {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
  cancel(): Promise<void>;
}

/**
 * Gathers what an inflater yields, stopping (and cancelling it) once the output passes `maxBytes`, so a small archive
 * cannot make the process inflate gigabytes; an inflater that fails means the data is damaged or cut short.
 */
export async function collectInflated(reader: InflaterReader, maxBytes: number): Promise<Inflated> {
  const parts: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!value) continue;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        return { ok: false, reason: "too-large", message: `The gzip data expands to more than ${maxBytes} bytes (${Math.round(maxBytes / 1024)} KiB), the limit.` };
      }
      parts.push(value);
    }
  } catch (error) {
    return { ok: false, reason: "corrupt", message: `The gzip data does not inflate (${error instanceof Error ? error.message : String(error)}): is the file complete?` };
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return { ok: true, bytes };
}
