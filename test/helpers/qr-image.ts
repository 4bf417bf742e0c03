/**
 * A QR drawing as a camera would see it: its path of dark-module rectangles ("Mx yhWv1h-Wz", web/state/qr.ts)
 * painted into an RGBA image, then read by an independent decoder (the `qr` package), not by the encoder we ship.
 */
import decodeQR from "qr/decode.js";

const SCALE = 4;
const RUN = /M(\d+) (\d+)h(\d+)v1h-\d+z/g;

export function readQrPath(size: number, path: string): string {
  const runs = [...path.matchAll(RUN)];
  if (runs.map((r) => r[0]).join("") !== path) throw new Error("the path holds something other than module rectangles");
  const side = size * SCALE;
  const data = new Uint8Array(side * side * 4).fill(255);
  for (const [, xs, ys, ws] of runs) {
    const [x, y, w] = [Number(xs), Number(ys), Number(ws)];
    for (let py = y * SCALE; py < (y + 1) * SCALE; py++) {
      for (let px = x * SCALE; px < (x + w) * SCALE; px++) data.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
    }
  }
  return decodeQR({ width: side, height: side, data });
}
