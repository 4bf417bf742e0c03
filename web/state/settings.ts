/** The player's preferences: one set per store (one player, one set of habits), shared by every game in it. */
import { signal, type ReadonlySignal } from "@preact/signals";
import type { KeyValueStore } from "./saved-game";

export interface GameSettings {
  showConflicts: boolean;
  /** Remove a placed digit from the notes of its peers. */
  autoClearNotes: boolean;
  hideTimer: boolean;
  /**
   * Mark a digit that differs from the solution as soon as it is placed, and count it as a mistake (opt-in, as on
   * sudoku.com). Off by default: only visible rule conflicts and failed checks count, so the counter gives nothing away.
   */
  markWrongAtOnce: boolean;
}

export const DEFAULT_SETTINGS: GameSettings = { showConflicts: true, autoClearNotes: true, hideTimer: false, markWrongAtOnce: false };

const SETTINGS_KEY = "sudoku:settings";

export interface SettingsModel {
  settings: ReadonlySignal<GameSettings>;
  updateSettings(patch: Partial<GameSettings>): void;
}

/** `fixed`: preferences given by the caller, used in place of the store's (which are then not read). */
export function createSettings(store: KeyValueStore | null, fixed?: GameSettings): SettingsModel {
  const settings = signal<GameSettings>(fixed ? { ...fixed } : loadSettings(store));
  return {
    settings,
    updateSettings(patch) {
      settings.value = { ...settings.value, ...patch };
      try {
        store?.setItem(SETTINGS_KEY, JSON.stringify(settings.value));
      } catch {
        // Preferences that cannot be saved still apply to this visit.
      }
    },
  };
}

function loadSettings(store: KeyValueStore | null): GameSettings {
  try {
    const saved = JSON.parse(store?.getItem(SETTINGS_KEY) ?? "{}") as Partial<GameSettings>;
    const out = { ...DEFAULT_SETTINGS };
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof GameSettings)[]) if (typeof saved[key] === "boolean") out[key] = saved[key];
    return out;
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}
