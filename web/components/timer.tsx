/** Play time: counts only while the tab is visible, the game unpaused and the puzzle unsolved; can be hidden. */
import { useEffect } from "preact/hooks";
import type { GameModel } from "../state/game-model";

export function formatTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** Feeds elapsed time into the model while the page is visible (a hidden tab pauses the clock). */
export function useGameClock(model: GameModel): void {
  useEffect(() => {
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      if (document.visibilityState === "visible") model.addElapsed(now - last);
      last = now;
    };
    const onVisibility = () => {
      // Time spent hidden is not play time: restart the measurement when the tab comes back.
      if (document.visibilityState === "visible") last = performance.now();
      else tick();
    };
    // Leaving the window pauses the game (board hidden), so nobody studies the board off the clock.
    const onBlur = () => {
      tick();
      model.setPaused(true);
    };
    const id = setInterval(tick, 1000);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("blur", onBlur);
    return () => {
      clearInterval(id);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("blur", onBlur);
    };
  }, [model]);
}

export function Timer({ model }: { model: GameModel }) {
  const hidden = model.settings.value.hideTimer;
  return (
    <span class="timer" role="timer" aria-label={hidden ? "Timer hidden" : `Time ${formatTime(model.elapsedMs.value)}`}>
      {hidden ? "Time hidden" : `Time ${formatTime(model.elapsedMs.value)}`}
    </span>
  );
}
