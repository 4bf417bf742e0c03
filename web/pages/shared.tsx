/**
 * /p/<puzzle>#e=<entries>&n=<pencil marks>&c=<colours> — a puzzle opened from a link, with the sender's progress
 * when the fragment has it
 * (and ?daily16=<date> from the daily page's 16x16 link, which names the day once the API confirms it, or
 * ?practice=<technique> from /learn's practice boards, which says what to look for).
 * The fragment is consumed once (then removed from the address), so a reload resumes the saved game instead of
 * resetting to the link; when a saved game differs from the link's progress the player chooses.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import { useLocation, useRoute } from "preact-iso";
import { boxedGridPath } from "../state/variant-link";
import { GameView } from "../components/game-view";
import { LinkedProgressChoice, useLinkedProgress } from "../components/linked-progress";
import { ShareTools } from "../components/share-tools";
import { dailyLink, useConfirmedDaily16 } from "../state/daily-16";
import type { Progress } from "../state/game-model";
import { brokenGridMessage, progressFromHash } from "../state/share";
import { practiceFromQuery } from "../state/practice-link";
import { useGame } from "../state/use-game";
import { PracticeNote } from "../components/practice-note";

export function SharedPage() {
  const { params, query } = useRoute();
  const { route } = useLocation();
  const code = decodeURIComponent(params.code ?? "");
  const daily = useConfirmedDaily16(code, query.daily16);
  const linked = useSignal<Required<Progress> | null>(null);
  // A grid with rectangular boxes (a 6×6) is played on the variant board; the link's progress goes along.
  const boxed = useMemo(() => boxedGridPath(code), [code]);
  useEffect(() => {
    if (boxed) route(`${boxed}${location.hash}`, true);
  }, [boxed]);
  const { model, error } = useGame(boxed ? null : code, { startProgress: (puzzle) => (linked.value = progressFromHash(location.hash, puzzle)), search: location.search });

  const linkError = useMemo(() => (error ? brokenGridMessage(code, error) : null), [code, error]);
  useLinkedProgress(model, linked);
  const practice = practiceFromQuery(location.search);

  return (
    <main id="main" class="page shared">
      <h1>{daily ? `Daily 16×16 of ${daily}` : "Shared puzzle"}</h1>
      {linkError && <p class="error" role="alert">This link does not hold a valid puzzle: {linkError}</p>}
      {/* A broken link is a dead end unless the page says where to go: usually the link was cut short when copied. */}
      {linkError && <p>It may have been cut short when it was copied. Ask for the link again, <a href="/enter">type the puzzle in yourself</a>, or <a href="/">play today’s puzzle</a>.</p>}
      {model && practice && <PracticeNote technique={practice} />}
      {model && <LinkedProgressChoice model={model} linked={linked} />}
      {model && (
        <GameView
          model={model}
          label={daily ? `Daily 16×16 of ${daily}` : `Shared ${model.shape.size}×${model.shape.size} puzzle`}
          // A confirmed daily 16×16 is shared as that day's, so whoever opens the link sees it named so too.
          tools={<ShareTools title={daily ? `Sudoku: daily 16×16 of ${daily}` : `Sudoku: ${model.shape.size}×${model.shape.size} puzzle`} copyLabel="Copy link with my progress" model={model} path={daily ? dailyLink(code, daily) : undefined} classic />}
        />
      )}
    </main>
  );
}
