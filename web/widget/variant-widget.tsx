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
import { apiOrigin, hostSettings, readHelp, readHints, readTheme } from "./attributes";
import { FullSiteLink } from "./full-site-link";
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
  const unique = useSignal(false);
  const solution = useSignal<Uint8Array | null>(null);
  const failure = useSignal<string | null>(
    "error" in read ? `This variant puzzle cannot be read: ${read.error}` : !origin.ok ? origin.error : !theme.ok ? theme.error : !help.ok ? help.error : !hints.ok ? hints.error : null,
  );
  // Played without help, the page asks only whether the solution is unique, never for the solution.
  const helped = !help.ok || help.value;
  const hintLimit = hints.ok ? hints.value : null;

  useEffect(() => {
    if (!puzzle || !origin.ok) return;
    let live = true;
    void fetch(`${origin.value}/api/solve`, variantSolveRequest(text, helped))
      .then((res) => res.json() as Promise<{ status?: string; solution?: string }>)
      .then((body) => {
        if (!live) return;
        if (body.status === "unique" && (body.solution || !helped)) {
          if (body.solution) solution.value = Uint8Array.from(body.solution, (ch) => parseInt(ch, 36));
          unique.value = true;
        } else failure.value = `This puzzle has ${body.status === "multiple" ? "more than one solution" : "no unique solution"}.`;
      })
      .catch(() => live && (failure.value = "The puzzle server could not be reached."));
    return () => {
      live = false;
    };
  }, [puzzle, text, helped]);

  const shape = useMemo(() => (puzzle ? variantShape(puzzle) : undefined), [puzzle]);
  const model = useMemo(() => {
    if (!puzzle || !shape || !unique.value) return null;
    const store = prefixedStore(browserStore(), "sat-sudoku-widget:variant:");
    const settings = hostSettings({ help: helped, hintLimit });
    return createGameModel({ shape, cells: puzzle.givens.slice() }, { id: variantPath(puzzle), solution: solution.value, provenUnique: true, store, settings, ...variantGameRules(puzzle) });
  }, [puzzle, unique.value, solution.value, helped, hintLimit]);
  useEffect(() => () => model?.dispose(), [model]);

  const plain = puzzle !== null && isPlainClassic(puzzle);
  const title = puzzle ? puzzleTitle(puzzle, "Variant Sudoku") : "Variant Sudoku";
  const link = puzzle && origin.ok ? `${origin.value}${variantPath(puzzle)}` : scriptOrigin;
  return (
    <div ref={anchor} class={`sudoku-widget theme-root ${theme.ok ? theme.value : "auto"}`} lang="en">
      <div class="widget-head">
        <strong>{title}</strong>
        <FullSiteLink href={link} model={model} />
      </div>
      {failure.value ? (
        <p class="widget-error" role="alert">{failure.value}</p>
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
