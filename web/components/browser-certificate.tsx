/**
 * "Get a uniqueness certificate" under a verdict this browser found: the certificate is made in a Web Worker here,
 * with the solution the browser found, because the server's budget would likely run out on this puzzle again. The
 * time it has run, its progress and Cancel show as for the solve; the two files are the server's, with the same
 * words. It lives as long as the verdict above it: an edit of the grid removes the verdict, which ends the worker
 * and revokes the files' URLs.
 */
import { useEffect, useMemo, useRef } from "preact/hooks";
import type { BrowserCertificate } from "../state/local-certificate";
import { createLocalSolve, formatDuration, type LocalSolveState, type SolveWorker } from "../state/local-solve";
import { spawnCertificateWorker } from "../state/solve-workers";
import { CertificateFiles } from "./certificate-files";
import { useFocusOnChange } from "./focus-on-change";
import { useObjectUrl } from "./object-url";
import { ProgressLine } from "./progress-line";

interface Props {
  puzzle: string;
  /** The solution this browser found; the certificate proves there is no other. */
  solution: string;
  /** Starts the worker (tests pass a stand-in). */
  spawn?: () => SolveWorker<BrowserCertificate>;
}

function statusText(s: LocalSolveState<BrowserCertificate>): string {
  if (s.kind === "running") return "Making the uniqueness certificate in this browser.";
  if (s.kind === "done") return `Certificate made in this browser in ${formatDuration(s.ms)}.`;
  if (s.kind === "stopped" && s.reason === "cancelled") return "Stopped making the certificate.";
  return "";
}

function Files({ made }: { made: BrowserCertificate }) {
  const cnf = useObjectUrl(made.cnf);
  const drat = useObjectUrl(made.drat);
  return <CertificateFiles cnf={cnf} drat={drat} steps={made.steps} verified={made.check === "verified"} madeHere />;
}

export function BrowserCertificateLinks({ puzzle, solution, spawn = spawnCertificateWorker }: Props) {
  const local = useMemo(() => createLocalSolve<BrowserCertificate>({ spawn }), [spawn]);
  useEffect(() => () => local.dispose(), [local]);
  const s = local.state.value;
  const group = useRef<HTMLDivElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const files = useRef<HTMLParagraphElement>(null);
  // Focus follows the control in use, as in the solve's panel: never pulled here from elsewhere on the page.
  useFocusOnChange(s.kind, group, (kind, inside) => {
    if (!inside) return null;
    return kind === "running" ? cancelButton.current : kind === "done" ? files.current : startButton.current;
  });

  return (
    <div class="certificate" role="group" aria-label="Uniqueness certificate" ref={group}>
      {(s.kind === "idle" || s.kind === "failed" || s.kind === "stopped") && (
        <button type="button" ref={startButton} onClick={() => local.start(puzzle, puzzle, solution)}>
          Get a uniqueness certificate
        </button>
      )}
      {s.kind === "running" && (
        <div class="row">
          <span>
            Making the certificate in this browser:{" "}
            <span role="timer" aria-label="Time making the certificate">{formatDuration(local.elapsedMs.value)}</span>
            <ProgressLine progress={local.progress.value} />
          </span>
          <button type="button" ref={cancelButton} onClick={() => local.cancel()}>Cancel</button>
        </div>
      )}
      {s.kind === "done" && <p tabIndex={-1} ref={files}><Files made={s.answer} /></p>}
      {s.kind === "failed" && <p class="error" role="alert">{s.message}</p>}
      <p class="stats-line" role="status" aria-live="polite">{statusText(s)}</p>
    </div>
  );
}
