/**
 * The setter's assistant for variant puzzles on /enter: paste f-puzzles JSON or a link, or open a .json file; the
 * API proves the puzzle unique, or shows two solutions and the cells where they differ, or names the rules and
 * givens that contradict each other. A unique puzzle gets a link to play it here.
 */
import { useSignal } from "@preact/signals";
import type { Problem, SolveResponse } from "../../worker/core/api";
import { describeError } from "../api/client";
import { variantPathFromText } from "../state/variant-link";
import { BusyButton } from "./busy-button";

export function FpuzzlesImport() {
  const text = useSignal("");
  const answer = useSignal<SolveResponse | null>(null);
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);

  async function check(source: string) {
    busy.value = true;
    error.value = null;
    answer.value = null;
    const trimmed = source.trim();
    let fpuzzles: unknown = trimmed;
    if (trimmed.startsWith("{")) {
      try {
        fpuzzles = JSON.parse(trimmed);
      } catch (e) {
        error.value = `Not valid JSON: ${(e as Error).message}`;
        busy.value = false;
        return;
      }
    }
    try {
      const res = await fetch("/api/solve", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ fpuzzles }) });
      const body = (await res.json()) as SolveResponse | Problem;
      if (!res.ok) error.value = describeError({ kind: "problem", status: res.status, problem: body as Problem });
      else answer.value = body as SolveResponse;
    } catch (e) {
      error.value = (e as Error).message;
    }
    busy.value = false;
  }

  const a = answer.value;
  const play = a?.status === "unique" ? variantPathFromText(text.value) : null;
  return (
    <section class="import fpuzzles" aria-label="Variant puzzle (f-puzzles)">
      <h2>Variant puzzle (f-puzzles)</h2>
      <label>
        f-puzzles JSON or link
        <textarea rows={4} value={text.value} onInput={(e) => (text.value = (e.target as HTMLTextAreaElement).value)} />
      </label>
      <label>
        f-puzzles file
        <input
          type="file"
          accept=".json,application/json,text/plain"
          onChange={async (e) => {
            const file = (e.target as HTMLInputElement).files?.[0];
            if (!file) return;
            text.value = await file.text();
            await check(text.value);
          }}
        />
      </label>
      <BusyButton busy={busy.value} disabled={!text.value.trim()} onClick={() => check(text.value)}>Check variant</BusyButton>
      {error.value && <p class="error" role="alert">{error.value}</p>}
      {a && (
        <div role="status" class="variant-report">
          <p>
            {a.status === "unique" && "Unique solution."}
            {a.status === "multiple" && "More than one solution."}
            {a.status === "none" && "No solution."}
            {a.status === "unknown" && "No answer within the work budget."} Rules: {a.rules?.join(", ") || "classic"}.
          </p>
          {a.solution && <p>Solution: <code>{a.solution}</code></p>}
          {a.otherSolution && <p>Another solution: <code>{a.otherSolution}</code></p>}
          {a.differingCells && <p>The two solutions differ in {a.differingCells.length} cells: {a.differingCells.join(", ")}</p>}
          {a.conflict && (
            <p>
              {a.conflict.members.length === 1 ? "This cannot be met on its own" : `These contradict each other${a.conflict.minimal ? "" : " (perhaps not all needed)"}`}: {a.conflict.members.join("; ")}
            </p>
          )}
          {play && <p><a href={play}>Play this puzzle</a></p>}
        </div>
      )}
    </section>
  );
}
