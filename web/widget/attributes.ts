/**
 * The widget's attributes, read into one checked configuration. A host page types these by hand, so every bad value
 * becomes a sentence naming the attribute and what it accepts, shown in the widget instead of a blank box.
 */
import { DIFFICULTIES, type Difficulty } from "../../worker/core/api";
import { err, ok, type Result } from "../../worker/core/result";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import { readHintLimit } from "../state/link-settings";
import { MAX_HINT_LIMIT, type GameSettings } from "../state/settings";

export const THEMES = ["auto", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** Every attribute the element observes (register.ts): a change to any of them re-renders that widget. */
export const WIDGET_ATTRIBUTES = ["puzzle", "difficulty", "theme", "api", "variant", "help", "hints"] as const;

/** The attributes as the custom element hands them over (absent ones are undefined). */
export interface WidgetAttributes {
  puzzle?: string;
  difficulty?: string;
  theme?: string;
  api?: string;
  /** A variant puzzle: f-puzzles JSON compressed as in an f-puzzles link (or the whole link). */
  variant?: string;
  /** "off": no hints, checks or reveals, and the solution never reaches the page. */
  help?: string;
  /** How many hints the game allows ("3"); absent for no limit. */
  hints?: string;
}

/** The day's puzzles a widget can show, each from its own daily route: the classic by level, the 16×16, the killer. */
export const DAILY_PUZZLES = ["daily", "daily-16", "daily-killer"] as const;
export type DailyPuzzle = (typeof DAILY_PUZZLES)[number];

export interface WidgetConfig {
  /** One of the day's puzzles, or the givens of one puzzle in any supported text form. */
  puzzle: DailyPuzzle | { givens: string };
  difficulty: Difficulty;
  theme: Theme;
  /** Origin of the API and of the full site the widget links back to (no trailing slash). */
  origin: string;
  /** False with help="off". */
  help: boolean;
  /** The hints allowed, from hints="3"; null without the attribute. */
  hintLimit: number | null;
}

function oneOf<T extends string>(list: readonly T[], value: string | undefined, fallback: T, attribute: string): Result<T, string> {
  const chosen = (value ?? "").trim().toLowerCase() || fallback;
  return (list as readonly string[]).includes(chosen)
    ? ok(chosen as T)
    : err(`The ${attribute} attribute is "${value}"; use one of ${list.join(", ")}.`);
}

/** The origin of `api`, or of the script that defined the widget when the attribute is absent. */
export function apiOrigin(api: string | undefined, scriptOrigin: string): Result<string, string> {
  if (!api || !api.trim()) return ok(scriptOrigin);
  try {
    const url = new URL(api.trim());
    if (url.protocol !== "https:" && url.protocol !== "http:") return err(`The api attribute "${api}" must be an http(s) address such as https://sudoku.example.`);
    return ok(url.origin);
  } catch {
    return err(`The api attribute "${api}" is not an address; use the site's origin, e.g. https://sudoku.example.`);
  }
}

export const HELP_VALUES = ["on", "off"] as const;

/** The help attribute: on when absent; off plays the puzzle without hints, checks or reveals. */
export function readHelp(help: string | undefined): Result<boolean, string> {
  const read = oneOf(HELP_VALUES, help, "on", "help");
  return read.ok ? ok(read.value === "on") : read;
}

/** The hints attribute: no limit when absent, else a whole number of hints from 0 to MAX_HINT_LIMIT. */
export function readHints(hints: string | undefined): Result<number | null, string> {
  if (!hints?.trim()) return ok(null);
  const limit = readHintLimit(hints);
  return limit === null ? err(`The hints attribute is "${hints}"; use a whole number of hints from 0 to ${MAX_HINT_LIMIT}, or leave it out for no limit.`) : ok(limit);
}

/** The settings a host's attributes give the game on top of the player's own: only what differs from the defaults. */
export function hostSettings({ help, hintLimit }: { help: boolean; hintLimit: number | null }): Partial<GameSettings> {
  return { ...(help ? {} : { help: false }), ...(hintLimit === null ? {} : { hintLimit }) };
}

/** The theme attribute: `auto` when absent. */
export function readTheme(theme: string | undefined): Result<Theme, string> {
  return oneOf(THEMES, theme, "auto", "theme");
}

/**
 * The puzzle attribute: one of the day's puzzles by name (any case), else givens. A value that starts like a day's
 * puzzle but names none ("daily-25") is a typo of a name, not givens, so it is reported against the names; a
 * letters-only grid that happens to start with "daily" still reads as the grid it is.
 */
export function readPuzzle(puzzle: string | undefined): Result<WidgetConfig["puzzle"], string> {
  const raw = (puzzle ?? "").trim();
  const name = raw.toLowerCase() || "daily";
  const daily = DAILY_PUZZLES.find((known) => known === name);
  if (daily) return ok(daily);
  if (name.startsWith("daily") && !parseGrid(raw, { boxed: true }).ok) {
    return err(`The puzzle attribute is "${puzzle}", which is not one of the day's puzzles; use one of ${DAILY_PUZZLES.join(", ")}, or the givens of a puzzle.`);
  }
  return ok({ givens: raw });
}

/** The difficulty attribute (the daily puzzle's level): `medium` when absent. */
export function readDifficulty(difficulty: string | undefined): Result<Difficulty, string> {
  return oneOf(DIFFICULTIES, difficulty, "medium", "difficulty");
}

export function readConfig(attributes: WidgetAttributes, scriptOrigin: string): Result<WidgetConfig, string> {
  const difficulty = readDifficulty(attributes.difficulty);
  if (!difficulty.ok) return difficulty;
  const theme = readTheme(attributes.theme);
  if (!theme.ok) return theme;
  const origin = apiOrigin(attributes.api, scriptOrigin);
  if (!origin.ok) return origin;
  const help = readHelp(attributes.help);
  if (!help.ok) return help;
  const hints = readHints(attributes.hints);
  if (!hints.ok) return hints;
  const puzzle = readPuzzle(attributes.puzzle);
  if (!puzzle.ok) return puzzle;
  return ok({ puzzle: puzzle.value, difficulty: difficulty.value, theme: theme.value, origin: origin.value, help: help.value, hintLimit: hints.value });
}
