/**
 * gzip inflation with a ceiling on what comes out, for compressed DIMACS (core/sat/compressed-input.ts). It uses the
 * Web Streams DecompressionStream, so it runs in the Worker and in browsers alike (the site's /sat page uses it for
 * an uploaded .cnf.gz). Reading stops once the output passes the ceiling, so a small archive cannot make the
 * isolate inflate gigabytes.
 */
export type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; reason: "too-large" | "corrupt"; message: string };

export async function gunzipWithin(compressed: Uint8Array<ArrayBuffer>, maxBytes: number): Promise<Inflated> {
  const reader = new Blob([compressed]).stream().pipeThrough(new DecompressionStream("gzip")).getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
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
