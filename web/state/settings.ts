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
  /**
   * The helpers that know or look for the answer (hints, checks, reveals, singles, the audit). Set only by a
   * puzzle's link (`?help=off`) or a widget's host (`help="off"`), for a game played without help: never saved, so
   * it is not the player's to switch back on. Off, the page never fetches the solution either.
   */
  help: boolean;
  /**
   * How many hints the game allows; null for as many as the player asks. Set only by a link (`?hints=3`) or a
   * widget's host (`hints="3"`): a challenge that allows a few hints, not one at every move. Given only, as `help`.
   */
  hintLimit: number | null;
}

/** The most hints a link or a host may allow: a larger allowance is no limit a player would notice. */
export const MAX_HINT_LIMIT = 99;

/** The allowances the site's forms offer (a link or an attribute may name any other up to MAX_HINT_LIMIT). */
export const HINT_ALLOWANCES = [0, 1, 2, 3, 5, 10] as const;

export const DEFAULT_SETTINGS: GameSettings = { showConflicts: true, autoClearNotes: true, hideTimer: false, markWrongAtOnce: false, help: true, hintLimit: null };

/**
 * The settings that are the player's own preferences, read from the store; the others (help, hintLimit) are given by
 * a link or a host page only, so a store never holds them.
 */
const PREFERENCES = ["showConflicts", "autoClearNotes", "hideTimer", "markWrongAtOnce"] as const;
export type Preference = (typeof PREFERENCES)[number];

const SETTINGS_KEY = "sudoku:settings";


export interface SettingsModel {
  settings: ReadonlySignal<GameSettings>;
  /** What the game was given on top of the saved preferences (a link's settings), which are never saved. */
  given: Partial<GameSettings>;
  updateSettings(patch: Partial<GameSettings>): void;
}

/**
 * `given`: settings for this game on top of the store's (a link's, or a replay's copy of its player's), never saved:
 * a change the player makes is saved on its own, over their saved preferences, not over what was given.
 */
export function createSettings(store: KeyValueStore | null, given: Partial<GameSettings> = {}): SettingsModel {
  let saved = loadSettings(store);
  const settings = signal<GameSettings>({ ...saved, ...given });
  return {
    settings,
    given,
    updateSettings(patch) {
      settings.value = { ...settings.value, ...patch };
      saved = { ...saved, ...patch };
      try {
        store?.setItem(SETTINGS_KEY, JSON.stringify(saved));
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
    for (const key of PREFERENCES) {
      const value = saved[key];
      if (typeof value === "boolean") out[key] = value;
    }
    return out;
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}
