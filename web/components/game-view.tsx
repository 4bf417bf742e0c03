/**
 * A whole game on screen: status line, board, pad, helpers and the finished panel. Receives its model by props
 * (no globals), so the widget and every page reuse it. Fetches the solution once if the model lacks it.
 */
import { effect, useSignal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { GameModel } from "../state/game-model";
import { helpWords, plural, resultCounts } from "../state/result-words";
import { AssistBar, SettingsBar } from "./assist-bar";
import { Board } from "./board";
import { ColourPicker } from "./colour-picker";
import { useFitSideways } from "./fit-sideways";
import { handleGameKey } from "./game-keys";
import { KeyboardHelp } from "./keyboard-help";
import { LearnLink, type HintedTechnique } from "./learn-link";
import { ReplayPanel } from "./replay-panel";
import { Keypad } from "./keypad";
import { SolutionNotice } from "./solution-notice";
import { formatTime, Timer, useGameClock } from "./timer";
import { useSolution } from "./use-solution";

export interface GameViewProps {
  model: GameModel;
  label: string;
  /** Called once when the puzzle becomes solved during this visit. */
  onFinish?: (model: GameModel) => void;
  /** Extra content for the finished panel (share buttons, stats). */
  finished?: ComponentChildren;
  /** Extra buttons beside the settings (share link). */
  tools?: ComponentChildren;
  /**
   * Inside another site's page (the widget): keys typed while nothing has focus stay the host's, and there is no
   * Print button (it would print the host page).
   */
  embedded?: boolean;
  /**
   * The hint, "why is this wrong?", candidate and audit helpers reason with the classic rules only; a variant puzzle
   * (irregular regions, cages, lines) turns them off rather than have them give a wrong deduction.
   */
  classicRules?: boolean;
  /**
   * With classicRules off: the rules are only rows, columns and regions (a 6×6, a jigsaw with nothing drawn), so the
   * candidates a cell's peers leave are exact and Fill candidates and Audit notes stay on.
   */
  housesOnly?: boolean;
  /** With classicRules off: "Why is this wrong?" stays on (rows, columns and standard boxes, of any shape, are all the rules). */
  explainWrong?: boolean;
  /** A variant puzzle's compressed f-puzzles form: the Hint button asks the API about its own rules. */
  variant?: string;
}

/** Keys pressed with focus on <body> (e.g. after the Undo button disabled itself) still reach the page's game. */
function usePageKeys(model: GameModel, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target === document.body) handleGameKey(model, e);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [model, enabled]);
}

/**
 * Calls onFinish once when `model` turns solved during this visit. The effect belongs to the model: a page or widget
 * that swaps in another puzzle's model gets a fresh subscription (a signal effect made once would keep watching the
 * old model).
 */
function useFinish(model: GameModel, onFinish: ((model: GameModel) => void) | undefined): void {
  const latest = useRef(onFinish);
  latest.current = onFinish;
  useEffect(() => {
    let was = model.solved.peek();
    return effect(() => {
      const solved = model.solved.value;
      if (solved && !was) latest.current?.(model);
      was = solved;
    });
  }, [model]);
}

/** "Time 3:02 · 1 mistake · 2 hints · 5 revealed": the finished game's result in words. */
export function resultLine(model: GameModel): string {
  return [`Time ${formatTime(model.elapsedMs.value)}`, ...helpWords(resultCounts(model))].join(" · ");
}

export function GameView({ model, label, onFinish, finished, tools, embedded = false, classicRules = true, housesOnly = false, explainWrong = classicRules, variant }: GameViewProps) {
  const message = useSignal("");
  const hinted = useSignal<HintedTechnique | null>(null);
  const celebrate = useSignal(false);
  usePageKeys(model, !embedded);
  useGameClock(model);
  useSolution(model);
  const section = useRef<HTMLElement>(null);
  useFinish(model, (m) => {
    celebrate.value = true;
    // The live region tells screen-reader users what sighted players see in the finished panel.
    message.value = `Solved! ${resultLine(m)}.`;
    onFinish?.(m);
    // The finished panel is drawn under the board, often below the screen (a phone, on its side most of all): it is
    // brought just into sight, so the player sees the game is over. A host's page is not ours to scroll.
    if (!embedded) requestAnimationFrame(() => section.current?.querySelector(".finished")?.scrollIntoView({ block: "nearest" }));
  });
  const solved = model.solved.value;
  const paused = model.paused.value && !solved;
  useFitSideways(section, !embedded);
  function resumeFromCover() {
    model.setPaused(false);
    // The cover and the pressed button go away: hand keyboard focus to the board's active cell once it is back.
    requestAnimationFrame(() => section.current?.querySelector<HTMLElement>("[role=gridcell][tabindex='0']")?.focus());
  }
  return (
    <section ref={section} class={`game${celebrate.value ? " celebrate" : ""}`} onKeyDown={(e) => !paused && handleGameKey(model, e)} aria-label={label}>
      <div class="status">
        <Timer model={model} />
        {!solved && (
          <button type="button" class="pause" onClick={() => model.setPaused(!paused)}>
            {paused ? "Resume" : "Pause"}
          </button>
        )}
        <span title="A digit that repeats one already in its row, column or box, or a wrong entry found by Check">Mistakes: {model.mistakes}</span>
        <span>Hints: {model.hintsUsed}</span>
        {model.assisted.value && <span>Assisted: {plural(model.revealed.value + model.applied.value, "cell")}</span>}
        {model.notesMode.value && <span class="badge">Notes mode</span>}
        {model.cornerMode.value && <span class="badge">Corner mode</span>}
      </div>
      <SolutionNotice model={model} embedded={embedded} />
      {paused ? (
        <div class="paused-cover" role="region" aria-label="Paused">
          <p>Paused. The board is hidden and the clock is stopped.</p>
          <button type="button" onClick={resumeFromCover}>Resume</button>
        </div>
      ) : (
        <div class="play-area">
          <Board model={model} label={label} />
          <div class="side">
            <Keypad model={model} onNoCell={() => (message.value = "Select a cell first, then tap a digit.")} />
            <AssistBar model={model} message={message} classicRules={classicRules} housesOnly={housesOnly} explainWrong={explainWrong} variant={variant} hinted={hinted} />
            {!embedded && <ColourPicker model={model} onNoCell={() => (message.value = "Select a cell first, then pick a colour.")} />}
            {!embedded && <KeyboardHelp size={model.shape.size} />}
            {/* The keyboard's help is hidden on touch-only screens (board.css); this is theirs in its place. */}
            {!embedded && <p class="touch-help muted">Press and hold a cell to select several: a digit, note or colour then goes into them all.</p>}
            {/* The widget lives on other sites, where /learn is not ours. */}
            {!embedded && <LearnLink model={model} hinted={hinted} />}
          </div>
        </div>
      )}
      {solved && (
        <div class="finished" role="region" aria-label="Finished">
          <h2>Solved!</h2>
          <p>{resultLine(model)}</p>
          {model.assisted.value && <p>Assisted: revealed cells, or cells Apply step or Place singles filled in (a digit placed or notes trimmed), so this game sets no best time and extends no streak.</p>}
          {finished}
          <ReplayPanel model={model} />
        </div>
      )}
      <div class="tools">
        <SettingsBar model={model} printable={!embedded} linkQuery={embedded ? "" : location.search} />
        {tools}
      </div>
    </section>
  );
}
