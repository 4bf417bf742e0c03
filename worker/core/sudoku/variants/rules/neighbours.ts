/**
 * Global neighbour rules, each forbidding value pairs between cells a fixed step apart:
 * anti-knight (a chess knight's move apart never holds the same value), anti-king (diagonal neighbours never hold
 * the same value; orthogonal ones already share a row or column) and non-consecutive (orthogonal neighbours never
 * hold values that differ by 1). https://www.sudokuwiki.org/Anti_Knight_Sudoku
 */
import { forbidPairs, movePairs, orthogonalPairs, type EncodeContext } from "./context";

const KNIGHT = [[1, 2], [2, 1], [1, -2], [2, -1]] as const;
const KING_DIAGONAL = [[1, 1], [1, -1]] as const;

export function encodeAntiKnight(ctx: EncodeContext, out: Int32Array[]): void {
  for (const [a, b] of movePairs(ctx.size, KNIGHT)) forbidPairs(ctx.size, a, b, (v, w) => v === w, out);
}

export function encodeAntiKing(ctx: EncodeContext, out: Int32Array[]): void {
  for (const [a, b] of movePairs(ctx.size, KING_DIAGONAL)) forbidPairs(ctx.size, a, b, (v, w) => v === w, out);
}

export function encodeNonConsecutive(ctx: EncodeContext, out: Int32Array[]): void {
  for (const [a, b] of orthogonalPairs(ctx.size)) forbidPairs(ctx.size, a, b, (v, w) => Math.abs(v - w) === 1, out);
}
