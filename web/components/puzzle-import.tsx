/** /enter's "Paste or import": puzzle text typed or pasted, or a text file, handed to `onLoad` as it is. */
import { useSignal } from "@preact/signals";

export function PuzzleImport({ onLoad }: { onLoad: (text: string) => void }) {
  const paste = useSignal("");
  return (
    <section class="import" aria-label="Paste or import">
      <h2>Paste or import</h2>
      <textarea rows={4} aria-label="Puzzle text" placeholder="53..7....6..195…  (81, 256 or 625 characters; . or 0 for empty)" value={paste.value} onInput={(e) => (paste.value = e.currentTarget.value)} />
      <div class="row">
        <button type="button" onClick={() => onLoad(paste.value)}>Load text</button>
        <label class="file">
          Import file <input type="file" accept=".txt,.sdk,.sudoku,text/plain" onChange={async (e) => { const f = e.currentTarget.files?.[0]; if (f) onLoad(await f.text()); }} />
        </label>
      </div>
    </section>
  );
}
