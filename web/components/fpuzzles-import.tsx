/**
 * The setter's assistant for variant puzzles on /enter: paste f-puzzles JSON or a link, or open a .json file; the
 * API proves the puzzle unique, or shows two solutions and the cells where they differ, or names the rules and
 * givens that contradict each other. A unique puzzle gets a link to play it here. An answer belongs to the text it
 * was asked of: it is kept with that text and shown only while the box holds it, so the verdict, its solution and
 * the Play link never stand beside a different puzzle.
 */
import { useSignal } from "@preact/signals";
import type { Problem, SolveResponse } from "../../worker/core/api";
import { describeError } from "../api/client";
import { variantPathFromText } from "../state/variant-link";
import { BusyButton } from "./busy-button";

export function FpuzzlesImport() {
  const text = useSignal("");
  /** The last check's outcome and the text it was for (an answer or an error, each about that text only). */
  const checked = useSignal<{ text: string; answer: SolveResponse | null; error: string | null } | null>(null);
  const busy = useSignal(false);

  async function check(source: string) {
    busy.value = true;
    checked.value = null;
    const done = (answer: SolveResponse | null, error: string | null) => (checked.value = { text: source, answer, error });
    const trimmed = source.trim();
    let fpuzzles: unknown = trimmed;
    if (trimmed.startsWith("{")) {
      try {
        fpuzzles = JSON.parse(trimmed);
      } catch (e) {
        done(null, `Not valid JSON: ${(e as Error).message}`);
        busy.value = false;
        return;
      }
    }
    try {
      const res = await fetch("/api/solve", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ fpuzzles }) });
      const body = (await res.json()) as SolveResponse | Problem;
      if (!res.ok) done(null, describeError({ kind: "problem", status: res.status, problem: body as Problem }));
      else done(body as SolveResponse, null);
    } catch (e) {
      done(null, (e as Error).message);
    }
    busy.value = false;
  }

  const last = checked.value;
  const mine = last && last.text === text.value ? last : null;
  const a = mine?.answer ?? null;
  const error = mine?.error ?? null;
  // Built from the text that was checked (the same as the box's while the verdict shows), never from newer text.
  const play = a?.status === "unique" && mine ? variantPathFromText(mine.text) : null;
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
      {error && <p class="error" role="alert">{error}</p>}
      {last && !mine && <p class="stats-line" role="status">The text changed since the last check, so that answer is hidden. Check again for this puzzle.</p>}
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
