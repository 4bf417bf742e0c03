/**
 * /sat — paste or upload DIMACS CNF, pick the engine and work budget, see SAT/UNSAT/UNKNOWN with the checked
 * model and statistics, compare the three engines, download the .res file, and ask an UNSAT answer which clauses clash.
 *
 * An answer belongs to the exact input that produced it (text, engine, budget): it is stored with that input's key
 * and shown only while the form still holds the same input, so any edit hides it, its table and its download, and an
 * answer that arrives after an edit is never shown beside the new text. An UNKNOWN offers to keep solving in this
 * browser (CDCL in a Web Worker, the model checked before it is shown), under the same key and the same rule; once that
 * has an answer, the .res download is that answer.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useMemo, useRef } from "preact/hooks";
import type { SatEngine, SatResponse } from "../../worker/core/api";
import type { BrowserSatAnswer } from "../state/local-sat";
import { api } from "../api/client";
import { LocalSolvePanel } from "../components/local-solve-panel";
import { BusyButton } from "../components/busy-button";
import { createLocalSolve } from "../state/local-solve";
import { spawnSatWorker } from "../state/solve-workers";
import { BrowserSatNote, browserSatVerdictWords, proofBadge } from "./sat-browser";
import { CompareTable, ResultView, satVerdictWords } from "./sat-result";
import { CoreFinder } from "./sat-core";
import { changedParts, ENGINES, EXAMPLE, keyOf, simplifies, type Outcome, type SatInput } from "./sat-input";
import { FormulaSummary, LARGE_FORMULA } from "./sat-formula";
import { readFormulaFile } from "../state/formula-file";
import { resName, resOf, satErrorText, saveFile, useOnline } from "./sat-support";

/** The verdict as the live region says it: "Answer: unsatisfiable, and the proof passed the check." */
function answerWords(r: SatResponse, engines?: number): string {
  return `${engines ? `Compared ${engines} engines. ` : ""}Answer: ${satVerdictWords(r)}.`;
}

