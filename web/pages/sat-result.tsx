/** What /sat shows for one answer: the verdict in words a web user reads, the model, and the engines side by side. */
import type { ComponentChildren } from "preact";
import { SUGGEST_PREPROCESS_FROM_CLAUSES, type SatPreprocessing, type SatResponse } from "../../worker/core/api";
import { WideTable } from "../components/wide-table";

const grouped = new Intl.NumberFormat("en-US");

/** "1 clause", "12,345 clauses": the count grouped, the noun agreeing with it. */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${grouped.format(n)} ${n === 1 ? noun : plural}`;
}

/** A round trip in ms as people read it: "35 ms", "1.24 s". */
export function duration(ms: number): string {
  return ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/**
 * UNKNOWN in words for someone on the web page: what happened, and the one thing they can change here. The answer
 * names the server's cap itself; `pageMaxMs`, the cap the page learnt from an earlier answer (or null), stands in for it.
 */
export function unknownText(r: SatResponse, pageMaxMs: number | null): string {
  const maxMs = r.unknown?.maxBudgetMs ?? pageMaxMs;
  const spent = `The solver used its whole budget of ${grouped.format(r.stats.budgetMs)} ms without deciding whether the formula can be satisfied.`;
  const tip = r.engine === "cdcl" && !r.preprocessing && !r.count && r.numClauses >= SUGGEST_PREPROCESS_FROM_CLAUSES
    ? " Large formulas from circuits or model checking often go further with Simplify first."
    : "";
  if (maxMs !== null && r.stats.budgetMs >= maxMs) {
    return `${spent}${tip} That is the largest budget the server allows; keep solving in this browser, with no server limit.`;
  }
  return `${spent}${tip} Raise the budget and solve again, or keep solving in this browser.`;
}

/** The verdict in a few words, for a status line. */
export function satVerdictWords(r: SatResponse): string {
  if (r.status === "SAT") return r.verified ? "satisfiable, and the model passed the check" : "satisfiable";
  if (r.status === "UNSAT") return r.verified ? "unsatisfiable, and the proof passed the check" : r.verified === false ? "unsatisfiable, not checked" : "unsatisfiable";
  return "still undecided, the budget ran out";
}

/** What the independent checker passed, for the badge beside the verdict. */
const checkedBadge = (r: SatResponse): string | undefined => (!r.verified ? undefined : r.status === "SAT" ? "model verified" : "proof checked");

/**
 * Why an UNSAT was not checked, in the page's words (the API's `unchecked` speaks to API callers: engine=…,
 * budget_ms), from its reason code; the browser's own answers say it in `unchecked`.
 */
export function uncheckedText(r: SatResponse): string | undefined {
  if (r.status !== "UNSAT" || r.verified !== false) return undefined;
  switch (r.uncheckedReason) {
    case "engine":
      return `Not checked: the ${r.engine} engine records no proof. Choose CDCL for an UNSAT whose proof the server checks.`;
    case "count":
      return "Not checked: counting models records no proof.";
    case "proof-too-large":
      return "Not checked: the proof grew past what one request may hold. Check it on the command line: npm run sat -- FILE.cnf --proof FILE.drat";
    case "budget":
      return "Not checked: the budget ran out before the checker finished the proof. Raise the budget and solve again.";
    default:
      return r.unchecked ? `Not checked: ${r.unchecked}` : "Not checked.";
  }
}

interface ResultProps {
  r: SatResponse;
  ms: number;
  maxMs: number | null;
  /** Solved in this browser: its UNKNOWN has no budget left to raise, and `children` say what stopped it. */
  local?: boolean;
  /** The badge beside the verdict in place of the usual one (the browser's checked proof). */
  badge?: string;
  /** Notes right under the verdict (the browser's proof or why it stopped). */
  children?: ComponentChildren;
}

/** What "Simplify first" did, in the page's words (the CLI and the API's text say it in theirs). */
export function simplificationText(p: SatPreprocessing): string {
  if (!p.applied) return `Simplification set aside: its proof would have left the search no room. Its ${grouped.format(p.work)} work units are counted.`;
  const removed = `${count(p.eliminatedVars, "variable")} eliminated, ${grouped.format(p.subsumed)} subsumed, ${grouped.format(p.strengthened)} strengthened`;
  return `Simplified first: ${grouped.format(p.clausesAfter)} of ${count(p.clausesBefore, "clause")} left (${removed}), in ${grouped.format(p.work)} work units of the total.`;
}

/** One answer. */
export function ResultView({ r, ms, maxMs, local = false, badge, children }: ResultProps) {
  const model = r.model ?? [];
  return (
    <div class="sat-result">
      <p class={`verdict ${r.status === "SAT" ? "ok" : r.status === "UNSAT" ? "bad" : ""}`} aria-label="Status">
        s {r.status === "SAT" ? "SATISFIABLE" : r.status === "UNSAT" ? "UNSATISFIABLE" : "UNKNOWN"}
        {(badge ?? checkedBadge(r)) && (
          <span class="badge" title={r.status === "SAT" ? "Checked against every clause by independent code" : "Every step of the engine's refutation checked by the independent RUP checker"}>
            {badge ?? checkedBadge(r)}
          </span>
        )}
      </p>
      {r.status === "UNKNOWN" && !local && <p>{unknownText(r, maxMs)}</p>}
      {!local && uncheckedText(r) && <p class="notice">{uncheckedText(r)}</p>}
      {children}
      {r.preprocessing && <p class="stats-line" aria-label="Simplification">{simplificationText(r.preprocessing)}</p>}
      <p class="stats-line" aria-label="Statistics">
        {count(r.numVars, "variable")} · {count(r.numClauses, "clause")} · engine {r.engine} · {count(r.stats.decisions, "decision")} ·{" "}
        {count(r.stats.conflicts, "conflict")} · {count(r.stats.propagations, "propagation")} · work {grouped.format(r.stats.work)} of{" "}
        {grouped.format(r.stats.budgetWork)} · {local ? "solved" : "answered"} in {duration(ms)}
      </p>
      {r.warnings.length > 0 && <ul class="warnings">{r.warnings.map((w, i) => <li key={i}>⚠ {w}</li>)}</ul>}
      {model.length > 0 && (
        <details open={model.length <= 200}>
          <summary>Model ({count(model.length, "variable")})</summary>
          <pre class="model" tabIndex={0}>v {model.slice(0, 5000).join(" ")}{model.length > 5000 ? " …" : ""} 0</pre>
        </details>
      )}
    </div>
  );
}

/**
 * The engines side by side. The optimisation rate is taken on work units, not milliseconds: the Workers clock
 * does not advance during a synchronous search, so a work count is the honest measure here. On a phone the table
 * scrolls inside its own box, which says so.
 */
export function CompareTable({ rows }: { rows: SatResponse[] }) {
  const plain = rows.find((r) => r.engine === "dpll");
  const rate = (r: SatResponse): string => {
    if (!plain || r === plain || r.status === "UNKNOWN") return "";
    const value = ((plain.stats.work - r.stats.work) / Math.max(1, plain.stats.work)) * 100;
    return `${plain.status === "UNKNOWN" && value > 0 ? "≥ " : ""}${value.toFixed(1)}%`;
  };
  return (
    <WideTable label="Engine comparison">
      <table class="params compare" aria-label="Engine comparison">
        <thead>
          <tr><th>Engine</th><th>Answer</th><th>Decisions</th><th>Conflicts</th><th>Propagations</th><th>Work</th><th>Optimization rate vs plain DPLL (work)</th></tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.engine}>
              <td>{r.engine}{r.preprocessing?.applied ? ", simplified first" : ""}</td><td>{r.status}</td><td>{grouped.format(r.stats.decisions)}</td><td>{grouped.format(r.stats.conflicts)}</td>
              <td>{grouped.format(r.stats.propagations)}</td><td>{grouped.format(r.stats.work)}</td><td>{rate(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </WideTable>
  );
}
