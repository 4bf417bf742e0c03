/**
 * What <sudoku-puzzle> renders inside its shadow root: the site's own game view on a model of its own, with the
 * puzzle named by the attributes, progress kept in the host's localStorage under a namespaced key, and the host told
 * about progress and completion through DOM events.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useMemo, useRef } from "preact/hooks";
import { ApiContext } from "../api/context";
import { createApi, describeError } from "../api/client";
import { GameView } from "../components/game-view";
import { browserStore, prefixedStore } from "../state/saved-game";
import { useGame } from "../state/use-game";
import { hostSettings, readConfig, type WidgetAttributes, type WidgetConfig } from "./attributes";
import { useWidgetEvents } from "./events";
import { FullSiteLink } from "./full-site-link";
import { classicConfig, useWidgetPuzzle } from "./use-widget-puzzle";
import { LazyVariantWidget } from "./lazy-variant-widget";
import { useStorageSlot } from "./storage-slot";
import { parseGrid } from "../../worker/core/sudoku/grid-text";

/** Prefix of every key the widget writes to the host's localStorage. */
export const STORAGE_PREFIX = "sat-sudoku-widget:";

/** The origin the widget's script came from: the default API and the site it links back to. */
const SCRIPT_ORIGIN = new URL(import.meta.url).origin;

/** Whether a puzzle attribute is a grid with rectangular boxes (a 6×6's 2×3). */
function isBoxedGrid(puzzle: string): boolean {
  const parsed = parseGrid(puzzle, { boxed: true });
  return parsed.ok && parsed.value.shape.box === 0;
}

export function SudokuWidget(props: WidgetAttributes) {
  if (props.variant) return <LazyVariantWidget source={{ variant: props.variant }} api={props.api} theme={props.theme} help={props.help} hints={props.hints} scriptOrigin={SCRIPT_ORIGIN} />;
  // A grid with rectangular boxes (a 6×6) is played as the site plays it: on the variant board, with no rules.
  const boxed = props.puzzle?.trim();
  if (boxed && isBoxedGrid(boxed)) return <LazyVariantWidget source={{ boxedGrid: boxed }} api={props.api} theme={props.theme} help={props.help} hints={props.hints} scriptOrigin={SCRIPT_ORIGIN} />;
  const config = readConfig(props, SCRIPT_ORIGIN);
  if (config.ok && config.value.puzzle === "daily-killer") return <DailyKillerWidget {...props} config={config.value} />;
  return <ClassicWidget {...props} />;
}

/** puzzle="daily-killer": the day's killer from the API, then played by the variant player like any variant. */
function DailyKillerWidget({ config, ...props }: WidgetAttributes & { config: WidgetConfig }) {
  const api = useMemo(() => createApi(config.origin), [config.origin]);
  const load = useSignal<string | null>(null);
  const failure = useSignal<string | null>(null);
  useEffect(() => {
    load.value = null;
    failure.value = null;
    let live = true;
    void api.dailyKiller().then((answer) => {
      if (!live) return;
      if (answer.ok) load.value = answer.value.load;
      else failure.value = `Today's killer could not be loaded: ${describeError(answer.error)}`;
    });
    return () => {
      live = false;
    };
  }, [api]);
  if (load.value) return <LazyVariantWidget source={{ variant: load.value }} api={props.api} theme={props.theme} help={props.help} hints={props.hints} scriptOrigin={SCRIPT_ORIGIN} />;
  return (
    <div class={`sudoku-widget theme-root ${config.theme}`} lang="en">
      {failure.value ? <p class="widget-error" role="alert">{failure.value}</p> : <p class="loading" role="status">Loading the puzzle…</p>}
    </div>
  );
}

function ClassicWidget(props: WidgetAttributes) {
  const anchor = useRef<HTMLDivElement>(null);
  const config = readConfig(props, SCRIPT_ORIGIN);
  const origin = config.ok ? config.value.origin : SCRIPT_ORIGIN;
  const api = useMemo(() => createApi(origin), [origin]);
  const store = useMemo(() => prefixedStore(browserStore(), STORAGE_PREFIX), []);
  const source = useWidgetPuzzle(config.ok ? classicConfig(config.value) : null, api, SCRIPT_ORIGIN);
  // Another widget of the same puzzle on the page keeps its own game: no game until this one's key is known.
  const slot = useStorageSlot(anchor, props, SCRIPT_ORIGIN);
  const playable = config.ok && slot !== null ? source.puzzle : null;
  const { model, error: gameError } = useGame(playable, { store, settings: config.ok ? hostSettings(config.value) : undefined, keySuffix: slot ?? "" });
  useWidgetEvents(model, anchor);
  const theme = config.ok ? config.value.theme : "auto";
  const error = config.ok ? (source.error ?? gameError) : config.error;

  return (
    <div ref={anchor} class={`sudoku-widget theme-root ${theme}`} lang="en">
      <div class="widget-head">
        <strong>{source.title}</strong>
        <FullSiteLink href={source.link} model={model} />
      </div>
      {error ? (
        <p class="widget-error" role="alert">{error}</p>
      ) : model ? (
        <ApiContext.Provider value={api}>
          <GameView model={model} label={source.title} embedded />
        </ApiContext.Provider>
      ) : (
        <p class="loading" role="status">Loading the puzzle…</p>
      )}
    </div>
  );
}
