/**
 * "Replay your solve": a finished game's moves again, on a second board beside the result, one at a time or played
 * through at the player's own pace. The replay is a game model of its own over the same moves (nothing is saved, and the finished game is
 * not touched), so its board shows each step's notes, corner marks, colours and conflicts as they were.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import { createGameModel, type GameModel } from "../state/game-model";
import type { Move } from "../state/history";
import { Board } from "./board";
import { formatTime } from "./timer";

/**
 * How long the replay waits before showing move `next` (0-based) while it plays: the player's own pause before that
 * move, eight times faster, kept between 150 ms and 1.5 s, so quick runs of singles fly by and long thoughts show as
 * a beat; 450 ms a move where the game did not keep times.
 */
export function playDelay(steps: readonly Move[], next: number): number {
  const at = steps[next]?.at;
  const before = next === 0 ? 0 : steps[next - 1].at;
  if (at === undefined || before === undefined) return 450;
  return Math.min(1500, Math.max(150, Math.round((at - before) / 8)));
}

/**
 * "Move 3 of 41, at 0:42: 6 in r1c3" (the time on the game's clock when the move was made, where the game kept it), or
 * "Start: the givens" before the first move.
 */
export function replayCaption(replay: GameModel): string {
  const at = replay.cursor.value;
  const total = replay.steps.value.length;
  if (at === 0) return `Start: the givens (${total} moves to go)`;
  const move = replay.steps.value[at - 1];
  return `Move ${at} of ${total}${move.at === undefined ? "" : `, at ${formatTime(move.at)}`}: ${move.label}`;
}

function ReplayControls({ replay }: { replay: GameModel }) {
  const playing = useSignal(false);
  const at = replay.cursor.value;
  const total = replay.steps.value.length;
  useEffect(() => {
    if (!playing.value) return;
    if (at >= total) {
      playing.value = false;
      return;
    }
    const timer = setTimeout(() => replay.showStep(at + 1), playDelay(replay.steps.peek(), at));
    return () => clearTimeout(timer);
  }, [playing.value, at, total, replay]);
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
        ? createGameModel({ shape: model.shape, cells: model.givens }, { id: `${model.id}#replay`, store: null, solution: model.solution.peek(), conflicts: model.conflictRule, history: moves, settings: model.settings.peek() })
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
