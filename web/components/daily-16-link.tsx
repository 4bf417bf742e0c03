/**
 * The day's 16x16 as a link into the puzzle player (/p/<puzzle>). The link appears once the API has answered, so
 * it never points at a puzzle that is not the day's; when the 16x16 cannot be had, the page simply goes without.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { api } from "../api/client";

export function Daily16Link({ date, today }: { date: string; today: boolean }) {
  const puzzle = useSignal<string | null>(null);
  useEffect(() => {
    puzzle.value = null;
    let live = true;
    // Today's link asks the dateless address, so it follows the server's day even if this device's clock is off.
    void api.daily16(today ? undefined : date).then((answer) => {
      if (live && answer.ok) puzzle.value = answer.value.puzzle;
    });
    return () => {
      live = false;
    };
  }, [date, today]);
  if (!puzzle.value) return null;
  return (
    <p class="daily-variant">
      <a href={`/p/${encodeURIComponent(puzzle.value)}`}>{today ? "Today’s 16×16" : `16×16 of ${date}`}</a>
    </p>
  );
}
