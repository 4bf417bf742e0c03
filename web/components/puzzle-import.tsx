/**
 * /enter's "Paste or import": puzzle text typed or pasted, or a text file, handed to `onLoad` as it is. What came of
 * it is said here, under the button that was pressed, not beside the editor far up the page.
 */
import { useSignal } from "@preact/signals";

export interface LoadOutcome {
  ok: boolean;
  message: string;
}

export function PuzzleImport({ onLoad }: { onLoad: (text: string) => LoadOutcome }) {
  const paste = useSignal("");
  const outcome = useSignal<LoadOutcome | null>(null);
  const load = (text: string) => {
    const result = onLoad(text);
    outcome.value = result.ok ? { ok: true, message: `${result.message} It is in the editor above.` } : result;
  };
  return (
    <section class="import" aria-label="Paste or import">
      <h2>Paste or import</h2>
      <textarea rows={4} aria-label="Puzzle text" placeholder="53..7....6..195…  (81, 256 or 625 characters, 36 for a 6×6…; . or 0 for empty)" value={paste.value}
        onInput={(e) => { paste.value = e.currentTarget.value; outcome.value = null; }} />
      <div class="row">
        <button type="button" onClick={() => load(paste.value)}>Load text</button>
        <label class="file">
          Import file <input type="file" accept=".txt,.sdk,.sudoku,text/plain" onChange={async (e) => { const f = e.currentTarget.files?.[0]; if (f) load(await f.text()); }} />
        </label>
      </div>
      <p class={outcome.value?.ok === false ? "error message" : "message"} role="status" aria-live="polite">{outcome.value?.message ?? ""}</p>
    </section>
  );
}
