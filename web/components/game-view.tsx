/**
 * A whole game on screen: status line, board, pad, helpers and the finished panel. Receives its model by props
 * (no globals), so the widget and every page reuse it. Fetches the solution once if the model lacks it.
 */
import { effect, useSignal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { useApi } from "../api/context";
import { puzzleText } from "../state/assist";
import type { GameModel } from "../state/game-model";
import { AssistBar, SettingsBar } from "./assist-bar";
import { Board } from "./board";
import { handleGameKey } from "./game-keys";
import { Keypad } from "./keypad";
import { formatTime, Timer, useGameClock } from "./timer";

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

/** Loads the unique solution from the API when the model does not have it (check, reveal and audit need it). */
function useSolution(model: GameModel): void {
  const api = useApi();
  useEffect(() => {
    if (model.solution.value) return;
    let live = true;
    void api.solve(puzzleText(model)).then((answer) => {
      if (live && answer.ok && answer.value.status === "unique" && answer.value.solution) {
        model.setSolution(Uint8Array.from(answer.value.solution, (ch) => parseInt(ch, 36)));
      }
    });
    return () => {
      live = false;
    };
  }, [model, api]);
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

export function GameView({ model, label, onFinish, finished, tools, embedded = false }: GameViewProps) {
  const message = useSignal("");
  usePageKeys(model, !embedded);
  useGameClock(model);
  useSolution(model);
  useFinish(model, onFinish);
  return (
    <section class="game" onKeyDown={(e) => handleGameKey(model, e)} aria-label={label}>
      <div class="status">
        <Timer model={model} />
        <span>Mistakes: {model.mistakes}</span>
        <span>Hints: {model.hintsUsed}</span>
        {model.notesMode.value && <span class="badge">Notes mode</span>}
      </div>
      <div class="play-area">
        <Board model={model} label={label} />
        <div class="side">
          <Keypad model={model} />
          <AssistBar model={model} message={message} />
          <p class="message" role="status" aria-live="polite">{message}</p>
        </div>
      </div>
      {model.solved.value && (
        <div class="finished" role="region" aria-label="Finished">
          <h2>Solved!</h2>
          <p>
            Time {formatTime(model.elapsedMs.value)} · {model.mistakes.value} mistake{model.mistakes.value === 1 ? "" : "s"} ·{" "}
            {model.hintsUsed.value} hint{model.hintsUsed.value === 1 ? "" : "s"}
            {model.revealed.value ? ` · ${model.revealed.value} revealed` : ""}
          </p>
          {finished}
        </div>
      )}
      <div class="tools">
        <SettingsBar model={model} printable={!embedded} />
        {tools}
      </div>
    </section>
  );
}
