/**
 * gzip inflation under a limit, in workerd's own DecompressionStream: the compressed bytes go in a little at a
 * time, so an archive that expands far past the limit is stopped after reading a sliver of it, and data made of
 * several gzip members says so.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Problem } from "../../../worker/core/api";
import { gunzipWithin, type Inflater } from "../../../worker/http/gunzip";

async function gzip(data: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(new Blob([data]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer());
}

/** The platform's inflater behind a counter of the compressed bytes it was handed; each write waits for the inflater's. */
function countingInflater(): { inflater: Inflater; taken: () => number } {
  const inner = new DecompressionStream("gzip");
  const writer = inner.writable.getWriter();
  let taken = 0;
  const writable = new WritableStream<Uint8Array>({
    async write(chunk) {
      taken += chunk.byteLength;
      await writer.write(chunk);
    },
    close: () => writer.close(),
    abort: (reason) => writer.abort(reason),
  });
  return { inflater: { writable, readable: inner.readable }, taken: () => taken };
}

describe("gunzipWithin", () => {
  it("stops taking compressed bytes soon after the output passes the limit: a bomb is not inflated whole", async () => {
    const bomb = await gzip(new Uint8Array(64 * 1024 * 1024));
    const { inflater, taken } = countingInflater();
    const inflated = await gunzipWithin(bomb, 1024 * 1024, inflater);
    expect(inflated).toMatchObject({ ok: false, reason: "too-large" });
    // 64 MiB of zeros is about 64 KB of gzip; a megabyte of output needs about one of its kilobytes.
    expect(bomb.byteLength).toBeGreaterThan(50_000);
    expect(taken()).toBeLessThan(bomb.byteLength / 4);
  });

  it("inflates what fits whole, fed in pieces", async () => {
    const text = new TextEncoder().encode(Array.from({ length: 20_000 }, (_, i) => `${i + 1} -${i + 2} 0\n`).join(""));
    const inflated = await gunzipWithin(await gzip(text), 2 * 1024 * 1024);
    expect(inflated.ok && new TextDecoder().decode(inflated.bytes)).toBe(new TextDecoder().decode(text));
  });
});

describe("POST /api/sat with gzip members joined end to end", () => {
  it("refuses them with what to send instead, since the platform's inflater reads one member", async () => {
    const half = (s: string) => gzip(new TextEncoder().encode(s));
    const joined = new Uint8Array([...(await half("p cnf 2 2\n")), ...(await half("1 0\n-1 0\n"))]);
    const res = await SELF.fetch("http://x/api/sat", { method: "POST", body: joined });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Problem;
    expect(body.kind).toBe("malformed-body");
    expect(body.detail).toMatch(/If it is several gzip files joined together \(cat a\.gz b\.gz\), send one: gzip -dc f\.gz \| gzip > g\.gz\.$/);
  });
});
