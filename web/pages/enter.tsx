/**
 * /enter — type, paste or import a puzzle; check it has exactly one solution (with the setter's assistant when it
 * has two), solve it, read the logical solution log, or play it.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import { useLocation, useRoute } from "preact-iso";
import type { SolveResponse } from "../../worker/core/api";
import { emptyGrid } from "../../worker/core/sudoku/grid";
import { parseCellName } from "../../worker/core/sudoku/shape";
import { formatGrid, parseGrid } from "../../worker/core/sudoku/grid-text";
import { api, describeError } from "../api/client";
import { Board } from "../components/board";
import { handleGameKey, keyValue } from "../components/game-keys";
import { Keypad } from "../components/keypad";
import { createGameModel, type GameModel } from "../state/game-model";
import { browserStore } from "../state/saved-game";
import { SolveReport } from "./solve-report";
import { FpuzzlesImport } from "../components/fpuzzles-import";

const DRAFT_KEY = "sudoku:draft";
const CLEAR_KEYS = ["0", ".", " "];

/**
 * Typing in a puzzle: a digit fills the cell and moves on (row by row), and 0, "." or Space clear it and move on,
 * so a 9x9 takes 81 keystrokes. Everything else is the game's usual keys.
 */
function editorKey(model: GameModel, e: KeyboardEvent): void {
  const target = e.target as HTMLElement | null;
  const inGrid = !!target?.closest?.("[role=grid]");
  const sel = model.selected.value;
  if (inGrid && sel >= 0 && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey && !model.notesMode.value) {
    const value = keyValue(e, model.shape.size);
    const clear = CLEAR_KEYS.includes(e.key);
    if (value || clear) {
      e.preventDefault();
      if (clear) model.erase();
      else if (model.board.value.values[sel] !== value) model.input(value, false);
      model.select((sel + 1) % model.shape.cells);
      return;
    }
  }
  handleGameKey(model, e);
}
const BOXES = [2, 3, 4, 5];

export function EnterPage() {
  const { route } = useLocation();
  const { query } = useRoute();
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

  async function solve(steps: boolean, puzzle = text()) {
    busy.value = true;
    note.value = { text: "Solving…", error: false };
    const result = await api.solve(puzzle, steps);
    busy.value = false;
    if (!result.ok) {
      note.value = { text: describeError(result.error), error: true };
      return;
    }
    answer.value = result.value;
    note.value = { text: "", error: false };
  }

  // The setter's assistant marks where two solutions differ on whichever model shows the checked puzzle.
  useEffect(() => {
    const r = answer.value;
    if (r?.status === "multiple" && r.differingCells) {
      const size = model.shape.size;
      model.mark({ kind: "hint", cells: r.differingCells.map((name) => parseCellName(size, name)).filter((cell) => cell >= 0) });
    } else model.mark(null);
  }, [model, answer.value]);

  // /enter?p=<puzzle> (from a shared link with several or no solutions): load it and run the setter's assistant.
  useEffect(() => {
    if (!query.p) return;
    const parsed = parseGrid(query.p);
    load(query.p);
    if (parsed.ok) void solve(false, formatGrid(parsed.value, "line"));
  }, [query.p]);

  return (
    <main class="page enter">
      <h1>Enter a puzzle</h1>
      <p>Type digits into the grid (click a cell, then type: the cursor moves on by itself; 0, “.” or Space leave a cell empty), paste a puzzle below, or import a text file.</p>
      <div class="choose">
        <label>
          New empty grid{" "}
          <select value={model.shape.box} onChange={(e) => { draft.value = ".".repeat(Number(e.currentTarget.value) ** 4); answer.value = null; }}>
            {BOXES.map((b) => <option key={b} value={b}>{b * b}×{b * b}</option>)}
          </select>
        </label>
      </div>
      <section class="game" aria-label="Puzzle editor" onKeyDown={(e) => editorKey(model, e)}>
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

