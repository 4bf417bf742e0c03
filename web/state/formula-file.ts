/**
 * An uploaded formula file as text: plain DIMACS, or gzip-compressed (a .cnf.gz, inflated in the page by the
 * browser's DecompressionStream, gathered within a limit as the API gathers it). Other compressed formats are named, with the command that unpacks them,
 * instead of being shown as a screenful of binary.
 */
import { collectInflated, compressionOf, decodeText, unpackCommand } from "../../worker/core/sat/index";

/**
 * The most text a .cnf.gz may inflate to here: well past what the server takes, since the browser can solve what the
 * server cannot, yet small enough that a tab holding the text, the parsed clauses and the solver stays responsive.
 */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export type FormulaFile = { ok: true; text: string; name: string; gzipBytes?: number } | { ok: false; message: string };

/** The part of a File this reads (tests pass a stand-in). */
export interface NamedBytes {
  name: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export async function readFormulaFile(file: NamedBytes, maxInflated = MAX_INFLATED_BYTES): Promise<FormulaFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = compressionOf(bytes);
  if (kind === undefined) return { ok: true, text: decodeText(bytes), name: file.name };
  if (kind !== "gzip") return { ok: false, message: `${file.name} is ${kind}-compressed, which is not read here: unpack it first (${unpackCommand(kind, file.name)}) and upload the .cnf, or compress it with gzip.` };
  const inflated = await collectInflated(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")).getReader(), maxInflated);
  if (!inflated.ok) return { ok: false, message: `${file.name}: ${inflated.message}` };
  return { ok: true, text: decodeText(inflated.bytes), name: file.name, gzipBytes: bytes.byteLength };
}
