/**
 * <sudoku-puzzle variant="…">: a variant puzzle (the compressed f-puzzles form, or a whole f-puzzles or /v link)
 * with its rules drawn over the board, its solution proved unique by the API, and conflicts judged by the
 * variant's own rules checker.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useLayoutEffect, useMemo, useRef } from "preact/hooks";
import { createApi } from "../api/client";
import { ApiContext } from "../api/context";
import { BoardOverlay } from "../components/board-overlay";
import { GameView } from "../components/game-view";
import { variantBoardOverlay } from "../components/variant-overlay";
import { createGameModel } from "../state/game-model";
import { browserStore, prefixedStore } from "../state/saved-game";
import { boxedGridPath, isPlainClassic, puzzleTitle, variantFromLoad, variantGameRules, variantPath, variantShape, variantSolveRequest } from "../state/variant-link";
import variantCss from "../styles/variant.css?inline";
import type { Result } from "../../worker/core/result";
import { apiOrigin, hostSettings, readHelp, readHints, readTheme } from "./attributes";
import { useWidgetEvents } from "./events";
import { FullSiteLink } from "./full-site-link";
import { useStorageSlot } from "./storage-slot";
import { remToPx } from "./widget-css";

/** What a variant widget plays: a variant's text (f-puzzles, its link), or a grid with rectangular boxes. */
export type VariantSource = { variant: string } | { boxedGrid: string };

/** The variant rules' drawings, shared by every variant widget's shadow root; it comes with this code, not before. */
let variantSheet: CSSStyleSheet | null = null;

