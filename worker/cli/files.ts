/**
 * Reading and writing the CLI's files, with every failure turned into a one-line message that names the file
 * (no Node stack trace reaches the user). Inputs are bounded before they are read: a plain file by its size, a
 * .gz file by how far it is allowed to expand, so a small archive cannot make the process inflate gigabytes.
 */
import { readFileSync, readSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { gunzipSync } from "node:zlib";
import { byteOrderMarkLength, compressionOf, decodeText, hasUtf16Mark, unpackCommand } from "../core/sat/index";

/** Largest input, after decompression: the DIMACS parser's own limit, and room for ~800,000 puzzle lines. */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;

/** A file the CLI could not read or write; its message is the whole story, ready to print after "error: ". */
export class CliFileError extends Error {
  override name = "CliFileError";
}

const mib = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MiB`;

/** The reason behind a file-system error, in words (the Node error code when nothing better is known). */
function reason(error: unknown): string {
  const code = (error as { code?: string }).code;
  switch (code) {
    case "ENOENT": return "no such file or directory";
    case "EISDIR": return "is a directory, not a file";
    case "ENOTDIR": return "a part of the path is not a directory";
    case "EACCES": case "EPERM": return "permission denied";
    case "EROFS": return "read-only file system";
    case "ENOSPC": return "no space left on the device";
    case "ENAMETOOLONG": return "the name is too long";
    default: return code ?? (error instanceof Error ? error.message : String(error));
  }
}

/** The path that names standard input, as in most command-line tools (`gen | npm run sat -- -`). */
export const STDIN_PATH = "-";
const STDIN_NAME = "standard input";

const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/** Standard input to its end, refused once it passes `maxBytes` (a pipe has no size to check first). */
function readStdin(maxBytes: number): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  const chunk = Buffer.alloc(1 << 16);
  for (;;) {
    let n: number;
    try {
      n = readSync(0, chunk, 0, chunk.length, null);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "EAGAIN") {
        // A non-blocking pipe with nothing in it yet: its writer is still working. Wait a millisecond, not a busy spin.
        Atomics.wait(PAUSE, 0, 0, 1);
        continue;
      }
      if (code === "EOF") break;
      throw new CliFileError(`cannot read ${STDIN_NAME}: ${reason(error)}`);
    }
    if (n === 0) break;
    total += n;
    if (total > maxBytes) throw new CliFileError(`${STDIN_NAME} is over the limit of ${mib(maxBytes)}`);
    chunks.push(Buffer.from(chunk.subarray(0, n)));
  }
  return Buffer.concat(chunks, total);
}

/**
 * The file's bytes (standard input's for "-"), gunzipped when they are gzip data (or the name ends in .gz); at most
 * `maxBytes` either way. Other compressed formats are refused by name, with the command that unpacks them.
 */
export function readInputFile(path: string, maxBytes = MAX_INPUT_BYTES): Buffer {
  if (path === STDIN_PATH) return unpacked(readStdin(maxBytes), STDIN_NAME, maxBytes);
  let size: number;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) throw Object.assign(new Error("directory"), { code: "EISDIR" });
    size = stat.size;
  } catch (error) {
    throw new CliFileError(`cannot read ${path}: ${reason(error)}`);
  }
  if (size > maxBytes) throw new CliFileError(`${path} is ${mib(size)}, over the limit of ${mib(maxBytes)}`);
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new CliFileError(`cannot read ${path}: ${reason(error)}`);
  }
  return unpacked(bytes, path, maxBytes);
}

/** The bytes as read, or gunzipped when they are gzip data (or the name ends in .gz); other packings refused. */
function unpacked(bytes: Buffer, path: string, maxBytes: number): Buffer {
  const kind = compressionOf(bytes);
  if (kind !== undefined && kind !== "gzip") throw new CliFileError(`${path} is ${kind}-compressed, which is not read here: unpack it first (${unpackCommand(kind, path)})`);
  if (kind !== "gzip" && !path.endsWith(".gz")) return bytes;
  try {
    return gunzipSync(bytes, { maxOutputLength: maxBytes });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "ERR_BUFFER_TOO_LARGE") throw new CliFileError(`${path} expands to more than ${mib(maxBytes)}, the limit`);
    const detail = error instanceof Error ? error.message : String(error);
    throw new CliFileError(`${path} is not valid gzip data (${detail})`);
  }
}

/** The file as text: utf8 for puzzles; latin1 for DIMACS, so a damaged byte stays one character (and one column). */
export function readInputText(path: string, encoding: "utf8" | "latin1" = "utf8", maxBytes = MAX_INPUT_BYTES): string {
  const bytes = readInputFile(path, maxBytes);
  // UTF-16 (PowerShell's >) is decoded by its byte order mark; a UTF-8 one (Notepad's) would otherwise be read as
  // the first line's first symbol.
  if (hasUtf16Mark(bytes)) return decodeText(bytes);
  const text = bytes.toString(encoding);
  return text.slice(byteOrderMarkLength(text));
}

/** Writes (or replaces) a file; a failure becomes a CliFileError naming it. */
export function writeOutputFile(path: string, data: string | Uint8Array): void {
  try {
    writeFileSync(path, data);
  } catch (error) {
    throw new CliFileError(`cannot write ${path}: ${reason(error)}`);
  }
}

/** For the streaming writers that open the file themselves. */
export function describeWriteError(path: string, error: unknown): CliFileError {
  return new CliFileError(`cannot write ${path}: ${reason(error)}`);
}

/**
 * Fails early, before a long run, when `path` clearly cannot be written: it is a directory, or its parent is
 * missing or not a directory. (Permissions and full disks still surface at the write itself.)
 */
export function checkWritable(path: string): void {
  const kind = (p: string): "dir" | "file" | "none" => {
    try {
      return statSync(p).isDirectory() ? "dir" : "file";
    } catch {
      return "none";
    }
  };
  if (kind(path) === "dir") throw new CliFileError(`cannot write ${path}: is a directory, not a file`);
  const parent = kind(dirname(path));
  if (parent === "none") throw new CliFileError(`cannot write ${path}: no such file or directory`);
  if (parent === "file") throw new CliFileError(`cannot write ${path}: a part of the path is not a directory`);
}

/** A path, or a name with a puzzle-file extension: text meant as a file, never as a puzzle (puzzles have no "/"). */
export function looksLikePath(text: string): boolean {
  return !text.includes("\n") && /[/\\]|\.(txt|gz|sdk|csv|dat)$/i.test(text);
}
