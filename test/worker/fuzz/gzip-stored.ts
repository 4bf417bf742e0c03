/**
 * gzip without compression (deflate "stored" blocks), written synchronously so fast-check can build compressed request
 * bodies: valid gzip that any inflater reads, from which the fuzz also cuts and corrupts bodies.
 */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const le32 = (n: number): number[] => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

export function gzipStored(data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out: number[] = [0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff];
  const BLOCK = 0xffff;
  let at = 0;
  do {
    const len = Math.min(BLOCK, data.length - at);
    const final = at + len >= data.length ? 1 : 0;
    out.push(final, len & 0xff, len >>> 8, ~len & 0xff, (~len >>> 8) & 0xff);
    for (let i = 0; i < len; i++) out.push(data[at + i]);
    at += len;
  } while (at < data.length);
  out.push(...le32(crc32(data)), ...le32(data.length >>> 0));
  return Uint8Array.from(out);
}
