/**
 * /enter's "Paste or import": puzzle text typed or pasted, or a text file, read as a collection is written (a title,
 * a rating, a grid in rows; see puzzle-collection.ts). One puzzle goes to `onLoad`; a text with several offers a
 * picker, the first already loaded. What came of it is said here, under the button that was pressed, not beside the
 * editor far up the page.
 */
import { useSignal } from "@preact/signals";
import type { Grid } from "../../worker/core/sudoku/grid";
import { cellChar, formatGrid, readAlphabet, type ResolvedAlphabet } from "../../worker/core/sudoku/grid-text";
import { collectPuzzles, firstPuzzle } from "../../worker/core/sudoku/puzzle-collection";

export interface LoadOutcome {
  ok: boolean;
  message: string;
}

/** Puzzles a picker holds at most: a file of a million stays responsive, and says that it was cut. */
const MAX_PICKED = 10_000;
const READ = { boxed: true } as const;

/** The puzzles a picker offers, each with the line it starts on and the text it was read from. */
interface Picked {
  puzzles: { line: number; grid: Grid; text: string }[];
}

/**
 * How a puzzle written in other symbols than the board's (hexadoku's 0-F, a 25×25's A-Y) was read, so that its
 * board is no surprise; "" for the board's own symbols.
 */
function symbolsNote(alphabet: ResolvedAlphabet, size: number): string {
  if (alphabet === "digits-letters") return "";
  const first = cellChar(1, alphabet);
  return `Read as ${first} to ${cellChar(size, alphabet)} with ${first} as 1, shown here as 1 to ${cellChar(size, "digits-letters")}. `;
}

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

export function PuzzleImport({ onLoad }: { onLoad: (text: string) => LoadOutcome }) {
  const paste = useSignal("");
  const outcome = useSignal<LoadOutcome | null>(null);
  const picked = useSignal<Picked | null>(null);
  const choice = useSignal("1");

  /**
   * Hands one puzzle, read from `source`, to the editor; `said` replaces the editor's own words when the puzzle came
   * from a picker.
   */
  function loadOne(grid: Grid, source: string, said?: string) {
    const result = onLoad(formatGrid(grid, "line"));
    const symbols = symbolsNote(readAlphabet(source, grid.shape), grid.shape.size);
    outcome.value = result.ok ? { ok: true, message: `${said ?? result.message} ${symbols}It is in the editor above.` } : result;
  }

  function read(text: string) {
    const found = collectPuzzles(text, READ, MAX_PICKED);
    if (found.puzzles.length <= 1) {
      picked.value = null;
      const one = firstPuzzle(text, READ);
      if (one.ok) return loadOne(one.grid, one.text);
      // Givens that clash are a typo for the editor to show and fix: it loads them with the clash marked.
      const clash = one.error.cells?.length === 2 ? onLoad(text) : null;
      outcome.value = clash?.ok ? { ok: true, message: `${clash.message} It is in the editor above.` } : { ok: false, message: `Could not read that puzzle: ${one.error.message}` };
      return;
    }
    const puzzles = found.puzzles;
    picked.value = { puzzles };
    choice.value = "1";
    const count = found.truncated ? `more than ${plural(MAX_PICKED, "puzzle")} (the first ${MAX_PICKED.toLocaleString("en-US")} are offered)` : plural(puzzles.length, "puzzle");
    const unread = found.invalid.length > 0 ? ` ${plural(found.invalid.length, "line")} could not be read (the first, line ${found.invalid[0].line}: ${found.invalid[0].error.message}).` : "";
    loadOne(puzzles[0].grid, puzzles[0].text, `This text holds ${count}.${unread} Loaded puzzle 1, from line ${puzzles[0].line}.`);
  }

  function pick() {
    const list = picked.value;
    if (!list) return;
    const n = Number(choice.value);
    if (!Number.isInteger(n) || n < 1 || n > list.puzzles.length) {
      outcome.value = { ok: false, message: `Choose a puzzle number from 1 to ${list.puzzles.length.toLocaleString("en-US")}.` };
      return;
    }
    const { line, grid, text } = list.puzzles[n - 1];
    loadOne(grid, text, `Loaded puzzle ${n.toLocaleString("en-US")} of ${list.puzzles.length.toLocaleString("en-US")}, from line ${line}.`);
  }

  const list = picked.value;
  return (
    <section class="import" aria-label="Paste or import">
      <h2>Paste or import</h2>
      <textarea rows={4} aria-label="Puzzle text" placeholder="53..7....6..195…  (81, 256 or 625 characters, 36 for a 6×6…; . or 0 for empty; several puzzles, one a line or each in rows, offer a choice)" value={paste.value}
        onInput={(e) => { paste.value = e.currentTarget.value; outcome.value = null; }} />
      <div class="row">
        <button type="button" onClick={() => read(paste.value)}>Load text</button>
        <label class="file">
          Import file <input type="file" accept=".txt,.sdk,.ss,.sudoku,.csv,text/plain,text/csv" onChange={async (e) => { const f = e.currentTarget.files?.[0]; if (f) read(await f.text()); }} />
        </label>
      </div>
      {list && (
        // noValidate: an out-of-range number gets the sentence below, in the status a screen reader hears, not the
        // browser's bubble.
        <form class="row pick" noValidate onSubmit={(e) => { e.preventDefault(); pick(); }}>
          <label>
            Puzzle <input type="number" inputMode="numeric" min={1} max={list.puzzles.length} value={choice.value} onInput={(e) => (choice.value = e.currentTarget.value)} />
            {" "}of {list.puzzles.length.toLocaleString("en-US")}
          </label>
          <button type="submit">Load puzzle</button>
        </form>
      )}
      <p class={outcome.value?.ok === false ? "error message" : "message"} role="status" aria-live="polite">{outcome.value?.message ?? ""}</p>
    </section>
  );
}
