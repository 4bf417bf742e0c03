/**
 * The "Keep solving in this browser" control under a server answer that ran out of budget: the button, the time
 * the solve has run with a Cancel button, and the browser's own verdict (drawn by `report`, the same report the
 * server's answer uses). Focus follows the control the user is working with: Cancel once the solve starts, the
 * verdict's heading when it ends, the button again after a cancel. The polite status line appears with the offer
 * and stays while a solve or its outcome is on the page, so that every change of state is announced.
 */
import type { VNode } from "preact";
import { useMemo, useRef } from "preact/hooks";
import type { SearchStats } from "../../worker/core/api";
import { LOCAL_SOLVE_BUDGET_MS } from "../state/local-budget";
import { formatDuration, type LocalSolve, type LocalSolveState } from "../state/local-solve";
import { useFocusOnChange } from "./focus-on-change";
import { count, ProgressLine } from "./progress-line";

interface Props<A> {
  local: LocalSolve<A>;
  /** The key of the input on the page now (an answer under another key is never shown), and the input itself. */
  inputKey: string;
  input: string;
  /** What the input is, for sentences: "puzzle" or "formula". */
  what: string;
  /**
   * What changed between the key an answer was for and the key on the page, for "The … changed" ("engine", "budget"),
   * when the key holds more than the input itself; without it the note names `what`.
   */
  changed?: (before: string, after: string) => string;
  /** True when the server's answer for this very input ran out of budget. */
  offer: boolean;
  /** The verdict in a few words for the status line ("exactly one solution"). */
  verdict: (answer: A) => string;
  /** The verdict drawn as the server's answer is, with the solve's time in ms. */
  report: (answer: A, ms: number) => VNode;
}

const BUDGET_MINUTES = Math.round(LOCAL_SOLVE_BUDGET_MS / 60_000);

/** `changed`: what changed since the answer, in words ("puzzle", "engine and budget"). */
function statusText<A>(s: LocalSolveState<A>, verdict: (answer: A) => string, changed: string): string {
  switch (s.kind) {
    case "running": return "Solving in this browser. This can take minutes; the rest of the page stays usable.";
    case "done": return `Finished in this browser: ${verdict(s.answer)}.`;
    case "failed": return "";
    case "stopped":
      if (s.reason === "cancelled") return "Stopped solving in this browser.";
      return s.reason === "edited" ? `The ${changed} changed, so the solve in this browser was stopped and its answer cleared.` : `The ${changed} changed, so the answer from this browser was cleared.`;
    default: return "";
  }
}

export function LocalSolvePanel<A extends { stats: SearchStats }>({ local, inputKey, input, what, changed, offer, verdict, report }: Props<A>) {
  const s = local.state.value;
  // The key the last solve was for: once it is stopped or cleared the state no longer holds it, and the note must
  // name what differs from it. Worked out once per stop, with the key on the page at that moment.
  const solvedKey = useRef<string | null>(null);
  if (s.kind !== "idle" && s.kind !== "stopped") solvedKey.current = s.key;
  const changedWhat = useMemo(() => (changed && solvedKey.current !== null && s.kind === "stopped" && s.reason !== "cancelled" ? changed(solvedKey.current, inputKey) || what : what), [s]);
  const progress = local.progress.value;
  const mine = s.kind !== "idle" && s.kind !== "stopped" && s.key === inputKey ? s : null;
  const panel = useRef<HTMLElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(s.kind, panel, (kind, inside) => {
    if (kind === "running") return cancelButton.current;
    if (!inside) return null;
    if (kind === "done") return heading.current;
    return s.kind === "failed" || (s.kind === "stopped" && s.reason === "cancelled") ? startButton.current : null;
  });

  const canStart = offer && (!mine || mine.kind === "failed");
  return (
    <section class="local-solve" aria-label="Solve in this browser" ref={panel}>
      {canStart && (
        <div class="row">
          <button type="button" ref={startButton} onClick={() => local.start(inputKey, input)}>
            Keep solving in this browser
          </button>
          <span class="stats-line">Runs the same solver on this device, for up to about {BUDGET_MINUTES} minutes.</span>
        </div>
      )}
      {mine?.kind === "running" && (
        <div class="row">
          <span>
            Running for <span role="timer" aria-label="Time solving in this browser">{formatDuration(local.elapsedMs.value)}</span>
            <ProgressLine progress={progress} />
          </span>
          <button type="button" ref={cancelButton} onClick={() => local.cancel()}>Cancel</button>
        </div>
      )}
      {(offer || s.kind !== "idle") && <p class="message" role="status" aria-live="polite">{statusText(s, verdict, changedWhat)}</p>}
      {mine?.kind === "failed" && <p class="error" role="alert">{mine.message}</p>}
      {mine?.kind === "done" && (
        <div class="local-answer">
          {/* Not "Solved": the answer may be "more than one solution" or an UNKNOWN whose budget ran out here too. */}
          <h2 tabIndex={-1} ref={heading}>Answer from this browser</h2>
          <p class="stats-line">
            Took {formatDuration(mine.ms)} and {count(mine.answer.stats.work)} work units on this device
            (budget {count(mine.answer.stats.budgetWork)}).
          </p>
          {report(mine.answer, mine.ms)}
        </div>
      )}
    </section>
  );
}
