/**
 * The day's 16x16 as a link into the puzzle player (/p/<puzzle>?daily16=<date>; the player names the day once the
 * API confirms it). The link appears once the API has answered, so
 * it never points at a puzzle that is not the day's; when the 16x16 cannot be had, the page simply goes without.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { api } from "../api/client";
import { dailyLink } from "../state/daily-16";
import { withSettings } from "../state/link-settings";
import type { GameSettings } from "../state/settings";

/** `settings`: the day's page's link settings (`?help=off`), which the day's other puzzles are played with too. */
export function Daily16Link({ date, today, settings = {} }: { date: string; today: boolean; settings?: Partial<GameSettings> }) {
  const day = useSignal<{ puzzle: string; date: string } | null>(null);
  useEffect(() => {
    day.value = null;
    let live = true;
    // Today's link asks the dateless address, so it follows the server's day even if this device's clock is off.
    void api.daily16(today ? undefined : date).then((answer) => {
      if (live && answer.ok) day.value = { puzzle: answer.value.puzzle, date: answer.value.date };
    });
    return () => {
      live = false;
    };
  }, [date, today]);
  if (!day.value) return null;
  return (
    <p class="daily-variant">
      <a href={withSettings(dailyLink(day.value.puzzle, day.value.date), settings)}>{today ? "Today’s 16×16" : `16×16 of ${date}`}</a>
    </p>
  );
}
