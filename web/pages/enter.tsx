/**
 * /enter — type, paste or import a puzzle; check it has exactly one solution (with the setter's assistant when it
 * has two), solve it, read the logical solution log, or play it. An answer is shown only beside the puzzle it is
 * about: after an edit it is hidden, and a solve in this browser (offered when the server's budget ran out) stops.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useMemo, useRef } from "preact/hooks";
import { useLocation, useRoute } from "preact-iso";
import type { SolveResponse } from "../../worker/core/api";
import { emptyGrid } from "../../worker/core/sudoku/grid";
import { READABLE_SIDES, cellName, parseCellName } from "../../worker/core/sudoku/shape";
import { symmetryOrbit, type Symmetry } from "../../worker/core/sudoku/symmetry";
import { formatGrid, parseGrid, parseGridLoose } from "../../worker/core/sudoku/grid-text";
import { api, describeError } from "../api/client";
import { Board } from "../components/board";
import { BudgetField } from "../components/budget-field";
import { editorKey } from "../components/editor-keys";
import { LocalSolvePanel } from "../components/local-solve-panel";
import { Keypad } from "../components/keypad";
import { createGameModel, type GameModel } from "../state/game-model";
import { createLocalSolve } from "../state/local-solve";
import { browserStore } from "../state/saved-game";
import { spawnSudokuWorker } from "../state/solve-workers";
import { SERVER_MAX_BUDGET_MS } from "../state/server-budget";
import { SolveReport, verdictWords } from "./solve-report";
import { FpuzzlesImport } from "../components/fpuzzles-import";
import { BusyButton } from "../components/busy-button";
import { PuzzleImport, type LoadOutcome } from "../components/puzzle-import";
import { boxedGridPath } from "../state/variant-link";
import { aGrid, upperFirst } from "../../worker/core/words";

/** The server's own advice on 'unknown' speaks to API callers (budget_ms, the command line); this page has its own levers. */
function serverUnknownNote(budgetMs: number): string {
  const ms = (n: number) => n.toLocaleString("en-US");
  const spent = `The server's work budget of ${ms(budgetMs)} ms ran out.`;
  return budgetMs < SERVER_MAX_BUDGET_MS
    ? `${spent} A larger budget (up to ${ms(SERVER_MAX_BUDGET_MS)} ms) may settle it; or keep solving in this browser, with no server limit.`
    : `${spent} That is the most the server gives one check; keep solving in this browser, with no server limit.`;
}
const DRAFT_KEY = "sudoku:draft";
const SOLUTIONS_COUNTED = 10;
/** The sizes the page offers as empty grids: the square ones and those with rectangular boxes, every side it reads. */
const SIDES = READABLE_SIDES;
const READ = { boxed: true } as const;

