/** Which puzzle the widget shows: the day's puzzle from the API, or the givens from its `puzzle` attribute. */
import { useSignal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import type { Difficulty } from "../../worker/core/api";
import { formatGrid, parseGrid } from "../../worker/core/sudoku/grid-text";
import { describeError, type Api } from "../api/client";
import { dailyLink } from "../state/daily-16";
import { brokenGridMessage } from "../state/share";
import type { WidgetConfig } from "./attributes";

export interface WidgetPuzzle {
  /** Givens in line form, ready for the game model; null while loading or on error. */
  puzzle: string | null;
  title: string;
  /** The same puzzle on the full site. */
  link: string;
  error: string | null;
}

const loading = (origin: string): WidgetPuzzle => ({ puzzle: null, title: "Sudoku", link: origin + "/", error: null });

/** A puzzle given inline needs no request: it is parsed here, and a bad one is reported by cell or position. */
export function inlinePuzzle(givens: string, origin: string): WidgetPuzzle {
  const parsed = parseGrid(givens);
  if (!parsed.ok) return { ...loading(origin), error: `This puzzle could not be read: ${brokenGridMessage(givens, parsed.error.message)}` };
  const line = formatGrid(parsed.value, "line");
  const n = parsed.value.shape.size;
  return { puzzle: line, title: `Sudoku ${n}×${n}`, link: `${origin}/p/${encodeURIComponent(line)}`, error: null };
}

function dailyTitle(date: string, difficulty: Difficulty): string {
  return `Daily Sudoku · ${difficulty} · ${date}`;
}

/** A configuration whose puzzle the classic player shows: the day's killer goes to the variant player instead. */
export type ClassicConfig = Omit<WidgetConfig, "puzzle"> & { puzzle: Exclude<WidgetConfig["puzzle"], "daily-killer"> };

export function classicConfig(config: WidgetConfig): ClassicConfig | null {
  const { puzzle } = config;
  return puzzle === "daily-killer" ? null : { ...config, puzzle };
}

/** The day's classic puzzle or its 16×16, from the API; `origin` is where the site lives. */
async function dailyPuzzle(which: "daily" | "daily-16", difficulty: Difficulty, api: Api, origin: string): Promise<WidgetPuzzle> {
  if (which === "daily") {
    const answer = await api.daily(difficulty);
    return answer.ok
      ? { puzzle: answer.value.puzzle, title: dailyTitle(answer.value.date, difficulty), link: `${origin}/daily/${answer.value.date}?d=${difficulty}`, error: null }
      : { ...loading(origin), error: `Today's puzzle could not be loaded: ${describeError(answer.error)}` };
  }
  const answer = await api.daily16();
  return answer.ok
    ? { puzzle: answer.value.puzzle, title: `Daily 16×16 · ${answer.value.date}`, link: `${origin}${dailyLink(answer.value.puzzle, answer.value.date)}`, error: null }
    : { ...loading(origin), error: `Today's 16×16 could not be loaded: ${describeError(answer.error)}` };
}

/**
 * `serviceOrigin` is where the full site lives when `config` is null (a bad attribute): the widget's link must lead
 * there, not to the host page's own "/". Givens are read at once; a day's puzzle is asked for, and an answer is used
 * only for the request it answers, so after an attribute changes the widget never shows (nor saves a game of) the
 * puzzle it showed before.
 */
export function useWidgetPuzzle(config: ClassicConfig | null, api: Api, serviceOrigin: string): WidgetPuzzle {
  const origin = config?.origin ?? serviceOrigin;
  const givens = config && typeof config.puzzle !== "string" ? config.puzzle.givens : null;
  const daily = config && typeof config.puzzle === "string" ? { which: config.puzzle, difficulty: config.difficulty } : null;
  const request = daily ? `${daily.which} ${daily.difficulty} ${origin}` : null;
  const inline = useMemo(() => (givens === null ? null : inlinePuzzle(givens, origin)), [givens, origin]);
  const fetched = useSignal<{ request: string; found: WidgetPuzzle } | null>(null);
  useEffect(() => {
    if (!daily || !request) return;
    let live = true;
    void dailyPuzzle(daily.which, daily.difficulty, api, origin).then((found) => {
      if (live) fetched.value = { request, found };
    });
    return () => {
      live = false;
    };
  }, [request, api]);
  if (inline) return inline;
  return request !== null && fetched.value?.request === request ? fetched.value.found : loading(origin);
}
