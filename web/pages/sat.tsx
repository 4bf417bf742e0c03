/**
 * /sat — paste or upload DIMACS CNF, pick the engine and work budget, see SAT/UNSAT/UNKNOWN with the checked
 * model and statistics, compare the three engines, and download the .res file.
 */
import { useSignal } from "@preact/signals";
import type { SatEngine, SatResponse } from "../../worker/core/api";
import { api, describeError } from "../api/client";

const EXAMPLE = "c a small example: (x1 or x2) and (not x1 or x3) and (not x2 or not x3)\np cnf 3 3\n1 2 0\n-1 3 0\n-2 -3 0\n";

function ResultView({ r }: { r: SatResponse }) {
  const model = r.model ?? [];
  return (
    <div class="sat-result">
      <p class={`verdict ${r.status === "SAT" ? "ok" : r.status === "UNSAT" ? "bad" : ""}`} aria-label="Status">
        s {r.status === "SAT" ? "SATISFIABLE" : r.status === "UNSAT" ? "UNSATISFIABLE" : "UNKNOWN"}
        {r.verified && <span class="badge" title="Checked against every clause by independent code">model verified</span>}
      </p>
      {r.unknown && <p>{r.unknown.message} <code>{r.unknown.command}</code></p>}
      <p class="stats-line">
        {r.numVars} variables · {r.numClauses} clauses · engine {r.engine} · {r.stats.decisions} decisions · {r.stats.conflicts} conflicts ·{" "}
        {r.stats.propagations} propagations · work {r.stats.work} of {r.stats.budgetWork}
      </p>
      {r.warnings.length > 0 && <ul class="warnings">{r.warnings.map((w, i) => <li key={i}>⚠ {w}</li>)}</ul>}
      {model.length > 0 && (
        <details open={model.length <= 200}>
          <summary>Model ({model.length} variables)</summary>
          <pre class="model">v {model.slice(0, 5000).join(" ")}{model.length > 5000 ? " …" : ""} 0</pre>
        </details>
      )}
    </div>
  );
}

const ENGINES: { id: SatEngine; label: string }[] = [
  { id: "cdcl", label: "CDCL (clause learning)" },
  { id: "dpll-opt", label: "DPLL, optimised (counters, Jeroslow–Wang)" },
  { id: "dpll", label: "DPLL, plain (the baseline)" },
];

/**
 * The engines side by side. The optimisation rate is taken on work units, not milliseconds: the Workers clock
 * does not advance during a synchronous search, so a work count is the honest measure here.
 */
function CompareTable({ rows }: { rows: SatResponse[] }) {
  const plain = rows.find((r) => r.engine === "dpll");
  const rate = (r: SatResponse): string => {
    if (!plain || r === plain || r.status === "UNKNOWN") return "";
    const value = ((plain.stats.work - r.stats.work) / Math.max(1, plain.stats.work)) * 100;
    return `${plain.status === "UNKNOWN" && value > 0 ? "≥ " : ""}${value.toFixed(1)}%`;
  };
  return (
    <table class="params compare" aria-label="Engine comparison">
      <thead>
        <tr><th>Engine</th><th>Answer</th><th>Decisions</th><th>Conflicts</th><th>Propagations</th><th>Work</th><th>Optimization rate vs plain DPLL (work)</th></tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.engine}>
            <td>{r.engine}</td><td>{r.status}</td><td>{r.stats.decisions}</td><td>{r.stats.conflicts}</td><td>{r.stats.propagations}</td><td>{r.stats.work}</td><td>{rate(r)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SatPage() {
  const cnf = useSignal(EXAMPLE);
  const engine = useSignal<SatEngine>("cdcl");
  const budget = useSignal(2000);
  const result = useSignal<SatResponse | null>(null);
  const compare = useSignal<SatResponse[] | null>(null);
  const error = useSignal("");
  const busy = useSignal(false);
  const download = useSignal<string | null>(null);

  async function run() {
    busy.value = true;
    error.value = "";
    compare.value = null;
    download.value = null;
    const answer = await api.sat(cnf.value, engine.value, budget.value);
    busy.value = false;
    if (answer.ok) result.value = answer.value;
    else {
      result.value = null;
      error.value = describeError(answer.error);
    }
  }

  /** Runs every engine on the formula; the table compares their work (the Workers clock cannot time a search). */
  async function runAll() {
    busy.value = true;
    error.value = "";
    const answers = await Promise.all(ENGINES.map((e) => api.sat(cnf.value, e.id, budget.value)));
    busy.value = false;
    const rows: SatResponse[] = [];
    for (const answer of answers) {
      if (!answer.ok) {
        error.value = describeError(answer.error);
        return;
      }
      rows.push(answer.value);
    }
    result.value = rows[0];
    compare.value = rows;
  }

  async function makeRes() {
    const answer = await api.satRes(cnf.value, engine.value, budget.value);
    if (!answer.ok) {
      error.value = describeError(answer.error);
      return;
    }
    if (download.value) URL.revokeObjectURL(download.value);
    download.value = URL.createObjectURL(new Blob([answer.value], { type: "text/plain" }));
  }

  return (
    <main class="page sat">
      <h1>SAT solver</h1>
      <p>Paste a formula in DIMACS CNF or upload a <code>.cnf</code> file. Every answer is checked; a budget that runs out gives an honest UNKNOWN.</p>
      <textarea class="cnf" rows={10} aria-label="DIMACS CNF" spellcheck={false} value={cnf.value} onInput={(e) => (cnf.value = e.currentTarget.value)} />
      <div class="choose">
        <label class="file">
          Upload .cnf <input type="file" accept=".cnf,.dimacs,.txt" aria-label="Upload CNF file" onChange={async (e) => { const f = e.currentTarget.files?.[0]; if (f) cnf.value = await f.text(); }} />
        </label>
        <label>
          Engine{" "}
          <select value={engine.value} onChange={(e) => (engine.value = e.currentTarget.value as SatEngine)}>
            {ENGINES.map((e) => <option key={e.id} value={e.id}>{e.label}</option>)}
          </select>
        </label>
        <label>
          Budget (ms){" "}
          <input type="number" min={1} max={30000} value={budget.value} onInput={(e) => (budget.value = Number(e.currentTarget.value) || 1)} />
        </label>
        <button type="button" class="primary" disabled={busy.value} onClick={run}>Solve</button>
        <button type="button" disabled={busy.value} onClick={runAll}>Compare engines</button>
        <button type="button" disabled={busy.value} onClick={makeRes}>Make .res file</button>
        {download.value && <a class="button" href={download.value} download="result.res">Download .res</a>}
      </div>
      {busy.value && <p class="loading">Solving…</p>}
      {error.value && <p class="error" role="alert">{error.value}</p>}
      {compare.value && <CompareTable rows={compare.value} />}
      {result.value && <ResultView r={result.value} />}
    </main>
  );
}
