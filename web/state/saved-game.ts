/**
 * The saved form of one game in localStorage (key per puzzle), read back defensively: a stored value from an older
 * version or another tab that does not fit this puzzle is ignored rather than trusted.
 */
import { isValidMove, type Move } from "./history";
import type { CountedEntry } from "./score";

/** The part of Storage the site uses; tests pass a Map-backed fake, the widget may pass none. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SavedGame {
  version: 1;
  steps: Move[];
  cursor: number;
  elapsedMs: number;
  mistakes: number;
  hintsUsed: number;
  revealed: number;
  /** Cells placed by the "Apply step" of a hint (the app, not the player, filled them). */
  applied?: number;
  /**
   * The (cell, digit) entries counted as mistakes, so the same entry is not counted again after a reload; absent in
   * games saved before it was kept (their count stands, and an entry they counted may count once more).
   */
  counted?: CountedEntry[];
  /** The unique solution once known (line form), so check/reveal work offline on the next visit. */
  solution?: string;
}

export function gameKey(puzzle: string): string {
  return `sudoku:game:${puzzle}`;
}

export function loadGame(store: KeyValueStore | null, key: string, cells: number, size: number): SavedGame | null {
  if (!store) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(key) ?? "null");
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const game = parsed as SavedGame;
  const count = (v: unknown) => (Number.isFinite(v) && (v as number) >= 0 ? (v as number) : 0);
  if (game.version !== 1 || !Array.isArray(game.steps)) return null;
  if (!game.steps.every((s) => isValidMove(s, cells, size))) return null;
  const cursor = Number.isInteger(game.cursor) ? Math.max(0, Math.min(game.cursor, game.steps.length)) : game.steps.length;
  const solution = typeof game.solution === "string" && game.solution.length === cells ? game.solution : undefined;
  return {
    version: 1,
    steps: game.steps,
    cursor,
    elapsedMs: count(game.elapsedMs),
    mistakes: count(game.mistakes),
    hintsUsed: count(game.hintsUsed),
    revealed: count(game.revealed),
    applied: count(game.applied),
    counted: countedEntries(game.counted, cells, size),
    solution,
  };
}

/** The saved counted entries that name a cell of the board and one of its digits; anything else is dropped. */
function countedEntries(saved: unknown, cells: number, size: number): CountedEntry[] {
  if (!Array.isArray(saved)) return [];
  const inRange = (v: unknown, min: number, max: number) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
  return saved.filter((e): e is CountedEntry => Array.isArray(e) && e.length === 2 && inRange(e[0], 0, cells - 1) && inRange(e[1], 1, size));
}

/** How many games are kept; the least recently played beyond this are dropped so storage cannot fill up. */
export const MAX_SAVED_GAMES = 60;
const INDEX_KEY = "sudoku:games";

function readIndex(store: KeyValueStore): string[] {
  try {
    const list = JSON.parse(store.getItem(INDEX_KEY) ?? "[]") as unknown;
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === "string") : [];
  } catch {
    return [];
  }
}

export function saveGame(store: KeyValueStore | null, key: string, game: SavedGame): void {
  if (!store) return;
  try {
    store.setItem(key, JSON.stringify(game));
    const index = [key, ...readIndex(store).filter((k) => k !== key)];
    for (const old of index.splice(MAX_SAVED_GAMES)) store.removeItem(old);
    store.setItem(INDEX_KEY, JSON.stringify(index));
  } catch {
    // A full or disabled storage must not break play; the game simply is not kept.
  }
}

/** localStorage when the page may use it (private modes and sandboxed frames can throw on access). */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * A store whose keys all start with `prefix`: the widget keeps its games apart from the host page's own keys (and
 * from the full site's games when both live on one origin).
 */
export function prefixedStore(store: KeyValueStore | null, prefix: string): KeyValueStore | null {
  if (!store) return null;
  return {
    getItem: (key) => store.getItem(prefix + key),
    setItem: (key, value) => store.setItem(prefix + key, value),
    removeItem: (key) => store.removeItem(prefix + key),
  };
}

/** Saved solutions use one base-36 character per cell (1..25 fit in one character). */
export function decodeSolution(text: string | undefined, cells: number): Uint8Array | null {
  if (!text || text.length !== cells) return null;
  const values = Uint8Array.from(text, (ch) => parseInt(ch, 36));
  return values.every((v) => v >= 1) ? values : null;
}
