/** Hook: one game model per puzzle text, disposed (its save effect stopped) when the puzzle changes. */
import { useEffect, useMemo } from "preact/hooks";
import type { Grid } from "../../worker/core/sudoku/grid";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import { createGameModel, type GameModel, type Progress } from "./game-model";
import { settingsFromQuery } from "./link-settings";
import { browserStore, type KeyValueStore } from "./saved-game";
import type { GameSettings } from "./settings";

export interface UseGameOptions {
  /** The position to start from when nothing is saved (a shared link's progress). */
  startProgress?: (puzzle: Grid) => Progress | null;
  store?: KeyValueStore | null;
  /**
   * The page address's query, whose link settings (`?conflicts=off`, link-settings.ts) the game takes on top of the
   * player's; read when the model is made. An embed on someone else's page leaves it out: that query is not ours.
   */
  search?: string;
  /** Settings an embedding page gives (a widget's `help="off"` or `hints="3"`), on top of the query's. */
  settings?: Partial<GameSettings>;
  /** Added to the puzzle in the storage key: which of several games of one puzzle a page holds (a widget's slot). */
  keySuffix?: string;
}

export function useGame(puzzle: string | null, { startProgress, store = browserStore(), search = "", settings, keySuffix = "" }: UseGameOptions = {}): { model: GameModel | null; error: string | null } {
  const made = useMemo(() => {
    if (!puzzle) return { model: null, error: null };
    const parsed = parseGrid(puzzle);
    if (!parsed.ok) return { model: null, error: parsed.error.message };
    const id = puzzle + keySuffix;
    const model = createGameModel(parsed.value, { id, store, startProgress: startProgress?.(parsed.value) ?? null, settings: { ...settingsFromQuery(search), ...settings } });
    return { model, error: null };
    // A host that changes the widget's help or hints attribute gets a game that follows it.
  }, [puzzle, settings?.help, settings?.hintLimit, keySuffix]);
  useEffect(() => () => made.model?.dispose(), [made]);
  return made;
}
