import { describe, expect, it } from "vitest";
import { qrDrawing } from "../../../web/state/qr";
import { shareUrl } from "../../../web/state/share";
import { grid, PUZZLE_9, values } from "../helpers";
import { readQrPath } from "../../helpers/qr-image";

function readBack(text: string): string {
  const drawing = qrDrawing(text);
  if (!drawing.ok) throw new Error(drawing.reason);
  return readQrPath(drawing.size, drawing.path);
}

describe("share links as QR codes", () => {
  it("a 9x9 link with the player's entries reads back as the same link (decoded by an independent reader)", () => {
    const board = values(PUZZLE_9);
    board[2] = 4;
    const link = shareUrl("https://sudoku.example.org", grid(PUZZLE_9), { values: board });
    expect(link).toContain("#e=");
    expect(readBack(link)).toBe(link);
  });

  it("a 25x25 link with a full board of entries still fits, and reads back", () => {
    const link = `https://sudoku.example.org/p/${"A.".repeat(312)}A#e=${".B".repeat(312)}.`;
    const drawing = qrDrawing(link);
    expect(drawing.ok && drawing.version).toBeLessThanOrEqual(30);
    expect(readBack(link)).toBe(link);
  });

  it("keeps the 4-module quiet zone scanners need", () => {
    const drawing = qrDrawing("https://sudoku.example.org/p/1");
    if (!drawing.ok) throw new Error(drawing.reason);
    const xs = [...drawing.path.matchAll(/M(\d+) (\d+)h(\d+)/g)].flatMap((m) => [Number(m[1]), Number(m[2]), Number(m[1]) + Number(m[3])]);
    expect(Math.min(...xs)).toBe(4);
    expect(Math.max(...xs)).toBe(drawing.size - 4);
  });

  it("a link too long for any QR code says so, with its length, instead of drawing a broken code", () => {
    const drawing = qrDrawing(`https://sudoku.example.org/p/${"1".repeat(3000)}`);
    expect(drawing).toEqual({ ok: false, reason: expect.stringContaining("3029 characters") });
  });
});
