/**
 * gzip inflation for /api/sat: the Worker's DecompressionStream, its output gathered within a size limit by the core
 * (core/sat/compressed-input.ts, which names what went wrong).
 */
import { collectInflated, type Inflated } from "../core/sat/index";

export function gunzipWithin(compressed: Uint8Array<ArrayBuffer>, maxBytes: number): Promise<Inflated> {
  return collectInflated(new Blob([compressed]).stream().pipeThrough(new DecompressionStream("gzip")).getReader(), maxBytes);
}
