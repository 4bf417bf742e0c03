/**
 * gzip inflation for /api/sat: the Worker's DecompressionStream, its output gathered within a size limit by the core
 * (core/sat/compressed-input.ts, which names what went wrong).
 *
 * The compressed bytes go in a kilobyte at a time, and the reader counts each piece's output before the next goes
 * in: piped in whole, the platform's inflater expands everything it is given before the limit is ever looked at,
 * and a 2 MB archive of zeros is 2 GB of output. A kilobyte of deflate expands to about a megabyte at most.
 */
import { collectInflated, type Inflated } from "../core/sat/index";

/** The two ends of an inflater: DecompressionStream's, or a test's stand-in around it. */
export interface Inflater {
  writable: WritableStream<Uint8Array>;
  readable: ReadableStream<Uint8Array>;
}

const FEED_BYTES = 1024;

export async function gunzipWithin(compressed: Uint8Array<ArrayBuffer>, maxBytes: number, inflater: Inflater = new DecompressionStream("gzip")): Promise<Inflated> {
  const feeding = feed(inflater.writable.getWriter(), compressed);
  const inflated = await collectInflated(inflater.readable.getReader(), maxBytes);
  await feeding;
  if (inflated.ok || inflated.reason !== "corrupt" || !holdsAnotherMember(compressed)) return inflated;
  return { ...inflated, message: `${inflated.message} If it is several gzip files joined together (cat a.gz b.gz), send one: gzip -dc f.gz | gzip > g.gz.` };
}

async function feed(writer: WritableStreamDefaultWriter<Uint8Array>, bytes: Uint8Array): Promise<void> {
  try {
    for (let at = 0; at < bytes.length; at += FEED_BYTES) {
      await writer.ready;
      await writer.write(bytes.subarray(at, at + FEED_BYTES));
      // The platform's write resolves once the piece is inflated, read or not: let the reader count it first.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await writer.close();
  } catch {
    // The reader stopped (the output passed the limit) or the data does not inflate: collectInflated says which.
  }
}

/** A second gzip header (magic, deflate) past the first member's own: the bytes are likely members joined end to end. */
function holdsAnotherMember(bytes: Uint8Array): boolean {
  for (let i = 18; i + 2 < bytes.length; i++) {
    if (bytes[i] === 0x1f && bytes[i + 1] === 0x8b && bytes[i + 2] === 0x08) return true;
  }
  return false;
}