export function EnterPage() {
  const { route } = useLocation();
  const { query } = useRoute();
  const store = browserStore();
  const draft = useSignal(store?.getItem(DRAFT_KEY) ?? ".".repeat(81));
  // Counts loads: typing changes the board, not the draft, so Clear or loading the same text again would set the
  // draft to what it already holds and rebuild nothing.
  const loads = useSignal(0);
  function setDraft(text: string) {
    draft.value = text;
    loads.value++;
  }
  // `about`: the puzzle text a verdict or a refusal was for; the note goes quiet once the grid no longer holds it.
  const note = useSignal<{ text: string; error: boolean; about?: string }>({ text: "", error: false });
  const answer = useSignal<SolveResponse | null>(null);
  const busy = useSignal(false);
  // The most the server grants: easy puzzles finish in milliseconds anyway, and a hard 25x25 gets its best chance.
  const budget = useSignal(SERVER_MAX_BUDGET_MS);
  const local = useMemo(() => createLocalSolve({ spawn: spawnSudokuWorker }), []);
  useEffect(() => () => local.dispose(), [local]);

  // A fresh editing model per loaded draft: everything typed is an entry that becomes a given on "Play".
  const model = useMemo(() => {
    // Read without the rule check: a draft whose givens clash is still the setter's work, shown with its clash marked.
    const parsed = parseGridLoose(draft.value, READ);
    const start = parsed.ok ? parsed.value : emptyGrid(3);
    const blank = { shape: start.shape, cells: new Uint8Array(start.shape.cells) };
    return createGameModel(blank, { id: "editor", store: null, startProgress: { values: start.cells } });
  }, [draft.value, loads.value]);
  const text = () => formatGrid({ shape: model.shape, cells: model.board.value.values }, "line");
  useEffect(() => () => model.dispose(), [model]);
  // Keep the draft across visits without rebuilding the model on every keystroke.
  useEffect(() => model.board.subscribe(() => store?.setItem(DRAFT_KEY, text())), [model]);
  useEffect(() => model.board.subscribe(() => local.forget(text())), [model]);
  const current = text();
  const shown = answer.value?.puzzle === current ? answer.value : null;
  const mine = local.state.value;
  const localAnswer = mine.kind === "done" && mine.key === current ? mine.answer : null;

  /** Puts a puzzle into the editor; the caller says what came of it beside the input the puzzle came from. */
  function load(source: string): LoadOutcome {
    const parsed = parseGrid(source, READ);
    // Givens that clash are a typo to fix on the grid, as when they are typed: loaded, with the clash named.
    const clash = !parsed.ok && parsed.error.cells?.length === 2 ? parsed.error.message : null;
    const grid = parsed.ok ? parsed : clash ? parseGridLoose(source, READ) : parsed;
    if (!grid.ok) return { ok: false, message: `Could not read that puzzle: ${grid.error.message}` };
    answer.value = null;
    note.value = { text: "", error: false };
    setDraft(formatGrid(grid.value, "line"));
    const n = grid.value.shape.size;
    return clash ? { ok: true, message: `Loaded ${aGrid(n)} puzzle whose givens clash (${clash}): they are marked on the grid; fix one before checking.` } : { ok: true, message: `Loaded ${aGrid(n)} puzzle.` };
  }

  // Rectangular boxes (a 6×6) are played on the variant board.
  const square = model.shape.box !== 0;
  const sides = SIDES.includes(model.shape.size) ? SIDES : [...SIDES, model.shape.size].sort((a, b) => a - b);
  const playPath = () => (square ? `/p/${text()}` : boxedGridPath(text()) ?? `/p/${text()}`);

  /** Clashing givens have no game to play (a shared link of them opens as broken): the clash is named here instead. */
  function play() {
    const checked = parseGrid(text(), READ);
    if (checked.ok) route(playPath());
    else note.value = { text: `Fix the givens before playing: ${checked.error.message}.`, error: true, about: current };
  }

  async function solve(steps: boolean, puzzle = text(), minimality = false) {
    busy.value = true;
    note.value = { text: "Solving…", error: false };
    // Up to ten solutions are counted: a setter sees how far a puzzle is from unique, and a count costs little more.
    const result = await (minimality ? api.minimality(puzzle, budget.value) : api.solve(puzzle, steps, false, budget.value, SOLUTIONS_COUNTED));
    busy.value = false;
    // A note that an earlier solve in this browser was stopped or cleared belonged to the outcome this one replaces.
    local.dismiss();
    if (!result.ok) {
      note.value = { text: describeError(result.error), error: true, about: puzzle };
      return;
    }
    answer.value = result.value;
    // Said beside the buttons too: on a phone the report starts below the screen, and a screen reader hears it here.
    note.value = { text: `Checked: ${verdictWords(result.value)}. The details are below.`, error: false, about: puzzle };
  }

  function addGiven(cell: number, value: number) {
    model.select(cell);
    model.input(value, "value");
    // The button that was pressed goes away with the old verdict: keep keyboard focus on the cell that changed.
    document.getElementById(`cell-${cell}`)?.focus();
    void solve(false);
  }

  function removeGiven(cell: number) {
    model.select(cell);
    model.erase();
    document.getElementById(`cell-${cell}`)?.focus();
    void solve(false, text(), true);
  }
  /** Set while "Trim to a minimal puzzle" runs; its Stop button clears it. */
  const trimming = useSignal(false);
  // The button that started a trim goes with the verdict it stood under: keyboard focus moves to Stop trimming, and
  // at the end to the line that says what the trim did, never to the page itself.
  const stopTrimming = useRef<HTMLButtonElement>(null);
  const noteLine = useRef<HTMLParagraphElement>(null);
  const lostFocus = () => !document.activeElement || document.activeElement === document.body;

  /**
   * Removes the first given the server names as one that could go, checks again, and repeats until none could: each
   * removal keeps the puzzle unique, and each is a move that Undo takes back. With a symmetry, a given goes only with
   * its mirror images (its orbit), all at once and only when the puzzle stays unique without them all; the trim ends
   * when no orbit can go. An edit of the grid meanwhile stops it.
   */
  async function trimToMinimal(symmetry: Exclude<Symmetry, "none"> | null) {
    // One trim at a time: the report's buttons stay live while it runs.
    if (trimming.value) return;
    trimming.value = true;
    busy.value = true;
    requestAnimationFrame(() => stopTrimming.current?.focus());
    const removed: string[] = [];
    const shape = model.shape;
    let ending = "";
    while (trimming.value) {
      const puzzle = text();
      note.value = { text: removed.length === 0 ? "Trimming: checking every given…" : `Trimming: removed ${removed.length} so far (${removed.join(", ")})…`, error: false };
      const result = await api.minimality(puzzle, budget.value);
      if (text() !== puzzle) {
        ending = "Stopped: the grid changed while a check was on its way.";
        break;
      }
      if (!result.ok) {
        ending = describeError(result.error);
        break;
      }
      answer.value = result.value;
      local.dismiss();
      const found = result.value.minimality;
      if (result.value.status !== "unique" || !found || found.minimal !== false || found.redundant.length === 0) {
        ending = found?.minimal === true ? `Minimal now: each of the ${found.givens} givens is needed.` : found?.minimal === null ? "Stopped: the budget ran out before every given was checked." : "";
        break;
      }
      const orbit = symmetry ? await removableOrbit(puzzle, found.redundant, symmetry) : [parseCellName(shape.size, found.redundant[0])];
      if (!trimming.value) break;
      if (text() !== puzzle) {
        ending = "Stopped: the grid changed while a check was on its way.";
        break;
      }
      if (orbit === null) {
        ending = `No given can go with its ${symmetry} partner and the puzzle stay unique; ${found.redundant.length} could still go alone, breaking the symmetry.`;
        break;
      }
      for (const cell of orbit) {
        model.select(cell);
        model.erase();
        removed.push(cellName(shape, cell));
      }
    }
    if (!trimming.value && !ending) ending = "Stopped.";
    trimming.value = false;
    busy.value = false;
    const took = removed.length === 0 ? "No given removed." : `Removed ${removed.length} given${removed.length === 1 ? "" : "s"} (${removed.join(", ")}); Undo puts them back one by one.`;
    note.value = { text: `${took} ${ending}`.trim(), error: false };
    requestAnimationFrame(() => {
      if (lostFocus()) noteLine.current?.focus();
    });
  }

  /**
   * The first orbit, under `symmetry`, of a given that could go alone, whose givens can all go together with the
   * puzzle staying unique (each must be able to go alone first: fewer givens cannot make a puzzle unique that more
   * did not); null when none can. One solve per orbit tried.
   */
  async function removableOrbit(puzzle: string, redundant: string[], symmetry: Exclude<Symmetry, "none">): Promise<number[] | null> {
    const shape = model.shape;
    const alone = new Set(redundant.map((name) => parseCellName(shape.size, name)));
    const tried = new Set<number>();
    for (const cell of alone) {
      const orbit = symmetryOrbit(shape, symmetry, cell);
      if (orbit.some((other) => tried.has(other) || !alone.has(other))) continue;
      orbit.forEach((other) => tried.add(other));
      if (orbit.length === 1) return orbit;
      const without = [...puzzle];
      for (const other of orbit) without[other] = ".";
      const check = await api.solve(without.join(""), false, false, budget.value);
      if (!trimming.value || text() !== puzzle) return null;
      if (check.ok && check.value.status === "unique") return orbit;
    }
    return null;
  }

  const markCells = (cells: number[]) => model.mark(cells.length > 0 ? { kind: "hint", cells } : null);

  // The setter's assistant marks where two solutions differ (found by the server or in this browser).
  useEffect(() => {
    const r = shown?.status === "unknown" ? localAnswer : shown;
    // And, once a removal was re-checked, the givens that could still go.
    const cells = r?.status === "multiple" ? r.differingCells : r?.status === "unique" ? r.minimality?.redundant : undefined;
    const size = model.shape.size;
    markCells((cells ?? []).map((name) => parseCellName(size, name)).filter((cell) => cell >= 0));
  }, [model, shown, localAnswer]);

  // /enter?p=<puzzle> (from a shared link with several or no solutions): load it and run the setter's assistant.
  useEffect(() => {
    if (!query.p) return;
    const parsed = parseGrid(query.p, READ);
    const loaded = load(query.p);
    note.value = { text: loaded.message, error: !loaded.ok };
    if (parsed.ok) void solve(false, formatGrid(parsed.value, "line"));
  }, [query.p]);

  return (
    <main id="main" class="page enter">
      <h1>Enter a puzzle</h1>
      <p>Type digits into the grid (click a cell, then type: the cursor moves on by itself; 0, “.” or Space leave a cell empty), paste a puzzle below, or import a text file.</p>
      <div class="choose">
        <label>
          New empty grid{" "}
          <select value={model.shape.size} onChange={(e) => { setDraft(".".repeat(Number(e.currentTarget.value) ** 2)); answer.value = null; }}>
            {sides.map((n) => <option key={n} value={n}>{n}×{n}</option>)}
          </select>
        </label>
      </div>
      <section class="game" aria-label="Puzzle editor" onKeyDown={(e) => editorKey(model, e)}>
        <div class="play-area">
          <Board model={model} label="Puzzle editor grid" />
          <div class="side">
            <Keypad model={model} />
            <BudgetField budget={budget} />
            <div class="assist">
              <BusyButton busy={busy.value} onClick={() => solve(false)}>Check uniqueness</BusyButton>
              <BusyButton busy={busy.value} onClick={() => solve(true)}>Solve with log</BusyButton>
              <button type="button" onClick={play}>Play it</button>
              <button type="button" onClick={() => { setDraft(".".repeat(model.shape.cells)); answer.value = null; }}>Clear</button>
            </div>
            {trimming.value && <button type="button" ref={stopTrimming} onClick={() => (trimming.value = false)}>Stop trimming</button>}
            <p class={note.value.error ? "error message" : "message"} role="status" aria-live="polite" tabIndex={-1} ref={noteLine}>{note.value.about === undefined || note.value.about === current ? note.value.text : ""}</p>
            {!square && <p class="stats-line">{upperFirst(aGrid(model.shape.size))} grid has {model.shape.boxRows}×{model.shape.boxCols} boxes: its log reasons box by box as on any grid, and Play it opens it on the board that draws them.</p>}
          </div>
        </div>
      </section>
      {shown && (
        <SolveReport
          answer={shown}
          shape={model.shape}
          onAddGiven={addGiven}
          unknownNote={serverUnknownNote(shown.stats.budgetMs)}
          minimality={{ budgetMs: budget.value, onMark: markCells, onRemoveGiven: removeGiven, onTrim: (symmetry) => void trimToMinimal(symmetry) }}
        />
      )}
      {answer.value && !shown && <p class="stats-line" role="status">The puzzle changed since the last check, so that answer is hidden. Check again for this puzzle.</p>}
      <LocalSolvePanel
        local={local}
        inputKey={current}
        input={current}
        what="puzzle"
        offer={shown?.status === "unknown"}
        verdict={verdictWords}
        report={(mine) => <SolveReport answer={mine} shape={model.shape} onAddGiven={addGiven} label="Verdict from this browser" browser />}
      />
      <FpuzzlesImport />
      <PuzzleImport onLoad={load} />
    </main>
  );
}

