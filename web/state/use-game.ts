/** Hook: one game model per puzzle text, disposed (its save effect stopped) when the puzzle changes. */
import { useEffect, useMemo } from "preact/hooks";
import type { Grid } from "../../worker/core/sudoku/grid";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import { createGameModel, type GameModel, type Progress } from "./game-model";
import { browserStore, type KeyValueStore } from "./saved-game";

export function useGame(
  puzzle: string | null,
  startProgress?: (puzzle: Grid) => Progress | null,
  store: KeyValueStore | null = browserStore(),
): { model: GameModel | null; error: string | null } {
  const made = useMemo(() => {
    if (!puzzle) return { model: null, error: null };
    const parsed = parseGrid(puzzle);
    if (!parsed.ok) return { model: null, error: parsed.error.message };
    const id = puzzle;
    const model = createGameModel(parsed.value, { id, store, startProgress: startProgress?.(parsed.value) ?? null });
    return { model, error: null };
  }, [puzzle]);
  useEffect(() => () => made.model?.dispose(), [made]);
  return made;
}