/** Adds the variant stylesheet to the shadow root `element` renders in; outside one, the page's own styles hold it. */
function useVariantStyles(element: { current: HTMLElement | null }): void {
  useLayoutEffect(() => {
    const root = element.current?.getRootNode();
    if (!(root instanceof ShadowRoot)) return;
    if (!variantSheet) {
      variantSheet = new CSSStyleSheet();
      variantSheet.replaceSync(remToPx(variantCss));
    }
    if (!root.adoptedStyleSheets.includes(variantSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, variantSheet];
  }, []);
}

/** The variant text a source stands for: a boxed grid is played as a variant with no rules. */
function variantText(source: VariantSource): string {
  if ("variant" in source) return source.variant;
  return boxedGridPath(source.boxedGrid) ?? source.boxedGrid;
}

/** What /api/solve said about one puzzle: its solution (null when played without help), or why it cannot be played. */
type SolveAnswer = { solution: Uint8Array | null } | { failure: string };

/** Asks the puzzle's service to prove `text` unique (with its solution when `helped`). */
async function solveVariant(origin: string, text: string, helped: boolean): Promise<SolveAnswer> {
  try {
    const res = await fetch(`${origin}/api/solve`, variantSolveRequest(text, helped));
    const body = (await res.json()) as { status?: string; solution?: string };
    if (body.status === "unique" && (body.solution || !helped)) return { solution: body.solution ? Uint8Array.from(body.solution, (ch) => parseInt(ch, 36)) : null };
    return { failure: `This puzzle has ${body.status === "multiple" ? "more than one solution" : "no unique solution"}.` };
  } catch {
    return { failure: "The puzzle server could not be reached." };
  }
}

/**
 * The answer about the puzzle the widget shows now, or null while it is asked for. An answer is kept with the request
 * it answers, so when the host changes the variant the old puzzle's solution is never the new one's, not even for the
 * render before the new request goes out, and a late answer about the old puzzle is dropped.
 */
function useSolveAnswer(origin: string | null, text: string, helped: boolean, wanted: boolean): SolveAnswer | null {
  const answered = useSignal<{ request: string; answer: SolveAnswer } | null>(null);
  const request = wanted && origin ? JSON.stringify([origin, helped, text]) : null;
  useEffect(() => {
    if (!request || !origin) return;
    let live = true;
    void solveVariant(origin, text, helped).then((answer) => {
      if (live) answered.value = { request, answer };
    });
    return () => {
      live = false;
    };
  }, [request]);
  return request !== null && answered.value?.request === request ? answered.value.answer : null;
}

/**
 * Why the widget cannot show its puzzle as its attributes stand now, or null: worked out on every render, so the
 * message comes and goes with the attributes the host changes.
 */
function attributeProblem(read: ReturnType<typeof variantFromLoad>, checks: Result<unknown, string>[]): string | null {
  if ("error" in read) return `This variant puzzle cannot be read: ${read.error}`;
  for (const check of checks) if (!check.ok) return check.error;
  return null;
}

export function VariantWidget({ source, api, theme: themeAttribute, help: helpAttribute, hints: hintsAttribute, scriptOrigin }: { source: VariantSource; api?: string; theme?: string; help?: string; hints?: string; scriptOrigin: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  useVariantStyles(anchor);
  const text = useMemo(() => variantText(source), ["variant" in source ? source.variant : source.boxedGrid]);
  const origin = apiOrigin(api, scriptOrigin);
  const theme = readTheme(themeAttribute);
  const help = readHelp(helpAttribute);
  const hints = readHints(hintsAttribute);
  // The hint goes to the puzzle's service, not to the host page's origin.
  const client = useMemo(() => (origin.ok ? createApi(origin.value) : null), [origin.ok && origin.value]);
  const read = useMemo(() => variantFromLoad(text), [text]);
  const puzzle = "puzzle" in read ? read.puzzle : null;
  // Played without help, the page asks only whether the solution is unique, never for the solution.
  const helped = !help.ok || help.value;
  const hintLimit = hints.ok ? hints.value : null;
  const answer = useSolveAnswer(origin.ok ? origin.value : null, text, helped, puzzle !== null);
  const failure = attributeProblem(read, [origin, theme, help, hints]) ?? (answer && "failure" in answer ? answer.failure : null);
  const proven = answer && "solution" in answer ? answer : null;
  // Another widget of the same puzzle on the page keeps its own game: no game until this one's key is known.
  const slot = useStorageSlot(anchor, { variant: text, api, theme: themeAttribute, help: helpAttribute, hints: hintsAttribute }, scriptOrigin);

  const shape = useMemo(() => (puzzle ? variantShape(puzzle) : undefined), [puzzle]);
  const model = useMemo(() => {
    if (!puzzle || !shape || !proven || slot === null) return null;
    const store = prefixedStore(browserStore(), "sat-sudoku-widget:variant:");
    const settings = hostSettings({ help: helped, hintLimit });
    return createGameModel({ shape, cells: puzzle.givens.slice() }, { id: variantPath(puzzle) + slot, solution: proven.solution, provenUnique: true, store, settings, ...variantGameRules(puzzle) });
  }, [puzzle, proven, helped, hintLimit, slot]);
  useEffect(() => () => model?.dispose(), [model]);
  useWidgetEvents(model, anchor);

  const plain = puzzle !== null && isPlainClassic(puzzle);
  const title = puzzle ? puzzleTitle(puzzle, "Variant Sudoku") : "Variant Sudoku";
  const link = puzzle && origin.ok ? `${origin.value}${variantPath(puzzle)}` : scriptOrigin;
  return (
    <div ref={anchor} class={`sudoku-widget theme-root ${theme.ok ? theme.value : "auto"}`} lang="en">
      <div class="widget-head">
        <strong>{title}</strong>
        <FullSiteLink href={link} model={model} />
      </div>
      {failure ? (
        <p class="widget-error" role="alert">{failure}</p>
      ) : model && puzzle && client ? (
        <BoardOverlay.Provider value={plain ? null : variantBoardOverlay(puzzle)}>
          <ApiContext.Provider value={client!}>
            <GameView model={model} label={title} embedded classicRules={false} housesOnly={puzzle.rules.length === 0} explainWrong={plain} variant={text} />
          </ApiContext.Provider>
        </BoardOverlay.Provider>
      ) : (
        <p class="loading" role="status">Loading the puzzle…</p>
      )}
    </div>
  );
}
