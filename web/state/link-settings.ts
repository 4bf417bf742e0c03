/**
 * Settings a puzzle's link can carry, as SudokuPad's links do (`?setting-conflictchecker=0`): a setter can share a
 * puzzle with conflict marks off, say, without touching anyone's saved preferences. `?conflicts=on|off` and
 * `?timer=on|off` are ours; SudokuPad's name for the conflict checker is read too, so its links' intent carries over.
 * `?help=off` plays the puzzle without the helpers that know or look for the answer (a club's challenge, a contest);
 * `?hints=3` keeps them but allows that many hints.
 */
import { MAX_HINT_LIMIT, type GameSettings } from "./settings";

/** A hint allowance as a link or a host writes it: a whole number from 0 to MAX_HINT_LIMIT, or null for another text. */
export function readHintLimit(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const limit = Number(trimmed);
  return limit <= MAX_HINT_LIMIT ? limit : null;
}

/** An on/off setting's value as a link writes it ("on", "1", "true" or their opposites), or undefined for another text. */
function readOnOff(text: string | null): boolean | undefined {
  const value = text?.trim().toLowerCase();
  return value === "on" || value === "1" || value === "true" ? true : value === "off" || value === "0" || value === "false" ? false : undefined;
}

const ON_OFF_NAMES = ["conflicts", "setting-conflictchecker", "timer", "help"] as const;

/** The link settings a page address carries; unknown names and values are left out (a link is never refused for them). */
export function settingsFromQuery(search: string): Partial<GameSettings> {
  const query = new URLSearchParams(search);
  const out: Partial<GameSettings> = {};
  const onOff = (name: (typeof ON_OFF_NAMES)[number]): boolean | undefined => readOnOff(query.get(name));
  const conflicts = onOff("conflicts") ?? onOff("setting-conflictchecker");
  if (conflicts !== undefined) out.showConflicts = conflicts;
  const timer = onOff("timer");
  if (timer !== undefined) out.hideTimer = !timer;
  const help = onOff("help");
  if (help !== undefined) out.help = help;
  const hints = query.get("hints");
  const hintLimit = hints === null ? null : readHintLimit(hints);
  if (hintLimit !== null) out.hintLimit = hintLimit;
  return out;
}

/**
 * The settings in a page address that settingsFromQuery left out for their values, each with what it takes:
 * "hints=1000 (a whole number from 0 to 99)". A setter who typed one learns why the game ignores it.
 */
export function unreadSettings(search: string): string[] {
  const query = new URLSearchParams(search);
  const unread = ON_OFF_NAMES.filter((name) => query.has(name) && readOnOff(query.get(name)) === undefined).map((name) => `${name}=${query.get(name)} (on or off)`);
  const hints = query.get("hints");
  if (hints !== null && readHintLimit(hints) === null) unread.push(`hints=${hints} (a whole number from 0 to ${MAX_HINT_LIMIT})`);
  return unread;
}

/** The query that carries `settings` in a shared link ("conflicts=off&timer=off"), or "" when there are none. */
export function settingsQuery(settings: Partial<GameSettings>): string {
  const parts: string[] = [];
  if (settings.showConflicts !== undefined) parts.push(`conflicts=${settings.showConflicts ? "on" : "off"}`);
  if (settings.hideTimer !== undefined) parts.push(`timer=${settings.hideTimer ? "off" : "on"}`);
  if (settings.help !== undefined) parts.push(`help=${settings.help ? "on" : "off"}`);
  if (settings.hintLimit !== undefined && settings.hintLimit !== null) parts.push(`hints=${settings.hintLimit}`);
  return parts.join("&");
}

/** `path` with the settings' query added: after the path's own query if it has one (a variant's /v?load=…). */
export function withSettings(path: string, settings: Partial<GameSettings>): string {
  const query = settingsQuery(settings);
  return query ? `${path}${path.includes("?") ? "&" : "?"}${query}` : path;
}

/** What the link sets, in words for the page: "conflict marks off and the timer hidden". */
export function settingsWords(settings: Partial<GameSettings>): string {
  const words: string[] = [];
  if (settings.showConflicts !== undefined) words.push(`conflict marks ${settings.showConflicts ? "on" : "off"}`);
  if (settings.hideTimer !== undefined) words.push(settings.hideTimer ? "the timer hidden" : "the timer shown");
  // Help and the hint allowance are not among the player's settings: the helpers' place on the page says them.
  return words.join(" and ");
}

/** The given settings the player has not changed since (the ones a page may still call the link's). */
export function stillAsGiven(given: Partial<GameSettings>, now: GameSettings): Partial<GameSettings> {
  return Object.fromEntries(Object.entries(given).filter(([key, value]) => value === now[key as keyof GameSettings])) as Partial<GameSettings>;
}

/**
 * What the given-only settings add to a game's saved key ("?help=off", "?hints=3"). A game played without help, or
 * with a hint allowance, is a game of its own: opening the puzzle under other terms must neither bring a game's
 * reveals into a game without help nor let a free game's hints count against an allowance.
 */
export function termsKey(given: Partial<GameSettings>): string {
  const terms: Partial<GameSettings> = given.help === false ? { help: false } : given.hintLimit !== undefined && given.hintLimit !== null ? { hintLimit: given.hintLimit } : {};
  const query = settingsQuery(terms);
  return query ? `?${query}` : "";
}
