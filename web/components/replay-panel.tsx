/**
 * "Replay your solve": a finished game's moves again, on a second board beside the result, one at a time or played
 * through. The replay is a game model of its own over the same moves (nothing is saved, and the finished game is
 * not touched), so its board shows each step's notes, corner marks, colours and conflicts as they were.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import { createGameModel, type GameModel } from "../state/game-model";
import { Board } from "./board";

/** How long each move stays on screen while the replay plays. */
const PLAY_STEP_MS = 450;

/** "Move 3 of 41: 6 in r1c3", or "Start: the givens" before the first move. */
export function replayCaption(replay: GameModel): string {
  const at = replay.cursor.value;
  const total = replay.steps.value.length;
  return at === 0 ? `Start: the givens (${total} moves to go)` : `Move ${at} of ${total}: ${replay.steps.value[at - 1].label}`;
}

function ReplayControls({ replay }: { replay: GameModel }) {
  const playing = useSignal(false);
  const at = replay.cursor.value;
  const total = replay.steps.value.length;
  useEffect(() => {
    if (!playing.value) return;
    const timer = setInterval(() => {
      if (replay.cursor.peek() >= replay.steps.peek().length) playing.value = false;
      else replay.showStep(replay.cursor.peek() + 1);
    }, PLAY_STEP_MS);
    return () => clearInterval(timer);
  }, [playing.value, replay]);
  const go = (count: number) => {
    playing.value = false;
    replay.showStep(count);
  };
  const play = () => {
    if (at >= total) replay.showStep(0);
    playing.value = !playing.value;
  };
  return (
    <div class="replay-controls" role="group" aria-label="Replay controls">
      {/* Words, not ⏮/⏭: those glyphs are missing from many systems' fonts and show as empty boxes. */}
      <button type="button" onClick={() => go(0)} disabled={at === 0}>First</button>
      <button type="button" onClick={() => go(at - 1)} disabled={at === 0}>◀ Back</button>
      <button type="button" onClick={play}>{playing.value ? "Pause" : "▶ Play"}</button>
      <button type="button" onClick={() => go(at + 1)} disabled={at === total}>Next ▶</button>
      <button type="button" onClick={() => go(total)} disabled={at === total}>Last</button>
      <input
        type="range"
        class="replay-scrub"
        aria-label="Move"
        aria-valuetext={replayCaption(replay)}
        min={0}
        max={total}
        value={at}
        onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))}
      />
    </div>
  );
}

export function ReplayPanel({ model }: { model: GameModel }) {
  const open = useSignal(false);
  const moves = model.steps.value.slice(0, model.cursor.value);
  // One replay per opening: the finished game's moves do not change any more.
  const replay = useMemo(
    () =>
      open.value
        ? createGameModel({ shape: model.shape, cells: model.givens }, { id: `${model.id}#replay`, store: null, solution: model.solution.peek(), conflicts: model.conflictRule, history: moves })
        : null,
    [open.value, model],
  );
  useEffect(() => () => replay?.dispose(), [replay]);
  if (moves.length === 0) return null;
  return (
    <div class="replay">
      <button type="button" aria-expanded={open.value} onClick={() => (open.value = !open.value)}>
        {open.value ? "Close the replay" : `▶ Replay your solve (${moves.length} moves)`}
      </button>
      {replay && (
        <div
          class="replay-body"
          // Keys here belong to the replay: arrows step, and nothing reaches the finished game's own key handler.
          onKeyDown={(e) => {
            e.stopPropagation();
            // The slider steps with its own arrow keys.
            if ((e.target as HTMLElement).tagName === "INPUT") return;
            if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
              e.preventDefault();
              replay.showStep(replay.cursor.value + (e.key === "ArrowRight" ? 1 : -1));
            }
          }}
        >
          <p class="replay-caption">{replayCaption(replay)}</p>
          <ReplayControls replay={replay} />
          <Board model={replay} label="Replay board" idPrefix="replay-cell-" />
        </div>
      )}
    </div>
  );
}
