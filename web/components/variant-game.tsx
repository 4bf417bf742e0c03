/**
 * A variant puzzle to play, from its compressed f-puzzles form (with the sender's progress when the address's
 * fragment has it, as on /p/): the rules explained and drawn over the board, the solution fetched from the API (it
 * proves uniqueness), then check, reveal and finish as in a classic game. Conflict marks come from the variant's
 * own rules checker, so a jigsaw's regions, a cage's sum or a thermometer's order are judged as they are, not by the
 * classic boxes. The /v page shows one from a link; the play page one it generated.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import type { SolveResponse } from "../../worker/core/api";
import { describeRule } from "../../worker/core/sudoku/variants/model";
import { BoardOverlay } from "./board-overlay";
import { GameView } from "./game-view";
import { LinkedProgressChoice, useLinkedProgress } from "./linked-progress";
import { ShareTools } from "./share-tools";
import { ruleExplanations } from "./rule-explanations";
import { variantBoardOverlay } from "./variant-overlay";
import { createGameModel, type Progress } from "../state/game-model";
import { settingsFromQuery } from "../state/link-settings";
import { browserStore, prefixedStore } from "../state/saved-game";
import { progressFromHash } from "../state/share";
import { isPlainClassic, puzzleTitle, variantFromLoad, variantGameRules, variantPath, variantShape, variantSolveRequest } from "../state/variant-link";
import "../styles/variant.css";

/** `heading`: the puzzle's title is the page's heading (h1) or one under the page's own (h2). */
export function VariantGame({ load, heading: Heading }: { load: string; heading: "h1" | "h2" }) {
  const read = useMemo(() => (load ? variantFromLoad(load) : { error: "This link carries no puzzle (expected /v?load=…)." }), [load]);
  const answer = useSignal<SolveResponse | null>(null);
  const failure = useSignal<string | null>(null);
  const puzzle = "puzzle" in read ? read.puzzle : null;
  const linkSettings = useMemo(() => settingsFromQuery(location.search), [load]);
  // A link that says help=off gets the verdict alone: the page never holds the solution.
  const helped = linkSettings.help !== false;

  useEffect(() => {
    if (!puzzle) return;
    let live = true;
    void fetch("/api/solve", variantSolveRequest(load, helped))
      .then(async (res) => (res.ok ? ((await res.json()) as SolveResponse) : Promise.reject(new Error(`the server answered ${res.status}`))))
      .then((body) => live && (answer.value = body))
      .catch((e: Error) => live && (failure.value = e.message));
    return () => {
      live = false;
    };
  }, [puzzle]);

  const shape = useMemo(() => (puzzle ? variantShape(puzzle) : undefined), [puzzle]);
  const linked = useSignal<Required<Progress> | null>(null);
  const model = useMemo(() => {
    const solved = answer.value;
    if (!puzzle || !shape || !solved || solved.status !== "unique" || (helped && !solved.solution)) return null;
    const solution = solved.solution ? Uint8Array.from(solved.solution, (ch) => parseInt(ch, 36)) : null;
    const givens = { shape, cells: puzzle.givens.slice() };
    linked.value = progressFromHash(location.hash, givens);
    return createGameModel(givens, {
      id: variantPath(puzzle),
      solution,
      provenUnique: true,
      store: prefixedStore(browserStore(), "variant:"),
      ...variantGameRules(puzzle),
      startProgress: linked.value,
      settings: linkSettings,
    });
  }, [puzzle, answer.value]);
  useEffect(() => () => model?.dispose(), [model]);
  useLinkedProgress(model, linked);

  if (!puzzle) {
    return (
      <>
        <Heading>Variant puzzle</Heading>
        <p class="error" role="alert">This link does not hold a playable puzzle: {"error" in read ? read.error : ""}</p>
      </>
    );
  }
  const rules = puzzle.rules.map((r) => describeRule(puzzle.size, r));
  // No rule beyond rows, columns and regions: a classic puzzle whose boxes are rectangles (a 6×6), or a bare jigsaw.
  const housesOnly = rules.length === 0;
  const plain = isPlainClassic(puzzle);
  const n = puzzle.size;
  const title = puzzleTitle(puzzle, "Variant puzzle");
  const count = rules.length + (puzzle.regions ? 1 : 0);
  const boxes = shape && !puzzle.regions ? `${shape.boxRows}×${shape.boxCols} box` : "region";
  return (
    <>
      <Heading>{title}</Heading>
      {puzzle.author && <p>by {puzzle.author}</p>}
      <details>
        <summary>Rules{count > 0 ? ` (${count})` : ""}</summary>
        <p>Normal Sudoku rules apply{puzzle.regions ? " in the irregular regions instead of boxes" : ""}: every row, column and {boxes} holds each of 1–{n} once.</p>
        {puzzle.ruleset && <p>{puzzle.ruleset}</p>}
        <ul class="rule-kinds">{ruleExplanations(puzzle).map((text, i) => <li key={i}>{text}</li>)}</ul>
        {!housesOnly && <p>On this board:</p>}
        {!housesOnly && <ul>{rules.map((r, i) => <li key={i}>{r}</li>)}</ul>}
      </details>
      {failure.value && <p class="error" role="alert">Could not check the puzzle: {failure.value}</p>}
      {answer.value && answer.value.status !== "unique" && (
        <p class="notice" role="status">This puzzle has {answer.value.status === "multiple" ? "more than one solution" : answer.value.status === "none" ? "no solution" : "no answer within the budget"}, so it cannot be played here.</p>
      )}
      {!answer.value && !failure.value && <p role="status">Proving the solution unique…</p>}
      {model && <LinkedProgressChoice model={model} linked={linked} />}
      {model && (
        <BoardOverlay.Provider value={plain ? null : variantBoardOverlay(puzzle)}>
          <GameView
            model={model}
            label={plain ? `${title} puzzle` : `${puzzle.title ?? "Variant"} ${puzzle.size}×${puzzle.size} puzzle`}
            classicRules={false}
            housesOnly={housesOnly}
            explainWrong={plain}
            variant={load}
            tools={<ShareTools title={plain ? `Sudoku: ${n}×${n} puzzle` : `Sudoku: ${puzzle.title ?? "variant"} ${puzzle.size}×${puzzle.size}`} copyLabel="Copy link with my progress" model={model} path={variantPath(puzzle)} />}
          />
        </BoardOverlay.Provider>
      )}
    </>
  );
}
