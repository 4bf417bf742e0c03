/**
 * The daily 16x16 travels to the puzzle player as /p/<puzzle>?daily16=<date>. The date is only a claim: the player
 * names the puzzle as that day's after the API confirms the day's puzzle is this one, so a link cannot dress any
 * puzzle up as a daily.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { api } from "../api/client";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function dailyLink(puzzle: string, date: string): string {
  return `/p/${encodeURIComponent(puzzle)}?daily16=${date}`;
}

/** The date of the daily 16x16 this puzzle is, when the link says so and the API agrees; otherwise null. */
export function useConfirmedDaily16(puzzle: string, claimed: string | undefined): string | null {
  const confirmed = useSignal<string | null>(null);
  useEffect(() => {
    confirmed.value = null;
    if (!claimed || !DATE.test(claimed)) return;
    let live = true;
    void api.daily16(claimed).then((answer) => {
      if (live && answer.ok && answer.value.puzzle === puzzle) confirmed.value = claimed;
    });
    return () => {
      live = false;
    };
  }, [puzzle, claimed]);
  return confirmed.value;
}
