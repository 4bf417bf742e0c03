/**
 * What a search running in this browser has done so far, after its timer: the dead ends (conflicts) and the share
 * of the budget spent, or, once the search is over, that its proof is being checked. The solve panel and the
 * certificate show the same words.
 */
import type { LocalProgress } from "../state/local-solve";

export const count = (n: number) => n.toLocaleString("en-US");
/** "under 1%" rather than a "0%" that would read as no progress at all. */
const budgetPercent = (share: number) => (share < 0.01 ? "under 1%" : `${Math.floor(share * 100)}%`);

export function progressText(progress: LocalProgress): string {
  return progress.checking
    ? `checking the proof of its ${count(progress.conflicts)} dead ends`
    : `${count(progress.conflicts)} dead ends (conflicts) so far, ${budgetPercent(progress.share)} of the budget`;
}

export function ProgressLine({ progress }: { progress: LocalProgress | null }) {
  if (!progress) return null;
  return <span class="stats-line"> · {progressText(progress)}</span>;
}
