/** A 9x9 game with its solution known, and cells by 1-based row and column: shared by the game-model tests. */
import { createGameModel } from "../../../web/state/game-model";
import { grid, memoryStore, PUZZLE_9, SOLUTION_9, values } from "../helpers";

export const cellOf = (r: number, c: number, n = 9) => (r - 1) * n + (c - 1);

export function game9(store = memoryStore()) {
  return createGameModel(grid(PUZZLE_9), { id: PUZZLE_9, store, solution: values(SOLUTION_9) });
}