export function SatPage() {
  const text = useSignal(EXAMPLE);
  const fileName = useSignal<string | null>(null);
  /** The size of the gzip file the text was inflated from, for the summary; null for a plain file or typed text. */
  const gzipBytes = useSignal<number | null>(null);
  /** Why the last file chosen could not be read (a compressed format the page does not read), until the next one. */
  const uploadError = useSignal<string | null>(null);
  /** False while an uploaded formula too large to edit comfortably is shown as a summary (sat-formula.tsx). */
  const editable = useSignal(true);
  const engine = useSignal<SatEngine>("cdcl");
  const budget = useSignal(2000);
  const preprocess = useSignal(false);
  const outcome = useSignal<Outcome | null>(null);
  const maxMs = useSignal<number | null>(null);
  const busy = useSignal(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const online = useOnline();

  const input = (): SatInput => ({ text: text.value, engine: engine.value, budget: budget.value, preprocess: preprocess.value && engine.value === "cdcl" });
  const currentKey = keyOf(input());
  const shown = outcome.value && outcome.value.key === currentKey ? outcome.value : null;
  // The browser's own solve continues a server UNKNOWN for this exact input; any edit ends it.
  const local = useMemo(() => createLocalSolve<BrowserSatAnswer>({ spawn: spawnSatWorker }), []);
  useEffect(() => () => local.dispose(), [local]);
  useEffect(() => local.forget(currentKey), [currentKey]);

  async function run(kind: "solve" | "compare") {
    const asked = input();
    if (!asked.text.trim()) {
      return show({ key: keyOf(asked), error: "There is no formula yet: paste one in DIMACS CNF or upload a .cnf file.", ms: 0 });
    }
    busy.value = true;
    const started = performance.now();
    const engines = kind === "solve" ? [asked.engine] : ENGINES.map((e) => e.id);
    const answers = await Promise.all(engines.map((id) => api.sat(asked.text, id, asked.budget, simplifies(asked, id))));
    const ms = performance.now() - started;
    busy.value = false;
    const rows: SatResponse[] = [];
    for (const answer of answers) {
      if (!answer.ok) return void show({ key: keyOf(asked), error: satErrorText(answer.error), ms });
      rows.push(answer.value);
    }
    let key = keyOf(asked);
    const granted = rows[0].stats.budgetMs;
    const capped = granted < asked.budget;
    // An UNKNOWN names the cap, so the page knows it before any request has been lowered to it.
    const named = rows.find((r) => r.unknown?.maxBudgetMs !== undefined)?.unknown?.maxBudgetMs;
    if (named !== undefined) maxMs.value = named;
    if (capped) {
      // The server's cap: the field shows what was really used, and the answer belongs to that input.
      maxMs.value = granted;
      if (keyOf(input()) === key) budget.value = granted;
      key = keyOf({ ...asked, budget: granted });
    }
    const result = rows.find((r) => r.engine === asked.engine) ?? rows[0];
    show({ key, result, compare: kind === "compare" ? rows : undefined, ms, cappedFrom: capped ? asked.budget : undefined });
  }

  function show(next: Outcome) {
    outcome.value = next;
    // A note that an earlier solve in this browser was stopped or cleared belongs under the answer it replaced.
    local.dismiss();
  }

  async function downloadRes() {
    const asked = input();
    // Once this browser has its own answer for the input, that is the one on screen; the server would only run out again.
    const mine = local.state.value;
    if (mine.kind === "done" && mine.key === keyOf(asked)) return saveFile(resOf(mine.answer, mine.ms), resName(fileName.value));
    busy.value = true;
    const answer = await api.satRes(asked.text, asked.engine, asked.budget, simplifies(asked, asked.engine));
    busy.value = false;
    // Edited while the file was being made: it would not match the page any more.
    if (keyOf(input()) !== keyOf(asked) || !outcome.value) return;
    if (answer.ok) saveFile(answer.value, resName(fileName.value));
    else outcome.value = { ...outcome.value, error: satErrorText(answer.error) };
  }

  function typed(value: string) {
    text.value = value;
    // The text is no longer the file's: the file control must not keep naming it.
    if (fileName.value !== null) {
      fileName.value = null;
      gzipBytes.value = null;
      if (fileInput.current) fileInput.current.value = "";
    }
    uploadError.value = null;
  }

  async function picked(file: File | undefined) {
    if (!file) return;
    const read = await readFormulaFile(file);
    if (!read.ok) {
      uploadError.value = read.message;
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    uploadError.value = null;
    editable.value = read.text.length <= LARGE_FORMULA;
    text.value = read.text;
    fileName.value = read.name;
    gzipBytes.value = read.gzipBytes ?? null;
  }

  return (
    <main id="main" class="page sat">
      <h1>SAT solver</h1>
      <p>Paste a formula in DIMACS CNF or upload a <code>.cnf</code> file (or a <code>.cnf.gz</code>). Every answer is checked; a budget that runs out gives an honest UNKNOWN.</p>
      {!online && <p class="notice" role="status">You are offline. The solver runs on the server, so solving needs the network.</p>}
      {editable.value ? (
        <textarea class="cnf" rows={10} aria-label="DIMACS CNF" spellcheck={false} value={text.value} onInput={(e) => typed(e.currentTarget.value)} />
      ) : (
        <FormulaSummary text={text.value} fileName={fileName.value} gzipBytes={gzipBytes.value} onEdit={() => (editable.value = true)} onClear={() => {
          editable.value = true;
          typed("");
        }} />
      )}
      <div class="choose">
        <label class="file">
          Upload .cnf <input ref={fileInput} type="file" accept=".cnf,.dimacs,.txt,.gz" aria-label="Upload CNF file" onChange={(e) => void picked(e.currentTarget.files?.[0])} />
        </label>
        <label>
          Engine{" "}
          <select value={engine.value} onChange={(e) => (engine.value = e.currentTarget.value as SatEngine)}>
            {ENGINES.map((e) => <option key={e.id} value={e.id}>{e.label}</option>)}
          </select>
        </label>
        <label>
          Budget (ms){" "}
          {/* What is run is what the field shows once it is left: a typed -5 or 0 reads back as the 1 ms it runs with. */}
          <input type="number" min={1} max={maxMs.value ?? undefined} value={budget.value} onInput={(e) => (budget.value = Math.max(1, Math.floor(Number(e.currentTarget.value) || 1)))} onChange={(e) => (e.currentTarget.value = String(budget.value))} />
        </label>
        <label>
          <input type="checkbox" checked={preprocess.value} disabled={engine.value !== "cdcl"} aria-describedby="simplify-note" onChange={(e) => (preprocess.value = e.currentTarget.checked)} />
          Simplify first
        </label>
        <BusyButton class="primary" busy={busy.value} onClick={() => run("solve")}>Solve</BusyButton>
        <BusyButton busy={busy.value} onClick={() => run("compare")}>Compare engines</BusyButton>
        {shown?.result && <BusyButton busy={busy.value} onClick={downloadRes}>Download .res</BusyButton>}
      </div>
      {uploadError.value && <p class="error" role="alert">{uploadError.value}</p>}
      <p id="simplify-note" class="muted">
        Simplify first{engine.value === "cdcl" ? "" : " (CDCL only)"}: subsumption and variable elimination before the search, within the same budget. It
        helps large industrial formulas and costs more than it saves on small ones.
      </p>
      {busy.value && <p class="loading">Solving…</p>}
      {/*
        The answer is drawn in a table and lines no live region holds; this one stays on the page, so a screen reader
        says "Solving…" and then the verdict that replaces it (a region added with its text is often not read).
      */}
      <p class="visually-hidden" role="status">{busy.value ? "Solving…" : shown?.result ? answerWords(shown.result, shown.compare?.length) : ""}</p>
      {!busy.value && outcome.value && !shown && (
        <p class="stats-line" role="status">The input changed since the last answer, so that answer is hidden. Solve again for this input.</p>
      )}
      {shown?.cappedFrom !== undefined && (
        <p class="notice" role="status">The site allows budgets up to {shown.result?.stats.budgetMs.toLocaleString("en-US")} ms, so {shown.cappedFrom.toLocaleString("en-US")} ms was lowered to that.</p>
      )}
      {shown?.error && <p class="error" role="alert">{shown.error}</p>}
      {shown?.compare && <CompareTable rows={shown.compare} />}
      {shown?.result && <ResultView r={shown.result} ms={shown.ms} maxMs={maxMs.value} />}
      {shown?.result?.status === "UNSAT" && <CoreFinder key={currentKey} text={text.value} budgetMs={budget.value} fileName={fileName.value} />}
      <LocalSolvePanel
        local={local}
        inputKey={currentKey}
        input={text.value}
        what="formula"
        changed={changedParts}
        offer={shown?.result?.status === "UNKNOWN"}
        verdict={browserSatVerdictWords}
        report={(mine, ms) => (
          <section aria-label="Answer from this browser">
            <ResultView r={mine} ms={ms} maxMs={null} local badge={proofBadge(mine)}>
              <BrowserSatNote r={mine} formula={fileName.value ?? "formula.cnf"} />
            </ResultView>
          </section>
        )}
      />
    </main>
  );
}
