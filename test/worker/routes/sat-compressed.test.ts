/**
 * POST /api/sat with a compressed formula: gzip is inflated (raw body, multipart file, or a Content-Encoding: gzip
 * body) within the text's own size limit; a truncated stream and a bomb are refused by name; other compressions get
 * a 415 that names the format and the command that unpacks it.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Problem, SatResponse } from "../../../worker/core/api";
import { randomKSat } from "../../core/sat/gen/random-cnf";
import { formatDimacs } from "../../../worker/core/sat/index";
import { gzipStored } from "../fuzz/gzip-stored";

const UNSAT_CNF = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n";

async function gzip(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([data]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer());
}

const text = (s: string) => new TextEncoder().encode(s);

function post(body: BodyInit, headers: Record<string, string> = {}, query = "") {
  return SELF.fetch(`http://x/api/sat${query}`, { method: "POST", body, headers });
}

async function problemOf(res: Response, status: number): Promise<Problem> {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  return (await res.json()) as Problem;
}

describe("POST /api/sat with gzip", () => {
  it("answers a gzipped body exactly as the plain text, whatever the content type says", async () => {
    const formula = formatDimacs(randomKSat(40, 170, 3, 11));
    const plain = (await (await post(formula, {}, "?format=json")).json()) as SatResponse;
    const packed = await post(await gzip(text(formula)), { "content-type": "application/x-www-form-urlencoded" }, "?format=json");
    expect(packed.status).toBe(200);
    const answer = (await packed.json()) as SatResponse;
    expect(answer.status).toBe(plain.status);
    expect(answer.stats.conflicts).toBe(plain.stats.conflicts);
    if (answer.status === "SAT") expect(answer.model).toEqual(plain.model);
  });

  it("reads a body saved as UTF-16 (PowerShell's >), plain or gzipped, and names UTF-16 without its byte order mark", async () => {
    const formula = formatDimacs(randomKSat(30, 120, 3, 5));
    const plain = (await (await post(formula, {}, "?format=json")).json()) as SatResponse;
    const le = new Uint8Array(formula.length * 2);
    for (let i = 0; i < formula.length; i++) le[2 * i] = formula.charCodeAt(i);
    for (const body of [Uint8Array.from([0xff, 0xfe, ...le]), await gzip(Uint8Array.from([0xff, 0xfe, ...le]))]) {
      const res = await post(body, {}, "?format=json");
      expect(res.status).toBe(200);
      const answer = (await res.json()) as SatResponse;
      expect([answer.status, answer.stats.conflicts]).toEqual([plain.status, plain.stats.conflicts]);
    }
    const bare = await problemOf(await post(le), 400);
    expect(bare.detail).toMatch(/^line 1, column 1: this is UTF-16 text/);
  });

  it("reads a gzipped multipart file, and a body sent with Content-Encoding: gzip", async () => {
    const form = new FormData();
    form.append("file", new Blob([await gzip(text(UNSAT_CNF))]), "f.cnf.gz");
    const upload = await post(form);
    expect(upload.status).toBe(200);
    expect(await upload.text()).toContain("s UNSATISFIABLE");
    const encoded = await post(await gzip(text(UNSAT_CNF)), { "content-encoding": "gzip" });
    expect(await encoded.text()).toContain("s UNSATISFIABLE");
  });

  it("refuses a Content-Encoding it does not read by name, rather than reading the coded bytes as DIMACS", async () => {
    for (const coding of ["br", "deflate"]) {
      const body = await problemOf(await post(text(UNSAT_CNF), { "content-encoding": coding }), 415);
      expect(body.detail).toBe(`Content-Encoding ${coding} is not read here: send the formula plain or gzip-compressed (Content-Encoding: gzip).`);
    }
    const plain = await post(text(UNSAT_CNF), { "content-encoding": "identity" });
    expect(await plain.text()).toContain("s UNSATISFIABLE");
  });

  it("lets a page on another origin send Content-Encoding: gzip: the CORS preflight allows that header", async () => {
    const res = await SELF.fetch("http://x/api/sat", {
      method: "OPTIONS",
      headers: { Origin: "https://example.org", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type,content-encoding" },
    });
    expect(res.status).toBe(204);
    const allowed = (res.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(/\s*,\s*/);
    expect(allowed).toContain("content-encoding");
    expect(allowed).toContain("content-type");
  });

  it("reads gzip made of stored blocks (the fuzz's own gzip), across more than one block", async () => {
    const formula = `${"c padding to pass one stored block\n".repeat(2000)}${UNSAT_CNF}`;
    expect(formula.length).toBeGreaterThan(65_535);
    const answer = await post(gzipStored(text(formula)));
    expect(await answer.text()).toContain("s UNSATISFIABLE");
  });

  it("refuses a truncated gzip stream, naming it", async () => {
    const packed = await gzip(text(UNSAT_CNF.repeat(50)));
    const body = await problemOf(await post(packed.slice(0, packed.length - 12)), 400);
    expect(body.kind).toBe("malformed-body");
    expect(body.detail).toMatch(/^The gzip data does not inflate \(.*\): is the file complete\?$/);
  });

  it("stops inflating at the formula's size limit: a small archive of 3 MB of text is a 413 naming the limit", async () => {
    const bomb = await gzip(text(`c ${"x".repeat(3 * 1024 * 1024)}\n`));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const body = await problemOf(await post(bomb), 413);
    expect(body).toMatchObject({ kind: "too-large", limit: 2 * 1024 * 1024, unit: "bytes", field: "body" });
    expect(body.detail).toBe("The gzip data expands to more than 2097152 bytes (2048 KiB), the limit.");
  });
});

describe("POST /api/sat with other compressions", () => {
  it("names xz, bzip2 and zstd with the command that unpacks each, as a 415", async () => {
    const cases: [Uint8Array, RegExp][] = [
      [Uint8Array.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, 0x00, 0x04]), /^This is xz-compressed data, .*\(xz -dk f\.cnf\.xz\)/],
      [text("BZh91AY&SY"), /^This is bzip2-compressed data, .*\(bunzip2 -k f\.cnf\.bz2\)/],
      [Uint8Array.from([0x28, 0xb5, 0x2f, 0xfd, 0x24, 0x00]), /^This is zstd-compressed data, .*\(zstd -d f\.cnf\.zst\)/],
    ];
    for (const [bytes, says] of cases) {
      const body = await problemOf(await post(bytes), 415);
      expect(body.kind).toBe("unsupported-media-type");
      expect(body.detail).toMatch(says);
    }
  });
});
