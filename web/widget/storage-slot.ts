/**
 * Which saved game a widget plays when one page holds several widgets of the same puzzle. A game's key is its puzzle
 * (and the terms it is played on), so such widgets would share one key, and the one left untouched would write its
 * empty game over the other's progress on the next load. The first of them in document order keeps the plain key (so
 * a lone widget's saved game, id or not, is found as before); each later one adds its `id` attribute, or without one
 * its place among them, which stays put across reloads as long as the page does.
 */
import { useSignal } from "@preact/signals";
import { useLayoutEffect, useMemo } from "preact/hooks";
import { formatGrid, parseGrid } from "../../worker/core/sudoku/grid-text";
import { termsKey } from "../state/link-settings";
import { apiOrigin, hostSettings, readDifficulty, readHelp, readHints, readPuzzle, readTheme, WIDGET_ATTRIBUTES, type WidgetAttributes } from "./attributes";

/** The attributes as written on `element` (absent ones undefined), as the custom element hands them to the widget. */
export function attributesOf(element: Element): WidgetAttributes {
  const attributes: WidgetAttributes = {};
  for (const name of WIDGET_ATTRIBUTES) attributes[name] = element.getAttribute(name) ?? undefined;
  return attributes;
}

/**
 * The terms part of a key (help="off" and a hint allowance make a game of their own, link-settings.ts's termsKey),
 * or null when an attribute every widget reads is wrong: such a widget shows an error and keeps no game.
 */
function termsOf(attributes: WidgetAttributes, scriptOrigin: string): string | null {
  const help = readHelp(attributes.help);
  const hints = readHints(attributes.hints);
  if (!help.ok || !hints.ok || !readTheme(attributes.theme).ok || !apiOrigin(attributes.api, scriptOrigin).ok) return null;
  return termsKey(hostSettings({ help: help.value, hintLimit: hints.value }));
}

/**
 * What decides a widget's saved game, from its attributes: equal for two widgets that would share a key, null for a
 * widget whose attributes are wrong. A day's puzzle goes by its name (and the daily's level), givens by their line
 * form, so "0" and "." blanks are one puzzle; a variant by its text as written (`puzzle` is then not read, as in
 * SudokuWidget).
 */
export function puzzleSignature(attributes: WidgetAttributes, scriptOrigin: string): string | null {
  const terms = termsOf(attributes, scriptOrigin);
  if (terms === null) return null;
  if (attributes.variant) return `variant ${attributes.variant.trim()}${terms}`;
  const puzzle = readPuzzle(attributes.puzzle);
  if (!puzzle.ok) return null;
  if (puzzle.value === "daily") {
    const level = readDifficulty(attributes.difficulty);
    return level.ok ? `daily ${level.value}${terms}` : null;
  }
  if (typeof puzzle.value === "string") return `${puzzle.value}${terms}`;
  const parsed = parseGrid(puzzle.value.givens, { boxed: true });
  return `givens ${parsed.ok ? formatGrid(parsed.value, "line") : puzzle.value.givens}${terms}`;
}

/**
 * The suffix `host`'s saved game takes: "" for the first widget of its puzzle in its document (or shadow root), else
 * "@" and its id, or "#" and its place counted from 1 ("#2" for the second). A widget not in a custom element (the
 * component rendered on its own) has no neighbours and takes "".
 */
export function storageSlot(host: Element | null, scriptOrigin: string): string {
  if (!host) return "";
  const signature = (element: Element) => puzzleSignature(attributesOf(element), scriptOrigin);
  const mine = signature(host);
  if (mine === null) return "";
  const root = host.getRootNode() as Document | ShadowRoot;
  const same = Array.from(root.querySelectorAll(host.localName)).filter((element) => signature(element) === mine);
  const place = same.indexOf(host);
  if (place <= 0) return "";
  return host.id ? `@${host.id}` : `#${place + 1}`;
}

/** The custom element whose shadow root holds `inside`, or null outside one. */
function hostOf(inside: Element | null): Element | null {
  const root = inside?.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * `storageSlot` for the widget rendered in `anchor`, with `own` its attributes as props: null on the first render,
 * before the widget is in its shadow root, so no game is made (and saved) under a key it may not keep. After that it
 * is worked out during the render, again only when `own` names another game, so an attribute change never leaves a
 * render with a stale key, and one that changes no key (the theme) keeps the game as it is.
 */
export function useStorageSlot(anchor: { current: Element | null }, own: WidgetAttributes, scriptOrigin: string): string | null {
  const mounted = useSignal(false);
  useLayoutEffect(() => {
    mounted.value = true;
  }, []);
  const signature = puzzleSignature(own, scriptOrigin);
  return useMemo(() => (mounted.value ? storageSlot(hostOf(anchor.current), scriptOrigin) : null), [mounted.value, signature, scriptOrigin]);
}
