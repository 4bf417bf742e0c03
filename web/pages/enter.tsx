/**
 * /enter — type, paste or import a puzzle; check it has exactly one solution (with the setter's assistant when it
 * has two), solve it, read the logical solution log, or play it.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import { useLocation } from "preact-iso";
import type { SolveResponse } from "../../worker/core/api";
import { emptyGrid } from "../../worker/core/sudoku/grid";
import { formatGrid, parseGrid } from "../../worker/core/sudoku/grid-text";
import { api, describeError } from "../api/client";
import { Board } from "../components/board";
import { handleGameKey } from "../components/game-keys";
import { Keypad } from "../components/keypad";
import { createGameModel } from "../state/game-model";
import { browserStore } from "../state/saved-game";
import { SolveReport } from "./solve-report";
import { FpuzzlesImport } from "../components/fpuzzles-import";

const DRAFT_KEY = "sudoku:draft";
const BOXES = [2, 3, 4, 5];

export function EnterPage() {
  const { route } = useLocation();
  const store = browserStore();
  const draft = useSignal(store?.getItem(DRAFT_KEY) ?? ".".repeat(81));
  const paste = useSignal("");
  const note = useSignal<{ text: string; error: boolean }>({ text: "", error: false });
  const answer = useSignal<SolveResponse | null>(null);
  const busy = useSignal(false);

  // A fresh editing model per loaded draft: everything typed is an entry that becomes a given on "Play".
  const model = useMemo(() => {
    const parsed = parseGrid(draft.value);
    const start = parsed.ok ? parsed.value : emptyGrid(3);
    const m = createGameModel(emptyGrid(start.shape.box), { id: "editor", store: null, startEntries: start.cells });
    return m;
  }, [draft.value]);
  const text = () => formatGrid({ shape: model.shape, cells: model.board.value.values }, "line");
  useEffect(() => () => model.dispose(), [model]);
  // Keep the draft across visits without rebuilding the model on every keystroke.
  useEffect(() => model.board.subscribe(() => store?.setItem(DRAFT_KEY, text())), [model]);

  function load(source: string) {
    const parsed = parseGrid(source);
    if (!parsed.ok) {
      note.value = { text: `Could not read that puzzle: ${parsed.error.message}`, error: true };
      return;
    }
    answer.value = null;
    draft.value = formatGrid(parsed.value, "line");
    note.value = { text: `Loaded a ${parsed.value.shape.size}×${parsed.value.shape.size} puzzle.`, error: false };
  }

  async function solve(steps: boolean) {
    busy.value = true;
    note.value = { text: "Solving…", error: false };
    const result = await api.solve(text(), steps);
    busy.value = false;
    if (!result.ok) {
      note.value = { text: describeError(result.error), error: true };
      return;
    }
    answer.value = result.value;
    note.value = { text: "", error: false };
    const r = result.value;
    if (r.status === "multiple" && r.solution && r.otherSolution) {
      const differ = [...r.solution].flatMap((ch, i) => (ch !== r.otherSolution![i] ? [i] : []));
      model.mark({ kind: "hint", cells: differ });
    } else model.mark(null);
  }

  return (
    <main class="page enter">
      <h1>Enter a puzzle</h1>
      <p>Type digits into the grid (click a cell or use the arrows), paste a puzzle below, or import a text file.</p>
      <div class="choose">
        <label>
          New empty grid{" "}
          <select value={model.shape.box} onChange={(e) => { draft.value = ".".repeat(Number(e.currentTarget.value) ** 4); answer.value = null; }}>
            {BOXES.map((b) => <option key={b} value={b}>{b * b}×{b * b}</option>)}
          </select>
        </label>
      </div>
      <section class="game" aria-label="Puzzle editor" onKeyDown={(e) => handleGameKey(model, e)}>
        <div class="play-area">
          <Board model={model} label="Puzzle editor grid" />
          <div class="side">
            <Keypad model={model} />
            <div class="assist">
              <button type="button" disabled={busy.value} onClick={() => solve(false)}>Check uniqueness</button>
              <button type="button" disabled={busy.value} onClick={() => solve(true)}>Solve with log</button>
              <button type="button" onClick={() => route(`/p/${text()}`)}>Play it</button>
              <button type="button" onClick={() => { draft.value = ".".repeat(model.shape.cells); answer.value = null; }}>Clear</button>
            </div>
            <p class={note.value.error ? "error message" : "message"} role="status" aria-live="polite">{note.value.text}</p>
          </div>
        </div>
      </section>
      {answer.value && (
        <SolveReport
          answer={answer.value}
          shape={model.shape}
          onAddGiven={(cell, value) => { model.select(cell); model.input(value, false); void solve(false); }}
        />
      )}
      <FpuzzlesImport />
      <section class="import" aria-label="Paste or import">
        <h2>Paste or import</h2>
        <textarea rows={4} aria-label="Puzzle text" placeholder="53..7....6..195…  (81, 256 or 625 characters; . or 0 for empty)" value={paste.value} onInput={(e) => (paste.value = e.currentTarget.value)} />
        <div class="row">
          <button type="button" onClick={() => load(paste.value)}>Load text</button>
          <label class="file">
            Import file <input type="file" accept=".txt,.sdk,.sudoku,text/plain" onChange={async (e) => { const f = e.currentTarget.files?.[0]; if (f) load(await f.text()); }} />
          </label>
        </div>
      </section>
    </main>
  );
}

