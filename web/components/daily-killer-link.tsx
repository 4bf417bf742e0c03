/**
 * The day's killer as a link into the variant player (/v?load=…). The link appears once the API has answered, so
 * it never points at a puzzle that is not the day's; when the killer cannot be had, the page simply goes without.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { api } from "../api/client";
import { withSettings } from "../state/link-settings";
import type { GameSettings } from "../state/settings";

/** `settings`: the day's page's link settings (`?help=off`), which the day's other puzzles are played with too. */
export function DailyKillerLink({ date, today, settings = {} }: { date: string; today: boolean; settings?: Partial<GameSettings> }) {
  const load = useSignal<string | null>(null);
  useEffect(() => {
    load.value = null;
    let live = true;
    // Today's link asks the dateless address, so it follows the server's day even if this device's clock is off.
    void api.dailyKiller(today ? undefined : date).then((answer) => {
      if (live && answer.ok) load.value = answer.value.load;
    });
    return () => {
      live = false;
    };
  }, [date, today]);
  if (!load.value) return null;
  return (
    <p class="daily-variant">
      <a href={withSettings(`/v?load=${encodeURIComponent(load.value)}`, settings)}>{today ? "Today’s killer" : `Killer of ${date}`}</a>
    </p>
  );
}
