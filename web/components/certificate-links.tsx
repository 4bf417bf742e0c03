/**
 * "Prove it": fetches a uniqueness certificate for a puzzle (the CNF of "givens, rules and not this solution" and a
 * DRAT refutation) and offers both files, so a sceptic can check with drat-trim instead of trusting us.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import { describeError } from "../api/client";
import { useApi } from "../api/context";
import { CertificateFiles } from "./certificate-files";
import { useAnswerFocus } from "./focus-on-change";

interface Files {
  cnf: string;
  drat: string;
  steps: number;
  verified: boolean;
}

export function CertificateLinks({ puzzle }: { puzzle: string }) {
  const api = useApi();
  const state = useSignal<{ busy: boolean; files: Files | null; error: string }>({ busy: false, files: null, error: "" });
  // Object URLs hold the files in memory until released.
  useEffect(() => () => {
    const files = state.peek().files;
    if (files) [files.cnf, files.drat].forEach((url) => URL.revokeObjectURL(url));
  }, []);

  async function fetchCertificate() {
    state.value = { busy: true, files: null, error: "" };
    const answer = await api.solve(puzzle, false, true);
    const cert = answer.ok ? answer.value.certificate : undefined;
    if (!answer.ok) state.value = { busy: false, files: null, error: describeError(answer.error) };
    else if (!cert || cert.error) state.value = { busy: false, files: null, error: cert?.error ?? "No certificate: the puzzle is not unique." };
    else {
      const url = (text: string) => URL.createObjectURL(new Blob([text], { type: "text/plain" }));
      state.value = { busy: false, error: "", files: { cnf: url(cert.cnf), drat: url(cert.proof), steps: cert.steps, verified: cert.check === "verified" } };
    }
  }

  const { busy, files, error } = state.value;
  // The button pressed goes away once the files are here: focus follows to them.
  const group = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const made = useRef<HTMLParagraphElement>(null);
  useAnswerFocus(busy ? "busy" : files ? "answer" : error ? "error" : "idle", group, made, button);
  return (
    <div class="certificate" role="group" aria-label="Uniqueness certificate" ref={group}>
      {!files && (
        <button type="button" ref={button} onClick={fetchCertificate} disabled={busy}>
          {busy ? "Proving…" : "Get a uniqueness certificate"}
        </button>
      )}
      {files && <p tabIndex={-1} ref={made}><CertificateFiles cnf={files.cnf} drat={files.drat} steps={files.steps} verified={files.verified} /></p>}
      {error && <p class="error" role="alert">{error}</p>}
    </div>
  );
}
