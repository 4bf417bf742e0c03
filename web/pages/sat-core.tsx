/**
 * "Which clauses clash?" under an UNSAT answer on /sat: asks the server for a small unsatisfiable core and lists its
 * clauses by number and line, each with its text, so a person debugging an encoding sees which constraints fight.
 * The core can be saved as a .cnf of its own (unsatisfiable on its own, which any solver confirms). It belongs to the
 * formula it was asked of: the page drops it with the answer above it when the input changes.
 */
import { useSignal } from "@preact/signals";
import type { SatResponse } from "../../worker/core/api";
import { formatDimacs, parseDimacs } from "../../worker/core/sat/index";
import { describeError } from "../api/client";
import { useApi } from "../api/context";
import { saveFile } from "./sat-support";

/** Core clauses listed on the page; a longer core is still saved whole. */
const SHOWN = 50;

interface Props {
  text: string;
  budgetMs: number;
  /** The uploaded file's name, for the saved core's; null for typed text. */
  fileName: string | null;
}

type Core = NonNullable<SatResponse["core"]>;

/** The core's clauses as a DIMACS formula of their own, numbered as in the source. */
export function coreFormula(text: string, core: Core): string | null {
  const parsed = parseDimacs(text);
  if (!parsed.ok) return null;
  const wanted = new Set(core.map((c) => c.clause));
  const clauses = parsed.value.clauses.filter((_, i) => wanted.has(parsed.value.origin[i]));
  const numbers = core.map((c) => c.clause).join(" ");
  // The source's variable count: a variable the core does not use is allowed, and keeps the numbering readable.
  return formatDimacs({ numVars: parsed.value.numVars, clauses }, [`an unsatisfiable core of ${core.length} clauses: source clauses ${numbers}`]);
}

export function CoreFinder({ text, budgetMs, fileName }: Props) {
  const api = useApi();
  const state = useSignal<{ busy: boolean; answer: SatResponse | null; error: string }>({ busy: false, answer: null, error: "" });

  async function find() {
    state.value = { busy: true, answer: null, error: "" };
    const answer = await api.satCore(text, budgetMs);
    state.value = answer.ok ? { busy: false, answer: answer.value, error: "" } : { busy: false, answer: null, error: describeError(answer.error) };
  }

  function save(core: Core) {
    const formula = coreFormula(text, core);
    if (formula) saveFile(formula, `${(fileName ?? "formula").replace(/\.cnf(\.gz)?$/i, "")}.core.cnf`);
  }

  const { busy, answer, error } = state.value;
  const core = answer?.core;
  const lines = core ? text.split(/\r?\n/) : [];
  return (
    <section class="core" aria-label="Unsatisfiable core">
      {!answer && (
        <button type="button" onClick={find} disabled={busy}>
          {busy ? "Looking for a small core…" : "Which clauses clash?"}
        </button>
      )}
      {answer && !core && <p role="status">{answer.coreUnknown ?? "No core came back: the server did not find the formula unsatisfiable this time."}</p>}
      {core && (
        <>
          <p role="status">
            These {core.length} of the formula's {answer.numClauses.toLocaleString("en-US")} clauses cannot all hold together
            {answer.coreMinimal ? "; drop any one of them and the rest can." : "."}
          </p>
          <ul class="core-clauses">
            {core.slice(0, SHOWN).map(({ clause, line }) => (
              <li key={clause}>
                clause {clause}
                {line > 0 && <> (line {line}): <code>{lines[line - 1]?.trim()}</code></>}
              </li>
            ))}
          </ul>
          {core.length > SHOWN && <p class="muted">…and {core.length - SHOWN} more, in the saved file.</p>}
          <button type="button" onClick={() => save(core)}>Save the core as .cnf</button>
        </>
      )}
      {error && <p class="error" role="alert">{error}</p>}
    </section>
  );
}
