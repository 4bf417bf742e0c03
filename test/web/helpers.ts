/** Shared inputs for the web tests: a known 4×4 and 9×9 puzzle with their solutions, and a Map-backed store. */
import { grid } from "../helpers/grid";
import type { KeyValueStore } from "../../web/state/saved-game";

// 4×4: givens and the unique solution (checked by hand: every row, column and 2×2 box holds 1-4 once).
export const PUZZLE_4 = "1.3.3..2.12.2..1";
export const SOLUTION_4 = "1234341241232341";
// 9×9: a well-known easy puzzle and its solution.
export const PUZZLE_9 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
export const SOLUTION_9 = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

export { grid };

export function values(text: string): Uint8Array {
  return grid(text).cells;
}

export function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}
